import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDisposition, csvStream } from './csv.js';

async function* pagesOf<T>(...pages: T[][]) {
  for (const p of pages) yield p;
}

async function text(stream: ReadableStream<Uint8Array>) {
  // ignoreBOM keeps the BOM in the text, so the test sees it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe('CSV cells', () => {
  it('quotes the separator, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('a,b');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises text a spreadsheet would run as a formula, but leaves numbers numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('safe=text')).toBe('safe=text');
    expect(csvCell(-50)).toBe('-50');
  });
});

describe('CSV files', () => {
  it('stream a BOM, the header and every page, and parse back to the same rows', async () => {
    const rows = [
      { name: 'Şükrü Çağlar', note: '=cmd|"/c calc"!A1; ikinci' },
      { name: 'İpek', note: 'çok\nsatırlı' },
      { name: 'Ilgın', note: '' },
    ];
    const stream = csvStream(
      [
        { header: 'Ad', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Not', value: (r) => r.note },
      ],
      pagesOf(rows.slice(0, 2), [], rows.slice(2)),
    );
    const csv = await text(stream);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1, 9)).toBe('Ad;Not\r\n');
    expect(parse(csv.slice(1), { delimiter: ';' })).toEqual([
      ['Ad', 'Not'],
      ['Şükrü Çağlar', `'=cmd|"/c calc"!A1; ikinci`],
      ['İpek', 'çok\nsatırlı'],
      ['Ilgın', ''],
    ]);
  });

  it('read a page only when the reader asks for more', async () => {
    let read = 0;
    async function* pages() {
      for (let i = 0; i < 100; i += 1) {
        read += 1;
        yield [{ n: i }];
      }
    }
    const reader = csvStream([{ header: 'n', value: (r: { n: number }) => r.n }], pages()).getReader();
    await reader.read(); // header
    await reader.read(); // first page
    expect(read).toBeLessThan(5);
    await reader.cancel();
  });

  it('are named with the Istanbul day, with an ASCII fallback', () => {
    const d = csvDisposition('Yaz "Şöleni" - katılımcılar', new Date('2025-05-01T22:30:00Z'));
    expect(d).toMatch(/^attachment; filename="Yaz Soleni - katilimcilar-2025-05-02\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(d.split("UTF-8''")[1]!)).toBe('Yaz "Şöleni" - katılımcılar-2025-05-02.csv');
  });
});
