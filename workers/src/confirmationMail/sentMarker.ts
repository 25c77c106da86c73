/**
 * The fact "the confirmation mail of this order went out", kept in the event store so every worker and
 * every retry sees it. It lives in a stream of its own, `mail-order-<orderId>`, written once: its first (and only) event is appended with the expected
 * revision `no_stream`, so of two attempts that both sent, exactly one records it and the other learns
 * that it was already recorded.
 */
import {
  CONFIRMATION_MAIL_SENT,
  type ConfirmationMailSent,
  confirmationMailStream,
  parseSentMarkerEvent,
} from '@parks/domain/orders/confirmationMailSent';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from '@parks/infra/eventStore/errors';
import type { EventStore } from '@parks/infra/eventStore/port';
import { newEventId } from '@parks/infra/ids';

// The event's type and parser are the domain's, so the audit timeline reads the marker as written here.
export { CONFIRMATION_MAIL_SENT, type ConfirmationMailSent, confirmationMailStream, parseSentMarkerEvent };

/**
 * The order's marker; `unreadable` when one is there but its data cannot be read (the mail still went out: only a
 * sent mail writes one); null when there is none.
 */
export const findSentMarker = async (
  eventStore: EventStore,
  orderId: string,
): Promise<ConfirmationMailSent | 'unreadable' | null> => {
  try {
    for await (const recorded of eventStore.readStream(confirmationMailStream(orderId), { maxCount: 1 })) {
      if (recorded.type === CONFIRMATION_MAIL_SENT) return parseSentMarkerEvent(recorded)?.data ?? 'unreadable';
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return null;
    throw error;
  }
  return null;
};

/** True when this call recorded it; false when another attempt had already. */
export const recordSent = async (eventStore: EventStore, sent: ConfirmationMailSent): Promise<boolean> => {
  try {
    await eventStore.appendToStream(
      confirmationMailStream(sent.orderId),
      [{ id: newEventId(), type: CONFIRMATION_MAIL_SENT, data: { ...sent }, metadata: { timestamp: sent.sentAt } }],
      { expectedRevision: 'no_stream' },
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return false;
    throw error;
  }
};
