import type { ShippingMethod, ShippingRateRecord, ShippingRegion } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';
import { isExpressOnly } from '@parks/schemas/store';
import { domainError } from '../shared/errors.ts';

export const shippingRegion = (country: string): ShippingRegion =>
  country === 'CA' ? 'CA' : country === 'US' ? 'US' : 'INTL';

export type ShippingQuote = Readonly<{
  method: ShippingMethod;
  feeCents: Cents;
  transitDays: number;
  /** Calendar date (YYYY-MM-DD, UTC) the parcel should arrive. */
  estimatedArrivalDate: string;
}>;

const addDays = (now: string, days: number): string => {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Shipping of an order: Standard is free and refused to China and Taiwan; Express costs the fee of the
 * destination's region (Canada, US, international). A method without a rate for the region is unavailable.
 */
export const quoteShipping = (
  method: ShippingMethod,
  country: string,
  rates: readonly ShippingRateRecord[],
  now: string,
): ShippingQuote => {
  if (method === 'standard' && isExpressOnly(country)) {
    throw domainError('checkout.shippingMethod.standardUnavailable', 422);
  }
  const region = shippingRegion(country);
  const rate = rates.find((candidate) => candidate.method === method && candidate.region === region);
  if (!rate) throw domainError('checkout.shippingUnavailable', 422);
  const feeCents = method === 'standard' ? 0 : rate.feeCents;
  return { method, feeCents, transitDays: rate.transitDays, estimatedArrivalDate: addDays(now, rate.transitDays) };
};
