import {
  type AnyObject,
  array,
  boolean,
  lazy,
  mixed,
  number,
  type ObjectSchema,
  object,
  type Schema,
  string,
} from 'yup';
import { count, fieldLimits, idField, isWellFormedId, list, pageLimits, pageNumber, text } from '../fields.ts';
import { msg } from '../messages/index.ts';
import { roles } from '../roles.ts';
import { searchTextMaxLength } from '../store.ts';
import {
  buttonNames,
  type CropperCanvas,
  columnTypes,
  conditionActions,
  cropper,
  type DefinitionMode,
  type FieldComponent,
  fieldComponents,
  fieldComponentTypes,
  type OptionId,
  type ScalarValue,
  submitsForm,
  validationRuleNames,
} from './definitions.ts';

/**
 * One yup schema per definition kind (types in `definitions.ts`). The server's definitions are checked with them in
 * tests, strictly (`{ strict: true }`): a definition is data we write, so nothing is coerced. Beyond shapes they
 * check what the renderers rely on: unique field names, conditions that name real fields, filters that offer only
 * the target's options, a button typed `submit` exactly when it submits, rows that fill only declared columns, tree
 * children under their parent.
 */

const invalid = msg('validation.invalid');
const limits = { sections: 50, fields: 200, options: 1_000, rules: 20, conditions: 500, buttons: 30, columns: 100 };

const name = () => idField(invalid).required(invalid);
const cssClass = () => text(200);
const oneOf = <T extends string>(values: readonly T[]) => string().oneOf(values, invalid);

const isOptionId = (value: unknown): value is OptionId =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || isWellFormedId(value);
const isScalar = (value: unknown): value is Exclude<ScalarValue, null> =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const isCell = (value: unknown): boolean =>
  value === null || isScalar(value) || (Array.isArray(value) && value.every(isOptionId));

const optionId = () => mixed(isOptionId).typeError(invalid);
const scalar = () => mixed(isScalar).typeError(invalid).nullable().defined(invalid);

const optionSchema = object({
  id: optionId().required(invalid),
  name: text().defined(invalid),
  value: text().defined(invalid),
  isSelected: boolean().required(invalid),
  parentId: optionId().nullable(),
}).noUnknown(invalid);

const sizedRules: ReadonlySet<string> = new Set(['minLength', 'maxLength', 'min', 'max']);
const ruleSchema = object({
  name: oneOf(validationRuleNames).required(invalid),
  value: number().typeError(invalid),
  message: text().required(invalid),
})
  .noUnknown(invalid)
  .test('value', invalid, (rule) => sizedRules.has(rule.name) === (rule.value !== undefined));

const fieldCommon = {
  name: name(),
  caption: text(),
  prompt: text(),
  initialValue: mixed((value): value is Exclude<ScalarValue, null> | OptionId[] => isCell(value) && value !== null)
    .typeError(invalid)
    .nullable(),
  validation: list(ruleSchema, limits.rules),
  labelClass: cssClass(),
  fieldClass: cssClass(),
  fieldWrapperClass: cssClass(),
};
const withOptions = { options: list(optionSchema, limits.options).required(invalid) };
const extras: Readonly<Record<FieldComponent, AnyObject>> = {
  input: {},
  multilineinput: {},
  singleselect: withOptions,
  multiselect: withOptions,
  upload: {
    limit: count().min(1, invalid).max(5, invalid),
    canvas: oneOf(Object.keys(cropper.canvases) as CropperCanvas[]),
  },
  datetimepicker: {},
  widget: {},
  inputmasked: {},
};
const fieldSchemaOf = (component: FieldComponent) =>
  object({
    ...fieldCommon,
    ...extras[component],
    component: oneOf([component]).required(invalid),
    // A widget's type names the widget; every other component has its listed variants.
    type: component === 'widget' ? name() : oneOf<string>(fieldComponentTypes[component]).required(invalid),
  }).noUnknown(invalid);
