import { groupThousands } from '@app/contracts/plain';

const locale = 'tr-TR';

/** Türkiye has kept UTC+3 all year round since 2016 (no daylight saving time). */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * An Intl formatter made on first use: building one loads locale and time-zone data, a few
 * milliseconds each on a phone, and the first page's script need not pay for formats it never shows.
 */
export function lazy<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}

const numberFormat = lazy(() => new Intl.NumberFormat(locale));

/**
 * 12345 → "12.345". Integers (points, costs, counts: all the public pages show) are grouped here by
 * hand, exactly as Intl.NumberFormat('tr-TR') writes them: the first Intl formatter of a page loads
 * the locale's data, some 50 ms of a phone's main thread in the middle of the first render.
 */
export const formatNumber = (value: number) =>
  Number.isSafeInteger(value) ? groupThousands(value) : numberFormat().format(value);

/**
 * 1500 → "1.500₺": the sign after the amount, as the spec writes money ("1 Bilet = 500₺"), not
 * Intl's "₺1.500". Every amount the site shows goes through here (e2e/texts.e2e.test.ts checks the pages).
 */
export const formatCurrency = (value: number) => `${formatNumber(value)}₺`;

/**
 * The current year in Istanbul (the footer's copyright, on every page). Plain date arithmetic, not an
 * Intl formatter: the first formatter with a time zone loads the zone data, some 30 ms of the first
 * page's main thread on a phone for four digits.
 */
export const currentYear = (now = Date.now()) => new Date(now + ISTANBUL_OFFSET_MS).getUTCFullYear();

/** "+30" / "−80" (a real minus sign), in Turkish number format. */
export const formatSigned = (value: number) => `${value > 0 ? '+' : '−'}${formatNumber(Math.abs(value))}`;
