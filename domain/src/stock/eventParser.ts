import { roles } from '@parks/schemas/roles';
import { integer, object, oneOf, optional, streamParser, string, text } from '../shared/shape.ts';
import { type PortalStockEvent, reservationCancelReasons } from './events.ts';

/** The portal stock streams' parser (also read by the portal inventory read model). */
export const parsePortalStockEvent = streamParser<PortalStockEvent>({
  PortalStockAdjusted: object({
    productId: text,
    quantity: integer,
    reason: string,
    adjustedBy: text,
    actorRole: oneOf(roles),
    adjustedAt: text,
  }),
  PortalStockReserved: object({
    productId: text,
    orderId: text,
    quantity: integer,
    reservedAt: text,
    userId: optional(text),
  }),
  PortalStockReservationCancelled: object({
    productId: text,
    orderId: text,
    cancelledAt: text,
    reason: optional(oneOf(reservationCancelReasons)),
  }),
});
