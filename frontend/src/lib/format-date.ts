import { ISTANBUL_OFFSET_MS, lazy } from './format';

// Dates apart from numbers (format.ts): no public page's shell shows one, so this module stays out of
// the entry script and loads with the pages that do.

const locale = 'tr-TR';
const timeZone = 'Europe/Istanbul';
/** 2016-09-07 00:00 in Istanbul: from then on, UTC+3 without exception. Earlier instants go to Intl. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

const dateFormat = lazy(() => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' }));
const longDateFormat = lazy(
  () =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const dateTimeFormat = lazy(() => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' }));

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** "22 Kas 2025" */
export const formatDate = (value: DateInput) => dateFormat().format(toDate(value));

/**
 * "22 Kasım 2025 14:05" (the events list shows one per card). Written here, as the Intl formatter
 * writes it, for every instant since Türkiye's clocks stayed at UTC+3 (ISTANBUL_OFFSET_MS): an Intl
 * formatter with a time zone loads the locale and zone data in the first render.
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
