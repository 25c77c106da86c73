/**
 * Definition builders shared by the simpler resources (shippings, taxes, discounts): a resource declares its screen
 * texts, fields and columns, and these build the list and form definitions of definitions.ts from them, in the
 * call's language, with buttons for the roles of the resource's area in the call's store. The screen texts every
 * screen shares, the options, the button maker and the revision form's buttons serve the hand-built resources too
 * (categories, users, simpleResource).
 */
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import type { FormScreenAction, ListAnswer } from '@parks/schemas/admin/calls';
import type {
  Button,
  ButtonName,
  Column,
  ColumnType,
  Field,
  FieldOption,
  FormDefinition,
  InitialValue,
  ListArgs,
  Row,
  SearchDto,
  ValidationRule,
} from '@parks/schemas/admin/definitions';
import { type AdminFamilySpec, type RowActionName, rowActionsOf } from '@parks/schemas/admin/family';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { liveStatusLabel, type RevisionStatus, revisionStatusLabel } from '@parks/schemas/revisions';
import { type AdminArea, adminAreaRoles, isStaffRole } from '@parks/schemas/roles';
import { commonScreen } from '@parks/schemas/texts/screens/common';
import type { AdminCall, ListRequest } from './registry.ts';

export type Texts = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/**
 * The texts every screen uses, under a resource's own. A button's label goes by its name (`edit`), or by
 * `editButton` and `cloneButton` where the resource's texts name its screen titles `edit` and `clone`.
 */
const common: Texts = commonScreen;

/** A screen's text: the resource's own, else the common one, else the key itself. */
export const screenText =
  (texts: Texts) =>
  (language: Language, key: string): string =>
    texts[language][key] ?? common[language][key] ?? key;

/** An option of a dropdown, radio or checkbox list; `parentId` places it in a tree list. */
export const option = (
  id: string | number,
  name: string,
  isSelected: boolean,
  parentId?: string | number | null,
): FieldOption => ({ id, name, value: String(id), isSelected, ...(parentId === undefined ? {} : { parentId }) });

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

/** A form's hidden field: the id of what it edits, sent back unchanged (null for a new one). */
export const hiddenField = (name: string, initialValue: string | null): Field => ({
  name,
  component: 'input',
  type: 'hidden',
  initialValue,
});

/** A ticked or unticked box, its caption beside it too. */
export const checkboxField = (name: string, caption: string, checked: boolean): Field => ({
  name,
  component: 'singleselect',
  type: 'checkbox',
  caption,
  options: [option(1, caption, checked)],
  initialValue: checked,
});

/** A yes/no choice drawn as two radios (the settings' flags), the captions in the screen's words. */
export const yesNoField = (
  name: string,
  caption: string,
  value: boolean,
  words: Readonly<{ yes: string; no: string }>,
): Field => {
  const choice = (on: boolean): FieldOption => ({
    id: String(on),
    name: on ? words.yes : words.no,
    value: String(on),
    isSelected: on === value,
  });
  return {
    name,
    component: 'singleselect',
    type: 'radio',
    caption,
    options: [choice(true), choice(false)],
    initialValue: String(value),
  };
};

/** A whole number's rules, one message for all: `required` first where it is, then integer, min and max. */
export const wholeNumber = (
  message: MessageKey,
  bounds: Readonly<{ min: number; max?: number; required?: boolean }>,
): RuleSpec[] => [
  ...(bounds.required ? [{ name: 'required' as const, message }] : []),
  { name: 'integer', message },
  { name: 'min', value: bounds.min, message },
  ...(bounds.max === undefined ? [] : [{ name: 'max' as const, value: bounds.max, message }]),
];

/**
 * The rules of an amount staff type in dollars, bounded in cents as the schema is (`{ min: 1, max: 10_000_000 }`):
 * the field's min and max are in dollars, its unit (0.01 and 100000), one message for all.
 */
export const dollarRules = (
  message: MessageKey,
  bounds: Readonly<{ min: number; max: number; required?: boolean }>,
): RuleSpec[] => [
  ...(bounds.required ? [{ name: 'required' as const, message }] : []),
  { name: 'min', value: bounds.min / 100, message },
  { name: 'max', value: bounds.max / 100, message },
];

/** The rules of a percentage staff type, bounded in thousandths of a percent as the schema is; min and max in %. */
export const percentRules = (message: MessageKey, bounds: Readonly<{ min: number; max: number }>): RuleSpec[] => [
  { name: 'min', value: bounds.min / 1000, message },
  { name: 'max', value: bounds.max / 1000, message },
];

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

/** The label of each row action among the screen texts (`editButton`: a resource may title its screen `edit`). */
const rowActionLabels = {
  details: 'details',
  edit: 'editButton',
  clone: 'cloneButton',
  remove: 'remove',
} as const satisfies Readonly<Record<RowActionName, string>>;

/**
 * A list's row buttons (§2): the row actions of its family's descriptor (from the verbs it serves and the screens it
 * has), for the staff roles of its area in the call's store, labelled in the call's language.
 */
