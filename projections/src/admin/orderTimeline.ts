import {
  CONFIRMATION_MAIL_SENT,
  type ConfirmationMailSentEvent,
  orderIdFromMailStream,
  parseSentMarkerEvent,
} from '@parks/domain/orders/confirmationMailSent';
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderEvent, type OrderPlaced, type OrderStatusEvent, orderEventTypes } from '@parks/domain/orders/events';
import { isStatusEvent } from '@parks/domain/orders/state';
import { statusChangeOf } from '@parks/domain/orders/statusChange';
import { orderIdFromStream } from '@parks/domain/orders/streams';
import { parseRefundEvent } from '@parks/domain/refunds/eventParser';
import { isRefundEvent, type RefundEvent, refundEventTypes } from '@parks/domain/refunds/events';
import { orderIdFromRefundStream } from '@parks/domain/refunds/streams';
import type { Collection } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { TimelineChange, TimelineEntry } from '@parks/schemas/admin/orderDetails';
import type { Cents } from '@parks/schemas/money';
import { isRole, type Role } from '@parks/schemas/roles';
import { evolveParsed, parsedByStream, parsedReadModel, queriesOf } from '../runtime/readModel.ts';
import { eventTime } from '../store/revisionTracking.ts';

/**
 * The audit timeline of every order (issue 13; back-office.md §3): one document per event of the order's stream, its
 * refund stream (`refund-<orderId>`) and its confirmation mail stream (`mail-order-<orderId>`), saying when, who (user
 * and role; `system` for the workers), what, why, and the fields changed with before and after.
 *
 * An entry's id is its event's stream and revision, and an entry once written is never changed: replaying the log
 * (a rebuild, a redelivery) writes the same documents again and nothing else. Nothing here deletes an entry.
 *
 * What an entry cannot know alone is left to the reader (`timelineOf`): the status an order had before a status
 * event is the one the previous status entry left (each evolve sees one document), and the label is in the
 * request's language. Usernames are the staff's, resolved when read, except the portal user's, which the order
 * records.
 */
export type OrderTimelineDocument = Omit<TimelineEntry, 'label' | 'actor'> & {
  _id: string;
  actor: Readonly<{ userId: string; username: string | null; role: TimelineEntry['actor']['role'] }>;
  /** `position`, zero-padded: the log's order as a string sort. */
  positionKey: string;
};

export const timelineEntryId = (stream: string, revision: bigint): string => `${stream}@${revision}`;

const positionKeyOf = (event: RecordedEvent): string => event.position.commit.toString().padStart(20, '0');

const dollars = (cents: Cents): string => (cents / 100).toFixed(2);

type Entry = Pick<OrderTimelineDocument, 'kind' | 'actor' | 'reason' | 'changes' | 'detail'>;

const system = { userId: 'system', username: null, role: 'system' } as const;

/** Who acted in a staff event: the role it recorded, or the workers' (a release sweep records none). */
const staff = (userId: string, role: Role | undefined): Entry['actor'] =>
  role === undefined ? { ...system, userId } : { userId, username: null, role };

/** Who placed an order: the portal user in the role they ordered as, else the shopper. */
const placer = (placed: OrderPlaced['data']): Entry['actor'] => {
  const { portal, placedBy } = placed;
  const role = portal && isRole(portal.placedByRole) ? portal.placedByRole : 'customer';
  return { userId: placedBy, username: portal?.placedByUsername ?? null, role };
};

/**
 * The entry of a status event: a status edit or the action of its own name, the status it leaves (`before` is filled
 * by the reader from the previous status entry), and the tracking an order shipped with.
 */
const statusEntry = (event: OrderStatusEvent): Entry => {
  const change = statusChangeOf(event);
  const { tracking } = change;
  const trackingChanges: TimelineChange[] =
    tracking === null
      ? []
      : [
          { field: 'trackingNumber', before: null, after: tracking.trackingNumber },
          ...(tracking.trackingUrl === null
            ? []
            : [{ field: 'trackingUrl' as const, before: null, after: tracking.trackingUrl }]),
        ];
  return {
    reason: change.reason,
    changes: [{ field: 'status', before: null, after: change.status }, ...trackingChanges],
    detail: tracking?.trackingNumber ?? null,
    kind: change.viaStatusEdit ? 'statusChanged' : change.kind,
    actor: event.type === 'OrderPlaced' ? placer(event.data) : staff(change.by, change.role),
  };
};

const orderEntry = (event: OrderEvent): Entry => {
  if (isStatusEvent(event)) return statusEntry(event);
  const none = { reason: null, changes: [], detail: null };
  switch (event.type) {
    case 'OrderEdited':
      return {
        ...none,
        kind: 'edited',
        actor: staff(event.data.editedBy, event.data.role),
        reason: event.data.reason,
        changes: event.data.changes.map(({ field, before, after }) => ({ field, before, after })),
      };
    case 'OrderNoteAdded':
      return {
        ...none,
        kind: event.data.correctsNoteId === null ? 'noteAdded' : 'noteCorrected',
        actor: staff(event.data.addedBy, event.data.role),
        detail: event.data.text,
      };
    case 'OrderConfirmationResendRequested':
      return {
        ...none,
        kind: 'emailResendRequested',
        actor: staff(event.data.requestedBy, event.data.role),
        detail: event.data.to,
      };
    case 'OrderConfirmationResent':
      return { ...none, kind: 'emailResent', actor: system, detail: event.data.to.join(', ') };
  }
};

