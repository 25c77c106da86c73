import type { OrderEdited, OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { isStatusEvent } from '@parks/domain/orders/state';
import { type OrderStatusChange, statusChangeOf } from '@parks/domain/orders/statusChange';

/**
 * How a read model that keeps one document per order follows the order's stream: what it makes of the placed order,
 * of each status change and of a staff edit. Notes and confirmation mails are the back office's own record (the
 * timeline); they change none of these documents.
 */
export type OrderDocumentFold<D> = Readonly<{
  /** The document of a placed order, null when the model keeps none for it; `doc` is what a replay finds there. */
  placed: (placed: OrderPlaced['data'], doc: D | null) => D | null;
  status: (doc: D, change: OrderStatusChange) => D;
  /** Left out: an edit changes nothing the document holds. */
  edited?: (doc: D, edit: OrderEdited['data']) => D;
}>;

/** The evolve of such a model over a parsed order event: an order it has no document for stays without one. */
export const foldOrderEvent =
  <D>(fold: OrderDocumentFold<D>) =>
  (doc: D | null, event: OrderEvent): D | null => {
    if (event.type === 'OrderPlaced') return fold.placed(event.data, doc);
    if (doc === null) return null;
    if (isStatusEvent(event)) return fold.status(doc, statusChangeOf(event));
    return event.type === 'OrderEdited' && fold.edited ? fold.edited(doc, event.data) : doc;
  };