const fieldSchemas = new Map<string, Schema>(fieldComponents.map((c) => [c, fieldSchemaOf(c)]));
const unknownComponent = mixed().test('component', invalid, () => false);
const fieldSchema = lazy((value: unknown) => {
  const component = typeof value === 'object' && value !== null ? Reflect.get(value, 'component') : undefined;
  return (typeof component === 'string' && fieldSchemas.get(component)) || unknownComponent;
});

const sectionSchema = object({
  name: name(),
  title: text().defined(invalid),
  sectionClass: cssClass(),
  width: number().oneOf([12, 6], invalid),
  // `list()` takes a plain schema; a lazy one is bounded the same way by hand.
  fields: array(fieldSchema).typeError(invalid).max(limits.fields, invalid).required(invalid),
}).noUnknown(invalid);

const conditionSchema = object({
  propertyName: name(),
  subPropertyName: idField(invalid),
  action: oneOf(conditionActions).required(invalid),
  value: scalar(),
  field: idField(invalid),
  options: list(optionId().required(invalid), limits.options),
})
  .noUnknown(invalid)
  .test('shape', invalid, (c) => {
    if (c.action !== 'update' && (c.value === 'any' || !c.field)) return false;
    return (c.action === 'filter') === (c.options !== undefined);
  });

type FormLike = Readonly<{
  sections?: readonly Readonly<{ fields?: readonly Readonly<{ name?: unknown; options?: unknown }>[] }>[];
  conditions?: readonly Readonly<{ propertyName?: string; field?: string; action?: string; options?: unknown }>[];
}>;

/** Field names are unique; conditions name real fields, never their own trigger; filters offer the target's options. */
const referencesHold = (form: FormLike): boolean => {
  const fields = new Map<unknown, unknown>();
  for (const field of (form.sections ?? []).flatMap((section) => section.fields ?? [])) {
    if (fields.has(field.name)) return false;
    fields.set(field.name, field.options);
  }
  return (form.conditions ?? []).every((c) => {
    if (!fields.has(c.propertyName) || (c.field !== undefined && !fields.has(c.field))) return false;
    if (c.action !== 'update' && c.field === c.propertyName) return false;
    if (c.action !== 'filter') return true;
    const offered = fields.get(c.field);
    if (!Array.isArray(offered) || !Array.isArray(c.options)) return false;
    const ids = new Set(offered.map((option: unknown) => String(Reflect.get(Object(option), 'id'))));
    return c.options.every((id: unknown) => ids.has(String(id)));
  });
};
const formShape = {
  sections: list(sectionSchema, limits.sections).required(invalid).min(1, invalid),
  conditions: list(conditionSchema, limits.conditions).required(invalid),
};

const buttonSchema = object({
  name: oneOf(buttonNames).required(invalid),
  value: text().required(invalid),
  type: oneOf(['submit', 'button'] as const).required(invalid),
  roles: list(oneOf(roles).required(invalid), roles.length).required(invalid).min(1, invalid),
})
  .noUnknown(invalid)
  .test('type', invalid, (button) => (button.type === 'submit') === submitsForm(button.name));
const buttonsShape = list(buttonSchema, limits.buttons).required(invalid);

export const formDefinitionSchema = object({
  mode: oneOf(['edit', 'view'] as const).required(invalid),
  entityId: optionId().nullable().defined(invalid),
  title: text().defined(invalid),
  ...formShape,
  buttons: buttonsShape,
})
  .noUnknown(invalid)
  .test('references', invalid, referencesHold);

const columnSchema = object({
  name: name(),
  caption: text().defined(invalid),
  type: oneOf(columnTypes),
  options: list(optionSchema, limits.options),
})
  .noUnknown(invalid)
  .test('options', invalid, (column) => (column.type === 'dropdown') === (column.options !== undefined));
const columnsShape = list(columnSchema, limits.columns).required(invalid).min(1, invalid);
const rowSchema = mixed(
  (value): value is Readonly<Record<string, unknown>> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isCell),
).typeError(invalid);
const rowsShape = list(rowSchema.required(invalid), pageLimits.showAll).required(invalid);

