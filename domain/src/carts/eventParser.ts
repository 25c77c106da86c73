import { storeCodes } from '@parks/schemas/store';
import { localized, orderDraft, paymentSummary } from '../orders/eventParser.ts';
import { declineReasons } from '../payments/port.ts';
import { integer, nullable, number, object, oneOf, type Shape, streamParser, string, text } from '../shared/shape.ts';
import type { CartEvent, CartLine } from './events.ts';

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

export const parseCartEvent = streamParser<CartEvent>({
  CartOpened: object({ cartId: text, ownerId: text, storeCode: oneOf(storeCodes), openedAt: text }),
  CartItemAdded: object({ cartId: text, line: cartLine, addedAt: text }),
  CartItemQuantityChanged: object({
    cartId: text,
    lineId: text,
    quantity: integer,
    mergedLineId: nullable(string),
    changedAt: text,
  }),
  CartItemEdited: object({
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
  CartItemRemoved: object({ cartId: text, lineId: text, removedAt: text }),
  PromoCodeApplied: object({ cartId: text, code: string, discountId: string, appliedAt: text }),
  PromoCodeRemoved: object({ cartId: text, code: string, removedAt: text }),
  CheckoutStarted: object({
    cartId: text,
    orderId: text,
    idempotencyKey: string,
    requestHash: string,
    order: orderDraft,
    startedAt: text,
  }),
  PaymentAuthorized: object({ cartId: text, orderId: text, payment: paymentSummary, authorizedAt: text }),
  PaymentDeclined: object({
    cartId: text,
    orderId: text,
    idempotencyKey: string,
    requestHash: string,
    reason: oneOf(declineReasons),
    declinedAt: text,
  }),
  CartCheckedOut: object({ cartId: text, orderId: text, confirmationAlias: string, checkedOutAt: text }),
});
