import type { MailMessage } from './mailer.js';
import { SITE_NAME } from '../account/site-name.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The reset e-mail, in Turkish, as plain text and HTML with the same words. */
export function resetMail(to: string, username: string, link: string): MailMessage {
  const lines = [
    `Merhaba ${username},`,
    `${SITE_NAME} hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için bağlantıyı açın:`,
    link,
    'Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  ];
  const html = [
    `<p>Merhaba ${escapeHtml(username)},</p>`,
    `<p>${escapeHtml(lines[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">Şifremi sıfırla</a></p>`,
    `<p>${escapeHtml(lines[3]!)}</p>`,
    `<p>${escapeHtml(lines[4]!)}</p>`,
    `<p>${SITE_NAME}</p>`,
  ].join('\n');
  return { to, subject: `${SITE_NAME}: şifre sıfırlama`, text: `${lines.join('\n\n')}\n\n${SITE_NAME}\n`, html };
}
