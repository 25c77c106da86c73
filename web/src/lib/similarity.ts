import type { Localized } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';

/**
 * How alike two names are, from 0 to 1 (Dice coefficient over letter pairs, case and accents ignored). The cart,
 * the checkout summary and the receipt hide a product name that nearly repeats its category name.
 */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '');

const pairs = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (let index = 0; index < text.length - 1; index += 1) {
    const pair = text.slice(index, index + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
};

export const similarity = (a: string, b: string): number => {
  const left = fold(a);
  const right = fold(b);
  if (left === right) return 1;
  if (left.length < 2 || right.length < 2) return 0;
  const leftPairs = pairs(left);
  let shared = 0;
  for (const [pair, count] of pairs(right)) {
    const available = leftPairs.get(pair) ?? 0;
    shared += Math.min(count, available);
  }
  return (2 * shared) / (left.length - 1 + (right.length - 1));
};

/** Thresholds of section 9: cart and checkout summary 0.7, confirmation and modals 0.9. */
export const nameSimilarity = { summary: 0.7, confirmation: 0.9 } as const;

/** What a cart or order line is named by: its category and its product, in both languages, and its vessel. */
type NamedLine = Readonly<{
  categoryName: Localized;
  productName: Localized;
  vessel: Readonly<{ vesselId: string }> | null;
}>;

/**
 * What a line shows as its name: the category, and the product unless it nearly matches the category name
 * (`threshold`, one of nameSimilarity) on a line with a vessel id.
 */
export const lineNames = (
  line: NamedLine,
  lng: Language,
  threshold: number,
): Readonly<{ category: string; product: string | null }> => {
  const category = line.categoryName[lng];
  const product = line.productName[lng];
  const hasVesselId = line.vessel !== null && line.vessel.vesselId !== '';
  return { category, product: hasVesselId && similarity(product, category) >= threshold ? null : product };
};

/** A line as one phrase (`Parks Canada Discovery Pass – Discovery Pass – Adult (18–64)`): tells two lines apart. */
export const lineLabel = (line: NamedLine, lng: Language, threshold: number): string => {
  const names = lineNames(line, lng, threshold);
  return names.product ? `${names.category} – ${names.product}` : names.category;
};
