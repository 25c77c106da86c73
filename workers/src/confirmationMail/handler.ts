/**
 * Sends the confirmation mail of one order, at most once per recorded fact:
 *   1. the "sent" marker exists → nothing to do (a retried or redelivered job);
 *   2. load the order from its stream; not there, unreadable, or not due → nothing to send (logged);
 *   3. send, with the Message-ID `mail-order-<orderId>@<sender domain>`;
 *   4. record the marker.
 * A crash or error between 3 and 4 makes the retry send again: at-least-once, with the same Message-ID,
 * so the copy is recognisable (and the .eml adapter simply overwrites its file). Errors of the store or the
 * mailer are thrown for BullMQ to retry; bad data is logged and skipped, never thrown.
 */

import { confirmationDue } from '@parks/domain/orders/confirmation';
import { orderDecider } from '@parks/domain/orders/decider';
import { isPortalOrder } from '@parks/domain/orders/release';
import { orderStream } from '@parks/domain/orders/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import { domainOf, type MailAddress, type Mailer, messageIdFor, type OutgoingMail } from '@parks/infra/mail/port';
import { publishedSmtpRecord } from '@parks/infra/settings/serviceSettings';
import type { Language } from '@parks/schemas/language';
import { type ConfirmationOrder, loadOrder, type PlacedOrderData } from './order.ts';
import { renderConfirmationMail } from './render.ts';
import { findSentMarker, recordSent } from './sentMarker.ts';
import { publishedStoreSettings } from './storeSettings.ts';

export const DEFAULT_SENDER_ADDRESS = 'no-reply@store.parks.example';

export type ConfirmationMailDeps = Readonly<{
  eventStore: EventStore;
  mailer: Mailer;
  logger: Logger;
  /** The From address (the display name follows the order's language). */
  senderAddress?: string;
  /** Public address of the store, for the link to the confirmation page. */
  storeUrl?: string;
  now?: () => Date;
}>;

