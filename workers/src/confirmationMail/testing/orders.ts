/**
 * Orders for the confirmation-mail tests: the priced Discovery Pass checkout of the domain's fixtures,
 * under a fresh order id, as a PlaceOrder command and as the OrderPlaced data it records.
 */
import type { PlaceOrder } from '@parks/domain/orders/commands';
import type { OrderDraft } from '@parks/domain/orders/draft';
import { payment, started } from '@parks/domain/testing/cartCheckout';
import type { Language } from '@parks/schemas/language';
import type { StoreCode } from '@parks/schemas/store';
import type { PlacedOrderData } from '../order.ts';

export const placedAt = '2026-11-21T15:00:00.000Z';

export type OrderShape = Readonly<{ storeCode?: StoreCode; language?: Language; email?: string }>;

export const orderDraft = (orderId: string, shape: OrderShape = {}): OrderDraft => {
  const base = started.data.order;
  const email = shape.email ?? 'anne@example.ca';
  const storeCode = shape.storeCode ?? 'b2c';
  return {
    ...base,
    orderId,
    storeCode,
    preferredLanguage: shape.language ?? base.preferredLanguage,
    shippingAddress: { ...base.shippingAddress, email },
    billingAddress: { ...base.billingAddress, email },
    confirmationAlias: `confirmation/${orderId}`,
    budgetCode: storeCode === 'b2b' ? 'CPC-123' : null,
    poNumber: storeCode === 'b2b' ? 'PO-77' : null,
  };
};

export const placeOrder = (orderId: string, shape: OrderShape = {}): PlaceOrder => {
  const order = orderDraft(orderId, shape);
  return {
    type: 'PlaceOrder',
    data: {
      order,
      payment: order.storeCode === 'b2c' ? payment : null,
      idempotencyKey: `key-${orderId}`,
      requestHash: `hash-${orderId}`,
      requiresApproval: false,
    },
    metadata: { now: placedAt },
  };
};

export const placedData = (orderId: string, shape: OrderShape = {}): PlacedOrderData => {
  const order = orderDraft(orderId, shape);
  return {
    ...order,
    status: 'pending',
    payment: order.storeCode === 'b2c' ? payment : null,
    idempotencyKey: `key-${orderId}`,
    requestHash: `hash-${orderId}`,
    placedBy: order.customerId,
    placedAt,
  };
};
