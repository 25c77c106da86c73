/**
 * A place (back-office.md §2 parksCanada: a national park a single-location pass is sold for) is a category: a child
 * of the single-location category. Its payload is a category's (`categoryShape`); this is how the places' own form
 * maps to and from it.
 */
import type { PlaceValues } from '@parks/schemas/admin/categories';
import type { InitialValue } from '@parks/schemas/admin/definitions';
import type { StoreCode } from '@parks/schemas/store';
import { categoryIds } from '../seed/categories.ts';
import { type CategoryEntry, categoryRecordOf } from './category.ts';

/** Every place is a child of this category. */
export const placeParentId = categoryIds.singleLocation;

/** Whether a payload is a place's: a category under single-location (shown or not). */
export const isPlace = (payload: unknown): boolean => categoryRecordOf(payload)?.parentId === placeParentId;

export const placeFormValues = (
  record: CategoryEntry,
  placeId: string | null,
): Readonly<Record<string, InitialValue>> => ({
  placeId,
  name_EN: record.name.en,
  name_FR: record.name.fr,
  urlAlias_EN: record.urlAlias.en,
  urlAlias_FR: record.urlAlias.fr,
  shortDescription_EN: record.shortDescription.en,
  shortDescription_FR: record.shortDescription.fr,
  order: record.displayOrder,
});

/** The category payload of a place's form values over the previous revision's, whose other fields are kept. */
export const placePayloadOf = (
  values: PlaceValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode }>,
  previous: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => ({
  // A new place starts as a shown child of single-location; what this form does not show is kept.
  active: true,
  productsAreBoatingPermits: false,
  notices: [],
  imageUrl: null,
  ...previous,
  categoryId: target.entityId,
  storeCode: target.storeCode,
  parentId: placeParentId,
  name: { en: values.name_EN, fr: values.name_FR },
  urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
  shortDescription: { en: values.shortDescription_EN, fr: values.shortDescription_FR },
  displayOrder: values.order,
});
