/**
 * The mail and API records of Settings (issue #24; back-office.md §1, §3 "smtp or api settings"): `GetById/smtp`,
 * `GetById/api` and `Update/smtp|api` beside the store's record, and `POST /api/Settings/SendTestEmail`. The
 * Settings area's roles (§6: LMG and SuperUser) read and change them; the others are refused by the area guard.
 *
 * The SMTP password is write-only: the form shows whether one is set, an empty field keeps it, and it is sealed
 * (AES-256-GCM, infra/src/secrets/secretBox.ts) before it reaches the command, so the event holds ciphertext only.
 * Saving the record also reseals a password sealed by a previous key (the key rotation, docs/settings-secrets.md).
 */

import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import {
  type ApiRecord,
  mayChangeServiceSettings,
  type SmtpRecord,
  serviceSettingsDecider,
} from '@parks/domain/serviceSettings/decider';
import { serviceSettingsStream } from '@parks/domain/serviceSettings/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { domainOf, type MailAddress, messageIdFor, type OutgoingMail } from '@parks/infra/mail/port';
import { SecretBoxError } from '@parks/infra/secrets/secretBox';
import { apiViewOf, serviceSettingsState, smtpViewOf } from '@parks/infra/settings/serviceSettings';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { Field, FormDefinition, Section } from '@parks/schemas/admin/definitions';
import { settingsScreen } from '@parks/schemas/admin/families/settings/texts';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import { isStaffRole, type StaffRole } from '@parks/schemas/roles';
import {
  apiSettingsUpdateOf,
  apiSettingsUpdateSchema,
  type ServiceSettingsId,
  sendTestEmailSchema,
  smtpSettingsUpdateSchema,
  smtpViewUpdateOf,
} from '@parks/schemas/serviceSettings';
import { translate } from '@parks/schemas/texts/messages/index';
import { ProblemError } from '../../http/problems.ts';
import { validate, validInput } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWith, writeAnswer } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import { hiddenField, kit, type Texts, yesNoField } from '../forms.ts';
import { type AdminCall, type AdminResource, commandMetadata, type WriteResult } from '../registry.ts';

const texts: Texts = settingsScreen;

/** The sender of the test mail when the SMTP record names none (the reset mails' default). */
const DEFAULT_TEST_SENDER = 'no-reply@store.parks.example';

/** The caller's role when it may change these settings; anyone else is refused (the area guard already was). */
const changerRole = (call: AdminCall): StaffRole => {
  const { role } = call.user;
  if (!isStaffRole(role) || !mayChangeServiceSettings(role)) throw new ProblemError(403, 'auth.permissionDenied');
  return role;
};

export const serviceSettingsForm = async (
  deps: AdminDeps,
  call: AdminCall,
  id: ServiceSettingsId,
  action: FormScreenAction,
): Promise<FormDefinition> => {
  const k = kit(call, 'settings', texts);
  const base = k.form(action, id, [], {});
  const input = (
    name: string,
    type: 'text' | 'number' | 'email' | 'password',
    value: string,
    prompt?: string,
  ): Field => ({
    name,
    component: 'input',
    type,
    caption: k.t(name),
    ...(prompt === undefined ? {} : { prompt }),
    initialValue: value,
  });
  const yesNo = (name: string, value: boolean): Field =>
    yesNoField(name, k.t(name), value, { yes: k.t('yes'), no: k.t('no') });
  const section = (name: string, fields: readonly Field[]): Section => ({ name, title: k.t(name), width: 12, fields });
  let sections: Section[];
  if (id === 'smtp') {
    const smtp = smtpViewOf((await serviceSettingsState(deps.eventStore, 'smtp')).state.smtp);
    sections = [
      section('smtp', [
        hiddenField('settingId', id),
        input('host', 'text', smtp.host ?? ''),
        input('port', 'number', String(smtp.port)),
        yesNo('tls', smtp.tls),
        input('user', 'text', smtp.user ?? ''),
        // Never the password: its field starts empty and says whether one is set (an empty field keeps it).
        input('password', 'password', '', k.t(smtp.passwordSet ? 'password.set' : 'password.unset')),
        ...(smtp.passwordSet ? [yesNo('clearPassword', false)] : []),
        input('fromAddress', 'email', smtp.fromAddress ?? ''),
        input('replyTo', 'email', smtp.replyTo ?? ''),
      ]),
    ];
  } else {
    const api = apiViewOf((await serviceSettingsState(deps.eventStore, 'api')).state.api);
    sections = [
      section('api', [
        hiddenField('settingId', id),
        input('analyticsTagId', 'text', api.analyticsTagId ?? ''),
        input('mediaHost', 'text', api.mediaHost ?? ''),
      ]),
    ];
  }
  // As the store's record: no draft, preview or publish step; what is saved applies.
  const buttons = base.mode === 'edit' ? [k.button('save', true), k.button('cancel', false)] : base.buttons;
  // French puts a space before the colon.
  const colon = call.language === 'fr' ? ' : ' : ': ';
  return { ...base, title: `${base.title}${colon}${k.t(`${id}Settings`)}`, sections, buttons };
};

