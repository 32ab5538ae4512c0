import type { Participation } from '@app/contracts';

/** Excel reads a UTF-8 file as such (Turkish letters intact) only when it starts with a BOM. */
const BOM = '\uFEFF';
/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts neutralised with a leading apostrophe, then RFC 4180 quoting. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: (string | null)[][]) => BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

const joinedAt = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function participantsCsv(participations: Participation[]): string {
  const header = ['Kullanıcı Adı', 'E-posta', 'Telegram Kullanıcı Adı', 'Mesaj', 'Katılım Tarihi'];
  return toCsv([
    header,
    ...participations.map((p) => [
      p.username,
      p.userEmail,
      // Without the @ the page shows: a leading @ would only earn the cell an injection guard.
      p.telegramUsername?.replace(/^@/, '') ?? '',
      p.message,
      joinedAt.format(new Date(p.createdAt)),
    ]),
  ]);
}

/** `attachment` with an ASCII fallback name and the real (Turkish) one for browsers that read it. */
export function csvDisposition(title: string) {
  const name = `${title.trim() || 'etkinlik'} - katılımcılar.csv`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7E]/g, '').replace(/["\\]/g, '') || 'katilimcilar.csv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
