/**
 * The revision resources whose screens are one form and one flat list (Banners, Contents, Notes, Notices, Product
 * attributes): a module declares its fields, columns and texts, and this builds the list, the create/clone/edit/
 * delete/details forms and the buttons over `revisionResource`. The rules of the values stay in their yup schemas
 * (`@parks/schemas/admin/content`); a field's `required` here only repeats the message the client shows first.
 * A resource `perProduct` (Product attributes) also names a product of the store, or none for every product.
 */
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type {
  CellValue,
  ColumnType,
  CropperCanvas,
  Field,
  FieldOption,
  FormDefinition,
  InitialValue,
  Row,
} from '@parks/schemas/admin/definitions';
import { isWellFormedId } from '@parks/schemas/fields';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { revisionStatusLabel } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import type { InputSchema } from '../../http/validate.ts';
import type { AdminDeps } from '../deps.ts';
import {
  filtersData,
  formTitleKeys,
  hiddenField,
  option,
  revisionFormButtons,
  screenText,
  staffButton,
  tableAnswer,
} from '../forms.ts';
import { localized, numberOr, type Payload, payloadOf, stringOr } from '../payloads.ts';
import type { AdminResource, UploadBinding } from '../registry.ts';
import { type RevisionFamilyDescriptor, revisionResource } from '../revisionResource.ts';
import { type StoreProduct, storeProducts } from './storeEntities.ts';
import { assertStoreProduct, productField } from './storeProducts.ts';

export type Labels = Readonly<Record<string, string>>;

/**
 * A field of the form, filled from the latest payload: a field `X_EN` or `X_FR` from the localized text `X`, any
 * other from its own key (or `from`), a number or else 0, a text or else '', a choice, image or date or else null.
 */
export type SimpleField =
  | Readonly<{
      name: string;
      kind: 'text' | 'textarea' | 'richtext' | 'number' | 'date';
      required?: MessageKey;
      from?: string;
    }>
  | Readonly<{ name: string; kind: 'image'; canvas: CropperCanvas }>
  /** A widget of the web (its type names it): its value is its own, the initial one as JSON text. */
  | Readonly<{ name: string; kind: 'widget'; widget: string; initial: (payload: Payload) => string }>
  /** A dropdown of fixed choices, named by the labels; `none` adds "None" (id 0, sent as null, §5). */
  | Readonly<{ name: string; kind: 'select'; choices: readonly string[]; none: boolean; required?: MessageKey }>;

export type SimpleColumn = Readonly<{ name: string; type?: ColumnType }>;

export type SimpleSpec<V extends Record<string, unknown>> = Readonly<{
  descriptor: RevisionFamilyDescriptor;
  idKind: string;
  /** The payload's id field (`bannerId` …), also the list's hidden id column. */
  idField: string;
  values: InputSchema<V>;
  /** The screen texts: list, create, clone, edit, delete, details, add, general, and every field and column name. */
  labels: Readonly<Record<Language, Labels>>;
  fields: readonly SimpleField[];
  columns: readonly SimpleColumn[];
  row: (payload: Payload, language: Language) => Readonly<Record<string, CellValue>>;
  toPayload: (values: V, target: Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>) => unknown;
  actions: readonly FormScreenAction[];
  /** The payload field the list is sorted by (then the id). */
  sortField: string;
  /** Its uploads: Create and Update also take multipart (the registry's generic path, routes.ts). */
  upload?: UploadBinding;
  /**
   * Each entity describes one product of its store (`productId` of the values and payload) or, with none (null),
   * every product: the form's product dropdown (labels `productId` and `everyProduct`, its "None"), a `product`
   * column, the check that a written product is one of the store's, and the list's filter by the `productId` of
   * `query` (GetAll, the gateway and `GetAllById/{productId}`, storeProducts.ts).
   */
  perProduct?: Readonly<{ query: InputSchema<Record<string, unknown>> }>;
}>;

/** A field's value in the latest payload (see `SimpleField`). */
const initialOf = (field: SimpleField, payload: Payload): InitialValue => {
  if (field.kind === 'widget') return field.initial(payload);
  const localizedPart = /^(.+)_(EN|FR)$/.exec(field.name);
  if (localizedPart?.[1] !== undefined) {
    return localized(payload, localizedPart[1], localizedPart[2] === 'EN' ? 'en' : 'fr');
  }
  const value = payload['from' in field && field.from !== undefined ? field.from : field.name];
  if (field.kind === 'number') return numberOr(value, 0);
  const isText = field.kind === 'text' || field.kind === 'textarea' || field.kind === 'richtext';
  return stringOr(value, isText ? '' : null);
};

