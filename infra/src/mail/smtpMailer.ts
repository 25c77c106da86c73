/**
 * The SMTP mailer (SMTP_URL, e.g. smtp://user:pass@relay:587 or smtps://relay:465), through nodemailer.
 * A relay that refuses a recipient for good (5xx) makes the send fail like a network error does: the
 * caller's job is retried and finally fails, which is visible, rather than silently dropping the mail.
 */
import { createTransport } from 'nodemailer';
import { mailOptions } from './compose.ts';
import type { Mailer, OutgoingMail } from './port.ts';

export type SmtpMailerOptions = Readonly<{
  url: string;
  /** Bounds every stage of a send, so a stuck relay fails the job instead of holding it (default 30 s). */
  timeoutMs?: number;
}>;

export const createSmtpMailer = (options: SmtpMailerOptions): Mailer => {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    send: async (mail: OutgoingMail) => {
      const info = await transport.sendMail(mailOptions(mail));
      if (info.rejected.length > 0) {
        const recipients = mail.to.length + (mail.bcc?.length ?? 0);
        throw new Error(`the SMTP relay refused ${info.rejected.length} of ${recipients} recipients`);
      }
      return { messageId: mail.messageId, via: 'smtp', detail: info.response };
    },
    close: async () => {
      transport.close();
    },
  };
};