export type ConfirmationOutcome =
  | 'sent'
  | 'alreadySent'
  | 'notDue'
  | 'orderNotFound'
  | 'unreadableOrder'
  | 'noRecipient';

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** The shopper's addresses: shipping first, then billing when it differs. */
export const recipientsOf = (order: PlacedOrderData): MailAddress[] => {
  const seen = new Set<string>();
  const recipients: MailAddress[] = [];
  for (const address of [order.shippingAddress, order.billingAddress]) {
    const email = address.email.trim();
    if (!EMAIL.test(email) || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    recipients.push({ name: `${address.firstName} ${address.lastName}`.trim() || null, address: email });
  }
  return recipients;
};

export const confirmationMessageId = (orderId: string, senderAddress: string): string =>
  messageIdFor(domainOf(senderAddress), 'mail-order', orderId);

/** A resend's own Message-ID: a retry of the same request writes the same message, another request a new one. */
export const resendMessageId = (orderId: string, requestId: string, senderAddress: string): string =>
  messageIdFor(domainOf(senderAddress), 'mail-resend', orderId, requestId);

/**
 * The confirmation mail of an order to `to`, with the order mails' settings (Change Settings) as published when it
 * goes out: the sender, and the staff copies (order bcc e-mails) when `withBcc`, never to a recipient twice.
 * `messageIdOf` names the mail from the sender's address.
 */
const composeConfirmation = async (
  order: ConfirmationOrder,
  to: readonly MailAddress[],
  messageIdOf: (senderAddress: string) => string,
  deps: ConfirmationMailDeps,
  withBcc: boolean,
): Promise<Readonly<{ mail: OutgoingMail & { date: Date }; language: Language }>> => {
  const settings = await publishedStoreSettings(deps.eventStore);
  // The order mails' own sender first, then the SMTP settings' From (issue #24), then the server's.
  const smtp = await publishedSmtpRecord(deps.eventStore);
  const senderAddress = settings.orderSenderEmail ?? smtp?.fromAddress ?? deps.senderAddress ?? DEFAULT_SENDER_ADDRESS;
  const released = isPortalOrder(order.placed.storeCode); // due, so a portal order's mail follows its release
  const rendered = renderConfirmationMail(order.placed, {
    released,
    ...(deps.storeUrl === undefined ? {} : { storeUrl: deps.storeUrl }),
  });
  const recipients = new Set(to.map((recipient) => recipient.address.toLowerCase()));
  const bcc = withBcc
    ? settings.orderBccEmails
        .filter((address) => !recipients.has(address.toLowerCase()))
        .map((address) => ({ name: null, address }))
    : [];
  const mail = {
    messageId: messageIdOf(senderAddress),
    from: { name: rendered.senderName, address: senderAddress },
    to,
    ...(bcc.length === 0 ? {} : { bcc }),
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    language: rendered.locale,
    date: (deps.now ?? (() => new Date()))(),
  };
  return { mail, language: rendered.language };
};

/** The order a mail is about, or why there is none: bad data is logged (as `what`) and skipped, never thrown. */
const orderToMail = async (
  eventStore: EventStore,
  orderId: string,
  log: Logger,
  what: 'confirmation mail' | 'confirmation resend',
): Promise<ConfirmationOrder | 'orderNotFound' | 'unreadableOrder'> => {
  const loaded = await loadOrder(eventStore, orderId);
  if (loaded.kind === 'absent') {
    log.warn(`${what} for an order that does not exist; skipped`);
    return 'orderNotFound';
  }
  if (loaded.kind === 'unreadable') {
    log.error({ reason: loaded.reason }, `${what} for an order that cannot be read; skipped`);
    return 'unreadableOrder';
  }
  return loaded.order;
};

export const sendConfirmationMail = async (
  orderId: string,
  deps: ConfirmationMailDeps,
): Promise<ConfirmationOutcome> => {
  const { eventStore, mailer, logger } = deps;
  const log = logger.child({ orderId });
  const marker = await findSentMarker(eventStore, orderId);
  if (marker !== null) {
    if (marker === 'unreadable') log.error('confirmation mail marker cannot be read; taken as sent');
    else log.debug('confirmation mail already sent');
    return 'alreadySent';
  }
  const order = await orderToMail(eventStore, orderId, log, 'confirmation mail');
  if (typeof order === 'string') return order;
  if (!confirmationDue(order.state)) {
    log.info({ status: order.state.status, storeCode: order.placed.storeCode }, 'no confirmation mail due yet');
    return 'notDue';
  }
  const to = recipientsOf(order.placed);
  if (to.length === 0) {
    log.error('confirmation mail for an order without a usable e-mail address; skipped');
    return 'noRecipient';
  }

  const messageIdOf = (sender: string) => confirmationMessageId(orderId, sender);
  const { mail, language } = await composeConfirmation(order, to, messageIdOf, deps, true);
  const { messageId } = mail;
  const sentAt = mail.date;
  const delivery = await mailer.send(mail);
  const first = await recordSent(eventStore, {
    orderId,
    messageId,
    language,
    via: delivery.via,
    sentAt: sentAt.toISOString(),
  });
  if (first) log.info({ messageId, via: delivery.via }, 'confirmation mail sent');
  else log.warn({ messageId }, 'confirmation mail sent again by a concurrent attempt (same Message-ID)');
  return 'sent';
};

export type ResendOutcome =
  | 'sent'
  | 'alreadySent'
  | 'requestNotFound'
  | 'orderNotFound'
  | 'unreadableOrder'
  | 'noRecipient';

/**
 * Sends the confirmation again as staff asked (`OrderConfirmationResendRequested` with this `requestId`), at most once
 * per request: a request already recorded as sent is not sent again, and the mail of a retried job keeps its
 * Message-ID (`mail-resend-<orderId>-<requestId>`), so the .eml adapter overwrites its own file. Then the sending is
 * recorded on the order (`OrderConfirmationResent`, once per request whatever the retries). The mail goes to the
 * address asked for, or else to the order's addresses as they stand (edits included); no staff copies: staff asked
 * for it.
 */
export const resendConfirmationMail = async (
  orderId: string,
  requestId: string,
  deps: ConfirmationMailDeps,
): Promise<ResendOutcome> => {
  const { eventStore, mailer, logger } = deps;
  const log = logger.child({ orderId, requestId });
  const order = await orderToMail(eventStore, orderId, log, 'confirmation resend');
  if (typeof order === 'string') return order;
  const request = order.state.status === 'absent' ? undefined : order.state.resends.get(requestId);
  if (request === undefined) {
    log.warn('confirmation resend that was never requested; skipped');
    return 'requestNotFound';
  }
  if (request.sent) {
    log.debug('confirmation resend already sent');
    return 'alreadySent';
  }
  const to = request.to === null ? recipientsOf(order.placed) : [{ name: null, address: request.to }];
  if (to.length === 0) {
    log.error('confirmation resend for an order without a usable e-mail address; skipped');
    return 'noRecipient';
  }
  const messageIdOf = (sender: string) => resendMessageId(orderId, requestId, sender);
  const { mail } = await composeConfirmation(order, to, messageIdOf, deps, false);
  const delivery = await mailer.send(mail);
  const outcome = await handleCommand(eventStore, orderStream(orderId), orderDecider, {
    type: 'RecordConfirmationResent',
    data: {
      orderId,
      requestId,
      to: to.map((recipient) => recipient.address),
      messageId: mail.messageId,
      via: delivery.via,
      sentAt: mail.date.toISOString(),
    },
    metadata: { now: mail.date.toISOString() },
  });
  if (outcome.newEvents.length > 0) log.info({ messageId: mail.messageId, via: delivery.via }, 'confirmation resent');
  else log.warn({ messageId: mail.messageId }, 'confirmation resent again by a concurrent attempt (same Message-ID)');
  return 'sent';
};
