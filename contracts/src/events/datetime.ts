/**
 * Dates typed by staff are wall-clock times in Istanbul (the product's only time zone), whatever
 * zone the admin's browser is in. Instants travel as ISO strings in UTC.
 */
const TIME_ZONE = 'Europe/Istanbul';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Istanbul wall-clock fields of an instant. */
function istanbulFields(ms: number) {
  const get = (type: string) => Number(partsFormat.formatToParts(new Date(ms)).find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

/** How far Istanbul's clock is ahead of UTC at that instant (+3 h since 2016, more before). */
function istanbulOffsetMs(ms: number) {
  const f = istanbulFields(ms);
  return Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi, f.s) - (ms - (((ms % 1000) + 1000) % 1000));
}

const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * An ISO instant in UTC from either a full ISO string with a zone, or a `datetime-local` value
 * ("2025-05-01T20:00") read as Istanbul time. null when it is not a real date.
 */
export function parseEventDateTime(value: string): string | null {
  if (WITH_ZONE.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  const m = WALL_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(guess);
  // Date.UTC rolls 31 February over into March; such input is not a date.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  let utc = guess - istanbulOffsetMs(guess);
  const second = guess - istanbulOffsetMs(utc);
  if (second !== utc) utc = second; // the guess fell across an offset change
  return new Date(utc).toISOString();
}

/** An instant as an Istanbul `datetime-local` value ("2025-05-01T20:00"), for editing it again. */
export function toIstanbulWallTime(iso: string): string {
  const f = istanbulFields(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${f.y}-${two(f.mo)}-${two(f.d)}T${two(f.h)}:${two(f.mi)}`;
}