export const rowActionButtons = (call: AdminCall, area: AdminArea, spec: AdminFamilySpec): Button[] => {
  const button = staffButton(area, screenText({ en: {}, fr: {} }));
  return rowActionsOf(spec).map((action) => button(call, action, rowActionLabels[action], false));
};

/**
 * The buttons of a revisioned record's form (§5): an editing screen saves, sends to UAT or publishes; the delete
 * screen confirms; a view offers edit, clone and remove where the family has them.
 */
export const revisionFormButtons = (
  button: ButtonMaker,
  call: AdminCall,
  action: FormScreenAction,
  options: Readonly<{ canClone: boolean; canDelete: boolean }>,
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
    ...(options.canClone ? [button(call, 'clone', 'cloneButton', false)] : []),
    ...(options.canDelete ? [button(call, 'remove', 'remove', false)] : []),
    button(call, 'cancel', 'cancel', false),
  ];
};

/** A column of a list: its text key as its name, unless `caption` names another. */
export type ColumnSpec = Readonly<{ name: string; caption?: string; type?: ColumnType }>;

/** Columns named by their text keys (or with a type, or another caption), each captioned by `caption`. */
export const columnsOf = (caption: (key: string) => string, columns: readonly (string | ColumnSpec)[]): Column[] =>
  columns.map((column) => {
    const { name, caption: key = name, type }: ColumnSpec = typeof column === 'string' ? { name: column } : column;
    return { name, caption: caption(key), ...(type === undefined ? {} : { type }) };
  });

/**
 * A list's answer (§4), its fields in the order they are sent: the table, the keyword search and paging (unless
 * `components` says otherwise), the advanced search, and the request's page and search with `data` its filters.
 */
export const tableAnswer = (
  request: Readonly<{ page: number; search: string }>,
  table: Readonly<{
    title: string;
    columns: readonly Column[];
    rows: readonly Row[];
    showMore: boolean;
    buttons: readonly Button[];
    components?: ListAnswer['components'];
    searchDto?: SearchDto | null;
    data?: ListArgs['data'];
  }>,
): ListAnswer => ({
  mode: 'table',
  title: table.title,
  columns: table.columns,
  rows: table.rows,
  components: table.components ?? { search: true, paging: true },
  searchDto: table.searchDto ?? null,
  showMore: table.showMore,
  args: { page: request.page, search: request.search, data: table.data ?? null },
  buttons: table.buttons,
});

/** A filter of the list request, when it is a text (an advanced search field, a path's id). */
export const textFilter = (request: ListRequest, name: string): string | null => {
  const value = request.filters[name];
  return typeof value === 'string' ? value : null;
};

/** The filters a list was asked for, as its `args.data` sends them back: those given, or null for none. */
export const filtersData = (filters: Readonly<Record<string, string | null>>): ListArgs['data'] => {
  const given = Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null);
  return given.length === 0 ? null : Object.fromEntries(given);
};

/** A list's advanced search (`searchDto`): one section of fields. */
export const advancedSearch = (title: string, fields: readonly Field[]): SearchDto => ({
  sections: [{ name: 'search', title, fields }],
  conditions: [],
});

/** A single choice among options (a tree of them for `treelist`), with the chosen value, or null for none. */
export const selectField = (
  name: string,
  caption: string,
  options: readonly FieldOption[],
  chosen: string | null,
  type: 'dropdown' | 'treelist' = 'dropdown',
): Field => ({ name, component: 'singleselect', type, caption, options, initialValue: chosen });

export const kit = (call: AdminCall, area: AdminArea, texts: Texts) => {
  const { language } = call;
  const text = screenText(texts);
  const t = (key: string): string => text(language, key);
  const staff = staffButton(area, text);
  const button = (name: ButtonName, submit: boolean, label: string = name): Button => staff(call, name, label, submit);
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
          options: spec.options.map((value) => option(value, t(value), value === initialValue)),
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
        : revisionFormButtons(staff, call, action, {
            canClone: options.canClone ?? false,
            canDelete: options.canDelete ?? false,
          });
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

  /**
   * A list of the hidden `id` column and `columns` (each named by its text key, or with a type or another caption),
   * then the revision's status and time: a row per document that holds a record.
   */
  const list = <R>(
    request: ListRequest,
    docs: readonly AdminListDocument[],
    showMore: boolean,
    table: Readonly<{
      id: string;
      columns: readonly (string | ColumnSpec)[];
      recordOf: (doc: AdminListDocument) => R | null;
      row: (record: R, doc: AdminListDocument) => Row;
      buttons: readonly Button[];
    }>,
  ): ListAnswer =>
    tableAnswer(request, {
      title: t('title.list'),
      columns: [
        { name: table.id, caption: t(table.id), type: 'hidden' },
        ...columnsOf(t, [...table.columns, 'status', { name: 'updatedAt', type: 'datetime' }]),
      ],
      rows: docs.flatMap((doc) => {
        const record = table.recordOf(doc);
        return record === null
          ? []
          : [
              {
                ...table.row(record, doc),
                status: liveStatusLabel(language, doc.status, doc.publishedRevisionId !== null),
                updatedAt: doc.updatedAt,
              },
            ];
      }),
      showMore,
      buttons: table.buttons,
    });

  return { t, button, field, form, list, statusText };
};
