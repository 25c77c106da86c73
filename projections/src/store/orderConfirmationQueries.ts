/**
 * The queries of the customers' orders (`storeOrderConfirmations`, orderConfirmations.ts): what a shopper's account
 * lists and opens, in its words so that no route writes a filter of the document.
 */
import { type Collection, escapeRegex } from '@parks/infra/documents/port';
import type { OrderDto } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import { queriesOf } from '../runtime/readModel.ts';
import { type OrderConfirmation, orderConfirmation, storeOrderConfirmations } from './orderConfirmations.ts';

/** A customer's orders in one store: those waiting for approval, the others, or all; with an order id search. */
export type CustomerOrderSelection = Readonly<{
  customerId: string;
  storeCode: StoreCode;
  /** `waiting`: Pending Approval; `processed`: every other status; absent: all. */
  tab?: 'waiting' | 'processed';
  /** Part of the order id, any case; '' is none. */
  search: string;
}>;

export const orderConfirmationQueries = queriesOf(storeOrderConfirmations, (orders: Collection<OrderConfirmation>) => ({
  /** One order, only if `customerId` placed it. */
  ofCustomer: (orderId: string, customerId: string): Promise<OrderDto | null> =>
    orderConfirmation(orders, orderId, customerId),
  /** The selected orders, newest first, at most `max`. */
  newest: (selection: CustomerOrderSelection, max: number): Promise<OrderConfirmation[]> => {
    const { tab, search } = selection;
    const filter = {
      customerId: selection.customerId,
      storeCode: selection.storeCode,
      ...(tab === 'waiting'
        ? { status: 'pendingApproval' }
        : tab === 'processed'
          ? { status: { $ne: 'pendingApproval' } }
          : {}),
      ...(search === '' ? {} : { orderId: { $regex: escapeRegex(search), $options: 'i' } }),
    };
    return orders.find(filter, { sort: { dateOrdered: -1, _id: 1 }, limit: max });
  },
}));
