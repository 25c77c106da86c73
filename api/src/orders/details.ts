/**
 * The order modal's details (back-office.md §2, §3; issue 13):
 *   GET /api/Orders/GetOrderDetails/{orderId}?storeCode=   → OrderDetailsDto
 * Everything staff see about one order: its own stream folded through the order parser (content with the staff's
 * edits, status, dates, notes), its refund stream (history with status, and what is left to refund), and its audit
 * timeline from the `orderTimeline` read model, read once that projection has passed the last event of the order's,
 * refunds' and mail streams. Labels are in the request's language; `actions` and `nextStatuses` are the domain's.
 * Who may: the orders area of the order's own store, read from its stream (b2c: LMG, SuperUser, Administrator; b2b:
 * LMG, SuperUser); an order not found gets the stricter b2b rules, then 404.
 */
import { confirmationMailStream } from '@parks/domain/orders/confirmationMailSent';
import { orderModalActions } from '@parks/domain/orders/modalActions';
import { type OrderRecord, orderRecordReader } from '@parks/domain/orders/record';
import { orderStream } from '@parks/domain/orders/streams';
import { nextStatuses } from '@parks/domain/orders/transitions';
import { availableOn, refundableOrderOf } from '@parks/domain/refunds/calculator';
import { refundDecider } from '@parks/domain/refunds/decider';
import { refundStream } from '@parks/domain/refunds/streams';
import { foldStreamRevision } from '@parks/infra/commandHandling/handleCommand';
import { StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore, RecordedEvent } from '@parks/infra/eventStore/port';
import { orderTimelineQueries } from '@parks/projections/admin/orderTimeline';
import {
  type OrderDetailsDto,
  type OrderDetailsNote,
  type OrderDetailsProduct,
  timelineKindLabel,
} from '@parks/schemas/admin/orderDetails';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { orderStatusLabel } from '@parks/schemas/orders';
import type { ParameterizedContext } from 'koa';
import { lineSkus, peopleNames, withLineSkus } from '../shownNames.ts';
import type { AppState } from '../state.ts';
import type { OrdersDeps } from './deps.ts';
import { orderForStaff } from './staffOrder.ts';

/** How long a details read waits for the timeline to catch up before answering with what it holds. */
const timelineWaitMs = 2_000;

const lastEventOf = async (eventStore: EventStore, stream: string): Promise<RecordedEvent | null> => {
  try {
    for await (const recorded of eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 })) {
      return recorded;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return null;
};

const productsOf = ({ order, state }: OrderRecord, skuOf: (productId: string) => string): OrderDetailsProduct[] => {
  const portalLines = new Map((order.portal?.lines ?? []).map((line) => [line.lineId, line]));
  return order.lines.map((line) => {
    const portal = portalLines.get(line.lineId);
    return {
      lineId: line.lineId,
      categoryName: line.categoryName,
      productName: line.productName,
      validityPeriod: line.validityPeriod,
      languageOption: portal?.languageOption ?? null,
      packSize: portal?.packSize ?? null,
      sku: portal?.sku ?? skuOf(line.productId),
      serialNumber: line.vessel?.vesselId ?? null,
      vesselSize: line.vessel?.lengthFeet ?? null,
      vesselId: line.vessel?.vesselId ?? null,
      vesselType: line.vessel?.vesselType ?? null,
      trackingNumber: portal === undefined ? null : state.editable.trackingNumber,
      trackingUrl: portal === undefined ? null : state.editable.trackingUrl,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
    };
  });
};

const notesOf = (record: OrderRecord, nameOf: (userId: string) => string): OrderDetailsNote[] =>
  record.notes.map((note) => ({
    noteId: note.noteId,
    note: note.text,
    correctsNoteId: note.correctsNoteId,
    correctedByNoteId: record.notes.findLast((later) => later.correctsNoteId === note.noteId)?.noteId ?? null,
    dateTimeAdded: note.addedAt,
    noteBy: nameOf(note.addedBy),
    noteByRole: note.role,
  }));

