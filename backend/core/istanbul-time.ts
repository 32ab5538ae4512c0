/**
 * Calendar periods in Istanbul, where the site's members live: a day, week or month starts at local
 * midnight, never at midnight UTC. Intl does the time-zone work, so a future change of Turkey's offset
 * needs only a newer tz database.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day in Istanbul, `YYYY-MM-DD`. Formatting with Intl costs microseconds and a replay asks
 * for the day of every event, so the answer is remembered per quarter hour (offsets change on those).
 */
export function istanbulDay(at: Date): string {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
  let day = days.get(quarter);
  if (day === undefined) {
    if (days.size >= 10_000) days.clear();
    days.set(quarter, (day = dayFormat.format(at)));
  }
  return day;
}
const QUARTER_HOUR = 15 * 60_000;
const days = new Map<number, string>();

/** The Istanbul month, `YYYY-MM`. */
export const istanbulMonth = (at: Date) => istanbulDay(at).slice(0, 7);

/** The Monday that starts the Istanbul week of `at` (weeks start Monday 00:00 local time), `YYYY-MM-DD`. */
export function istanbulWeek(at: Date): string {
  const day = istanbulDay(at);
  let monday = mondays.get(day);
  if (monday === undefined) {
    // The local calendar date as a UTC midnight: day-of-week and date arithmetic without any offset.
    const local = new Date(`${day}T00:00:00Z`);
    local.setUTCDate(local.getUTCDate() - ((local.getUTCDay() + 6) % 7));
    if (mondays.size >= 10_000) mondays.clear();
    mondays.set(day, (monday = local.toISOString().slice(0, 10)));
  }
  return monday;
}
const mondays = new Map<string, string>();
