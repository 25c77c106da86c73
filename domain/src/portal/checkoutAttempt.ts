import type { Language } from '@parks/schemas/language';
import { type PortalCheckoutFormInput, portalShippingOptions } from '@parks/schemas/portal';
import type { PlaceOrder } from '../orders/commands.ts';
import type { OrderDraft } from '../orders/draft.ts';
import type { AttemptKey } from '../shared/attemptKey.ts';
import type { Command, CommandMetadata, Event } from '../shared/decider.ts';
import { domainError } from '../shared/errors.ts';
import type { CheckOutPortalCart, PortalCartEvent, PortalCartState } from './cart.ts';
import { portalCartStream } from './cartStream.ts';
import { placePortalOrder } from './checkout.ts';
import { assertNoIssues, type PortalCheckoutContext, quotePortalCheckout } from './checkoutQuote.ts';

/**
 * The portal checkout on the cart's stream, like the public store's (carts/decide/checkout.ts) without a
 * payment: StartPortalCheckout quotes the cart and, when nothing is wrong, records the order to place
 * (PortalCheckoutStarted); the order stream then gets that PlaceOrder, and CheckOutPortalCart empties the cart.
 * The cart's expected revision makes the start a single winner: a concurrent attempt with another key sees the
 * first one and is refused, so one cart gives one order. Every step is repeatable: the same key resumes.
 */

/** An attempt started and not yet checked out: the order it places, from which cart items. */
export type PortalCheckoutAttempt = AttemptKey &
  Readonly<{
    cartItemIds: readonly string[];
    order: OrderDraft;
    requiresApproval: boolean;
  }>;

export type PortalCheckoutStarted = Event<
  'PortalCheckoutStarted',
  PortalCheckoutAttempt & Readonly<{ userId: string; startedAt: string }>
>;

/**
 * Submit the checkout: the order id (minted by the caller), the submission's key and content hash, the form and
 * everything the rules need from outside (catalogue, address book, accounts, fee schedule, taxes).
 */
export type StartPortalCheckout = Command<
  'StartPortalCheckout',
  {
    userId: string;
    orderId: string;
    confirmationAlias: string;
    idempotencyKey: string;
    requestHash: string;
    form: PortalCheckoutFormInput;
    context: PortalCheckoutContext;
    preferredLanguage: Language;
  }
>;

export const startPortalCheckout = (command: StartPortalCheckout, state: PortalCartState): PortalCartEvent[] => {
  const { userId, orderId, idempotencyKey, requestHash, form, context } = command.data;
  const now = command.metadata.now;
  const repeated = state.attempts.find((attempt) => attempt.idempotencyKey === idempotencyKey);
  if (repeated) {
    if (repeated.requestHash !== requestHash) throw domainError('checkout.requestChanged', 409);
    return [];
  }
  if (state.checkout !== null) throw domainError('checkout.inProgress', 409);
  // Emptied by an order and nothing added since: a second submission of the same cart (another tab).
  if (state.phase === 'checkedOut' && state.items.length === 0) throw domainError('cart.checkedOut', 409);
  const quoted = quotePortalCheckout({ items: state.items, form, context, now });
  assertNoIssues(quoted.issues);
  const { choices } = quoted;
  // Both were checked with the issues (portal.shippingMethod.required, portal.shippingOption.required).
  const shippingMethod = context.schedule.shippingMethods.find((method) => method.id === choices.shippingMethod)?.id;
  const shippingOption = portalShippingOptions.find((option) => option === choices.shippingOption);
  if (shippingMethod === undefined || shippingOption === undefined) {
    throw domainError('portal.checkoutIncomplete', 422);
  }
  const placed = placePortalOrder(
    {
      orderId,
      cartId: portalCartStream(userId),
      user: context.user,
      lines: quoted.lines,
      choices: { ...choices, shippingMethod, shippingOption },
      account: quoted.account,
      quote: quoted.quote,
      preferredLanguage: command.data.preferredLanguage,
      confirmationAlias: command.data.confirmationAlias,
      idempotencyKey,
      requestHash,
    },
    now,
  );
  const cartItemIds = state.items.map((item) => item.cartItemId);
  const { order, requiresApproval } = placed.data;
  const data = { userId, orderId, idempotencyKey, requestHash, cartItemIds, order, requiresApproval, startedAt: now };
  return [{ type: 'PortalCheckoutStarted', data }];
};

/** The order `orderId` is placed: its items leave the cart, once. */
export const checkOutPortalCart = (command: CheckOutPortalCart, state: PortalCartState): PortalCartEvent[] => {
  const { userId, orderId, cartItemIds } = command.data;
  if (state.orderIds.includes(orderId)) return [];
  if (state.checkout !== null && state.checkout.orderId !== orderId) throw domainError('checkout.inProgress', 409);
  if (state.items.length === 0) throw domainError('portal.cartEmpty', 409);
  const data = { userId, orderId, cartItemIds, checkedOutAt: command.metadata.now };
  return [{ type: 'PortalCartCheckedOut', data }];
};

/**
 * Where the submission with this key stands, for the API to drive it: every step is repeatable.
 * - start: no attempt with this key and none running → StartPortalCheckout
 * - place: an attempt is running (this key's, or one that stopped halfway) → `placeOrderOf`, then
 *   CheckOutPortalCart with its `cartItemIds`; finishing another key's attempt keeps the cart from staying frozen
 * - done: this key's order is placed → answer it
 */
export type PortalCheckoutStep =
  | Readonly<{ step: 'start' }>
  | Readonly<{ step: 'place'; attempt: PortalCheckoutAttempt }>
  | Readonly<{ step: 'done'; orderId: string; confirmationAlias: string }>;

export const portalCheckoutStep = (state: PortalCartState, idempotencyKey: string): PortalCheckoutStep => {
  if (state.checkout !== null) return { step: 'place', attempt: state.checkout };
  const attempt = state.attempts.find((candidate) => candidate.idempotencyKey === idempotencyKey);
  if (attempt) return { step: 'done', orderId: attempt.orderId, confirmationAlias: attempt.confirmationAlias };
  return { step: 'start' };
};

/** The PlaceOrder of a started attempt (the order stream's own idempotency makes a repeat add nothing). */
export const placeOrderOf = (attempt: PortalCheckoutAttempt, metadata: CommandMetadata): PlaceOrder => ({
  type: 'PlaceOrder',
  data: {
    order: attempt.order,
    payment: null,
    idempotencyKey: attempt.idempotencyKey,
    requestHash: attempt.requestHash,
    requiresApproval: attempt.requiresApproval,
  },
  metadata,
});

/**
 * Whether the cart recorded the order `orderId`: started (the next submission places it), placed, or among the
 * attempts it remembers. The stock sweep never gives back the units of such an order (stock/reservationHold.ts).
 */
export const cartRecordsOrder = (state: PortalCartState, orderId: string): boolean =>
  state.checkout?.orderId === orderId ||
  state.orderIds.includes(orderId) ||
  state.attempts.some((attempt) => attempt.orderId === orderId);
