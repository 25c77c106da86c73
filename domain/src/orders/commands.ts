import type { PaymentSummary } from '@parks/schemas/orders';
import type { Command } from '../shared/decider.ts';
import type { OrderDraft } from './draft.ts';

/**
 * Places the order of a checkout whose payment is authorized (or not needed). Repeating it with the same
 * idempotency key and request hash adds nothing; the same key with another hash is refused.
 * `requiresApproval` only matters for b2b orders.
 */
export type PlaceOrder = Command<
  'PlaceOrder',
  {
    order: OrderDraft;
    payment: PaymentSummary | null;
    idempotencyKey: string;
    requestHash: string;
    requiresApproval: boolean;
  }
>;

/** Staff and approver commands: the actor is `metadata.userId`. */
export type ApproveOrder = Command<'ApproveOrder', { orderId: string }>;
export type DeclineOrder = Command<'DeclineOrder', { orderId: string; reason: string }>;
export type ReleaseOrder = Command<'ReleaseOrder', { orderId: string }>;
export type ShipOrder = Command<'ShipOrder', { orderId: string; trackingNumber: string; trackingUrl: string | null }>;
export type CancelOrder = Command<'CancelOrder', { orderId: string; reason: string }>;

export type OrderTransitionCommand = ApproveOrder | DeclineOrder | ReleaseOrder | ShipOrder | CancelOrder;
export type OrderCommand = PlaceOrder | OrderTransitionCommand;
