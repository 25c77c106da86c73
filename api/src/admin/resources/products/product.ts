/**
 * A product as its latest revision holds it: the store's record (`StoreProductRecord`) plus what the form alone keeps
 * (every image of each language, the sample PDF, the notices, whether it can be ordered); and its form's values.
 */

import { isLocalized } from '@parks/domain/catalog/payloadShapes';
import { productEntryOf } from '@parks/domain/catalog/product';
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import type { ProductValues } from '@parks/schemas/admin/products';
import type { Localized, Notice } from '@parks/schemas/catalog';
import { isRecord, stringsOf } from '../../payloads.ts';
import { noticeValuesOf } from '../noticeWidget.ts';

/** What the form edits of a product: the store's record and the fields only the back office keeps. */
export type Product = Readonly<{
  entityId: string;
  categoryId: string;
  categoryIds: readonly string[];
  name: Localized;
  shortDescription: Localized;
  sku: string;
  vesselTypes: readonly string[];
  validityPeriod: Localized | null;
  displayOrder: number;
  orderable: boolean;
  unavailableTagline: Localized | null;
  unavailableStart: string | null;
  unavailableEnd: string | null;
  images: Readonly<{ en: readonly string[]; fr: readonly string[] }>;
  /** Its sample PDF per language (`samplePdfUrl`, which the portal links). */
  samplePdf: Localized | null;
  notices: readonly Notice[];
  imageUrl: Localized | null;
}>;

export const productOf = (doc: AdminListDocument): Product | null => {
  const record = productEntryOf(doc.latest.payload);
  const payload = doc.latest.payload;
  if (record === null || !isRecord(payload)) return null;
  const images = isRecord(payload.images) ? payload.images : {};
  const imageUrl = record.imageUrl;
  return {
    entityId: doc.entityId,
    categoryId: record.categoryId,
    categoryIds: record.categoryIds,
    name: record.name,
    shortDescription: record.shortDescription,
    sku: record.sku ?? '',
    vesselTypes: record.vesselTypes.map((type) => type.value),
    validityPeriod: record.validityPeriod,
    displayOrder: record.displayOrder,
    orderable: record.orderable,
    unavailableTagline: record.unavailableTagline,
    unavailableStart: record.unavailableStart,
    unavailableEnd: record.unavailableEnd,
    // A seeded product has only its one image per language (`imageUrl`).
    images: {
      en: Array.isArray(images.en) ? stringsOf(images.en) : imageUrl?.en ? [imageUrl.en] : [],
      fr: Array.isArray(images.fr) ? stringsOf(images.fr) : imageUrl?.fr ? [imageUrl.fr] : [],
    },
    // Before samples were per language a product kept one (`samplePdf`), for both.
    samplePdf: isLocalized(payload.samplePdfUrl)
      ? payload.samplePdfUrl
      : typeof payload.samplePdf === 'string'
        ? { en: payload.samplePdf, fr: payload.samplePdf }
        : null,
    notices: Array.isArray(payload.notices) ? (payload.notices as Notice[]) : [],
    imageUrl,
  };
};

/** A product's form values, as its latest revision holds them (what the data migration compares and keeps). */
export const productValuesOf = (doc: AdminListDocument): ProductValues | null => {
  const product = productOf(doc);
  if (product === null) return null;
  const orNull = <T>(list: readonly T[]): T[] | null => (list.length === 0 ? null : [...list]);
  return {
    name_EN: product.name.en,
    name_FR: product.name.fr,
    shortDescription_EN: product.shortDescription.en,
    shortDescription_FR: product.shortDescription.fr,
    sku: product.sku,
    categoryId: product.categoryId,
    categoryIds: orNull(product.categoryIds),
    vesselTypes: orNull(product.vesselTypes),
    validityPeriod_EN: product.validityPeriod?.en ?? '',
    validityPeriod_FR: product.validityPeriod?.fr ?? '',
    displayOrder: product.displayOrder,
    orderable: product.orderable,
    unavailableTagline_EN: product.unavailableTagline?.en ?? '',
    unavailableTagline_FR: product.unavailableTagline?.fr ?? '',
    unavailableStart: product.unavailableStart,
    unavailableEnd: product.unavailableEnd,
    images_EN: orNull(product.images.en),
    images_FR: orNull(product.images.fr),
    samplePdf_EN: product.samplePdf?.en || null,
    samplePdf_FR: product.samplePdf?.fr || null,
    notices: orNull(noticeValuesOf(product.notices)),
  };
};
