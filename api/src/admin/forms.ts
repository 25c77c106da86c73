/**
 * Definition builders shared by the simpler resources (shippings, taxes, discounts): a resource declares its screen
 * texts, fields and columns, and these build the list and form definitions of definitions.ts from them, in the
 * call's language, with buttons for the roles of the resource's area in the call's store. The button maker and the
 * revision form's buttons serve the hand-built resources too (categories, users, simpleResource).
 */
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import type { FormScreenAction, ListAnswer } from '@parks/schemas/admin/calls';
import type {
  Button,
  ButtonName,
  Column,
  Field,
  FormDefinition,
  InitialValue,
  Row,
  ValidationRule,
} from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { type RevisionStatus, revisionStatusLabel } from '@parks/schemas/revisions';
import { type AdminArea, adminAreaRoles, isStaffRole } from '@parks/schemas/roles';
import type { AdminCall, ListRequest } from './registry.ts';

export type Texts = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/** The texts every screen uses, merged under a resource's own. */
const common: Texts = {
  en: {
    save: 'Save',
    uat: 'Send to UAT',
    publish: 'Publish',
    cancel: 'Cancel',
    add: 'Add',
    edit: 'Edit',
    clone: 'Clone',
    remove: 'Delete',
    generate: 'Generate',
    status: 'Status',
    updatedAt: 'Updated',
    general: 'General',
  },
  fr: {
    save: 'Enregistrer',
    uat: 'Envoyer en UAT',
    publish: 'Publier',
    cancel: 'Annuler',
    add: 'Ajouter',
    edit: 'Modifier',
    clone: 'Cloner',
    remove: 'Supprimer',
    generate: 'Générer',
    status: 'Statut',
    updatedAt: 'Mis à jour',
    general: 'Général',
  },
};

/** A field of a simple form: its input, and its rules (each with its catalogue message). */
export type FieldSpec = Readonly<
  | { name: string; kind: 'text' | 'number' | 'datetime'; rules?: readonly RuleSpec[] }
  | { name: string; kind: 'dropdown' | 'radio'; options: readonly string[]; rules?: readonly RuleSpec[] }
  | { name: string; kind: 'hidden' }
>;
export type RuleSpec = Readonly<
  | { name: 'required' | 'integer'; message: MessageKey }
  | { name: 'min' | 'max' | 'maxLength'; value: number; message: MessageKey }
>;

/** The label key of a form screen's title for each action (import and generate are creates, JSON a details view). */
export const formTitleKeys: Readonly<Record<FormScreenAction, string>> = {
  create: 'create',
  clone: 'clone',
  edit: 'edit',
  delete: 'delete',
  details: 'details',
  import: 'create',
  generate: 'create',
  json: 'details',
};

/** Builds a button of a screen: its label in the call's language, for the staff roles of an area in the call's store. */
export type ButtonMaker = (call: AdminCall, name: ButtonName, label: string, submit: boolean) => Button;

export const staffButton =
  (area: AdminArea, text: (language: Language, key: string) => string): ButtonMaker =>
  (call, name, label, submit) => ({
    name,
    value: text(call.language, label),
    type: submit ? 'submit' : 'button',
    roles: adminAreaRoles(area, call.storeCode).filter(isStaffRole),
  });

/**
 * The buttons of a revisioned record's form (§5): an editing screen saves, sends to UAT or publishes; the delete
 * screen confirms; a view offers edit, clone (where the family clones) and remove.
 */
export const revisionFormButtons = (
  button: ButtonMaker,
  call: AdminCall,
  action: FormScreenAction,
  canClone: boolean,
): Button[] => {
  const editing = action === 'create' || action === 'clone' || action === 'edit';
  if (editing) {
    return [
      button(call, 'save', 'save', true),
      button(call, 'uat', 'uat', true),
      button(call, 'publish', 'publish', true),
      button(call, 'cancel', 'cancel', false),
    ];
  }
  if (action === 'delete') return [button(call, 'remove', 'remove', false), button(call, 'cancel', 'cancel', false)];
  return [
    button(call, 'edit', 'editButton', false),
    ...(canClone ? [button(call, 'clone', 'cloneButton', false)] : []),
    button(call, 'remove', 'remove', false),
    button(call, 'cancel', 'cancel', false),
  ];
};

