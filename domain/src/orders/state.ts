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

export const evolve = (state: OrderState, event: OrderEvent): OrderState => {
  if (event.type === 'OrderPlaced') {
    const { orderId, storeCode, status, idempotencyKey, requestHash } = event.data;
    return { status, orderId, storeCode, idempotencyKey, requestHash, approved: false, trackingNumber: null };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'OrderApproved':
      return { ...state, status: 'pending', approved: true };
    case 'OrderDeclined':
      return { ...state, status: 'declined' };
    case 'OrderReleased':
      return { ...state, status: 'inProduction' };
    case 'OrderShipped':
      return { ...state, status: 'shipped', trackingNumber: event.data.trackingNumber };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled' };
  }
};