/** Every row fills only declared columns (a row's id is a `hidden` column). */
const rowsFitColumns = (columns: readonly Readonly<{ name?: string }>[] = [], rows: readonly unknown[] = []) => {
  const names = new Set(columns.map((column) => column.name));
  return rows.every((row) => Object.keys(Object(row)).every((key) => names.has(key)));
};

export const listDefinitionSchema = object({
  mode: oneOf(['table'] as const).required(invalid),
  title: text().defined(invalid),
  columns: columnsShape,
  rows: rowsShape,
  components: object({ search: boolean().required(invalid), paging: boolean().required(invalid) })
    .noUnknown(invalid)
    .required(invalid),
  searchDto: object(formShape)
    .noUnknown(invalid)
    .test('references', invalid, referencesHold)
    .nullable()
    .defined(invalid),
  showMore: boolean().required(invalid),
  args: object({
    page: pageNumber().required(invalid),
    search: text(searchTextMaxLength).defined(invalid),
    data: mixed(
      (value): value is Readonly<Record<string, unknown>> =>
        typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isCell),
    )
      .typeError(invalid)
      .nullable()
      .defined(invalid),
  })
    .noUnknown(invalid)
    .required(invalid),
  buttons: buttonsShape,
})
  .noUnknown(invalid)
  .test('rows', invalid, (list) => rowsFitColumns(list.columns, list.rows));

const treeItemSchema: ObjectSchema<AnyObject> = object({
  id: optionId().required(invalid),
  name: text().required(invalid),
  parentId: optionId().nullable().defined(invalid),
  active: boolean().required(invalid),
  order_EN: count().min(0, invalid).required(invalid),
  order_FR: count().min(0, invalid).required(invalid),
  isSelected: boolean().required(invalid),
  children: array(lazy(() => treeItemSchema.required(invalid)))
    .typeError(invalid)
    .max(limits.options, invalid)
    .required(invalid),
}).noUnknown(invalid);

type TreeLike = Readonly<{ id?: unknown; parentId?: unknown; children?: readonly TreeLike[] }>;
/** Roots have no parent, each child names its parent, and no id appears twice. */
const treeHolds = (items: readonly TreeLike[] = []): boolean => {
  const seen = new Set<string>();
  const walk = (nodes: readonly TreeLike[], parent: unknown): boolean =>
    nodes.every((node) => {
      const id = String(node.id);
      if (seen.has(id) || String(node.parentId) !== String(parent)) return false;
      seen.add(id);
      return walk(node.children ?? [], node.id);
    });
  return walk(items, null);
};

export const treeDefinitionSchema = object({
  mode: oneOf(['treeview'] as const).required(invalid),
  title: text().defined(invalid),
  items: list(treeItemSchema.required(invalid), limits.options).required(invalid),
  buttons: buttonsShape,
})
  .noUnknown(invalid)
  .test('tree', invalid, (tree) => treeHolds(tree.items));

export const reportViewDefinitionSchema = object({
  mode: oneOf(['reportview'] as const).required(invalid),
  title: text().defined(invalid),
  summary: list(
    object({ property: text().required(invalid), value: scalar() }).noUnknown(invalid),
    limits.columns,
  ).required(invalid),
  fields: columnsShape,
  values: rowsShape,
  filename: idField(invalid).max(fieldLimits.id, invalid).required(invalid),
})
  .noUnknown(invalid)
  .test('rows', invalid, (report) => rowsFitColumns(report.fields, report.values));

/** The schema for each mode a definition is drawn in. */
export const definitionSchemas: Readonly<Record<DefinitionMode, Schema>> = {
  edit: formDefinitionSchema,
  view: formDefinitionSchema,
  table: listDefinitionSchema,
  treeview: treeDefinitionSchema,
  reportview: reportViewDefinitionSchema,
};
