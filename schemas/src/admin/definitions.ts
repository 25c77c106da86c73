import { canadianPostalCode, northAmericanPhone } from '../checkout/address.ts';
import type { Role } from '../roles.ts';

/**
 * The server-driven admin definitions (back-office.md §3): the server sends them, the web draws a form, a table,
 * a tree or a report view from them. Types only and the spec's constants here; the yup schemas that check them are
 * in `definitionSchemas.ts`, the condition evaluator in `conditions.ts`.
 */

/** The mode a definition is drawn in: a list, a report, a tree, or a form to edit or to read. */
export const definitionModes = ['table', 'reportview', 'treeview', 'edit', 'view'] as const;
export type DefinitionMode = (typeof definitionModes)[number];

/** Each field component and the variants (`type`) it comes in (§3 "Field components"). */
export const fieldComponentTypes = {
  input: ['text', 'number', 'email', 'password', 'hidden'],
  // `draft` is the spec's "draft editor": the web draws it with the same rich-text editor as `richtext`.
  multilineinput: ['textarea', 'richtext', 'draft'],
  singleselect: ['radio', 'checkbox', 'dropdown', 'radiolist', 'treelist'],
  // The spec names no multiselect variants: a list of checkboxes, or a dropdown that keeps several.
  multiselect: ['checkboxlist', 'dropdown'],
  upload: ['image', 'file'],
  datetimepicker: ['datetime', 'monthyear', 'date'],
  // A widget's type names the widget the web draws (e.g. `productWidget`); any well-formed name.
  widget: [],
  inputmasked: ['postalcode', 'phone'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type FieldComponent = keyof typeof fieldComponentTypes;
export const fieldComponents = Object.keys(fieldComponentTypes) as readonly FieldComponent[];
export type FieldTypeOf<C extends FieldComponent> = C extends 'widget'
  ? string
  : (typeof fieldComponentTypes)[C][number];

/** Rich text block types (§5). */
export const richTextBlockTypes = ['Normal', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'Blockquote', 'Code'] as const;
export type RichTextBlockType = (typeof richTextBlockTypes)[number];

/** Date pickers (§5, §9): date-fns format tokens and a 15-minute time step. */
export const datePicker = {
  formats: { date: 'MMMM d, yyyy', datetime: 'MMMM d, yyyy h:mm:ss aa', monthyear: 'MM/yyyy' },
  timeIntervalMinutes: 15,
} as const satisfies { formats: Readonly<Record<FieldTypeOf<'datetimepicker'>, string>>; timeIntervalMinutes: number };

/** Masked inputs (§5): the template the web masks with (`_` is a typed character) and the shape it must end in. */
export const inputMasks = {
  postalcode: { template: '___ ___', pattern: canadianPostalCode },
  phone: { template: '(___) ___-____', pattern: northAmericanPhone },
} as const satisfies Readonly<Record<FieldTypeOf<'inputmasked'>, { template: string; pattern: RegExp }>>;

/** Uploads (§5, §9): accepted types, size and count limits. */
export const uploadLimits = {
  image: { types: ['image/png', 'image/jpeg', 'image/gif'], maxBytes: 52_428_800, defaultCount: 1, productCount: 5 },
  // Any type in the admin form; at most 5 files at once.
  file: { types: null, maxBytes: 209_715_200, defaultCount: 5, productCount: 5 },
} as const;

/** The image cropper (§5): scale 1–2 by 0.1, saved as `image.jpg`; the default canvas and the banner's. */
export const cropper = {
  scale: { min: 1, max: 2, step: 0.1 },
  fileName: 'image.jpg',
  canvases: {
    default: { width: 540, height: 675, displayWidth: 540, displayHeight: 675 },
    banner: { width: 1138, height: 379, displayWidth: 569, displayHeight: 188 },
  },
} as const;
export type CropperCanvas = keyof typeof cropper.canvases;

/** Option ids are numbers or strings on the wire (a location of id 0 is "none", §5). */
export type OptionId = string | number;

/** An option of a select (§3), with the parent it sits under in a tree list. */
export type FieldOption = Readonly<{
  id: OptionId;
  name: string;
  value: string;
  isSelected: boolean;
  parentId?: OptionId | null;
}>;

/** The validation rules a field may list; each carries the server's message, already in the page's language. */
export const validationRuleNames = ['required', 'minLength', 'maxLength', 'min', 'max', 'email', 'integer'] as const;
export type ValidationRuleName = (typeof validationRuleNames)[number];
export type ValidationRule =
  | Readonly<{ name: 'required' | 'email' | 'integer'; message: string }>
  | Readonly<{ name: 'minLength' | 'maxLength' | 'min' | 'max'; value: number; message: string }>;

/** A value a field starts with, and a value a condition matches. */
export type ScalarValue = string | number | boolean | null;
export type InitialValue = ScalarValue | readonly OptionId[];

type FieldCommon = Readonly<{
  name: string;
  caption?: string;
  prompt?: string;
  initialValue?: InitialValue;
  validation?: readonly ValidationRule[];
  labelClass?: string;
  fieldClass?: string;
  fieldWrapperClass?: string;
}>;

type FieldOf<C extends FieldComponent, Extra = unknown> = FieldCommon &
  Readonly<{ component: C; type: FieldTypeOf<C> }> &
  Extra;

export type InputField = FieldOf<'input'>;
export type MultilineField = FieldOf<'multilineinput'>;
export type SingleSelectField = FieldOf<'singleselect', Readonly<{ options: readonly FieldOption[] }>>;
export type MultiSelectField = FieldOf<'multiselect', Readonly<{ options: readonly FieldOption[] }>>;
/** `limit` is how many items the uploader holds (1 by default, 5 for a product); `canvas` the cropper's. */
export type UploadField = FieldOf<'upload', Readonly<{ limit?: number; canvas?: CropperCanvas }>>;
export type DateTimeField = FieldOf<'datetimepicker'>;
export type WidgetField = FieldOf<'widget'>;
export type MaskedField = FieldOf<'inputmasked'>;

export type Field =
  | InputField
  | MultilineField
  | SingleSelectField
  | MultiSelectField
  | UploadField
  | DateTimeField
  | WidgetField
  | MaskedField;
export type SelectField = SingleSelectField | MultiSelectField;
export const isSelectField = (field: Field): field is SelectField =>
  field.component === 'singleselect' || field.component === 'multiselect';

/** A section of a form: its fields, and its width in a 12-column grid (§3: 12 or 6). */
export type Section = Readonly<{
  name: string;
  title: string;
  sectionClass?: string;
  width?: 12 | 6;
  fields: readonly Field[];
}>;

/**
 * A condition (§3, §4): when the field `propertyName` (its `subPropertyName` when its value is an object) matches
 * `value`, the target `field` is hidden, shown, or offers only `options`; an update reloads the definition, on any
 * change when its value is `any`. `conditions.ts` evaluates them.
 */
type ConditionTrigger = Readonly<{ propertyName: string; subPropertyName?: string }>;
export type VisibilityCondition = ConditionTrigger &
  Readonly<{ action: 'hide' | 'show'; value: ScalarValue; field: string }>;
export type FilterCondition = ConditionTrigger &
  Readonly<{ action: 'filter'; value: ScalarValue; field: string; options: readonly OptionId[] }>;
export type UpdateCondition = ConditionTrigger & Readonly<{ action: 'update'; value: ScalarValue; field?: string }>;
export type Condition = VisibilityCondition | FilterCondition | UpdateCondition;
export const conditionActions = ['hide', 'show', 'update', 'filter'] as const;
export type ConditionAction = Condition['action'];
/** The update value that reloads on any change. */
export const anyValue = 'any';

/** Form buttons that submit the form (§2); the others act without submitting. */
export const submitButtonNames = ['save', 'preview', 'publish', 'submit', 'uat', 'inactive'] as const;
export type SubmitButtonName = (typeof submitButtonNames)[number];
export const otherButtonNames = [
  'cancel',
  'add',
  'clone',
  'edit',
  'remove',
  'details',
  'import',
  'generate',
  'export',
  'editStatus',
  'note',
  'email',
  'refund',
  'print',
  'close',
  // The b2b orders list's Actions panel: one action on the selected orders.
  'approve',
  'decline',
] as const;
export const buttonNames = [...submitButtonNames, ...otherButtonNames] as const;
export type ButtonName = (typeof buttonNames)[number];
export const submitsForm = (name: ButtonName): boolean => (submitButtonNames as readonly ButtonName[]).includes(name);

/** A button (§3): its label (`value`), `submit` exactly when it submits, and the roles that see it (§4). */
export type Button = Readonly<{ name: ButtonName; value: string; type: 'submit' | 'button'; roles: readonly Role[] }>;
export const buttonsFor = (buttons: readonly Button[], role: Role | undefined): readonly Button[] =>
  role === undefined ? [] : buttons.filter((button) => button.roles.includes(role));

/** Form actions and the command each becomes (§4). */
export const formActionCommands = { add: 'create', clone: 'create', edit: 'update', remove: 'delete' } as const;
export type FormAction = keyof typeof formActionCommands;
export type EntityCommand = (typeof formActionCommands)[FormAction];
export const commandFor = (action: FormAction): EntityCommand => formActionCommands[action];

/** Page and search arguments of a list (§3 `args`, §4 pages). */
export type ListArgs = Readonly<{ page: number; search: string; data: Readonly<Record<string, CellValue>> | null }>;

export type FormDefinition = Readonly<{
  mode: 'edit' | 'view';
  entityId: OptionId | null;
  title: string;
  sections: readonly Section[];
  conditions: readonly Condition[];
  buttons: readonly Button[];
}>;

/** List column types (§3); a column with no type is plain text. Currency is integer cents. */
export const columnTypes = ['checkbox', 'imageurl', 'date', 'datetime', 'currency', 'dropdown', 'hidden'] as const;
export type ColumnType = (typeof columnTypes)[number];
export type Column = Readonly<{ name: string; caption: string; type?: ColumnType; options?: readonly FieldOption[] }>;
export type CellValue = ScalarValue | readonly OptionId[];
export type Row = Readonly<Record<string, CellValue>>;

/** The advanced search form of a list (`searchDto`): sections and conditions like a form's. */
export type SearchDto = Readonly<{ sections: readonly Section[]; conditions: readonly Condition[] }>;

export type ListDefinition = Readonly<{
  mode: 'table';
  title: string;
  columns: readonly Column[];
  rows: readonly Row[];
  components: Readonly<{ search: boolean; paging: boolean }>;
  searchDto: SearchDto | null;
  showMore: boolean;
  args: ListArgs;
  buttons: readonly Button[];
}>;

/** A tree item (§3, categories): `parentId` null at the root; order per language. */
export type TreeItem = Readonly<{
  id: OptionId;
  name: string;
  parentId: OptionId | null;
  active: boolean;
  order_EN: number;
  order_FR: number;
  isSelected: boolean;
  children: readonly TreeItem[];
}>;
/** Tree indent per level (§9). */
export const treeIndentPx = 30;

/** How far down the page (px) the back office's scroll-to-top control appears (§9). */
export const scrollTopAfterPx = 50;

export type TreeDefinition = Readonly<{
  mode: 'treeview';
  title: string;
  items: readonly TreeItem[];
  buttons: readonly Button[];
}>;

/** A report (§3 "Report export"): title, summary lines, the data's columns and rows, and the export's file name. */
export type ReportViewDefinition = Readonly<{
  mode: 'reportview';
  title: string;
  summary: readonly Readonly<{ property: string; value: ScalarValue }>[];
  fields: readonly Column[];
  values: readonly Row[];
  filename: string;
}>;

export type Definition = FormDefinition | ListDefinition | TreeDefinition | ReportViewDefinition;

/** Every field of a form, section by section. */
export const fieldsOf = (definition: Readonly<{ sections: readonly Section[] }>): readonly Field[] =>
  definition.sections.flatMap((section) => section.fields);
