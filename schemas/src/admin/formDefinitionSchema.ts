import { type AnyObject, array, lazy, mixed, number, object, type Schema } from 'yup';
import { count, idField, list, text } from '../fields.ts';
import {
  type CropperCanvas,
  conditionActions,
  cropper,
  type FieldComponent,
  fieldComponents,
  fieldComponentTypes,
  type OptionId,
  type ScalarValue,
  validationRuleNames,
} from './definitions.ts';
import {
  buttonsShape,
  cssClass,
  invalid,
  isCell,
  limits,
  name,
  oneOf,
  optionId,
  optionSchema,
  scalar,
} from './schemaParts.ts';

/** The form definition schema (see `definitionSchemas.ts`): fields by component, sections, conditions, buttons. */

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
/** An upload's files: its stored urls (paths, not option ids), one or a list of at most 5. */
const isFileUrl = (value: unknown): boolean => typeof value === 'string' && value !== '' && value.length <= 2048;
const uploadedUrls = mixed(
  (value): value is string | string[] =>
    isFileUrl(value) || (Array.isArray(value) && value.length <= 5 && value.every(isFileUrl)),
)
  .typeError(invalid)
  .nullable();
const withOptions = { options: list(optionSchema, limits.options).required(invalid) };
const extras: Readonly<Record<FieldComponent, AnyObject>> = {
  input: {},
  multilineinput: {},
  singleselect: withOptions,
  multiselect: withOptions,
  upload: {
    initialValue: uploadedUrls,
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
export const referencesHold = (form: FormLike): boolean => {
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
export const formShape = {
  sections: list(sectionSchema, limits.sections).required(invalid).min(1, invalid),
  conditions: list(conditionSchema, limits.conditions).required(invalid),
};

export const formDefinitionSchema = object({
  mode: oneOf(['edit', 'view'] as const).required(invalid),
  entityId: optionId().nullable().defined(invalid),
  title: text().defined(invalid),
  ...formShape,
  buttons: buttonsShape,
})
  .noUnknown(invalid)
  .test('references', invalid, referencesHold);
