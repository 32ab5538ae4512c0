import type { AnalyticsPeriod } from '@app/contracts';

/** The analytics page's URL search: the chosen period and, for a custom one, the chosen days. */
export interface AnalyticsSearch {
  period: AnalyticsPeriod | 'custom';
  startDate?: string;
  endDate?: string;
}

const PERIODS: readonly AnalyticsSearch['period'][] = ['day', 'week', 'month', 'custom', 'all'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : undefined);

/**
 * A plain parser, not a zod schema: route search parsers run in the first page's scripts, which
 * must not bring zod. Anything unknown falls back to the default week; a malformed day is dropped.
 */
export function parseAnalyticsSearch(input: Record<string, unknown>): AnalyticsSearch {
  const period = PERIODS.find((p) => p === input.period) ?? 'week';
  const out: AnalyticsSearch = { period };
  const startDate = day(input.startDate);
  const endDate = day(input.endDate);
  if (startDate) out.startDate = startDate;
  if (endDate) out.endDate = endDate;
  return out;
}
