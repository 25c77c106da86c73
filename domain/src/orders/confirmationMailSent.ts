import type { Event } from '../shared/decider.ts';
import { type EventParser, event, eventParser, object, oneOf, string, text } from '../shared/shape.ts';

/**
 * The fact "the first confirmation mail of this order went out", written once by the mail worker in a stream of its
 * own (`mail-order-<orderId>`, see workers/src/confirmationMail/sentMarker.ts). Its type and parser live here so that
 * the readers of the order's history (the audit timeline) read it as the worker wrote it.
 */
export const confirmationMailStreamCategory = 'mail-order';

export const confirmationMailStream = (orderId: string): string => `${confirmationMailStreamCategory}-${orderId}`;

export const orderIdFromMailStream = (streamName: string): string | null =>
  streamName.startsWith(`${confirmationMailStreamCategory}-`)
    ? streamName.slice(confirmationMailStreamCategory.length + 1)
    : null;

export const CONFIRMATION_MAIL_SENT = 'ConfirmationMailSent' as const;

export type ConfirmationMailSent = Readonly<{
  orderId: string;
  messageId: string;
  language: string;
  via: 'smtp' | 'file';
  sentAt: string;
}>;

export type ConfirmationMailSentEvent = Event<typeof CONFIRMATION_MAIL_SENT, ConfirmationMailSent>;

/** The sent-marker stream's parser: its one event type, of the shape the mail worker writes. */
export const parseSentMarkerEvent: EventParser<ConfirmationMailSentEvent> = eventParser<ConfirmationMailSentEvent>({
  ConfirmationMailSent: event(
    CONFIRMATION_MAIL_SENT,
    object({ orderId: text, messageId: text, language: string, via: oneOf(['smtp', 'file']), sentAt: text }),
  ),
});
