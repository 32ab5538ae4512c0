import { z } from 'zod';

/**
 * The staff's traffic reports (spec §3 "Analytics overview", "Card click row", §7 analytics calls).
 * Every period is a run of whole Istanbul calendar days: "today" starts at Istanbul midnight, on the
 * server as in the browser, so both sides compute days with the helpers below.
 */

export const ANALYTICS_TIME_ZONE = 'Europe/Istanbul';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the Istanbul calendar day the instant falls in. */
export const istanbulDay = (at: Date): string => dayFormat.format(at);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (no 2025-02-30). */
export function isCalendarDay(v: string): boolean {
  const m = DAY.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no clocks, no zones: a day is a day). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when equal). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const AnalyticsPeriod = z.enum(['day', 'week', 'month', 'all']);
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriod>;

/** How many calendar days (today included) each rolling period covers. */
export const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

export const ANALYTICS_MESSAGES = {
  period: 'Dönem day, week, month, all veya custom olmalıdır',
  date: 'Geçerli bir tarih girin (YYYY-AA-GG)',
  bothDates: 'Özel tarih aralığı için başlangıç ve bitiş tarihi birlikte gönderilmelidir',
  mixed: 'Dönem ile özel tarih aralığı birlikte gönderilemez',
  order: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  future: 'Gelecekteki bir tarih seçilemez',
} as const;

/** A custom bound: `YYYY-MM-DD`, or a full ISO instant, which counts as the Istanbul day it falls in. */
const DayParam = z
  .string({ error: ANALYTICS_MESSAGES.date })
  .trim()
  .refine((v) => isCalendarDay(v) || (z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v))), {
    error: ANALYTICS_MESSAGES.date,
  })
  .transform((v) => (isCalendarDay(v) ? v : istanbulDay(new Date(v))));

/**
 * The query of every analytics call: `period` (day, week, month, all; week when absent), or
 * `startDate` and `endDate` for a custom range of whole days, both included (`period=custom` optional).
 * The server also refuses an end after today; that needs a clock, so it is not checked here.
 */
export const AnalyticsQuery = z
  .object({
    period: z.enum(['day', 'week', 'month', 'all', 'custom'], { error: ANALYTICS_MESSAGES.period }).optional(),
    startDate: DayParam.optional(),
    endDate: DayParam.optional(),
  })
  .superRefine((q, ctx) => {
    const custom = q.startDate !== undefined || q.endDate !== undefined || q.period === 'custom';
    if (!custom) return;
    if (q.period && q.period !== 'custom') ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.mixed, path: ['period'] });
    else if (q.startDate === undefined || q.endDate === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: ANALYTICS_MESSAGES.bothDates,
        path: [q.startDate === undefined ? 'startDate' : 'endDate'],
      });
    } else if (q.startDate > q.endDate) ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.order, path: ['startDate'] });
  })
  .transform((q): AnalyticsRange =>
    q.startDate !== undefined && q.endDate !== undefined
      ? { kind: 'custom', from: q.startDate, to: q.endDate }
      : { kind: 'period', period: q.period === undefined || q.period === 'custom' ? 'week' : q.period },
  );
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

export type AnalyticsRange = { kind: 'period'; period: AnalyticsPeriod } | { kind: 'custom'; from: string; to: string };

/** The days a range covers on `today` (Istanbul); `from` null means since the first recorded day. */
export function rangeDays(range: AnalyticsRange, today: string): { from: string | null; to: string } {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  if (range.period === 'all') return { from: null, to: today };
  return { from: addDays(today, 1 - PERIOD_DAYS[range.period]), to: today };
}

const count = z.number().int().nonnegative();

export const AnalyticsOverview = z.object({ pageViews: count, totalPageViews: count, totalCardClicks: count });
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

export const CardClickRow = z.object({
  cardId: z.string(),
  cardTitle: z.string(),
  cardSubtitle: z.string().nullable(),
  clicks: count,
});
export type CardClickRow = z.infer<typeof CardClickRow>;
export const CardClickList = z.array(CardClickRow);

/** Hourly points for a single day, daily up to `MAX_DAILY_POINTS` days, monthly beyond. */
export const SeriesGranularity = z.enum(['hour', 'day', 'month']);
export type SeriesGranularity = z.infer<typeof SeriesGranularity>;
export const MAX_DAILY_POINTS = 92;

/** The chart and the top lists of a range. Keys: `YYYY-MM-DDTHH`, `YYYY-MM-DD` or `YYYY-MM` (Istanbul). */
export const AnalyticsTraffic = z.object({
  from: z.string(),
  to: z.string(),
  granularity: SeriesGranularity,
  series: z.array(z.object({ key: z.string(), pageViews: count, cardClicks: count })),
  topPages: z.array(z.object({ path: z.string(), views: count })),
  /** `source` is the referring site's host; null for direct visits (no referrer). */
  topReferrers: z.array(z.object({ source: z.string().nullable(), views: count })),
});
export type AnalyticsTraffic = z.infer<typeof AnalyticsTraffic>;
