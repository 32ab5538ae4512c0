import { describe, expect, it } from 'vitest';
import { csvCell, csvDisposition, participantsCsv } from './csv.js';

describe('participants CSV', () => {
  it('starts with a BOM and keeps Turkish letters', () => {
    const csv = participantsCsv([
      { id: 'x', username: 'Şükrü', userEmail: 'ş@example.com', telegramUsername: '@gökçe', message: 'İğdır', createdAt: '2025-05-01T09:00:00.000Z' },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Kullanıcı Adı,E-posta,Telegram Kullanıcı Adı,Mesaj,Katılım Tarihi');
    expect(lines[1]).toBe('Şükrü,ş@example.com,gökçe,İğdır,01.05.2025 12:00');
    expect(lines[2]).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('safe=text')).toBe('safe=text');
  });

  it('names the file after the event, with an ASCII fallback', () => {
    const d = csvDisposition('Yaz "Şöleni"');
    expect(d).toMatch(/^attachment; filename="[\x20-\x7E]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(d.split("UTF-8''")[1]!)).toBe('Yaz "Şöleni" - katılımcılar.csv');
  });
});
