/**
 * A mailer that follows the SMTP settings (back office, Change Settings `smtp`; issue #24) without a restart: each
 * send reads the settings as published now. A record with a host sends through that relay (with its user and
 * password); without one (or without any record) the server's own mailer sends (SMTP_URL, else the sandbox's .eml
 * folder). The record's Reply-To is added to a mail that names none; with `fromSettings`, its From address replaces the
 * mail's (the API's account mails: the order mails choose their sender themselves). The relay's transport is kept while its
 * settings stay the same, and closed when they change.
 */
import type { Mailer, OutgoingMail } from './port.ts';
import { createSmtpMailer, type SmtpRelay } from './smtpMailer.ts';

export type MailSettings = Readonly<{
  /** null: the server's configured mailer. */
  relay: SmtpRelay | null;
  fromAddress: string | null;
  replyTo: string | null;
}>;

export type SettingsMailer = Mailer &
  Readonly<{
    /** The mailer the current settings choose, and those settings (for the test mail's From). */
    current: () => Promise<Readonly<{ mailer: Mailer; settings: MailSettings }>>;
  }>;

export type SettingsMailerOptions = Readonly<{
  fallback: Mailer;
  /** The settings as published now (read on every send). */
  settings: () => Promise<MailSettings>;
  /** The settings' From address, when they name one, replaces each mail's (its display name kept). */
  fromSettings?: boolean;
  timeoutMs?: number;
}>;

export const createSettingsMailer = (options: SettingsMailerOptions): SettingsMailer => {
  let kept: Readonly<{ key: string; mailer: Mailer }> | null = null;
  const relayMailer = async (relay: SmtpRelay): Promise<Mailer> => {
    const key = JSON.stringify([relay.host, relay.port, relay.tls, relay.user, relay.password]);
    if (kept?.key === key) return kept.mailer;
    const previous = kept;
    const mailer = createSmtpMailer({
      url: relay,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    kept = { key, mailer };
    // The old relay's connections are not needed any more; a failure to close them must not fail this send.
    await previous?.mailer.close().catch(() => undefined);
    return mailer;
  };
  const current = async () => {
    const settings = await options.settings();
    return { mailer: settings.relay === null ? options.fallback : await relayMailer(settings.relay), settings };
  };
  return {
    kind: options.fallback.kind,
    current,
    send: async (mail: OutgoingMail) => {
      const { mailer, settings } = await current();
      const from =
        options.fromSettings === true && settings.fromAddress !== null
          ? { ...mail.from, address: settings.fromAddress }
          : mail.from;
      const replyTo =
        mail.replyTo === undefined && settings.replyTo !== null
          ? { name: null, address: settings.replyTo }
          : mail.replyTo;
      return mailer.send({ ...mail, from, ...(replyTo === undefined ? {} : { replyTo }) });
    },
    close: async () => {
      await kept?.mailer.close();
      kept = null;
    },
  };
};
