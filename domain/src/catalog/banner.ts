/** What a banner is as a revision payload, how the back office's form writes it, and what its list reads. */
import { type BannerValues, bannerLocations } from '@parks/schemas/admin/content';
import type { BannerRecord } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import { invalid, number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { eachLanguage, emptyText, orElse, parserOf, readerOf } from './payloadShapes.ts';

/** A banner of any store but the trade one is the public store's, as the store has always read it. */
const bannerStore: Shape<StoreCode> = (value) =>
  typeof value !== 'string' ? invalid : value === 'b2b' ? 'b2b' : 'b2c';

const location = orElse(oneOf(bannerLocations), null);

/**
 * Its ids and image make a banner; the rest has defaults (a location not among the choices is none: the banner is
 * kept in the back office only). Declared in the order of the record, which the store's answers keep.
 */
export const bannerShape: Shape<BannerRecord> = object({
  bannerId: string,
  storeCode: bannerStore,
  imageUrl: string,
  location,
  linkUrl: orElse(string, null),
  alt: eachLanguage,
  displayOrder: orElse(number, 0),
});

/** A banner payload read back from its event, or null when it is not one (never throws). */
export const bannerEntryOf = parserOf(bannerShape);

/** What the back office's list shows of any payload, whole or not. */
export const bannerFieldsOf = readerOf(
  object({ imageUrl: orElse(string, null), location, alt: eachLanguage, displayOrder: orElse(number, 0) }),
  { imageUrl: null, location: null, alt: emptyText, displayOrder: 0 },
);

export const bannerPayloadOf = (
  values: BannerValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode }>,
): BannerRecord => ({
  bannerId: target.entityId,
  storeCode: target.storeCode,
  imageUrl: values.imageUrl ?? '',
  location: values.location ?? null,
  linkUrl: values.linkUrl ?? null,
  alt: { en: values.alt_EN, fr: values.alt_FR },
  displayOrder: values.order,
});
