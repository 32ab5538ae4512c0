import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/**
 * Reads a CSV download back with an independent parser (csv-parse), as a spreadsheet would: checks
 * the headers Turkish Excel needs, then answers the rows (header row first) with the BOM removed.
 */
export async function readCsv(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="[^"]+-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/,
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  return parse(text, { delimiter: ';', relax_column_count: false });
}

/** The file name a browser saves (the UTF-8 one). */
export const downloadName = (res: Response) =>
  decodeURIComponent((res.headers.get('content-disposition') ?? '').split("UTF-8''")[1] ?? '');