const refundEntry = (event: RefundEvent): Entry => {
  switch (event.type) {
    case 'RefundRequested': {
      const { refundId, totalCents, requestedBy, requestedByRole, reason, comments } = event.data;
      const detail = `${refundId}: ${dollars(totalCents)}${comments === null ? '' : ` (${comments})`}`;
      return {
        kind: 'refundRequested',
        actor: staff(requestedBy, requestedByRole),
        reason,
        changes: [],
        detail,
      };
    }
    case 'RefundSucceeded':
      return {
        kind: 'refunded',
        actor: system,
        reason: null,
        changes: [],
        detail: `${event.data.refundId}: ${dollars(event.data.amountCents)}`,
      };
    case 'RefundFailed':
      return {
        kind: 'refundFailed',
        actor: system,
        reason: event.data.reason,
        changes: [],
        detail: `${event.data.refundId}: ${dollars(event.data.amountCents)}`,
      };
    case 'RefundCommented':
      return {
        kind: 'refundCommented',
        actor: staff(event.data.commentedBy, event.data.commentedByRole),
        reason: null,
        changes: [],
        detail: `${event.data.refundId}: ${event.data.comment}`,
      };
  }
};

/** The events of the timeline's streams, each read by its own stream's parser (an unreadable one is skipped). */
type TimelineSourceEvent = OrderEvent | RefundEvent | ConfirmationMailSentEvent;
const parseSourceEvent = parsedByStream<TimelineSourceEvent>(
  [orderIdFromStream, parseOrderEvent],
  [orderIdFromRefundStream, parseRefundEvent],
  [orderIdFromMailStream, parseSentMarkerEvent],
);

/** The order an event of the timeline's streams is about, and what its entry says. */
const entryOf = (event: TimelineSourceEvent): Entry & { orderId: string } => {
  if (event.type === CONFIRMATION_MAIL_SENT) {
    const { orderId, messageId, via } = event.data;
    return { kind: 'emailSent', actor: system, reason: null, changes: [], detail: `${messageId} (${via})`, orderId };
  }
  if (isRefundEvent(event)) return { ...refundEntry(event), orderId: event.data.orderId };
  return { ...orderEntry(event), orderId: event.data.orderId };
};

const foldTimelineEntry = (
  doc: OrderTimelineDocument | null,
  parsed: TimelineSourceEvent,
  event: RecordedEvent,
): OrderTimelineDocument | null => {
  // Written once: a replayed event finds its entry there and leaves it as it is.
  if (doc !== null) return doc;
  const entry = entryOf(parsed);
  const entryId = timelineEntryId(event.streamId, event.revision);
  return {
    _id: entryId,
    entryId,
    ...entry,
    at: eventTime(event),
    source: { stream: event.streamId, revision: event.revision.toString() },
    position: event.position.commit.toString(),
    positionKey: positionKeyOf(event),
  };
};

/** The event types whose entries the timeline holds (a request reading it waits for these). */
export const timelineEventTypes: readonly string[] = [...orderEventTypes, ...refundEventTypes, CONFIRMATION_MAIL_SENT];

/** The timeline's evolve over a recorded event: one its stream's parser cannot read is skipped, never thrown. */
export const evolveTimelineEntry = evolveParsed(parseSourceEvent, foldTimelineEntry);

export const orderTimeline = parsedReadModel<OrderTimelineDocument, TimelineSourceEvent>({
  name: 'orderTimeline',
  version: 1,
  handles: timelineEventTypes,
  documentId: (event) =>
    orderIdFromStream(event.streamId) !== null ||
    orderIdFromRefundStream(event.streamId) !== null ||
    orderIdFromMailStream(event.streamId) !== null
      ? timelineEntryId(event.streamId, event.revision)
      : null,
  parse: parseSourceEvent,
  evolve: foldTimelineEntry,
  indexes: [{ key: { orderId: 1, positionKey: 1 }, name: 'orderId_position' }],
});

// ---- queries --------------------------------------------------------------------------------------------------

export type TimelineRecord = Omit<OrderTimelineDocument, '_id' | 'positionKey'>;

/**
 * The timeline of one order, as the log ordered it, each status change with the status it left (the one the
 * previous status entry left it in; null before the first).
 */
export const timelineOf = async (
  collection: Collection<OrderTimelineDocument>,
  orderId: string,
): Promise<TimelineRecord[]> => {
  const docs = await collection.find({ orderId }, { sort: { positionKey: 1, _id: 1 } });
  let status: string | null = null;
  return docs.map(({ _id, positionKey, ...entry }) => ({
    ...entry,
    changes: entry.changes.map((change) => {
      if (change.field !== 'status') return change;
      const before = status;
      status = change.after;
      return { ...change, before };
    }),
  }));
};

/** The timeline as the order details ask it. */
export const orderTimelineQueries = queriesOf(orderTimeline, (entries: Collection<OrderTimelineDocument>) => ({
  of: (orderId: string) => timelineOf(entries, orderId),
}));
