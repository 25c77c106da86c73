import { storeCodes } from '@parks/schemas/store';
import { localized, orderDraft, paymentSummary } from '../orders/eventParser.ts';
import { declineReasons } from '../payments/port.ts';
import {
  type EventParser,
  event,
  eventParser,
  integer,
  nullable,
  number,
  object,
  oneOf,
  type Shape,
  string,
  text,
} from '../shared/shape.ts';
import type {
  CartCheckedOut,
  CartEvent,
  CartItemAdded,
  CartItemEdited,
  CartItemQuantityChanged,
  CartItemRemoved,
  CartLine,
  CartOpened,
  CheckoutStarted,
  PaymentAuthorized,
  PaymentDeclined,
  PromoCodeApplied,
  PromoCodeRemoved,
} from './events.ts';

/** The cart stream's parser: the command path and the carts read model read cart events through it. */

const cartLine: Shape<CartLine> = object({
  lineId: text,
  productId: text,
  priceId: string,
  categoryId: string,
  categoryName: localized,
  productName: localized,
  validityPeriod: nullable(localized),
  vessel: nullable(object({ lengthFeet: number, chargedLengthFeet: number, vesselId: string, vesselType: string })),
  unitPriceCents: integer,
  quantity: integer,
});

const cartOpened: Shape<CartOpened> = event(
  'CartOpened',
  object({ cartId: text, ownerId: text, storeCode: oneOf(storeCodes), openedAt: text }),
);

const cartItemAdded: Shape<CartItemAdded> = event(
  'CartItemAdded',
  object({ cartId: text, line: cartLine, addedAt: text }),
);

const cartItemQuantityChanged: Shape<CartItemQuantityChanged> = event(
  'CartItemQuantityChanged',
  object({ cartId: text, lineId: text, quantity: integer, mergedLineId: nullable(string), changedAt: text }),
);

const cartItemEdited: Shape<CartItemEdited> = event(
  'CartItemEdited',
  object({
    cartId: text,
    lineId: text,
    productId: text,
    priceId: string,
    productName: localized,
    validityPeriod: nullable(localized),
    unitPriceCents: integer,
    quantity: integer,
    editedAt: text,
  }),
);

const cartItemRemoved: Shape<CartItemRemoved> = event(
  'CartItemRemoved',
  object({ cartId: text, lineId: text, removedAt: text }),
);

const promoCodeApplied: Shape<PromoCodeApplied> = event(
  'PromoCodeApplied',
  object({ cartId: text, code: string, discountId: string, appliedAt: text }),
);

const promoCodeRemoved: Shape<PromoCodeRemoved> = event(
  'PromoCodeRemoved',
  object({ cartId: text, code: string, removedAt: text }),
);

const checkoutStarted: Shape<CheckoutStarted> = event(
  'CheckoutStarted',
  object({
    cartId: text,
    orderId: text,
    idempotencyKey: string,
    requestHash: string,
    order: orderDraft,
    startedAt: text,
  }),
);

const paymentAuthorized: Shape<PaymentAuthorized> = event(
  'PaymentAuthorized',
  object({ cartId: text, orderId: text, payment: paymentSummary, authorizedAt: text }),
);

const paymentDeclined: Shape<PaymentDeclined> = event(
  'PaymentDeclined',
  object({
    cartId: text,
    orderId: text,
    idempotencyKey: string,
    requestHash: string,
    reason: oneOf(declineReasons),
    declinedAt: text,
  }),
);

const cartCheckedOut: Shape<CartCheckedOut> = event(
  'CartCheckedOut',
  object({ cartId: text, orderId: text, confirmationAlias: string, checkedOutAt: text }),
);

export const parseCartEvent: EventParser<CartEvent> = eventParser<CartEvent>({
  CartOpened: cartOpened,
  CartItemAdded: cartItemAdded,
  CartItemQuantityChanged: cartItemQuantityChanged,
  CartItemEdited: cartItemEdited,
  CartItemRemoved: cartItemRemoved,
  PromoCodeApplied: promoCodeApplied,
  PromoCodeRemoved: promoCodeRemoved,
  CheckoutStarted: checkoutStarted,
  PaymentAuthorized: paymentAuthorized,
  PaymentDeclined: paymentDeclined,
  CartCheckedOut: cartCheckedOut,
});
