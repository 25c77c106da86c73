import type { PortalOptionChoice } from '@parks/schemas/portal';
import { orderDraft } from '../orders/eventParser.ts';
import { array, boolean, integer, nullable, object, type Shape, streamParser, string, text } from '../shared/shape.ts';
import type { PortalCartEvent } from './cart.ts';

/** The portal cart stream's parser (`portalCart-<userId>`), for the command path. */

const choice: Shape<PortalOptionChoice> = object({
  yearOptionId: nullable(string),
  monthOptionId: nullable(string),
  languageOptionId: nullable(string),
  packSizeId: nullable(string),
});

export const parsePortalCartEvent = streamParser<PortalCartEvent>({
  PortalCartItemAdded: object({
    cartItemId: text,
    productId: text,
    sku: string,
    choice,
    quantity: integer,
    userId: text,
    addedAt: text,
  }),
  PortalCartItemChanged: object({ userId: text, cartItemId: text, choice, quantity: integer, changedAt: text }),
  PortalCartItemRemoved: object({ userId: text, cartItemId: text, removedAt: text }),
  PortalCheckoutStarted: object({
    orderId: text,
    idempotencyKey: text,
    requestHash: text,
    cartItemIds: array(string),
    order: orderDraft,
    requiresApproval: boolean,
    userId: text,
    startedAt: text,
  }),
  PortalCartCheckedOut: object({ userId: text, orderId: text, cartItemIds: array(string), checkedOutAt: text }),
});
