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

/** The calendar day in Istanbul, `YYYY-MM-DD`. */
export const istanbulDay = (at: Date) => dayFormat.format(at);

/** The Istanbul month, `YYYY-MM`. */
export const istanbulMonth = (at: Date) => istanbulDay(at).slice(0, 7);

/** The Monday that starts the Istanbul week of `at` (weeks start Monday 00:00 local time), `YYYY-MM-DD`. */
export function istanbulWeek(at: Date): string {
  // The local calendar date as a UTC midnight: day-of-week and date arithmetic without any offset.
  const local = new Date(`${istanbulDay(at)}T00:00:00Z`);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  local.setUTCDate(local.getUTCDate() - sinceMonday);
  return local.toISOString().slice(0, 10);
}
