import type { Context } from 'hono';

/**
 * CSV downloads for staff, made for Excel as it is set up in Turkey: UTF-8 with a BOM (without it Excel
 * reads the bytes as Windows-1254 and breaks ş, ğ, İ), `;` between cells (the Turkish list separator;
 * `,` is the decimal comma there) and CRLF line ends. Written by hand rather than with csv-stringify:
 * the quoting rule is three lines, and the formula guard and the streaming fit the web ReadableStream
 * Hono answers with, where csv-stringify's Node streams would need an adapter.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
/** A spreadsheet runs a text cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell. Text that a spreadsheet would take for a formula gets a leading apostrophe; numbers are
 * numbers (a negative balance stays -50, not '-50). Then RFC 4180 quoting.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const istanbulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const istanbulDateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "01.05.2025 12:00" in Istanbul time, as the screens show it. */
export const csvDateTime = (iso: string | null | undefined) => (iso ? istanbulDateTime.format(new Date(iso)) : '');

/**
 * `attachment` with the day of the download in the name (`kullanicilar-2025-05-01.csv`), an ASCII
 * fallback for old clients and the real (Turkish) name for browsers that read `filename*`.
 */
export function csvDisposition(baseName: string, now: Date) {
  const name = `${baseName.trim() || 'disa-aktarim'}-${istanbulDate.format(now)}.csv`;
  const ascii =
    name
      .replace(/ı/g, 'i')
      .replace(/İ/g, 'I')
      .normalize('NFKD')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/["\\;]/g, '') || 'disa-aktarim.csv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams the rows as the pages are read: each pull of the body asks the next page of the read model,
 * so a large export never sits in memory as one string, and a client that goes away stops the reading.
 */
export function csvStream<T>(columns: CsvColumn<T>[], pages: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(columns.map((c) => c.header))));
        return;
      }
      // A pull that enqueues nothing would leave the reader waiting: read on until a row or the end.
      for (;;) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        const text = next.value.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
        if (text) return controller.enqueue(encoder.encode(text));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The download response: `text/csv; charset=utf-8`, attachment, never cached (it holds members' data). */
export function csvResponse<T>(
  c: Context,
  file: { baseName: string; now: Date },
  columns: CsvColumn<T>[],
  pages: AsyncIterable<T[]>,
) {
  return c.body(csvStream(columns, pages), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': csvDisposition(file.baseName, file.now),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
}
