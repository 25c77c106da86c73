import type { CartItemDto } from '@parks/schemas/cart';
import type { Language } from '@parks/schemas/language';
import { hidesProductName, nameSimilarity } from '../../lib/similarity.ts';

/** What a cart line shows as its name: the category, and the product unless it nearly repeats it (vessel lines). */
export const lineNames = (item: CartItemDto, lng: Language): Readonly<{ category: string; product: string | null }> => {
  const category = item.categoryName[lng];
  const product = item.productName[lng];
  const hide = hidesProductName(
    product,
    category,
    item.vessel !== null && item.vessel.vesselId !== '',
    nameSimilarity.summary,
  );
  return { category, product: hide ? null : product };
};

/** A line as one phrase (`Parks Canada Discovery Pass – Discovery Pass – Adult (18–64)`): tells two lines apart. */
export const lineLabel = (item: CartItemDto, lng: Language): string => {
  const names = lineNames(item, lng);
  return names.product ? `${names.category} – ${names.product}` : names.category;
};
