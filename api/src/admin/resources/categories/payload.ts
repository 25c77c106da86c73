/**
 * A category's payload from its form's values: the store's category record plus `active`, over the latest revision's
 * (the descriptions, images and panels the form does not edit are kept).
 */

import { isLocalized } from '@parks/domain/catalog/payloadShapes';
import type { CategoryValues } from '@parks/schemas/admin/categories';
import type { Localized, Notice } from '@parks/schemas/catalog';
import type { StoreCode } from '@parks/schemas/store';
import { previousOf } from '../../payloads.ts';

/** The images of both languages: a field absent keeps its image, null removes it; one alone serves both. */
const imageUrlOf = (values: CategoryValues, previous: unknown): Localized | null => {
  const before = isLocalized(previous) ? previous : null;
  const en = values.image_EN === undefined ? (before?.en ?? null) : values.image_EN || null;
  const fr = values.image_FR === undefined ? (before?.fr ?? null) : values.image_FR || null;
  return en === null && fr === null ? null : { en: en ?? fr ?? '', fr: fr ?? en ?? '' };
};

export const categoryPayload = (
  values: CategoryValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>,
): Record<string, unknown> => {
  const previous = previousOf(target.previous);
  const notices: Notice[] = (values.notices ?? []).map((notice) => ({
    location: notice.location,
    type: notice.type,
    text: { en: notice.text_EN, fr: notice.text_FR },
  }));
  return {
    ...previous,
    categoryId: target.entityId,
    storeCode: target.storeCode,
    parentId: values.parentId ?? null,
    name: { en: values.name_EN, fr: values.name_FR },
    urlAlias: { en: values.urlAlias_EN, fr: values.urlAlias_FR },
    displayOrder: values.order,
    active: values.active,
    productsAreBoatingPermits: values.productsAreBoatingPermits,
    // Absent from the values (a form without them): the current placement is kept.
    homePanel: values.homePanel === undefined ? (previous.homePanel ?? null) : values.homePanel,
    inMenu: values.inMenu === undefined ? (previous.inMenu ?? true) : values.inMenu,
    notices,
    imageUrl: imageUrlOf(values, previous.imageUrl),
  };
};
