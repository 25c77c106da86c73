import { assertPromoApplies } from '../../pricing/promo.ts';
import { pricingNow } from '../../shared/decider.ts';
import { domainError } from '../../shared/errors.ts';
import type { ApplyPromoCode, RemovePromoCode } from '../commands.ts';
import type { CartEvent } from '../events.ts';
import { type CartState, lineTotalCents } from '../state.ts';
import { assertEditable } from './guards.ts';

/**
 * One promo code per cart: applying another replaces it. The code must exist, be active now and apply to
 * something in the cart ("not valid, verify and retry" otherwise); an empty cart takes no code.
 */
export const applyPromoCode = (command: ApplyPromoCode, state: CartState): CartEvent[] => {
  assertEditable(state);
  if (state.lines.length === 0) throw domainError('cart.empty', 422);
  const { cartId, code, discount } = command.data;
  const lines = state.lines.map((line) => ({ productId: line.productId, totalCents: lineTotalCents(line) }));
  const applied = assertPromoApplies(code, discount, lines, pricingNow(command.metadata));
  if (state.promo?.discountId === applied.discountId) return [];
  const data = { cartId, code: applied.code, discountId: applied.discountId, appliedAt: command.metadata.now };
  return [{ type: 'PromoCodeApplied', data }];
};

export const removePromoCode = (command: RemovePromoCode, state: CartState): CartEvent[] => {
  assertEditable(state);
  if (!state.promo) return [];
  return [
    {
      type: 'PromoCodeRemoved',
      data: { cartId: command.data.cartId, code: state.promo.code, removedAt: command.metadata.now },
    },
  ];
};
