import { type AnalyticsPeriod, istanbulDay } from '@app/contracts';
import type { AnalyticsSearch } from './search';

export type { AnalyticsSearch };

export type PeriodChoice = AnalyticsPeriod | 'custom';

/** The selector's buttons, in the spec's order (§2 admin screen 1); week is the default. */
export const periodOptions: { value: PeriodChoice; label: string }[] = [
  { value: 'day', label: 'Bugün' },
  { value: 'week', label: 'Son 7 Gün' },
  { value: 'month', label: 'Son 30 Gün' },
  { value: 'custom', label: 'Özel Tarih' },
  { value: 'all', label: 'Tüm Zamanlar' },
];
export const periodLabel = (p: PeriodChoice) => periodOptions.find((o) => o.value === p)!.label;

export type AnalyticsParams = { period?: AnalyticsPeriod; startDate?: string; endDate?: string };

/** What the calls ask for; null while a custom range is incomplete (nothing to ask yet). */
export function paramsOf(s: AnalyticsSearch): AnalyticsParams | null {
  if (s.period !== 'custom') return { period: s.period };
  return s.startDate && s.endDate ? { startDate: s.startDate, endDate: s.endDate } : null;
}

/** Today in Istanbul: the last day a picker offers (no future dates). */
export const todayInIstanbul = () => istanbulDay(new Date());

/**
 * The custom pickers' rules: no day after today, the end not before the start, and a start
 * chosen after the current end clears the end.
 */
export function pickStart(s: AnalyticsSearch, startDate: string | undefined, today: string): AnalyticsSearch {
  const start = startDate && startDate > today ? today : startDate;
  const endDate = start && s.endDate && start > s.endDate ? undefined : s.endDate;
  return { ...s, startDate: start, endDate };
}

export function pickEnd(s: AnalyticsSearch, endDate: string | undefined, today: string): AnalyticsSearch {
  if (!endDate) return { ...s, endDate: undefined };
  const end = endDate > today ? today : endDate;
  return { ...s, endDate: s.startDate && end < s.startDate ? s.endDate : end };
}
