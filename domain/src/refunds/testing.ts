/**
 * The refund decider's test fixtures: an Ontario and a Quebec order with their taxes worked out, the RequestRefund
 * command of a staff member, the lines and tax parts a refund records, and the RefundRequested event expected.
 */
import type { RefundRecord, RefundType } from '@parks/schemas/admin/refunds';
import type { StaffRole } from '@parks/schemas/roles';
import type { OrderPlaced } from '../orders/events.ts';
import { placedOrder } from '../testing/refundOrders.ts';
import { specFor } from '../testing/specFor.ts';
import type { RefundCommand, RefundRequestLine } from './commands.ts';
import { refundDecider } from './decider.ts';
import type { RefundEvent } from './events.ts';

export const spec = specFor(refundDecider);
const now = '2026-11-27T10:00:00.000Z';
export const later = '2026-11-27T10:05:00.000Z';

// ON: 7250 × 2 = 14500, shipping 1500, HST 13% of 16000 = 2080, total 18080.
export const ontario = placedOrder({ orderId: 'ord-on' });
// QC: 3000 + 2599 = 5599, shipping 1500; GST 5% of 7099 = 354.95 → 355, QST 9.975% = 708.13 → 708; total 8162.
export const quebec = placedOrder({
  orderId: 'ord-qc',
  province: 'QC',
  lines: [
    { unitPriceCents: 1_000, quantity: 3 },
    { unitPriceCents: 2_599, quantity: 1 },
  ],
});

export const refund = (
  order: OrderPlaced['data'],
  type: RefundType,
  lines: readonly RefundRequestLine[] = [],
  actor: Readonly<{ userId?: string; role: StaffRole }> = { userId: 'usr-lmg', role: 'LMG' },
): RefundCommand => ({
  type: 'RequestRefund',
  data: {
    order,
    orderStatus: 'pending',
    type,
    reason: 'Customer request',
    comments: 'Called on Monday',
    lines,
    actorRole: actor.role,
  },
  metadata: { now, ...(actor.userId === undefined ? {} : { userId: actor.userId }) },
});
export const typed = (id: string, amountCents: number | null): RefundRequestLine => ({ id, amountCents });

export const hst = (amountCents: number) => ({ kind: 'HST', rate: 13_000, amountCents }) as const;
export const gst = (amountCents: number) => ({ kind: 'GST', rate: 5_000, amountCents }) as const;
export const qst = (amountCents: number) => ({ kind: 'QST', rate: 9_975, amountCents }) as const;

export const productLine = (order: OrderPlaced['data'], index: number) => {
  const line = order.lines[index];
  if (line === undefined) throw new Error('fixture');
  return {
    id: line.lineId,
    sku: line.productId,
    serial: null,
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  };
};
export const shippingLine = {
  id: 'shipping',
  sku: 'S/H',
  serial: null,
  productName: null,
  quantity: 1,
  unitPriceCents: 1_500,
};

/** The refund an emitted event records. */
export const recordedRefund = (event: RefundEvent | undefined): RefundRecord => {
  if (event?.type !== 'RefundRequested') throw new Error(`not a refund: ${event?.type}`);
  return event.data;
};

export const requested = (
  order: OrderPlaced['data'],
  more: Partial<RefundRecord> & Pick<RefundRecord, 'type' | 'lines'>,
) => {
  const { lines } = more;
  const taxes =
    more.taxes ??
    (order.totals.taxes.map((tax) => ({
      kind: tax.kind,
      rate: tax.rate,
      amountCents: lines.reduce(
        (sum, line) => sum + (line.taxes.find((part) => part.kind === tax.kind)?.amountCents ?? 0),
        0,
      ),
    })) as RefundRecord['taxes']);
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalRefundedCents, 0);
  const taxCents = taxes.reduce((sum, part) => sum + part.amountCents, 0);
  return {
    type: 'RefundRequested',
    data: {
      refundId: `${order.orderId}-R1`,
      orderId: order.orderId,
      storeCode: order.storeCode,
      reason: 'Customer request',
      comments: 'Called on Monday',
      subtotalCents,
      taxes,
      taxCents,
      totalCents: subtotalCents + taxCents,
      authorizationId: order.payment?.authorizationId ?? null,
      requestedBy: 'usr-lmg',
      requestedByRole: 'LMG',
      requestedAt: now,
      ...more,
    },
  } satisfies RefundEvent;
};
