import { vesselLengthLimits } from '@parks/schemas/cart';
import { multiplyCents } from '@parks/schemas/money';
import type { ProductDto } from '@parks/schemas/store/dtos';

/**
 * What the boating form shows; the API prices the cart line with the same rule (schemas' vesselLengthLimits):
 * first price × vessel length in feet, 12 feet or under charged as 12, over 84 feet not sold online.
 */
export const firstPriceOf = (product: ProductDto): Readonly<{ priceId: string; cents: number }> | null => {
  const first = product.prices[0];
  if (first) return { priceId: first.priceId, cents: first.currentPriceCents };
  return null;
};

export const permitPriceCents = (perFootCents: number, lengthFeet: number): number | null =>
  Number.isInteger(lengthFeet) && lengthFeet > 0 && lengthFeet <= vesselLengthLimits.max
    ? multiplyCents(perFootCents, Math.max(lengthFeet, vesselLengthLimits.minimumCharged))
    : null;

/** The lengths of the select: the product's, else 12 to 84. */
export const lengthOptions = (product: ProductDto | undefined): readonly number[] =>
  product && product.vesselLengthsFeet.length > 0
    ? product.vesselLengthsFeet
    : Array.from(
        { length: vesselLengthLimits.max - vesselLengthLimits.minimumCharged + 1 },
        (_, index) => vesselLengthLimits.minimumCharged + index,
      );
