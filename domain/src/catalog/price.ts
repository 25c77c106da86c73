/** What a price is as a revision payload; its cents must be whole, the rest has defaults. */
import type { PriceRecord } from '@parks/schemas/catalog';
import { integer, number, object, type Shape, string } from '../shared/shape.ts';
import { orElse, parserOf } from './payloadShapes.ts';

export const priceShape: Shape<PriceRecord> = object({
  priceId: string,
  productId: string,
  rank: orElse(number, 0),
  regularPriceCents: integer,
  salePriceCents: integer,
  saleStartsAt: orElse(string, null),
  saleEndsAt: orElse(string, null),
});

export const priceEntryOf = parserOf(priceShape);