export const kit = (call: AdminCall, area: AdminArea, texts: Texts) => {
  const { language } = call;
  const t = (key: string): string => texts[language][key] ?? common[language][key] ?? key;
  const roles = adminAreaRoles(area, call.storeCode).filter(isStaffRole);
  const button = (name: ButtonName, submit: boolean, label: string = name): Button => ({
    name,
    value: t(label),
    type: submit ? 'submit' : 'button',
    roles,
  });
  const rule = (spec: RuleSpec): ValidationRule =>
    'value' in spec
      ? { name: spec.name, value: spec.value, message: translate(language, spec.message) }
      : { name: spec.name, message: translate(language, spec.message) };
  const field = (spec: FieldSpec, initialValue: InitialValue | undefined): Field => {
    const start = initialValue === undefined ? {} : { initialValue };
    const caption = t(spec.name);
    const validation = 'rules' in spec && spec.rules !== undefined ? { validation: spec.rules.map(rule) } : {};
    switch (spec.kind) {
      case 'hidden':
        return { name: spec.name, component: 'input', type: 'hidden', ...start };
      case 'text':
      case 'number':
        return { name: spec.name, component: 'input', type: spec.kind, caption, ...validation, ...start };
      case 'datetime':
        return { name: spec.name, component: 'datetimepicker', type: 'datetime', caption, ...validation, ...start };
      case 'dropdown':
      case 'radio':
        return {
          name: spec.name,
          component: 'singleselect',
          type: spec.kind,
          caption,
          options: spec.options.map((value) => ({
            id: value,
            name: t(value),
            value,
            isSelected: value === initialValue,
          })),
          ...validation,
          ...start,
        };
    }
  };
  const statusText = (status: RevisionStatus) => revisionStatusLabel(language, status);

  /** A form of `fields` filled from `values`; edit screens submit, the others only read. */
  const form = (
    action: FormScreenAction,
    entityId: string | null,
    fields: readonly FieldSpec[],
    values: Readonly<Record<string, InitialValue>>,
    options: Readonly<{ canClone?: boolean; canDelete?: boolean }> = {},
  ): FormDefinition => {
    const editing = action === 'create' || action === 'clone' || action === 'edit' || action === 'generate';
    const buttons: Button[] =
      action === 'generate'
        ? [button('generate', false), button('cancel', false)]
        : editing
          ? [button('save', true), button('uat', true), button('publish', true), button('cancel', false)]
          : action === 'delete'
            ? [button('remove', false), button('cancel', false)]
            : [
                button('edit', false),
                ...(options.canClone ? [button('clone', false)] : []),
                ...(options.canDelete ? [button('remove', false)] : []),
                button('cancel', false),
              ];
    return {
      mode: editing ? 'edit' : 'view',
      entityId: action === 'clone' || action === 'create' || action === 'generate' ? null : entityId,
      title: t(`title.${action}`),
      sections: [
        {
          name: 'general',
          title: t('general'),
          width: 12,
          fields: fields.map((spec) => field(spec, values[spec.name])),
        },
      ],
      conditions: [],
      buttons,
    };
  };

  /** A list of `columns` (the first is the hidden id), a row per document. */
  const list = (
    request: ListRequest,
    columns: readonly Column[],
    docs: readonly AdminListDocument[],
    rowOf: (doc: AdminListDocument) => Row | null,
    showMore: boolean,
    buttons: readonly Button[],
  ): ListAnswer => ({
    mode: 'table',
    title: t('title.list'),
    columns: [
      ...columns.map((column) => ({ ...column, caption: t(column.caption) })),
      { name: 'status', caption: t('status') },
      { name: 'updatedAt', caption: t('updatedAt'), type: 'datetime' },
    ],
    rows: docs.flatMap((doc) => {
      const row = rowOf(doc);
      return row === null ? [] : [{ ...row, status: statusText(doc.status), updatedAt: doc.updatedAt }];
    }),
    components: { search: true, paging: true },
    searchDto: null,
    showMore,
    args: { page: request.page, search: request.search, data: null },
    buttons,
  });

  return { t, button, field, form, list, statusText };
};

/** The payload of a document's latest revision as a record, or null. */
export const latestRecord = (doc: AdminListDocument | null): Readonly<Record<string, unknown>> | null => {
  const payload = doc?.latest.payload;
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Readonly<Record<string, unknown>>)
    : null;
};
