/** What a content block (page, block or modal) is as a revision payload: the schema's record plus presentation. */
import { storeCodes } from '@parks/schemas/store';
import type { SeedContentRecord } from '../seed/records.ts';
import { number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { emptyText, localized, orElse, parserOf } from './payloadShapes.ts';

export type ContentEntry = SeedContentRecord;

const optionalText = orElse(localized, null);

export const contentShape: Shape<ContentEntry> = object({
  contentId: string,
  name: string,
  storeCode: oneOf(storeCodes),
  location: orElse(oneOf(['PanelTop', 'PanelRight']), null),
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
