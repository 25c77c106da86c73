import { quantityLimits } from '@parks/schemas/cart';
import { domainError } from '../../shared/errors.ts';
import type { CartLine } from '../events.ts';
import type { CartState } from '../state.ts';

/** Items and promo codes change only while the cart is open (or new, for the first add). */
export const assertEditable = (state: CartState): void => {
  if (state.phase === 'checkingOut' || state.phase === 'paid') throw domainError('checkout.inProgress', 409);
  if (state.phase === 'checkedOut') throw domainError('cart.checkedOut', 409);
};

/** Quantity 1–5000 (the caller handles 0 as remove where it means that). */
export const assertQuantity = (quantity: number): void => {
  if (!Number.isInteger(quantity)) throw domainError('cart.quantity.invalid', 422);
  if (quantity < quantityLimits.min) throw domainError('cart.quantity.min', 422);
  if (quantity > quantityLimits.max) throw domainError('cart.quantity.max', 422);
};

export const findLine = (state: CartState, lineId: string): CartLine => {
  const line = state.lines.find((candidate) => candidate.lineId === lineId);
  if (!line) throw domainError('cart.itemNotFound', 404);
  return line;
};
