/** A product's payload from its form's values, over the latest revision's (what the form does not show is kept). */
import {
  localizedOrNull,
  type ProductValues,
  productCategoriesOf,
  vesselTypeOptions,
} from '@parks/schemas/admin/products';
import type { Localized } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import { previousOf } from '../../payloads.ts';
import { noticesOfValues } from '../noticeWidget.ts';

/** A value per language where either is set, one language's standing for the other's when it is missing. */
const bothOrNull = (en: string | null, fr: string | null): Localized | null =>
  en === null && fr === null ? null : { en: en ?? fr ?? '', fr: fr ?? en ?? '' };

export const productPayload = (
  values: ProductValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>,
): Record<string, unknown> => {
  const images = { en: values.images_EN ?? [], fr: values.images_FR ?? [] };
  const first = (list: readonly string[]) => list[0] ?? null;
  const en = first(images.en);
  const fr = first(images.fr);
  const categoryIds = productCategoriesOf(values);
  const vesselTypes = vesselTypeOptions.filter((option) => (values.vesselTypes ?? []).includes(option.value));
  // The single sample a product kept before samples were per language goes: `samplePdfUrl` holds it now.
  const { samplePdf: _single, ...previous } = previousOf(target.previous);
  return {
    ...previous,
    productId: target.entityId,
    storeCode: target.storeCode,
    // The list, and its first as `categoryId` (the home category), which readers of one category still take.
    categoryId: categoryIds[0] ?? null,
    categoryIds,
    name: { en: values.name_EN, fr: values.name_FR },
    shortDescription: { en: values.shortDescription_EN, fr: values.shortDescription_FR },
    sku: values.sku,
    // A product sold for vessel types is a boating permit: one per vessel, priced by its length.
    isBoatingPermit: vesselTypes.length > 0,
    vesselTypes,
    validityPeriod: localizedOrNull(values.validityPeriod_EN, values.validityPeriod_FR),
    displayOrder: values.displayOrder,
    orderable: values.orderable,
    // The tagline is kept while it can be shown: the product cannot be ordered, or has an unavailability window.
    unavailableTagline:
      values.orderable && (values.unavailableStart ?? null) === null
        ? null
        : localizedOrNull(values.unavailableTagline_EN, values.unavailableTagline_FR),
    unavailableStart: values.unavailableStart ?? null,
    unavailableEnd: values.unavailableEnd ?? null,
    images,
    // The store shows one image per language: the first (one language's alone serves both).
    imageUrl: bothOrNull(en, fr),
    // The portal links the shopper's language's sample; one language's alone serves both, as the image does.
    samplePdfUrl: bothOrNull(values.samplePdf_EN ?? null, values.samplePdf_FR ?? null),
    notices: noticesOfValues(values.notices),
  };
};
