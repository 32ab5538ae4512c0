import nodemailer from 'nodemailer';

/** One outgoing e-mail: plain text and HTML of the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The port for sending e-mail; SMTP through nodemailer in the app, a real SMTP server in the tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

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
