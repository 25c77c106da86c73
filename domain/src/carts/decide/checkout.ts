import { fieldErrors, validateCheckout } from '@parks/schemas/checkout/issues';
import { pricingNow } from '../../shared/decider.ts';
import { domainError } from '../../shared/errors.ts';
import type { CheckOutCart, RecordPaymentAuthorization, RecordPaymentDecline, StartCheckout } from '../commands.ts';
import type { CartEvent } from '../events.ts';
import { quoteCart, toOrderDraft } from '../orderDraft.ts';
import type { CartState } from '../state.ts';

/**
 * Purchase. The cart is the consistency boundary of a checkout: one attempt at a time, identified by its
 * idempotency key, its content by the request hash. Same key and hash → the first answer (nothing new, or
 * the decline again); same key, other hash → refused; another key while an attempt runs → refused.
 */
export const startCheckout = (command: StartCheckout, state: CartState): CartEvent[] => {
  const { cartId, orderId, confirmationAlias, idempotencyKey, requestHash } = command.data;
  const { checkout } = state;
  if (checkout) {
    if (checkout.idempotencyKey !== idempotencyKey) {
      throw domainError(state.phase === 'checkedOut' ? 'cart.checkedOut' : 'checkout.inProgress', 409);
    }
    if (checkout.requestHash !== requestHash) throw domainError('checkout.requestChanged', 409);
    return [];
  }
  const declined = state.declined.find((attempt) => attempt.idempotencyKey === idempotencyKey);
  if (declined) {
    if (declined.requestHash !== requestHash) throw domainError('checkout.requestChanged', 409);
    throw domainError('payment.declined', 402, { orderId: declined.orderId, reason: declined.reason });
  }
  if (state.lines.length === 0) throw domainError('cart.empty', 422);
  // A product whose unavailability window opened after it was put in the cart cannot be bought any more.
  const unorderable = new Set(command.data.unorderableProductIds ?? []);
  if (state.lines.some((line) => unorderable.has(line.productId))) throw domainError('cart.productNotOrderable', 409);

  // The card was checked by the route with the payable context; here the rest of the form, again.
  const validation = validateCheckout(command.data.form, { payable: false });
  if (!validation.ok) {
    throw domainError('checkout.invalid', 422, { errors: fieldErrors(validation.issues), issues: validation.issues });
  }
  const form = validation.value;
  const quote = quoteCart(state, {
    shippingMethod: form.shippingMethod,
    destination: { country: form.shipping.country, provinceState: form.shipping.provinceState || null },
    discount: command.data.discount,
    shippingRates: command.data.shippingRates,
    taxRecords: command.data.taxRecords,
    now: pricingNow(command.metadata),
  });
  const order = toOrderDraft(state, { orderId, confirmationAlias, form, quote });
  const data = { cartId, orderId, idempotencyKey, requestHash, order, startedAt: command.metadata.now };
  return [{ type: 'CheckoutStarted', data }];
};

/** The gateway authorized the attempt's amount: the cart is paid and waits for its order. */
export const recordAuthorization = (command: RecordPaymentAuthorization, state: CartState): CartEvent[] => {
  const { cartId, orderId, payment } = command.data;
  const checkout = state.checkout;
  if (!checkout || checkout.orderId !== orderId) throw domainError('checkout.notInProgress', 409);
  if (checkout.payment) {
    if (checkout.payment.authorizationId === payment.authorizationId) return [];
    throw domainError('checkout.requestChanged', 409);
  }
  if (payment.amountCents !== checkout.order.totals.totalCents) throw domainError('payment.amountMismatch', 409);
  return [{ type: 'PaymentAuthorized', data: { cartId, orderId, payment, authorizedAt: command.metadata.now } }];
};

/** The card was declined: the business remembers it, no order is placed, and the cart opens again. */
export const recordDecline = (command: RecordPaymentDecline, state: CartState): CartEvent[] => {
  const { cartId, orderId, reason } = command.data;
  if (state.declined.some((attempt) => attempt.orderId === orderId)) return [];
  const checkout = state.checkout;
  if (!checkout || checkout.orderId !== orderId || checkout.payment) throw domainError('checkout.notInProgress', 409);
  const { idempotencyKey, requestHash } = checkout;
  const data = { cartId, orderId, idempotencyKey, requestHash, reason, declinedAt: command.metadata.now };
  return [{ type: 'PaymentDeclined', data }];
};

/** The order is placed: close the cart. A free order (total 0) needs no authorization. */
export const checkOut = (command: CheckOutCart, state: CartState): CartEvent[] => {
  const { cartId, orderId } = command.data;
  const checkout = state.checkout;
  if (!checkout || checkout.orderId !== orderId) throw domainError('checkout.notInProgress', 409);
  if (state.phase === 'checkedOut') return [];
  const free = checkout.order.totals.totalCents === 0;
  if (!checkout.payment && !free) throw domainError('checkout.inProgress', 409);
  const data = {
    cartId,
    orderId,
    confirmationAlias: checkout.order.confirmationAlias,
    checkedOutAt: command.metadata.now,
  };
  return [{ type: 'CartCheckedOut', data }];
};
