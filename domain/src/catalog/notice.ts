/**
 * What a notice entity (a store-wide notice with its dates, not one of a category's or product's own) is as a
 * revision payload, and how the back office's form writes it.
 */
import type { NoticeEntityValues } from '@parks/schemas/admin/content';
import { type Notice, noticeLocations, noticeTypes } from '@parks/schemas/catalog';
import { type StoreCode, storeCodes } from '@parks/schemas/store';
import { nullable, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { eachLanguage, emptyText, itemsOf, localized, orElse, readerOf } from './payloadShapes.ts';

export type NoticeRecord = Notice &
  Readonly<{ noticeId: string; storeCode: StoreCode; startDate: string | null; endDate: string | null }>;

/** A notice as the form writes it. */
export const noticeRecordShape: Shape<NoticeRecord> = object({
  noticeId: string,
  storeCode: oneOf(storeCodes),
  location: oneOf(noticeLocations),
  type: oneOf(noticeTypes),
  text: localized,
  startDate: nullable(string),
  endDate: nullable(string),
});

/** What the back office's list shows of any payload: each field as written, or empty. */
export const noticeFieldsOf = readerOf(
  object({
    text: eachLanguage,
    location: orElse(string, ''),
    startDate: orElse(string, null),
    endDate: orElse(string, null),
  }),
  { text: emptyText, location: '', startDate: null, endDate: null },
);

export const noticePayloadOf = (
  values: NoticeEntityValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode }>,
): NoticeRecord => ({
  noticeId: target.entityId,
  storeCode: target.storeCode,
  location: values.location,
  type: values.type,
  text: { en: values.text_EN, fr: values.text_FR },
  startDate: values.startDate ?? null,
  endDate: values.endDate ?? null,
});

/**
 * The notices a category's or product's own payload holds (edited in its form's notice widget), as the back office
 * lists them: each item that is a record, its fields as written or empty.
 */
export const listedNoticesOf = readerOf(
  object({ notices: itemsOf(object({ text: eachLanguage, location: orElse(string, ''), type: orElse(string, '') })) }),
  { notices: [] },
);
