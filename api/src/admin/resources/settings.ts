/**
 * Settings (back-office.md §3 Change Settings, §6, §7: GetAll, GetById and Update only; Create and Delete answer
 * 405): the store's one settings record `store`, in both stores. Its form has three sections: Store (splash pages,
 * disable shopping cart, order Bcc e-mails, sender e-mail), Admin (UAT mode, seeded clock) and the portal's fee
 * schedule. An update drafts a revision of the `Settings` entity with the actor and publishes it at once (the
 * previous one goes inactive): settings have no preview, what is saved applies, and the next read already follows
 * it. The values are checked by the one settings schema (`@parks/schemas/settings`).
 *
 * Beside it, the mail and API records `smtp` and `api` (issue #24, serviceSettings.ts): reached by GetById and
 * Update with their ids; GetAll still lists the store's record alone (the web links to the other two).
 */
import type { RevisionCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { publishedRevision } from '@parks/domain/revisions/views';
import { sameJson } from '@parks/domain/shared/canonicalJson';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { currentSettings } from '@parks/projections/store/settings';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { Field, FormDefinition, Section } from '@parks/schemas/admin/definitions';
import { settingsFamily } from '@parks/schemas/admin/families/settings/family';
import { settingsScreen } from '@parks/schemas/admin/families/settings/texts';
import { listQuerySchema } from '@parks/schemas/admin/requests';
import { dollarsText } from '@parks/schemas/money';
import { apiSettingsUpdateSchema, isServiceSettingsId, smtpSettingsUpdateSchema } from '@parks/schemas/serviceSettings';
import {
  portalFeeFields,
  portalFeeKeys,
  type SettingsUpdateInput,
  type StoreSettingsRecord,
  settingsUpdateOf,
  settingsUpdateSchema,
  storeSettingsId,
  storeSettingsOf,
} from '@parks/schemas/settings';
import { validInput } from '../../http/validate.ts';
import { storeCollections } from '../../store/readModels.ts';
import { foldStream } from '../../store/streams.ts';
import type { AdminDeps } from '../deps.ts';
import { hiddenField, kit, type Texts, tableAnswer, yesNoField } from '../forms.ts';
import { invalidAction, recordNotFound } from '../problems.ts';
import { type AdminCall, type AdminResource, commandMetadata, updateOnly } from '../registry.ts';
import { serviceSettingsForm, updateServiceSettings } from './serviceSettings.ts';

const texts: Texts = settingsScreen;

const flagNames = [
  'enableB2CSplashPage',
  'enableB2BSplashPage',
  'disableShoppingCart',
  'enableUAT',
  'enableSeedClock',
] as const;
type FlagName = (typeof flagNames)[number];

const decider = revisionDecider<unknown>();

const knownId = (id: string): string => {
  if (id !== storeSettingsId) throw recordNotFound();
  return id;
};

/**
 * The body of `PUT Update/{id}` before the record is known: every record's fields (unknown ones are stripped), each
 * record then validating its own (a store update ignores the SMTP fields, and the other way round).
 */
const anySettingsSchema = settingsUpdateSchema.concat(smtpSettingsUpdateSchema).concat(apiSettingsUpdateSchema);

export const settingsResource = (deps: AdminDeps): AdminResource => {
  const collections = storeCollections(deps.projections);
  const streamName = revisionStream('Settings', storeSettingsId);

  /** The published settings on the command side (no read-model lag), or the defaults. */
  const published = async (): Promise<StoreSettingsRecord> => {
    const state = await foldStream(deps.eventStore, streamName, decider);
    const payload = publishedRevision(state)?.payload;
    return (payload === undefined ? null : storeSettingsOf(payload)) ?? (await currentSettings(collections.settings()));
  };

  const form = (call: AdminCall, action: FormScreenAction, settings: StoreSettingsRecord): FormDefinition => {
    const k = kit(call, 'settings', texts);
    const base = k.form(action, settings.settingId, [], {});
    const yesNo = (name: FlagName): Field =>
      yesNoField(name, k.t(name), settings[name], { yes: k.t('yes'), no: k.t('no') });
    const section = (name: string, fields: readonly Field[]): Section => ({
      name,
      title: k.t(name),
      width: 12,
      fields,
    });
    const sections: Section[] = [
      section('store', [
        hiddenField('settingId', settings.settingId),
        yesNo('enableB2CSplashPage'),
        yesNo('enableB2BSplashPage'),
        yesNo('disableShoppingCart'),
        {
          name: 'orderBccEmails',
          component: 'multilineinput',
          type: 'textarea',
          caption: k.t('orderBccEmails'),
          initialValue: settings.orderBccEmails.join('\n'),
        },
        {
          name: 'orderSenderEmail',
          component: 'input',
          type: 'email',
          caption: k.t('orderSenderEmail'),
          initialValue: settings.orderSenderEmail ?? '',
        },
      ]),
      section('admin', [
        yesNo('enableUAT'),
        yesNo('enableSeedClock'),
        {
          name: 'clockDateTime',
          component: 'datetimepicker',
          type: 'datetime',
          caption: k.t('clockDateTime'),
          initialValue: settings.clockDateTime,
        },
      ]),
      // Typed in dollars (`1.50`; `1,50` on a French page): the record keeps cents (`settingsUpdateOf`).
      section(
        'fees',
        portalFeeKeys.map(
          (key): Field => ({
            name: portalFeeFields[key],
            component: 'input',
            type: 'number',
            caption: k.t(portalFeeFields[key]),
            initialValue: dollarsText(settings[key], call.language),
          }),
        ),
      ),
    ];
    // No draft, preview or publish step: what is saved applies (see the module's comment).
    const buttons = base.mode === 'edit' ? [k.button('save', true), k.button('cancel', false)] : base.buttons;
    return { ...base, sections, buttons };
  };

  return updateOnly(settingsFamily, {
    listQuery: listQuerySchema,
    values: anySettingsSchema,

    getAll: async (call, request) => {
      const k = kit(call, 'settings', texts);
      const settings = await currentSettings(collections.settings());
      return tableAnswer(request, {
        title: k.t('title.list'),
        columns: [
          { name: 'settingId', caption: k.t('settingId'), type: 'hidden' },
          // The record's name, the link that opens it: the store has one settings record.
          { name: 'recordName', caption: k.t('recordName') },
          ...flagNames.map((name) => ({ name, caption: k.t(name), type: 'checkbox' as const })),
          { name: 'clockDateTime', caption: k.t('clockDateTime'), type: 'datetime' },
          // In cents, as every currency column carries money.
          ...portalFeeKeys.map((name) => ({ name, caption: k.t(portalFeeFields[name]), type: 'currency' as const })),
        ],
        rows: [
          {
            settingId: settings.settingId,
            recordName: k.t('storeSettings'),
            ...Object.fromEntries(flagNames.map((name) => [name, settings[name]])),
            clockDateTime: settings.clockDateTime,
            ...Object.fromEntries(portalFeeKeys.map((name) => [name, settings[name]])),
          },
        ],
        components: { search: false, paging: false },
        showMore: false,
        buttons: [],
      });
    },

    getById: async (call, id, action) => {
      if (isServiceSettingsId(id)) {
        if (action !== 'edit' && action !== 'details') throw invalidAction();
        return serviceSettingsForm(deps, call, id, action);
      }
      knownId(id);
      if (action !== 'edit' && action !== 'details') {
        throw invalidAction();
      }
      return form(call, action, await currentSettings(collections.settings()));
    },

    update: async (call, id, raw) => {
      if (isServiceSettingsId(id)) return updateServiceSettings(deps, { call, id, raw });
      const settingId = knownId(id);
      const input: SettingsUpdateInput = validInput(settingsUpdateSchema, raw);
      const current = await published();
      const next: StoreSettingsRecord = { settingId, ...settingsUpdateOf(input, current) };
      const metadata = commandMetadata(call);
      const revisionId = deps.ids.adminId('rev');
      const commands: RevisionCommand<unknown>[] = [
        {
          type: 'DraftRevision',
          data: { entityType: 'Settings', entityId: settingId, revisionId, payload: next },
          metadata,
        },
        { type: 'PublishRevision', data: { revisionId }, metadata },
      ];
      if (sameJson(next, current)) return { id: settingId, revisionId: null, message: 'admin.saved' };
      for (const command of commands) {
        await deps.awaitProjections(await handleCommand(deps.eventStore, streamName, decider, command));
      }
      return { id: settingId, revisionId, message: 'admin.published' };
    },
  });
};
