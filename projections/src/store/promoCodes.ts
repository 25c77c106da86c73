import { discountEntryOf } from '@parks/domain/catalog/discount';
import { isDiscountActive } from '@parks/domain/pricing/promo';
import type { Collection } from '@parks/infra/documents/port';
import { normalizePromoCode } from '@parks/schemas/cart';
import type { DiscountRecord } from '@parks/schemas/catalog';
import { findViews, type RevisionTracked, revisionTrackedModel, type StoreView, viewOf } from './revisionTracking.ts';

/**
 * Promo codes for the cart (PUT /api/cart/addDiscount) and the checkout: one document per Discount entity, id =
 * discountId, with its published and UAT record. `codeKey` is the code as the cart normalises it (trimmed, upper
 * case). Whether a code applies to a cart is the domain's rule (`assertPromoApplies`), not the query's.
 */
export type PromoCodeView = Readonly<{ record: DiscountRecord; codeKey: string }>;
export type PromoCodeDocument = RevisionTracked<PromoCodeView>;

export const storePromoCodes = revisionTrackedModel<PromoCodeView>({
  name: 'storePromoCodes',
  version: 1,
  entityTypes: ['Discount'],
  toView: (_entityType, payload) => {
    const record = discountEntryOf(payload);
    return record && { record, codeKey: normalizePromoCode(record.code) };
  },
  viewIndexes: { codeKey: ['codeKey'] },
});

/**
 * The record a typed code names, or null (ApplyPromoCode's `discount`). When several discounts share a code, the
 * one active at `now` wins (then the newest start), so an expired campaign does not hide a new one.
 */
export const promoCodeByCode = async (
  promoCodes: Collection<PromoCodeDocument>,
  code: string,
  options: Readonly<{ view: StoreView; now: string }>,
): Promise<DiscountRecord | null> => {
  const codeKey = normalizePromoCode(code);
  if (codeKey === '') return null;
  const views = await findViews(promoCodes, options.view, { codeKey }, { sort: { _id: 1 } });
  const records = views.map((found) => found.record);
  const rank = (record: DiscountRecord) => (isDiscountActive(record, options.now) ? 0 : 1);
  const sorted = records.sort((a, b) => rank(a) - rank(b) || (b.startsAt ?? '').localeCompare(a.startsAt ?? ''));
  return sorted[0] ?? null;
};

/** The record of a discount by id (a cart's applied promo, for `toCartDto` and the checkout), or null. */
export const promoCodeById = async (
  promoCodes: Collection<PromoCodeDocument>,
  discountId: string,
  view: StoreView,
): Promise<DiscountRecord | null> => viewOf(await promoCodes.findById(discountId), view)?.record ?? null;
