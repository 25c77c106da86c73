import type { PriceRecord } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';
import { domainError } from '../shared/errors.ts';

const at = (instant: string): number => Date.parse(instant);

/**
 * The sale price rule: the sale price applies when it is above zero, its start has passed (or there is none)
 * and its end has not (or there is none). The window is half-open: on sale from the start instant, no longer
 * at the end instant.
 */
export const isOnSale = (price: PriceRecord, now: string): boolean =>
  price.salePriceCents > 0 &&
  (price.saleStartsAt === null || at(price.saleStartsAt) <= at(now)) &&
  (price.saleEndsAt === null || at(now) < at(price.saleEndsAt));

export const currentPriceCents = (price: PriceRecord, now: string): Cents =>
  isOnSale(price, now) ? price.salePriceCents : price.regularPriceCents;

/** A product's first price: its lowest rank (ties keep the given order). */
export const firstPrice = (prices: readonly PriceRecord[]): PriceRecord | undefined =>
  prices.reduce<PriceRecord | undefined>(
    (first, price) => (first === undefined || price.rank < first.rank ? price : first),
    undefined,
  );

/** The price a shopper picked, or the product's first price when none was named. */
export const chosenPrice = (prices: readonly PriceRecord[], priceId: string | undefined): PriceRecord => {
  const price = priceId === undefined ? firstPrice(prices) : prices.find((candidate) => candidate.priceId === priceId);
  if (!price) throw domainError('cart.priceUnavailable', 422);
  return price;
};
