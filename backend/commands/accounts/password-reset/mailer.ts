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
