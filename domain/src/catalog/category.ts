/**
 * What a category is as a revision payload: the schema's record plus the store's presentation fields, which
 * payloads drafted before those fields existed lack (they read as their defaults).
 */
import { type Notice, noticeLocations, noticeTypes } from '@parks/schemas/catalog';
import { storeCodes } from '@parks/schemas/store';
import { type FooterLink, homePanels, type SeedCategoryRecord } from '../seed/records.ts';
import { boolean, number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { emptyText, itemsOf, localized, orElse, parserOf } from './payloadShapes.ts';

/** A category as readers see it: every presentation field filled in. */
export type CategoryEntry = SeedCategoryRecord;

export const noticeShape: Shape<Notice> = object({
  location: oneOf(noticeLocations),
  type: oneOf(noticeTypes),
  text: localized,
});

const footerLinkShape: Shape<FooterLink> = object({ title: localized, url: localized });

const optionalText = orElse(localized, null);

export const categoryShape: Shape<CategoryEntry> = object({
  categoryId: string,
  parentId: orElse(string, null),
  storeCode: oneOf(storeCodes),
  urlAlias: localized,
  name: localized,
  productsAreBoatingPermits: orElse(boolean, false),
  displayOrder: orElse(number, 0),
  homePanel: orElse(oneOf(homePanels), null),
  // Payloads drafted before the field: a top-level category was in the menu.
  inMenu: orElse(boolean, true),
  imageUrl: optionalText,
  shortDescription: orElse(localized, emptyText),
  description: orElse(localized, emptyText),
  listTitle: optionalText,
  listDescription: optionalText,
  admissionMessage: optionalText,
  postListMessage: optionalText,
  notices: itemsOf(noticeShape),
  footerLinks: itemsOf(footerLinkShape),
  shippingNote: optionalText,
  termsOfUse: optionalText,
  pageFooterMessage: optionalText,
  homeDescription: optionalText,
  saleHomeDescription: optionalText,
  salePriceDescription: optionalText,
  subCatSaleOverlayText: optionalText,
  overlayText: optionalText,
  buttonText: optionalText,
});

/** The category record of a payload, shown or not (the back office reads hidden ones too). */
export const categoryRecordOf = parserOf(categoryShape);

/**
 * A category the back office unticked `active` for (`active: false` in its payload) is in no store view, whatever
 * its revision's status; a payload without the field is active (the seed's).
 */
export const isHiddenCategory = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && Reflect.get(payload, 'active') === false;

export const categoryEntryOf = (payload: unknown): CategoryEntry | null =>
  isHiddenCategory(payload) ? null : categoryRecordOf(payload);
