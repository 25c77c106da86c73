import { vesselLengthLimits } from '@parks/schemas/cart';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';
import { domainError } from '../shared/errors.ts';
import { currentPriceCents, firstPrice } from './prices.ts';

/**
 * The length a permit is charged for: boats of 12 feet or under use the 12 foot permit; over 84 feet cannot
 * be ordered online. Lengths are whole feet, as the vessel-length select offers them.
 */
export const chargedLengthFeet = (lengthFeet: number): number => {
  if (!Number.isInteger(lengthFeet) || lengthFeet < 1) throw domainError('boating.vesselLength.invalid', 422);
  if (lengthFeet > vesselLengthLimits.max) throw domainError('boating.vesselLength.tooLong', 422);
  return Math.max(vesselLengthLimits.minimumCharged, lengthFeet);
};

/** Boating price = the product's first price (sale rule applied) × the charged length in feet. */
export const boatingPriceCents = (prices: readonly PriceRecord[], lengthFeet: number, now: string): Cents => {
  const charged = chargedLengthFeet(lengthFeet);
  const first = firstPrice(prices);
  if (!first) throw domainError('cart.priceUnavailable', 422);
  return currentPriceCents(first, now) * charged;
};
