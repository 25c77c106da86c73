/**
 * The mail and API settings (back-office.md §1, §3 "smtp or api settings"; issue #24): two more records of the
 * Settings family beside `store`.
 *
 * - `smtp`: the relay the store's mails go through (host, port, TLS, user, password) and the From and Reply-To of
 *   its mails. The password is write-only: no answer, event or log holds it in clear. An update that sends no
 *   password (or an empty one) keeps the current one; `clearPassword` removes it. A record without a host leaves
 *   the relay to the server's configuration (SMTP_URL, else the sandbox's mail folder).
 * - `api`: the analytics tag id (the web loads the tag only when it is set, and the CSP then allows its host) and
 *   the media host.
 */
import { type InferType, object } from 'yup';
import { isAnalyticsTagId } from './analytics.ts';
import { count, flag, text } from './fields.ts';
import { msg } from './texts/messages/index.ts';

export const smtpSettingsId = 'smtp';
export const apiSettingsId = 'api';
export const serviceSettingsIds = [smtpSettingsId, apiSettingsId] as const;
export type ServiceSettingsId = (typeof serviceSettingsIds)[number];
export const isServiceSettingsId = (value: string): value is ServiceSettingsId =>
  (serviceSettingsIds as readonly string[]).includes(value);

/** The SMTP record as any answer may show it: whether a password is set, never the password. */
export type SmtpSettingsView = Readonly<{
  host: string | null;
  port: number;
  tls: boolean;
  user: string | null;
  passwordSet: boolean;
  fromAddress: string | null;
  replyTo: string | null;
}>;

export type ApiSettingsView = Readonly<{
  analyticsTagId: string | null;
  mediaHost: string | null;
}>;

export const defaultSmtpPort = 587;

export const defaultSmtpSettings: SmtpSettingsView = {
  host: null,
  port: defaultSmtpPort,
  tls: false,
  user: null,
  passwordSet: false,
  fromAddress: null,
  replyTo: null,
};

export const defaultApiSettings: ApiSettingsView = { analyticsTagId: null, mediaHost: null };

export const smtpLimits = { host: 253, user: 254, password: 512, email: 254 } as const;

/** A DNS name or an IPv4 address: letters, digits, dots and hyphens, no scheme, no port, no path. */
const hostPattern =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** An https origin (`https://media.example.org`, an optional port), nothing after it. */
const mediaHostPattern = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::\d{1,5})?$/;

const emailField = () =>
  text(smtpLimits.email, { case: 'lower' }).email(msg('settings.smtp.email.invalid')).nullable().optional();

export const smtpSettingsUpdateSchema = object({
  /** '' or null: no relay of the settings (the server's configuration applies). */
  host: text(smtpLimits.host)
    .max(smtpLimits.host, msg('settings.smtp.host.invalid'))
    .test(
      'host',
      msg('settings.smtp.host.invalid'),
      (value) => value == null || value === '' || hostPattern.test(value),
    )
    .nullable()
    .optional(),
  port: count(msg('settings.smtp.port.invalid'))
    .min(1, msg('settings.smtp.port.invalid'))
    .max(65_535, msg('settings.smtp.port.invalid'))
    .optional(),
  tls: flag().optional(),
  user: text(smtpLimits.user, { plain: false })
    .max(smtpLimits.user, msg('settings.smtp.user.tooLong'))
    .nullable()
    .optional(),
  /** Write-only: '' or absent keeps the current one. Not trimmed: a password may start or end with a space. */
  password: text(smtpLimits.password, { trim: false, plain: false })
    .max(smtpLimits.password, msg('settings.smtp.password.tooLong'))
    .nullable()
    .optional(),
  clearPassword: flag().optional(),
  fromAddress: emailField(),
  replyTo: emailField(),
});
export type SmtpSettingsUpdateInput = InferType<typeof smtpSettingsUpdateSchema>;

export const apiSettingsUpdateSchema = object({
  analyticsTagId: text(30, { case: 'upper' })
    .test(
      'tag',
      msg('settings.api.analyticsTagId.invalid'),
      (value) => value == null || value === '' || isAnalyticsTagId(value),
    )
    .nullable()
    .optional(),
  mediaHost: text(260)
    .test(
      'origin',
      msg('settings.api.mediaHost.invalid'),
      (value) => value == null || value === '' || mediaHostPattern.test(value.replace(/\/+$/, '')),
    )
    .nullable()
    .optional(),
});
export type ApiSettingsUpdateInput = InferType<typeof apiSettingsUpdateSchema>;

/** `POST /api/Settings/SendTestEmail?storeCode=` {to}. */
export const sendTestEmailSchema = object({
  to: text(smtpLimits.email).required(msg('settings.testEmail.to.required')).email(msg('settings.smtp.email.invalid')),
});
export type SendTestEmailInput = InferType<typeof sendTestEmailSchema>;

/** A text value given, '' / null cleared, absent kept. */
const given = <T>(value: T | null | undefined, current: T | null, normalise: (value: T) => T | null): T | null =>
  value === undefined ? current : value === null || value === '' ? null : normalise(value);

/** The SMTP record's visible values after an update (the password is decided apart: it is write-only). */
export const smtpViewUpdateOf = (
  input: SmtpSettingsUpdateInput,
  current: Omit<SmtpSettingsView, 'passwordSet'>,
): Omit<SmtpSettingsView, 'passwordSet'> => ({
  host: given(input.host, current.host, (host) => host.toLowerCase()),
  port: input.port ?? current.port,
  tls: input.tls ?? current.tls,
  user: given(input.user, current.user, (user) => user),
  fromAddress: given(input.fromAddress, current.fromAddress, (email) => email),
  replyTo: given(input.replyTo, current.replyTo, (email) => email),
});

export const apiSettingsUpdateOf = (input: ApiSettingsUpdateInput, current: ApiSettingsView): ApiSettingsView => ({
  analyticsTagId: given(input.analyticsTagId, current.analyticsTagId, (id) => id),
  mediaHost: given(input.mediaHost, current.mediaHost, (host) => host.replace(/\/+$/, '').toLowerCase()),
});
