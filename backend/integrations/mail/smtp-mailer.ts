import nodemailer from 'nodemailer';
import type { Mailer } from '../../commands/accounts/password-reset/mailer.js';

/** The mail adapter: the password-reset slice's `Mailer` port over SMTP. */

/**
 * SMTP_URL (`smtps://user:pass@host:465`, `smtp://host:587` with STARTTLS) and MAIL_FROM. nodemailer
 * speaks the protocol, TLS and authentication; this adapter only names the sender.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