export const orderDetails = (deps: OrdersDeps) => {
  /** Read your writes for a read: the timeline has passed the last event of each of the order's streams. */
  const timelineCaughtUp = async (orderId: string): Promise<void> => {
    const streams = [orderStream(orderId), refundStream(orderId), confirmationMailStream(orderId)];
    const lasts = await Promise.all(streams.map((stream) => lastEventOf(deps.eventStore, stream)));
    await Promise.all(
      lasts.flatMap((last) =>
        last === null ? [] : [deps.projections.waitFor(last.position, [last.type], timelineWaitMs)],
      ),
    );
  };

  return async (ctx: ParameterizedContext<AppState>, orderId: string, language: Language): Promise<OrderDetailsDto> => {
    const { order: record, user } = await orderForStaff(
      ctx,
      deps.eventStore,
      orderId,
      orderRecordReader,
      (found) => found.order.storeCode,
    );
    const { role } = user;

    const { state: refunds } = await foldStreamRevision(deps.eventStore, refundStream(orderId), refundDecider);
    await timelineCaughtUp(orderId);
    const timeline = await orderTimelineQueries(deps.projections).of(orderId);
    const { order, state } = record;
    const portal = order.portal ?? null;
    // People by name (a guest by the order's e-mail) and products by SKU, never by their ids (issue 23).
    const people = await peopleNames(
      deps.projections,
      language,
      [
        order.placedBy,
        ...record.notes.map((note) => note.addedBy),
        ...timeline.map((entry) => entry.actor.userId),
        ...refunds.refunds.map((refund) => refund.requestedBy),
        ...(record.cancelled === null ? [] : [record.cancelled.by]),
      ],
      state.editable.shippingAddress.email,
    );
    const nameOf = (userId: string) => people(userId).name;
    const skuOf = await lineSkus(
      deps.projections,
      language,
      order.lines.map((line) => line.productId),
    );
    const refundable = refundableOrderOf(order);
    const leftCents = refundable.lines.reduce((sum, line) => sum + availableOn(line, refunds.soFar), 0);
    const latestRefund = refunds.refunds.at(-1);
    const refundTimes = refunds.refunds.flatMap((refund) => [refund.requestedAt, refund.settledAt ?? '']);
    const { totals } = order;
    return {
      orderId: order.orderId,
      storeCode: order.storeCode,
      status: state.status,
      statusLabel: translate(language, orderStatusLabel(state.status)),
      dateOrdered: order.placedAt,
      dateShipped: record.shippedAt,
      dateUpdated: [record.updatedAt, ...refundTimes].reduce((latest, at) => (at > latest ? at : latest)),
      dateCancelled: record.cancelled?.at ?? null,
      preferredLanguage: order.storeCode === 'b2c' ? order.preferredLanguage : null,
      trackingNumber: state.editable.trackingNumber,
      trackingUrl: state.editable.trackingUrl,
      cancelReason: record.cancelled?.reason ?? null,
      cancelledBy: record.cancelled === null ? null : nameOf(record.cancelled.by),
      refundType: latestRefund?.type ?? null,
      refundTotalCents: refunds.soFar.totalCents,
      shippingMethod: order.shippingMethod,
      billingType: order.storeCode === 'b2b' && order.payment === null ? 'account' : 'card',
      payment: order.payment,
      poNumber: state.editable.poNumber,
      discountCodes: order.discounts.map((discount) => discount.code),
      taxName: totals.taxName,
      shippingAddress: state.editable.shippingAddress,
      billingAddress: state.editable.billingAddress,
      amounts: {
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        taxes: totals.taxes,
        totalCents: totals.totalCents,
        portal:
          portal === null
            ? null
            : {
                lineItemFeeCents: portal.fees.lineItemFeeCents,
                orderProcessingFeeCents: portal.fees.orderProcessingFeeCents,
                orderShipmentFeeCents: portal.fees.orderShipmentFeeCents,
                productionSubtotalCents: portal.fees.productionSubtotalCents,
                productionTotalCents: portal.fees.productionTotalCents,
                shippingTaxCents: portal.fees.shippingTaxCents,
                shippingTotalCents: portal.fees.shippingTotalCents,
              },
      },
      budgetCode: state.editable.budgetCode,
      shippingOption: portal?.shippingOption ?? null,
      estimatedArrivalDate: order.estimatedArrivalDate,
      placedBy: { userId: order.placedBy, username: nameOf(order.placedBy) },
      products: productsOf(record, skuOf),
      refunds: withLineSkus(refunds.refunds, skuOf).map((refund) => ({
        ...refund,
        requestedBy: nameOf(refund.requestedBy),
      })),
      notes: notesOf(record, nameOf),
      timeline: timeline.map((entry) => ({
        ...entry,
        label: translate(language, timelineKindLabel(entry.kind)),
        actor: { ...entry.actor, username: nameOf(entry.actor.userId) },
      })),
      actions: orderModalActions(state, role, leftCents),
      nextStatuses: nextStatuses(state),
    };
  };
};
