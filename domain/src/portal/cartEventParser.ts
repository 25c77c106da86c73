import type { PortalOptionChoice } from '@parks/schemas/portal';
import { orderDraft } from '../orders/eventParser.ts';
import {
  array,
  boolean,
  type EventParser,
  event,
  eventParser,
  integer,
  nullable,
  object,
  type Shape,
  string,
  text,
} from '../shared/shape.ts';
import type { PortalCartEvent } from './cart.ts';

/** The portal cart stream's parser (`portalCart-<userId>`), for the command path. */

const choice: Shape<PortalOptionChoice> = object({
  yearOptionId: nullable(string),
  monthOptionId: nullable(string),
  languageOptionId: nullable(string),
  packSizeId: nullable(string),
});

export const parsePortalCartEvent: EventParser<PortalCartEvent> = eventParser<PortalCartEvent>({
  PortalCartItemAdded: event(
    'PortalCartItemAdded',
    object({
      cartItemId: text,
      productId: text,
      sku: string,
      choice,
      quantity: integer,
      userId: text,
      addedAt: text,
    }),
  ),
  PortalCartItemChanged: event(
    'PortalCartItemChanged',
    object({ userId: text, cartItemId: text, choice, quantity: integer, changedAt: text }),
  ),
  PortalCartItemRemoved: event('PortalCartItemRemoved', object({ userId: text, cartItemId: text, removedAt: text })),
  PortalCheckoutStarted: event(
    'PortalCheckoutStarted',
    object({
      orderId: text,
      idempotencyKey: text,
      requestHash: text,
      cartItemIds: array(string),
      order: orderDraft,
      requiresApproval: boolean,
      userId: text,
      startedAt: text,
    }),
  ),
  PortalCartCheckedOut: event(
    'PortalCartCheckedOut',
    object({ userId: text, orderId: text, cartItemIds: array(string), checkedOutAt: text }),
  ),
});
