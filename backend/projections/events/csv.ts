import type { Participation } from '@app/contracts';
import { type CsvColumn, csvDateTime } from '../../http/csv.js';

/** The participants list as staff download it (GET /api/admin/events/:id/participants.csv). */
export const participantColumns: CsvColumn<Participation>[] = [
  { header: 'Kullanıcı Adı', value: (p) => p.username },
  { header: 'E-posta', value: (p) => p.userEmail },
  // Without the @ the page shows: a leading @ would only earn the cell an injection guard.
  { header: 'Telegram Kullanıcı Adı', value: (p) => p.telegramUsername?.replace(/^@/, '') ?? '' },
  { header: 'Mesaj', value: (p) => p.message },
  { header: 'Katılım Tarihi', value: (p) => csvDateTime(p.createdAt) },
];

/** "Yaz Şöleni - katılımcılar" (the download adds the day). */
export const participantsFileName = (title: string) => `${title.trim() || 'etkinlik'} - katılımcılar`;
