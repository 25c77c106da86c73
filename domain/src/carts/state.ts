import { sumCents } from '@parks/schemas/money';
import type { PaymentSummary } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderDraft } from '../orders/draft.ts';
import type { DeclineReason } from '../payments/port.ts';
import type { AttemptKey } from '../shared/attemptKey.ts';
import type { CartEvent, CartLine } from './events.ts';

/**
 * new: no event yet. open: items can change. checkingOut: frozen, waiting for the payment outcome.
 * paid: authorized, waiting for the order to be placed. checkedOut: the order exists; the cart is closed.
 */
export type CartPhase = 'new' | 'open' | 'checkingOut' | 'paid' | 'checkedOut';

export type CheckoutAttempt = AttemptKey & Readonly<{ order: OrderDraft; payment: PaymentSummary | null }>;

export type DeclinedAttempt = AttemptKey & Readonly<{ reason: DeclineReason }>;

export type CartState = Readonly<{
  phase: CartPhase;
  cartId: string | null;
  ownerId: string | null;
  storeCode: StoreCode;
  lines: readonly CartLine[];
  /** Every line id an add carried, merged or not, so a retried add is recognised. */
  knownLineIds: readonly string[];
  promo: Readonly<{ code: string; discountId: string }> | null;
  checkout: CheckoutAttempt | null;
  declined: readonly DeclinedAttempt[];
}>;

export const initialState = (): CartState => ({
  phase: 'new',
  cartId: null,
  ownerId: null,
  storeCode: 'b2c',
  lines: [],
  knownLineIds: [],
  promo: null,
  checkout: null,
  declined: [],
});

export const lineTotalCents = (line: CartLine): number => line.unitPriceCents * line.quantity;
export const subtotalCents = (state: CartState): number => sumCents(state.lines.map(lineTotalCents));

const changeLine = (state: CartState, lineId: string, change: Partial<CartLine>): CartState => ({
  ...state,
  lines: state.lines.map((line) => (line.lineId === lineId ? { ...line, ...change } : line)),
});

export const evolve = (state: CartState, event: CartEvent): CartState => {
  switch (event.type) {
    case 'CartOpened':
      return {
        ...state,
        phase: 'open',
        cartId: event.data.cartId,
        ownerId: event.data.ownerId,
        storeCode: event.data.storeCode,
      };
    case 'CartItemAdded':
      return {
        ...state,
        lines: [...state.lines, event.data.line],
        knownLineIds: [...state.knownLineIds, event.data.line.lineId],
      };
    case 'CartItemQuantityChanged': {
      const { lineId, quantity, mergedLineId } = event.data;
      const changed = changeLine(state, lineId, { quantity });
      return mergedLineId ? { ...changed, knownLineIds: [...state.knownLineIds, mergedLineId] } : changed;
    }
    case 'CartItemEdited': {
      const { lineId, productId, priceId, productName, validityPeriod, unitPriceCents, quantity } = event.data;
      return changeLine(state, lineId, { productId, priceId, productName, validityPeriod, unitPriceCents, quantity });
    }
    case 'CartItemRemoved':
      return { ...state, lines: state.lines.filter((line) => line.lineId !== event.data.lineId) };
    case 'PromoCodeApplied':
      return { ...state, promo: { code: event.data.code, discountId: event.data.discountId } };
    case 'PromoCodeRemoved':
      return { ...state, promo: null };
    case 'CheckoutStarted': {
      const { orderId, idempotencyKey, requestHash, order } = event.data;
      return {
        ...state,
        phase: 'checkingOut',
        checkout: { orderId, idempotencyKey, requestHash, order, payment: null },
      };
    }
    case 'PaymentAuthorized':
      return state.checkout
        ? { ...state, phase: 'paid', checkout: { ...state.checkout, payment: event.data.payment } }
        : state;
    case 'PaymentDeclined': {
      const { orderId, idempotencyKey, requestHash, reason } = event.data;
      return {
        ...state,
        phase: 'open',
        checkout: null,
        declined: [...state.declined, { orderId, idempotencyKey, requestHash, reason }],
      };
    }
    case 'CartCheckedOut':
      return { ...state, phase: 'checkedOut' };
  }
};
