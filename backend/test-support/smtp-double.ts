import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { until } from './until.js';

export interface ReceivedMail {
  to: string[];
  /** The whole message as received (headers and body), quoted-printable soft breaks undone. */
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package), for tests that send mail through the app's
 * nodemailer adapter: what arrives here went over the SMTP protocol. Accepts any login.
 */
export async function startSmtpDouble() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, done) => done(null, { user: 'test' }),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(chunks) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first reset link (`…/sifre-sifirla?token=…`) in a mail to `to`, waiting for the mail to arrive. */
    async resetLinkTo(to: string, nth = 0) {
      const mailsTo = () => received.filter((m) => m.to.includes(to));
      await until(() => mailsTo().length > nth, `mail #${nth + 1} to ${to}`, { ms: 10_000 });
      const mail = mailsTo()[nth]!;
      const link = /https?:\/\/[^\s"<>]+\/sifre-sifirla\?token=[A-Za-z0-9_-]+/.exec(mail.raw)?.[0];
      if (!link) throw new Error(`no reset link in the mail to ${to}:\n${mail.raw}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough of RFC 2045's quoted-printable to read a link and Turkish words: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(chunks: Buffer[]) {
  const text = Buffer.concat(chunks)
    .toString('latin1')
    .replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/.exec(text.slice(i + 1, i + 3)) : null;
    bytes.push(hex ? parseInt(hex[0], 16) : text.charCodeAt(i));
    if (hex) i += 2;
  }
  return Buffer.from(bytes).toString('utf8');
}
