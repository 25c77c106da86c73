/**
 * A public-store (b2c) order for the orders API tests: the priced Discovery Pass checkout of the domain's fixtures,
 * placed under a fresh id through the order decider, as the checkout places it once the card is authorized. The
 * checkout's own HTTP path is covered by the store tests; here only the order matters.
 */
import { randomUUID } from 'node:crypto';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { payment, started } from '@parks/domain/testing/cartCheckout';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { PaymentSummary } from '@parks/schemas/orders';

/** The card authorization of the order: the fixture's, or one a test's gateway issued (to refund it for real). */
export type PublicOrderPayment = (orderId: string, totalCents: number) => Promise<PaymentSummary>;

export const placePublicOrder = async (
  eventStore: EventStore,
  now: Date,
  email = 'anne@example.ca',
  paymentOf: PublicOrderPayment = async (_, amountCents) => ({ ...payment, amountCents }),
): Promise<string> => {
  const orderId = `ord-${randomUUID()}`;
  const draft = started.data.order;
  const order = {
    ...draft,
    orderId,
    confirmationAlias: `confirmation/${orderId}`,
    shippingAddress: { ...draft.shippingAddress, email },
    billingAddress: { ...draft.billingAddress, email },
  };
  await handleCommand(eventStore, orderStream(orderId), orderDecider, {
    type: 'PlaceOrder',
    data: {
      order,
      payment: await paymentOf(orderId, order.totals.totalCents),
      idempotencyKey: `key-${orderId}`,
      requestHash: `hash-${orderId}`,
      requiresApproval: false,
    },
    metadata: { now: now.toISOString() },
  });
  return orderId;
};
