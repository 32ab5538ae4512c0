const locale = 'tr-TR';
const timeZone = 'Europe/Istanbul';

/** Türkiye has kept UTC+3 all year round since 2016 (no daylight saving time). */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
/** 2016-09-07 00:00 in Istanbul: from then on, UTC+3 without exception. Earlier instants go to Intl. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

/**
 * An Intl formatter made on first use: building one loads locale and time-zone data, a few
 * milliseconds each on a phone, and the first page's script need not pay for formats it never shows.
 */
function lazy<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}

const numberFormat = lazy(() => new Intl.NumberFormat(locale));
const currencyFormat = lazy(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 }));
const dateFormat = lazy(() => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' }));
const longDateFormat = lazy(
  () => new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);
const dateTimeFormat = lazy(() => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' }));

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * 12345 → "12.345". Integers (points, costs, counts: all the public pages show) are grouped here by
 * hand, exactly as Intl.NumberFormat('tr-TR') writes them: the first Intl formatter of a page loads
 * the locale's data, some 50 ms of a phone's main thread in the middle of the first render.
 */
export const formatNumber = (value: number) => (Number.isSafeInteger(value) ? groupThousands(value) : numberFormat().format(value));

function groupThousands(value: number) {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** 1500 → "₺1.500" */
export const formatCurrency = (value: number) => currencyFormat().format(value);

/** "22 Kas 2025" */
export const formatDate = (value: DateInput) => dateFormat().format(toDate(value));

/**
 * "22 Kasım 2025 14:05" (the events list shows one per card). Written here, as the Intl formatter
 * writes it, for every instant since Türkiye's clocks stayed at UTC+3 (see ISTANBUL_OFFSET_MS):
 * an Intl formatter with a time zone loads the locale and zone data in the first render.
 */
export function formatLongDate(value: DateInput) {
  const date = toDate(value);
  if (!(date.getTime() >= FIXED_OFFSET_SINCE)) return longDateFormat().format(date);
  const local = new Date(date.getTime() + ISTANBUL_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** "22.11.2025 14:05" */
export const formatDateTime = (value: DateInput) => dateTimeFormat().format(toDate(value));

/**
 * The current year in Istanbul (the footer's copyright, on every page). Plain date arithmetic, not an
 * Intl formatter: the first formatter with a time zone loads the zone data, some 30 ms of the first
 * page's main thread on a phone for four digits.
 */
export const currentYear = (now = Date.now()) => new Date(now + ISTANBUL_OFFSET_MS).getUTCFullYear();

/** "+30" / "−80" (a real minus sign), in Turkish number format. */
export const formatSigned = (value: number) => `${value > 0 ? '+' : '−'}${formatNumber(Math.abs(value))}`;
