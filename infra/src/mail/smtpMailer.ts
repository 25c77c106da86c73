/**
 * The SMTP mailer (SMTP_URL, e.g. smtp://user:pass@relay:587 or smtps://relay:465), through nodemailer.
 * A relay that refuses a recipient for good (5xx) makes the send fail like a network error does: the
 * caller's job is retried and finally fails, which is visible, rather than silently dropping the mail.
 * nodemailer's transport is made by the first send (nodemailer loaded then, not when the process starts: issue #21).
 */
import { mailOptions } from './compose.ts';
import type { Mailer, OutgoingMail } from './port.ts';

/** A relay named by its parts (the SMTP settings, issue #24) rather than by SMTP_URL. */
export type SmtpRelay = Readonly<{
  host: string;
  port: number;
  /** Implicit TLS from the first byte (usually port 465); otherwise STARTTLS when the relay offers it. */
  tls: boolean;
  user: string | null;
  password: string | null;
}>;

export type SmtpMailerOptions = Readonly<{
  /** SMTP_URL, or the relay's parts. */
  url: string | SmtpRelay;
  /** Bounds every stage of a send, so a stuck relay fails the job instead of holding it (default 30 s). */
  timeoutMs?: number;
}>;

const smtpTransport = (nodemailer: typeof import('nodemailer'), url: string | SmtpRelay, timeoutMs: number) =>
  nodemailer.createTransport({
    ...(typeof url === 'string'
      ? { url }
      : {
          host: url.host,
          port: url.port,
          secure: url.tls,
          ...(url.user === null ? {} : { auth: { user: url.user, pass: url.password ?? '' } }),
        }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
type SmtpTransport = ReturnType<typeof smtpTransport>;

export const createSmtpMailer = (options: SmtpMailerOptions): Mailer => {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let transport: Promise<SmtpTransport> | undefined;
  const transportOf = (): Promise<SmtpTransport> => {
    transport ??= import('nodemailer').then((nodemailer) => smtpTransport(nodemailer, options.url, timeoutMs));
    return transport;
  };
  return {
    kind: 'smtp',
    send: async (mail: OutgoingMail) => {
      const info = await (await transportOf()).sendMail(mailOptions(mail));
      if (info.rejected.length > 0) {
        const recipients = mail.to.length + (mail.bcc?.length ?? 0);
        throw new Error(`the SMTP relay refused ${info.rejected.length} of ${recipients} recipients`);
      }
      return { messageId: mail.messageId, via: 'smtp', detail: info.response };
    },
    close: async () => {
      // No transport before the first send: nothing to close.
      (await transport)?.close();
    },
  };
};
