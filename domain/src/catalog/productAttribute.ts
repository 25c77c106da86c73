/**
 * What a product attribute is as a revision payload (a named list of values describing one product of its store,
 * or every product when it names none), and how the back office's form writes it.
 */
import type { ProductAttributeValues } from '@parks/schemas/admin/content';
import type { Localized } from '@parks/schemas/catalog';
import { type StoreCode, storeCodes } from '@parks/schemas/store';
import { array, nullable, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { eachLanguage, emptyText, itemsOf, localized, readerOf } from './payloadShapes.ts';

export type ProductAttributeRecord = Readonly<{
  productAttributeId: string;
  storeCode: StoreCode;
  productId: string | null;
  name: Localized;
  values: readonly string[];
}>;

/** An attribute as the form writes it. */
export const productAttributeShape: Shape<ProductAttributeRecord> = object({
  productAttributeId: string,
  storeCode: oneOf(storeCodes),
  productId: nullable(string),
  name: localized,
  values: array(string),
});

/** What the back office's list and form show of any payload: its name, and the values that are texts. */
export const productAttributeFieldsOf = readerOf(object({ name: eachLanguage, values: itemsOf(string) }), {
  name: emptyText,
  values: [],
});

export const productAttributePayloadOf = (
  values: ProductAttributeValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode }>,
): ProductAttributeRecord => ({
  productAttributeId: target.entityId,
  storeCode: target.storeCode,
  productId: values.productId ?? null,
  name: { en: values.name_EN, fr: values.name_FR },
  values: values.values,
});
