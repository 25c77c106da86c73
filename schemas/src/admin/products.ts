import { type InferType, object } from 'yup';
import type { Localized, VesselTypeOption } from '../catalog.ts';
import { flag, idField, list, text } from '../fields.ts';
import { revisionStatuses } from '../revisions.ts';
import { bothLanguages } from '../texts/bilingual.ts';
import { msg } from '../texts/messages/index.ts';
import { codeNames } from '../texts/screens/names.ts';
import { shippedDocumentPattern, storedFileUrl } from '../uploads.ts';
import { noticeValuesSchema } from './categories.ts';
import { instant } from './discounts.ts';
import { listQueryShape } from './requests.ts';
import { displayOrder, emptyIsNull, endsAfter, requiredName } from './valueFields.ts';

/**
 * The product form's values as the back office sends them (back-office.md §3, Products): names and short
 * descriptions in both languages, the SKU, the category (a treelist), the vessel types a boating permit is sold
 * for (a multiselect; an empty selection is sent as null, §5), the validity period, the images per language and
 * the sample PDF (urls of stored uploads: the routes put the uploaded files' urls here before this schema runs),
 * the notices, and whether it can be ordered (else its tagline is shown instead of Add to cart).
 */
export const productLimits = {
  name: 200,
  sku: 40,
  description: 4_000,
  validity: 500,
  tagline: 300,
  notices: 20,
  imagesPerLanguage: 5,
  displayOrder: 100_000,
  importRows: 1_000,
  categories: 50,
} as const;

export const skuPattern = /^[A-Z0-9][A-Z0-9_-]*$/;

/** The vessel types a boating permit can be sold for: the store's names of each (store-and-portal.md §3). */
export const vesselTypeOptions: readonly VesselTypeOption[] = [
  { value: 'power', name: bothLanguages(codeNames, 'vesselType.power') },
  { value: 'sail', name: bothLanguages(codeNames, 'vesselType.sail') },
  { value: 'houseboat', name: bothLanguages(codeNames, 'vesselType.houseboat') },
  { value: 'pwc', name: bothLanguages(codeNames, 'vesselType.pwc') },
];
const vesselTypeValues = vesselTypeOptions.map((option) => option.value);

/** An empty list (or an empty selection) is null (§5). */
const emptyListIsNull = (value: unknown): unknown => (Array.isArray(value) && value.length === 0 ? null : value);

const fileUrl = storedFileUrl;
const images = () =>
  list(fileUrl().required(msg('admin.file.invalid')), productLimits.imagesPerLanguage, msg('upload.images.tooMany'))
    .transform(emptyListIsNull)
    .nullable()
    .default(null);
const name = () => requiredName(productLimits.name);
const tagline = () =>
  text(productLimits.tagline)
    .default('')
    .test(
      'needed',
      msg('admin.product.tagline.required'),
      (value, context) => context.parent.orderable !== false || (value ?? '') !== '',
    );

/** The fields a product has whether it is typed in the form or read from an import file. */
export const productFieldsShape = {
  name_EN: name(),
  name_FR: name(),
  shortDescription_EN: text(productLimits.description).default(''),
  shortDescription_FR: text(productLimits.description).default(''),
  sku: text(productLimits.sku, { case: 'upper' })
    .required(msg('admin.product.sku.required'))
    .matches(skuPattern, { message: msg('admin.product.sku.invalid'), excludeEmptyString: true })
    .max(productLimits.sku, msg('admin.product.sku.invalid')),
  // The categories it is shown in (§3: a list, a multiselect of the store's tree); a form or an import file of
  // before the list sends its one `categoryId`, which is then the list (`productCategoriesOf`).
  categoryId: idField(msg('admin.product.category.unknown'))
    // None (empty, null or absent) is undefined, which the id rule passes: only the rule below speaks of it.
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional()
    .test(
      'needed',
      msg('admin.product.category.required'),
      (value, context) => value != null || (context.parent.categoryIds?.length ?? 0) > 0,
    ),
  categoryIds: list(
    idField(msg('admin.product.category.unknown')).required(msg('admin.product.category.unknown')),
    productLimits.categories,
  )
    .transform(emptyListIsNull)
    .nullable()
    .default(null),
  vesselTypes: list(text(40).oneOf(vesselTypeValues, msg('validation.invalid')).required(), vesselTypeValues.length)
    .transform(emptyListIsNull)
    .nullable()
    .default(null),
  validityPeriod_EN: text(productLimits.validity).default(''),
  validityPeriod_FR: text(productLimits.validity).default(''),
  displayOrder: displayOrder(productLimits.displayOrder),
  orderable: flag().default(true),
  unavailableTagline_EN: tagline(),
  unavailableTagline_FR: tagline(),
  // The unavailability window (§5, Availability): from the start (inclusive) until the end, if any.
  unavailableStart: instant(),
  unavailableEnd: instant().test('after', msg('admin.product.window.invalid'), endsAfter('unavailableStart')),
};

export const productValuesSchema = object({
  ...productFieldsShape,
  images_EN: images(),
  images_FR: images(),
  // A printed product's sample in each language (the portal links the shopper's; one language's alone serves both).
  samplePdf_EN: fileUrl(shippedDocumentPattern).transform(emptyIsNull).nullable().default(null),
  samplePdf_FR: fileUrl(shippedDocumentPattern).transform(emptyIsNull).nullable().default(null),
  notices: list(noticeValuesSchema, productLimits.notices).transform(emptyListIsNull).nullable().default(null),
});
export type ProductValues = InferType<typeof productValuesSchema>;

/** One row of an import file: the form's fields without uploads and notices, which the file cannot carry. */
export const productImportRowSchema = object(productFieldsShape);

/** The columns an import file may have: the row schema's fields. */
export const productImportColumns: readonly string[] = Object.keys(productFieldsShape);
export type ProductImportRow = InferType<typeof productImportRowSchema>;

/** `POST /api/Products/Import`: the chosen file, as its name and its text (the form reads the file as text). */
export const productImportSchema = object({
  fileName: text(255).default(''),
  content: text(2_000_000, { trim: false, plain: false }).required(msg('admin.product.import.file.required')),
});
export type ProductImportInput = InferType<typeof productImportSchema>;

/** The categories of a product's values: the list, else the one `categoryId` of older forms; each once. */
export const productCategoriesOf = (
  values: Readonly<{ categoryId?: string | null; categoryIds?: readonly string[] | null }>,
): string[] => {
  const list = values.categoryIds && values.categoryIds.length > 0 ? values.categoryIds : [values.categoryId ?? ''];
  return [...new Set(list)].filter((id) => id !== '');
};

/** A localized text of two form fields, or null when both are empty. */
export const localizedOrNull = (en: string | undefined, fr: string | undefined): Localized | null =>
  (en ?? '') === '' && (fr ?? '') === '' ? null : { en: en ?? '', fr: fr ?? '' };

const revisionStatusField = () => text(20).oneOf([...revisionStatuses, undefined], msg('validation.invalid'));

/** The product list's query: the common list fields, and the advanced search's status and category. */
export const productListQuerySchema = object({
  ...listQueryShape,
  status: revisionStatusField(),
  categoryId: idField(),
});

/**
 * `GET /api/Products/GetAllById/{categoryId}` and `…/GetAllForWidget/{id}` (§7): the common list fields, and
 * `type`, the revision status the list keeps (every status when absent).
 */
export const productsOfQuerySchema = object({
  ...listQueryShape,
  type: revisionStatusField(),
});