/** The product filter of a list request or the product of values: an id, or null for none. */
const productIdOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const simpleResource = <V extends Record<string, unknown>>(
  deps: AdminDeps,
  spec: SimpleSpec<V>,
): AdminResource => {
  const text = screenText(spec.labels);
  const button = staffButton(spec.descriptor.area, text);
  const { perProduct } = spec;
  const productsOf = async (storeCode: StoreCode): Promise<StoreProduct[]> =>
    perProduct === undefined ? [] : await storeProducts(deps, storeCode);

  const fieldOf = (language: Language, field: SimpleField, initial: InitialValue | undefined): Field => {
    const caption = text(language, field.name);
    const withInitial = initial === undefined ? {} : { initialValue: initial };
    const validation =
      field.kind !== 'image' && field.kind !== 'widget' && field.required !== undefined
        ? { validation: [{ name: 'required' as const, message: translate(language, field.required) }] }
        : {};
    switch (field.kind) {
      case 'text':
        return { name: field.name, component: 'input', type: 'text', caption, ...withInitial, ...validation };
      case 'number':
        return { name: field.name, component: 'input', type: 'number', caption, ...withInitial, ...validation };
      case 'textarea':
      case 'richtext':
        return {
          name: field.name,
          component: 'multilineinput',
          type: field.kind,
          caption,
          ...withInitial,
          ...validation,
        };
      case 'date':
        return { name: field.name, component: 'datetimepicker', type: 'date', caption, ...withInitial, ...validation };
      case 'image':
        return {
          name: field.name,
          component: 'upload',
          type: 'image',
          caption,
          limit: 1,
          canvas: field.canvas,
          ...withInitial,
        };
      case 'widget':
        return { name: field.name, component: 'widget', type: field.widget, caption, ...withInitial };
      case 'select': {
        const selected = initial ?? null;
        const options: FieldOption[] = [
          ...(field.none ? [option(0, text(language, 'none'), selected === null)] : []),
          ...field.choices.map((choice, index) => ({
            // The choice itself where it is a well-formed id (what the client sends back); else its place.
            id: isWellFormedId(choice) ? choice : index + 1,
            name: text(language, choice),
            value: choice,
            isSelected: choice === selected,
          })),
        ];
        return {
          name: field.name,
          component: 'singleselect',
          type: 'dropdown',
          caption,
          options,
          initialValue: selected,
          ...validation,
        };
      }
    }
  };

  return revisionResource<V>(deps, {
    descriptor: spec.descriptor,
    idKind: spec.idKind,
    values: spec.values,
    ...(spec.upload === undefined ? {} : { upload: spec.upload }),
    ...(perProduct === undefined
      ? {}
      : {
          search: {
            query: perProduct.query,
            conditions: (fields) => {
              const productId = productIdOf(fields.productId);
              return productId === null ? {} : { payload: { productId } };
            },
          },
          check: async (call, values) => {
            const productId = productIdOf(values.productId);
            if (productId !== null) assertStoreProduct(await productsOf(call.storeCode), productId);
          },
        }),
    sort: { [spec.sortField]: 1 },
    toPayload: spec.toPayload,

    list: async (call, request, docs, showMore) => {
      const { language } = call;
      const names = new Map((await productsOf(call.storeCode)).map((product) => [product.id, product.name[language]]));
      const productCell = (payload: Payload): Readonly<Record<string, CellValue>> => {
        if (perProduct === undefined) return {};
        const productId = productIdOf(payload.productId);
        return { product: productId === null ? text(language, 'everyProduct') : (names.get(productId) ?? productId) };
      };
      const rows: Row[] = docs.map((doc) => ({
        [spec.idField]: doc.entityId,
        ...productCell(payloadOf(doc)),
        ...spec.row(payloadOf(doc), language),
        status: revisionStatusLabel(language, doc.status),
        updatedAt: doc.updatedAt,
      }));
      const productId = perProduct === undefined ? null : productIdOf(request.filters.productId);
      return tableAnswer(request, {
        title: text(language, 'list'),
        columns: [
          { name: spec.idField, caption: 'Id', type: 'hidden' },
          ...(perProduct === undefined ? [] : [{ name: 'product', caption: text(language, 'product') }]),
          ...spec.columns.map((column) => ({ ...column, caption: text(language, column.name) })),
          { name: 'status', caption: text(language, 'status') },
          { name: 'updatedAt', caption: text(language, 'updatedAt'), type: 'datetime' },
        ],
        rows,
        showMore,
        data: filtersData({ productId }),
        buttons: [button(call, 'add', 'add', false)],
      });
    },

    actions: spec.actions,
    form: async (call, action, doc): Promise<FormDefinition> => {
      const { language } = call;
      const editing = action === 'create' || action === 'clone' || action === 'edit';
      const buttons = revisionFormButtons(button, call, action, {
        canClone: spec.actions.includes('clone'),
        canDelete: true,
      });
      const keepId = doc !== null && action !== 'clone';
      const product =
        perProduct === undefined
          ? []
          : [
              productField(
                language,
                await productsOf(call.storeCode),
                doc === null ? null : productIdOf(payloadOf(doc).productId),
                text(language, 'productId'),
                text(language, 'everyProduct'),
              ),
            ];
      return {
        mode: editing ? 'edit' : 'view',
        entityId: keepId ? doc.entityId : null,
        title: text(language, formTitleKeys[action]),
        sections: [
          {
            name: 'general',
            title: text(language, 'general'),
            width: 12,
            fields: [
              hiddenField(spec.idField, keepId ? doc.entityId : null),
              ...product,
              ...spec.fields.map((field) =>
                fieldOf(language, field, doc === null ? undefined : initialOf(field, payloadOf(doc))),
              ),
            ],
          },
        ],
        conditions: [],
        buttons,
      };
    },
  });
};
