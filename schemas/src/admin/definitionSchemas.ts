import { type AnyObject, array, boolean, lazy, mixed, type ObjectSchema, object, type Schema } from 'yup';
import { count, fieldLimits, idField, list, pageLimits, pageNumber, text } from '../fields.ts';
import { searchTextMaxLength } from '../store.ts';
import { type CellValue, columnTypes, type DefinitionMode } from './definitions.ts';
import { formDefinitionSchema, formShape, referencesHold } from './formDefinitionSchema.ts';
import { buttonsShape, invalid, isCell, limits, name, oneOf, optionId, optionSchema, scalar } from './schemaParts.ts';

/**
 * One yup schema per definition kind (types in `definitions.ts`). The server's definitions are checked with them in
 * tests, strictly (`{ strict: true }`): a definition is data we write, so nothing is coerced. Beyond shapes they
 * check what the renderers rely on: unique field names, conditions that name real fields, filters that offer only
 * the target's options, a button typed `submit` exactly when it submits, rows that fill only declared columns, tree
 * children under their parent.
 */

const columnSchema = object({
  name: name(),
  caption: text().defined(invalid),
  type: oneOf(columnTypes),
  options: list(optionSchema, limits.options),
})
  .noUnknown(invalid)
  .test('options', invalid, (column) => (column.type === 'dropdown') === (column.options !== undefined));
const columnsShape = list(columnSchema, limits.columns).required(invalid).min(1, invalid);
/** A row of a list or report, and a list's search data: values by name, each a scalar or a list of ids. */
const cells = () =>
  mixed(
    (value): value is Readonly<Record<string, CellValue>> =>
      typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isCell),
  ).typeError(invalid);
const rowsShape = list(cells().required(invalid), pageLimits.showAll).required(invalid);

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
    // A list without an advanced search sends null, which has no references to check.
    .test('references', invalid, (searchDto) => searchDto === null || referencesHold(searchDto))
    .nullable()
    .defined(invalid),
  showMore: boolean().required(invalid),
  args: object({
    page: pageNumber().required(invalid),
    search: text(searchTextMaxLength, { plain: false }).defined(invalid),
    data: cells().nullable().defined(invalid),
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