/** The password to keep in the record: a new one sealed, the current one (resealed if an old key sealed it), or none. */
const sealedPasswordOf = (
  deps: AdminDeps,
  input: Readonly<{ password?: string | null | undefined; clearPassword?: boolean | undefined }>,
  current: string | null,
): string | null => {
  if (input.password !== undefined && input.password !== null && input.password !== '') {
    if (deps.secrets === undefined) throw new ProblemError(503, 'settings.secrets.unavailable');
    return deps.secrets.seal(input.password);
  }
  if (input.clearPassword === true || current === null) return null;
  if (deps.secrets?.needsResealing(current)) {
    try {
      return deps.secrets.seal(deps.secrets.open(current));
    } catch (error) {
      // No configured key opens it (a key dropped too early): kept as is; staff type the password again.
      if (error instanceof SecretBoxError) return current;
      throw error;
    }
  }
  return current;
};

/** An Update of the record `id` by the staff member of `call`, with its body as sent. */
export type ServiceSettingsUpdate = Readonly<{ call: AdminCall; id: ServiceSettingsId; raw: unknown }>;

export const updateServiceSettings = async (
  deps: AdminDeps,
  { call, id, raw }: ServiceSettingsUpdate,
): Promise<WriteResult> => {
  const actorRole = changerRole(call);
  const metadata = commandMetadata(call);
  const stream = serviceSettingsStream(id);
  let changed: boolean;
  if (id === 'smtp') {
    const input = validInput(smtpSettingsUpdateSchema, raw);
    const { state } = await serviceSettingsState(deps.eventStore, 'smtp');
    const { passwordSet: _shown, ...view } = smtpViewOf(state.smtp);
    const record: SmtpRecord = {
      ...smtpViewUpdateOf(input, view),
      sealedPassword: sealedPasswordOf(deps, input, state.smtp?.sealedPassword ?? null),
    };
    const outcome = await handleCommand(deps.eventStore, stream, serviceSettingsDecider, {
      type: 'ChangeSmtpSettings',
      data: { record, actorRole },
      metadata,
    });
    changed = outcome.newEvents.length > 0;
  } else {
    const input = validInput(apiSettingsUpdateSchema, raw);
    const { state } = await serviceSettingsState(deps.eventStore, 'api');
    const record: ApiRecord = apiSettingsUpdateOf(input, apiViewOf(state.api));
    const outcome = await handleCommand(deps.eventStore, stream, serviceSettingsDecider, {
      type: 'ChangeApiSettings',
      data: { record, actorRole },
      metadata,
    });
    changed = outcome.newEvents.length > 0;
  }
  return { id, revisionId: null, message: changed ? 'admin.published' : 'admin.saved' };
};

/** A relay's refusal as one readable line: no stack, no secret, bounded. */
const reasonOf = (error: unknown, secret: string | null): string => {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').trim() || 'unknown error';
  const hidden = secret !== null && secret !== '' ? line.split(secret).join('••••') : line;
  return hidden.length > 300 ? `${hidden.slice(0, 299)}…` : hidden;
};

/**
 * `POST /api/Settings/SendTestEmail?storeCode=` {to}: a test mail through the SMTP settings as they are now (the
 * server's own mailer when they name no host), From their from address. 200 with the notice when the relay (or the
 * sandbox's mail folder) took it; 502 with the relay's reason in the caller's language when it did not.
 */
export const settingsExtraRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> =>
  adminFamilyRouter(resource).post(
    '/SendTestEmail',
    validate({ query: writeQuerySchema, body: sendTestEmailSchema }),
    async (ctx) => {
      const { query, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      changerRole(call);
      if (deps.settingsMailer === undefined) throw new ProblemError(503, 'settings.testEmail.unavailable');
      let password: string | null = null;
      try {
        // Inside the try: settings whose password no configured key opens are a refusal to report, like the relay's.
        const { mailer, settings } = await deps.settingsMailer.current();
        password = settings.relay?.password ?? null;
        const from = settings.fromAddress ?? deps.auth?.mailFrom ?? DEFAULT_TEST_SENDER;
        const replyTo: MailAddress | undefined =
          settings.replyTo === null ? undefined : { name: null, address: settings.replyTo };
        const mail: OutgoingMail = {
          messageId: messageIdFor(domainOf(from), 'settings-test', randomUUID()),
          from: { name: 'Parks Store', address: from },
          to: [{ name: null, address: body.to }],
          ...(replyTo === undefined ? {} : { replyTo }),
          subject: translate(call.language, 'settings.testEmail.subject'),
          text: translate(call.language, 'settings.testEmail.body'),
          html: `<p>${translate(call.language, 'settings.testEmail.body')}</p>`,
          language: call.language === 'fr' ? 'fr-CA' : 'en-CA',
          date: new Date(call.now),
        };
        const delivery = await mailer.send(mail);
        deps.logger.info({ via: delivery.via, messageId: delivery.messageId }, 'settings test mail sent');
      } catch (error) {
        const reason = reasonOf(error, password);
        deps.logger.warn({ reason }, 'settings test mail refused');
        const detail = translate(call.language, 'settings.testEmail.failed', { reason });
        ctx.set('Cache-Control', 'no-store');
        ctx.status = 502;
        ctx.body = {
          type: 'about:blank',
          status: 502,
          code: 'settings.testEmail.failed',
          title: 'Bad Gateway',
          detail,
          message: detail,
        };
        return;
      }
      answerWith(
        ctx,
        writeAnswer(translate(call.language, 'settings.testEmail.sent', { to: body.to }), 'smtp', null),
        200,
      );
    },
  );
