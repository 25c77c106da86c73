import { normalizePromoCode } from '@parks/schemas/cart';
import type { DiscountRecord } from '@parks/schemas/catalog';
import { applyRate, type Cents, sumCents } from '@parks/schemas/money';
import { domainError } from '../shared/errors.ts';

/** What a discount needs to know of a cart line. */
export type DiscountableLine = Readonly<{ productId: string; totalCents: Cents }>;

const at = (instant: string): number => Date.parse(instant);

/** Usable from its start (or always) until its end (exclusive, or never). */
export const isDiscountActive = (discount: DiscountRecord, now: string): boolean =>
  (discount.startsAt === null || at(discount.startsAt) <= at(now)) &&
  (discount.endsAt === null || at(now) < at(discount.endsAt));

/** The subtotal of the lines the discount covers (every line when it names no products). */
export const eligibleSubtotalCents = (discount: DiscountRecord, lines: readonly DiscountableLine[]): Cents =>
  sumCents(
    lines
      .filter((line) => discount.productIds === null || discount.productIds.includes(line.productId))
      .map((line) => line.totalCents),
  );

/**
 * The amount a discount takes off, or null when it does not apply now (inactive, nothing eligible, or the
 * eligible subtotal under its minimum). A percentage is rounded half up to the cent; neither kind takes off
 * more than the eligible subtotal.
 */
export const discountAmountCents = (
  discount: DiscountRecord,
  lines: readonly DiscountableLine[],
  now: string,
): Cents | null => {
  const eligible = eligibleSubtotalCents(discount, lines);
  if (!isDiscountActive(discount, now) || eligible <= 0 || eligible < discount.minimumSubtotalCents) return null;
  const amount = discount.kind === 'percentage' ? applyRate(eligible, discount.rate) : discount.amountCents;
  return Math.min(Math.max(amount, 0), eligible);
};

/**
 * The promo code rules: an empty code is "No promotional code entered"; an unknown code, or one that does
 * not apply to this cart now, is "not valid, verify and retry". `discount` is the published record the
 * caller found for the code (null when none).
 */
export const assertPromoApplies = (
  code: string,
  discount: DiscountRecord | null,
  lines: readonly DiscountableLine[],
  now: string,
): DiscountRecord => {
  const normalized = normalizePromoCode(code);
  if (normalized === '') throw domainError('promo.required', 422);
  if (!discount || normalizePromoCode(discount.code) !== normalized) throw domainError('promo.invalid', 422);
  if (discountAmountCents(discount, lines, now) === null) throw domainError('promo.invalid', 422);
  return discount;
};
