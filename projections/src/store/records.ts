import type { DiscountRecord, ShippingRateRecord, TaxRecord } from '@parks/schemas/catalog';
import { hasStrings } from './revisionTracking.ts';

/**
 * The payloads of the catalogue entities not yet parsed by their own module in `@parks/domain/catalog`: checked
 * just enough to be safe to read. A payload that is not even the schema record gives null: that entity then shows
 * nothing, and nothing throws.
 */
export const discountEntryOf = (payload: unknown): DiscountRecord | null => {
  if (!hasStrings(payload, 'discountId', 'code', 'kind')) return null;
  const record = payload as DiscountRecord;
  if (record.kind === 'percentage' && !Number.isSafeInteger(record.rate)) return null;
  if (record.kind === 'fixedAmount' && !Number.isSafeInteger(record.amountCents)) return null;
  return record.kind === 'percentage' || record.kind === 'fixedAmount' ? record : null;
};

export const taxEntryOf = (payload: unknown): TaxRecord | null =>
  hasStrings(payload, 'provinceStateId', 'code', 'country') ? (payload as TaxRecord) : null;

export const shippingEntryOf = (payload: unknown): ShippingRateRecord | null =>
  hasStrings(payload, 'shippingId', 'method', 'region') ? (payload as ShippingRateRecord) : null;
