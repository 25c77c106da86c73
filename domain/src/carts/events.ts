import type { CartItemDto } from '@parks/schemas/cart';
import type { Localized } from '@parks/schemas/catalog';
import type { Cents } from '@parks/schemas/money';
import type { PaymentSummary } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderDraft } from '../orders/draft.ts';
import type { DeclineReason } from '../payments/port.ts';
import type { Event } from '../shared/decider.ts';

/**
 * A cart line as added: names and unit price are captured from the published catalogue at that moment. It is the line
 * the cart shows less what the cart works out from it (its total, whether its quantity can be edited).
 */
export type CartLine = Omit<CartItemDto, 'totalCents' | 'quantityEditable'>;

export type VesselLine = NonNullable<CartLine['vessel']>;

/** First event of a cart: who owns it (a guest session id or a signed-in user id) and in which store. */
export type CartOpened = Event<
  'CartOpened',
  { cartId: string; ownerId: string; storeCode: StoreCode; openedAt: string }
>;
export type CartItemAdded = Event<'CartItemAdded', { cartId: string; line: CartLine; addedAt: string }>;
/** A typed quantity, or an add merged into an existing line (`mergedLineId` is the id that add carried). */
export type CartItemQuantityChanged = Event<
  'CartItemQuantityChanged',
  { cartId: string; lineId: string; quantity: number; mergedLineId: string | null; changedAt: string }
>;
/** The edit modal: another product of the category and a quantity (never a vessel permit). */
export type CartItemEdited = Event<
  'CartItemEdited',
  {
    cartId: string;
    lineId: string;
    productId: string;
    priceId: string;
    productName: Localized;
    validityPeriod: Localized | null;
    unitPriceCents: Cents;
    quantity: number;
    editedAt: string;
  }
>;
export type CartItemRemoved = Event<'CartItemRemoved', { cartId: string; lineId: string; removedAt: string }>;
export type PromoCodeApplied = Event<
  'PromoCodeApplied',
  { cartId: string; code: string; discountId: string; appliedAt: string }
>;
export type PromoCodeRemoved = Event<'PromoCodeRemoved', { cartId: string; code: string; removedAt: string }>;

/**
 * Purchase pressed: the cart is frozen and priced into an order draft. `idempotencyKey` identifies the
 * attempt, `requestHash` its content (cart and form, no card secrets).
 */
export type CheckoutStarted = Event<
  'CheckoutStarted',
  { cartId: string; orderId: string; idempotencyKey: string; requestHash: string; order: OrderDraft; startedAt: string }
>;
/** Only brand, last four digits and authorization id are kept. */
export type PaymentAuthorized = Event<
  'PaymentAuthorized',
  { cartId: string; orderId: string; payment: PaymentSummary; authorizedAt: string }
>;
/** The card was declined: no order, the cart opens again, and a repeat of this attempt gets the same answer. */
export type PaymentDeclined = Event<
  'PaymentDeclined',
  {
    cartId: string;
    orderId: string;
    idempotencyKey: string;
    requestHash: string;
    reason: DeclineReason;
    declinedAt: string;
  }
>;
/** The order is placed; the cart is closed for good. */
export type CartCheckedOut = Event<
  'CartCheckedOut',
  { cartId: string; orderId: string; confirmationAlias: string; checkedOutAt: string }
>;

export type CartItemEvent = CartOpened | CartItemAdded | CartItemQuantityChanged | CartItemEdited | CartItemRemoved;
export type CartCheckoutEvent = CheckoutStarted | PaymentAuthorized | PaymentDeclined | CartCheckedOut;
export type CartEvent = CartItemEvent | PromoCodeApplied | PromoCodeRemoved | CartCheckoutEvent;

export const cartEventTypes = [
  'CartOpened',
  'CartItemAdded',
  'CartItemQuantityChanged',
  'CartItemEdited',
  'CartItemRemoved',
  'PromoCodeApplied',
  'PromoCodeRemoved',
  'CheckoutStarted',
  'PaymentAuthorized',
  'PaymentDeclined',
  'CartCheckedOut',
] as const satisfies readonly CartEvent['type'][];
