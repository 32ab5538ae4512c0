import type { SeriesGranularity } from '@app/contracts';

// Chart keys are Istanbul calendar days, already in the right zone: formatted as UTC so the day never shifts.
const day = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayLong = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
});
const month = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', month: 'short', year: 'numeric' });
const monthLong = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const utc = (key: string) => new Date(`${key.slice(0, 10).padEnd(10, '-01')}T00:00:00Z`);

/** Axis label of a chart point: "14:00", "2 May" or "May 2025". */
export function axisLabel(key: string, g: SeriesGranularity) {
  if (g === 'hour') return `${key.slice(11, 13)}:00`;
  return g === 'day' ? day.format(utc(key)) : month.format(utc(key));
}

/** Tooltip title of a chart point: "2 Mayıs 2025 Cuma 14:00", "2 Mayıs 2025 Cuma" or "Mayıs 2025". */
export function longLabel(key: string, g: SeriesGranularity) {
  if (g === 'hour') return `${dayLong.format(utc(key))} ${key.slice(11, 13)}:00`;
  return g === 'day' ? dayLong.format(utc(key)) : monthLong.format(utc(key));
}

/** "2 May 2025 – 8 May 2025" for the chart's caption. */
export const rangeLabel = (from: string, to: string) =>
  from === to ? dayLong.format(utc(from)) : `${dayLong.format(utc(from))} – ${dayLong.format(utc(to))}`;
