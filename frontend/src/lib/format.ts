const locale = 'tr-TR';
const timeZone = 'Europe/Istanbul';

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

/** 12345 → "12.345" */
export const formatNumber = (value: number) => numberFormat().format(value);

/** 1500 → "₺1.500" */
export const formatCurrency = (value: number) => currencyFormat().format(value);

/** "22 Kas 2025" */
export const formatDate = (value: DateInput) => dateFormat().format(toDate(value));

/** "22 Kasım 2025 14:05" */
export const formatLongDate = (value: DateInput) => longDateFormat().format(toDate(value));

/** "22.11.2025 14:05" */
export const formatDateTime = (value: DateInput) => dateTimeFormat().format(toDate(value));

/** Türkiye has kept UTC+3 all year round since 2016 (no daylight saving time). */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The current year in Istanbul (the footer's copyright, on every page). Plain date arithmetic, not an
 * Intl formatter: the first formatter with a time zone loads the zone data, some 30 ms of the first
 * page's main thread on a phone for four digits.
 */
export const currentYear = (now = Date.now()) => new Date(now + ISTANBUL_OFFSET_MS).getUTCFullYear();

/** "+30" / "−80" (a real minus sign), in Turkish number format. */
export const formatSigned = (value: number) => `${value > 0 ? '+' : '−'}${formatNumber(Math.abs(value))}`;
