import type { CheckoutInput } from '@parks/schemas/checkout';
import { cardPattern, lastFour } from '@parks/schemas/checkout/card';
import type { PlaceOrder } from '../orders/commands.ts';
import type { DeclineReason } from '../payments/port.ts';
import { paymentIdempotencyKey } from '../payments/port.ts';
import { canonicalJson } from '../shared/canonicalJson.ts';
import type { CommandMetadata } from '../shared/decider.ts';
import type { CartState } from './state.ts';

/**
 * What the content of a purchase is, as canonical text for the API to hash into `requestHash`: the cart
 * lines and promo code, the form, and of the card only its brand, last four digits and expiry. Card number
 * and CVV stay out, so nothing derived from them reaches an event.
 */
export const checkoutFingerprint = (state: CartState, form: CheckoutInput): string => {
  const { ccNumber = '', ccCvd: _cvv, ...rest } = form;
  return canonicalJson({
    cartId: state.cartId,
    lines: state.lines.map(({ lineId, productId, priceId, quantity, unitPriceCents, vessel }) => ({
      lineId,
      productId,
      priceId,
      quantity,
      unitPriceCents,
      vessel,
    })),
    promo: state.promo?.code ?? null,
    form: { ...rest, card: ccNumber === '' ? null : { brand: cardPattern(ccNumber).brand, last4: lastFour(ccNumber) } },
  });
};

/**
 * Where the purchase with this idempotency key stands, so the API can resume it after a crash or answer a
 * repeat: every step is idempotent, so running the step shown again is always safe.
 * - start: no attempt with this key yet → StartCheckout
 * - authorize: call the gateway with `paymentKey`, then RecordPaymentAuthorization / RecordPaymentDecline
 * - placeOrder: PlaceOrder on the order stream (`placeOrderCommand`), then CheckOutCart
 * - done: answer `{ orderId, confirmationAlias }`; declined: answer the decline
 */
export type CheckoutStep =
  | Readonly<{ step: 'start' }>
  | Readonly<{ step: 'authorize'; orderId: string; amountCents: number; paymentKey: string }>
  | Readonly<{ step: 'placeOrder'; orderId: string }>
  | Readonly<{ step: 'done'; orderId: string; confirmationAlias: string }>
  | Readonly<{ step: 'declined'; orderId: string; reason: DeclineReason }>;

export const checkoutStep = (state: CartState, idempotencyKey: string): CheckoutStep => {
  const declined = state.declined.find((attempt) => attempt.idempotencyKey === idempotencyKey);
  if (declined) return { step: 'declined', orderId: declined.orderId, reason: declined.reason };
  const checkout = state.checkout;
  if (!checkout || checkout.idempotencyKey !== idempotencyKey) return { step: 'start' };
  const { orderId, order } = checkout;
  if (state.phase === 'checkedOut') return { step: 'done', orderId, confirmationAlias: order.confirmationAlias };
  if (checkout.payment || order.totals.totalCents === 0) return { step: 'placeOrder', orderId };
  return {
    step: 'authorize',
    orderId,
    amountCents: order.totals.totalCents,
    paymentKey: paymentIdempotencyKey(orderId),
  };
};

/** The PlaceOrder of the cart's paid (or free) checkout attempt, or null when there is none. */
export const placeOrderCommand = (state: CartState, metadata: CommandMetadata): PlaceOrder | null => {
  const checkout = state.checkout;
  if (!checkout || (!checkout.payment && checkout.order.totals.totalCents !== 0)) return null;
  return {
    type: 'PlaceOrder',
    data: {
      order: checkout.order,
      payment: checkout.payment,
      idempotencyKey: checkout.idempotencyKey,
      requestHash: checkout.requestHash,
      requiresApproval: false,
    },
    metadata,
  };
};
