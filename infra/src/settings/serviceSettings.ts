/**
 * The mail and API settings as published now, read on the command side (their streams, no read model): every mail
 * and every page of the web follows what staff saved last, in every process, without a restart. The streams hold
 * one small event per change, so a read is cheap.
 */
import {
  type ApiRecord,
  type ServiceSettingsState,
  type SmtpRecord,
  serviceSettingsDecider,
} from '@parks/domain/serviceSettings/decider';
import { serviceSettingsStream } from '@parks/domain/serviceSettings/streams';
import {
  type ApiSettingsView,
  defaultApiSettings,
  defaultSmtpSettings,
  type ServiceSettingsId,
  type SmtpSettingsView,
} from '@parks/schemas/serviceSettings';
import { foldStreamRevision } from '../commandHandling/handleCommand.ts';
import type { EventStore } from '../eventStore/port.ts';
import type { MailSettings } from '../mail/settingsMailer.ts';
import type { SecretBox } from '../secrets/secretBox.ts';

export const serviceSettingsState = async (
  eventStore: EventStore,
  id: ServiceSettingsId,
): Promise<Readonly<{ state: ServiceSettingsState; revision: bigint | undefined }>> =>
  foldStreamRevision(eventStore, serviceSettingsStream(id), serviceSettingsDecider);

export const publishedSmtpRecord = async (eventStore: EventStore): Promise<SmtpRecord | null> =>
  (await serviceSettingsState(eventStore, 'smtp')).state.smtp;

export const publishedApiRecord = async (eventStore: EventStore): Promise<ApiRecord | null> =>
  (await serviceSettingsState(eventStore, 'api')).state.api;

/** What answers may show of the SMTP record: whether a password is set, never the password. */
export const smtpViewOf = (record: SmtpRecord | null): SmtpSettingsView =>
  record === null
    ? defaultSmtpSettings
    : {
        host: record.host,
        port: record.port,
        tls: record.tls,
        user: record.user,
        passwordSet: record.sealedPassword !== null,
        fromAddress: record.fromAddress,
        replyTo: record.replyTo,
      };

export const apiViewOf = (record: ApiRecord | null): ApiSettingsView =>
  record === null ? defaultApiSettings : { analyticsTagId: record.analyticsTagId, mediaHost: record.mediaHost };

/** The mailer's settings: the relay with its password opened (in memory only, for the send). */
export const mailSettingsOf = (record: SmtpRecord | null, secrets: SecretBox | undefined): MailSettings => {
  if (record === null) return { relay: null, fromAddress: null, replyTo: null };
  // Opened only for a relay that uses it; a password no configured key opens throws SecretBoxError (the send fails).
  const passwordOf = (): string | null =>
    record.sealedPassword === null || secrets === undefined ? null : secrets.open(record.sealedPassword);
  return {
    relay:
      record.host === null
        ? null
        : { host: record.host, port: record.port, tls: record.tls, user: record.user, password: passwordOf() },
    fromAddress: record.fromAddress,
    replyTo: record.replyTo,
  };
};

/** The current mail settings, for `createSettingsMailer`. */
export const publishedMailSettings =
  (eventStore: EventStore, secrets: SecretBox | undefined) => async (): Promise<MailSettings> =>
    mailSettingsOf(await publishedSmtpRecord(eventStore), secrets);
