/** The staff's actions on orders (api/src/orders): approve, decline, ship, cancel and release, one or many at once. */
import { object } from 'yup';
import { fieldLimits, list, text } from './fields.ts';
import type { OrderStatus } from './orders.ts';
import { storeCodes } from './store.ts';
import { msg } from './texts/messages/index.ts';

export const orderActions = ['approve', 'decline', 'ship', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

/** At most this many orders in one bulk action or release request. */
export const orderIdsMax = 500;

/** The selected orders of a bulk action or a release: 1 to 500 ids (an id that is not one of ours is not found). */
const orderIdsSchema = list(text(fieldLimits.id).required(msg('order.notFound')), orderIdsMax)
  .min(1, msg('orders.noneSelected'))
  .required(msg('orders.noneSelected'));

/** POST /api/Orders/Release: the orders to release for production now. */
export const releaseOrdersSchema = object({ orderIds: orderIdsSchema });

export const declineOrderSchema = object({
  reason: text().required(msg('order.reasonRequired')).max(500, msg('validation.invalid')),
});
export const cancelOrderSchema = declineOrderSchema;
export const shipOrderSchema = object({
  trackingNumber: text().required(msg('order.trackingRequired')).max(100, msg('validation.invalid')),
  trackingUrl: text().url(msg('validation.invalid')).max(500, msg('validation.invalid')).nullable().default(null),
});

/** PUT /api/Orders/UpdateOrders: one action on the selected orders (the b2b bulk approval). */
export const updateOrdersSchema = object({
  action: text().oneOf(orderActions, msg('validation.invalid')).required(msg('validation.invalid')),
  orderIds: orderIdsSchema,
  reason: text().max(500, msg('validation.invalid')).default(''),
  trackingNumber: text().max(100, msg('validation.invalid')).default(''),
  trackingUrl: text().max(500, msg('validation.invalid')).nullable().default(null),
  storeCode: text(fieldLimits.text, { case: 'lower' }).oneOf(storeCodes, msg('validation.invalid')).default('b2b'),
});

export type UpdateOrdersResultDto = Readonly<{
  results: readonly Readonly<{ orderId: string; ok: boolean; status: OrderStatus | null; code: string | null }>[];
}>;
