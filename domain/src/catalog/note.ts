/** What a note (a text staff keep for a store) is as a revision payload, and how the back office's form writes it. */
import type { NoteValues } from '@parks/schemas/admin/content';
import type { Localized } from '@parks/schemas/catalog';
import { type StoreCode, storeCodes } from '@parks/schemas/store';
import { object, oneOf, type Shape, string } from '../shared/shape.ts';
import { localized, orElse, readerOf } from './payloadShapes.ts';

export type NoteRecord = Readonly<{ noteId: string; storeCode: StoreCode; title: string; text: Localized }>;

/** A note as the form writes it. */
export const noteShape: Shape<NoteRecord> = object({
  noteId: string,
  storeCode: oneOf(storeCodes),
  title: string,
  text: localized,
});

/** What the back office's list shows of any payload: its title, or none. */
export const noteFieldsOf = readerOf(object({ title: orElse(string, '') }), { title: '' });

export const notePayloadOf = (
  values: NoteValues,
  target: Readonly<{ entityId: string; storeCode: StoreCode }>,
): NoteRecord => ({
  noteId: target.entityId,
  storeCode: target.storeCode,
  title: values.title,
  text: { en: values.text_EN, fr: values.text_FR },
});
