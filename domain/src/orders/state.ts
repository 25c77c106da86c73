import type { OrderStatus } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderEvent } from './events.ts';

export type PlacedOrder = Readonly<{
  status: OrderStatus;
  orderId: string;
  storeCode: StoreCode;
  idempotencyKey: string;
  requestHash: string;
  /** Set once an approver approved it, so a repeated approval is recognised after release. */
  approved: boolean;
  trackingNumber: string | null;
}>;

export type OrderState = Readonly<{ status: 'absent' }> | PlacedOrder;

export const initialState = (): OrderState => ({ status: 'absent' });

/**
 * The status an order has after one of its events: the one mapping of the decider's state and of every order read
 * model, so a status shown can never differ from the status the rules decide on.
 */
export const statusAfter = (event: OrderEvent): OrderStatus => {
  switch (event.type) {
    case 'OrderPlaced':
      return event.data.status;
    case 'OrderApproved':
      return 'pending';
    case 'OrderDeclined':
      return 'declined';
    case 'OrderReleased':
      return 'inProduction';
    case 'OrderShipped':
      return 'shipped';
    case 'OrderCancelled':
      return 'cancelled';
  }
};

export const evolve = (state: OrderState, event: OrderEvent): OrderState => {
  const status = statusAfter(event);
  if (event.type === 'OrderPlaced') {
    const { orderId, storeCode, idempotencyKey, requestHash } = event.data;
    return { status, orderId, storeCode, idempotencyKey, requestHash, approved: false, trackingNumber: null };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'OrderApproved':
      return { ...state, status, approved: true };
    case 'OrderShipped':
      return { ...state, status, trackingNumber: event.data.trackingNumber };
    default:
      return { ...state, status };
  }
};
