/** What a content block (page, block or modal) is as a revision payload: the schema's record plus presentation. */
import { contentLocations } from '@parks/schemas/admin/content';
import { storeCodes } from '@parks/schemas/store';
import type { SeedContentRecord } from '../seed/records.ts';
import { number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { eachLanguage, emptyText, localized, orElse, parserOf, readerOf } from './payloadShapes.ts';

export type ContentEntry = SeedContentRecord;

const optionalText = orElse(localized, null);
const location = orElse(oneOf(contentLocations), null);

export const contentShape: Shape<ContentEntry> = object({
  contentId: string,
  name: string,
  storeCode: oneOf(storeCodes),
  location,
  title: orElse(localized, emptyText),
  html: orElse(localized, emptyText),
  imageUrl: orElse(string, null),
  linkUrl: orElse(string, null),
  linkTitle: optionalText,
  urlAlias: optionalText,
  displayOrder: orElse(number, 0),
  imageCaption: optionalText,
});

export const contentEntryOf = parserOf(contentShape);

/** What the back office's list shows of any payload, whole or not (a location not among the choices is none). */
export const contentFieldsOf = readerOf(
  object({ name: orElse(string, ''), location, title: eachLanguage, displayOrder: orElse(number, 0) }),
  { name: '', location: null, title: emptyText, displayOrder: 0 },
);
