import type { CartItemDto } from '@parks/schemas/cart';
import type { Language } from '@parks/schemas/language';
import { lineLabel as labelOf, nameSimilarity, lineNames as namesOf } from '../../lib/similarity.ts';

/** What a cart line shows as its name: the category, and the product unless it nearly repeats it (vessel lines). */
export const lineNames = (item: CartItemDto, lng: Language) => namesOf(item, lng, nameSimilarity.summary);

/** A cart line as one phrase: tells two lines apart (the removal question, the quantity's label). */
export const lineLabel = (item: CartItemDto, lng: Language): string => labelOf(item, lng, nameSimilarity.summary);
