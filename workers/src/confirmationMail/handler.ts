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
import { isPortalOrder } from '@parks/domain/orders/release';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import { domainOf, type MailAddress, type Mailer, messageIdFor } from '@parks/infra/mail/port';
import { loadOrder, type PlacedOrderData } from './order.ts';
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
  const loaded = await loadOrder(eventStore, orderId);
  if (loaded.kind === 'absent') {
    log.warn('confirmation mail for an order that does not exist; skipped');
    return 'orderNotFound';
  }
  if (loaded.kind === 'unreadable') {
    log.error({ reason: loaded.reason }, 'confirmation mail for an order that cannot be read; skipped');
    return 'unreadableOrder';
  }
  const { order } = loaded;
  if (!confirmationDue(order.state)) {
    log.info({ status: order.state.status, storeCode: order.placed.storeCode }, 'no confirmation mail due yet');
    return 'notDue';
  }
  const to = recipientsOf(order.placed);
  if (to.length === 0) {
    log.error('confirmation mail for an order without a usable e-mail address; skipped');
    return 'noRecipient';
  }

  // The order mails' settings (Change Settings) as published when the mail goes out.
  const settings = await publishedStoreSettings(eventStore);
  const senderAddress = settings.orderSenderEmail ?? deps.senderAddress ?? DEFAULT_SENDER_ADDRESS;
  const released = isPortalOrder(order.placed.storeCode); // due, so a portal order's mail follows its release
  const rendered = renderConfirmationMail(order.placed, {
    released,
    ...(deps.storeUrl === undefined ? {} : { storeUrl: deps.storeUrl }),
  });
  const messageId = confirmationMessageId(orderId, senderAddress);
  // Staff copies (order bcc e-mails); never a shopper twice.
  const shoppers = new Set(to.map((recipient) => recipient.address.toLowerCase()));
  const bcc = settings.orderBccEmails
    .filter((address) => !shoppers.has(address.toLowerCase()))
    .map((address) => ({ name: null, address }));
  const sentAt = (deps.now ?? (() => new Date()))();
  const delivery = await mailer.send({
    messageId,
    from: { name: rendered.senderName, address: senderAddress },
    to,
    ...(bcc.length === 0 ? {} : { bcc }),
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    language: rendered.locale,
    date: sentAt,
  });
  const first = await recordSent(eventStore, {
    orderId,
    messageId,
    language: rendered.language,
    via: delivery.via,
    sentAt: sentAt.toISOString(),
  });
  if (first) log.info({ messageId, via: delivery.via }, 'confirmation mail sent');
  else log.warn({ messageId }, 'confirmation mail sent again by a concurrent attempt (same Message-ID)');
  return 'sent';
};
