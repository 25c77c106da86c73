/**
 * The refund reactor on real pieces: a SQLite event store, a private Redis for its checkpoint, the sandbox gateway.
 * Refunds are requested through the refund decider as the API does; the reactor sends each to the gateway once and
 * records the answer on the refund's stream.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentGateway, RefundRequest } from '@parks/domain/payments/port';
import { refundDecider } from '@parks/domain/refunds/decider';
import type { RefundEvent } from '@parks/domain/refunds/events';
import { refundStream } from '@parks/domain/refunds/streams';
import { placedOrder } from '@parks/domain/testing/refundOrders';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { silentLogger } from '@parks/infra/logging';
import { openSandboxGateway, type SandboxGateway } from '@parks/infra/payments/sandboxGateway';
import type { RefundType } from '@parks/schemas/admin/refunds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeWorkerBed, eventually, openWorkerBed, useFileRedis, type WorkerBed } from '../testing/workerBed.ts';
import { redisCheckpoints } from './checkpoints.ts';
import { type Reactor, startReactor } from './reactor.ts';
import { REFUND_PAYMENT_REACTOR, refundPaymentReactor } from './refundPayment.ts';

const logger = silentLogger();
const fileRedis = useFileRedis('refund-reactor');
let bed: WorkerBed;
let sandbox: SandboxGateway;
let calls: RefundRequest[];
/** Throws (outcome unknown) for this many calls first: a gateway timing out. */
let failingCalls: number;
const running: Reactor[] = [];

const gateway: Pick<PaymentGateway, 'refund'> = {
  refund: async (request) => {
    calls.push(request);
    if (failingCalls > 0) {
      failingCalls -= 1;
      throw new Error('the gateway did not answer');
    }
    return sandbox.refund(request);
  },
};

beforeEach(async () => {
  bed = await openWorkerBed('refund-reactor', logger, fileRedis);
  sandbox = openSandboxGateway({ path: ':memory:' });
  calls = [];
  failingCalls = 0;
});

afterEach(async () => {
  for (const reactor of running.splice(0)) await reactor.stop();
  sandbox.close();
  await closeWorkerBed(bed);
});

const start = (): Reactor => {
  const reactor = startReactor({
    eventStore: bed.eventStore,
    checkpoints: redisCheckpoints(bed.queues.connection),
    logger,
    definition: refundPaymentReactor({ eventStore: bed.eventStore, gateway, logger }),
  });
  running.push(reactor);
  return reactor;
};

/** A public order paid with a sandbox authorization of `authorizedCents` (the order total unless said). */
const paidOrder = async (authorizedCents?: number) => {
  const order = placedOrder({ orderId: `ord-${randomUUID().slice(0, 8)}` });
  const authorization = await sandbox.authorize({
    idempotencyKey: `payment-${order.orderId}`,
    orderId: order.orderId,
    amountCents: authorizedCents ?? order.totals.totalCents,
    currency: 'CAD',
    card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvv: '123' },
    billingPostalCode: 'K1A 0B1',
  });
  if (authorization.outcome !== 'authorized' || order.payment === null) throw new Error('fixture');
  return { ...order, payment: { ...order.payment, authorizationId: authorization.authorizationId } };
};

const requestRefund = async (order: ReturnType<typeof placedOrder>, type: RefundType = 'full') => {
  const outcome = await handleCommand(bed.eventStore, refundStream(order.orderId), refundDecider, {
    type: 'RequestRefund',
    data: {
      order,
      orderStatus: 'pending',
      type,
      reason: 'Customer request',
      comments: null,
      lines: [],
      actorRole: 'LMG',
    },
    metadata: { now: new Date().toISOString(), userId: 'usr-lmg' },
  });
  const [requested] = outcome.newEvents;
  if (requested?.type !== 'RefundRequested') throw new Error('fixture');
  return requested.data;
};

const streamOf = async (orderId: string): Promise<RefundEvent[]> => {
  const events: RefundEvent[] = [];
  for await (const recorded of bed.eventStore.readStream(refundStream(orderId))) {
    const event = refundDecider.parse(recorded);
    if (event !== null) events.push(event);
  }
  return events;
};
const typesOf = async (orderId: string) => (await streamOf(orderId)).map((event) => event.type);

describe('the refund reactor', () => {
  it('sends a refund to the gateway once and records RefundSucceeded, even when it reads the log again', async () => {
    const order = await paidOrder();
    const refund = await requestRefund(order);
    const reactor = start();
    await eventually(async () => (await typesOf(order.orderId)).length === 2);
    const events = await streamOf(order.orderId);
    expect(events[1]).toMatchObject({
      type: 'RefundSucceeded',
      data: { refundId: refund.refundId, amountCents: refund.totalCents, gatewayRefundId: expect.any(String) },
    });
    expect(calls).toEqual([
      { refundId: refund.refundId, authorizationId: order.payment.authorizationId, amountCents: refund.totalCents },
    ]);
    expect(sandbox.refundedCents(order.payment.authorizationId)).toBe(refund.totalCents);

    // From the start of the log again: the outcome is on the stream, so nothing is sent and nothing added.
    await reactor.stop();
    await redisCheckpoints(bed.queues.connection).clear(REFUND_PAYMENT_REACTOR);
    await start().caughtUp();
    expect(calls).toHaveLength(1);
    expect(await typesOf(order.orderId)).toEqual(['RefundRequested', 'RefundSucceeded']);
  });

  it('records RefundFailed when the gateway refuses, and the refund can then be asked again', async () => {
    const order = await paidOrder(1_000);
    const refund = await requestRefund(order);
    start();
    await eventually(async () => (await typesOf(order.orderId)).length === 2);
    expect((await streamOf(order.orderId))[1]).toMatchObject({
      type: 'RefundFailed',
      data: { refundId: refund.refundId, reason: 'exceedsAuthorization' },
    });
    expect(sandbox.refundedCents(order.payment.authorizationId)).toBe(0);
    const again = await requestRefund(order);
    expect(again.totalCents).toBe(refund.totalCents);
  });

  it('retries a gateway that did not answer with the same refund id, and refunds once', async () => {
    failingCalls = 1;
    const order = await paidOrder();
    const refund = await requestRefund(order);
    start();
    await eventually(async () => (await typesOf(order.orderId)).length === 2);
    expect(calls.map((call) => call.refundId)).toEqual([refund.refundId, refund.refundId]);
    expect(sandbox.refundedCents(order.payment.authorizationId)).toBe(refund.totalCents);
  });

  it('succeeds without the gateway for an order paid on account', async () => {
    const order = placedOrder({ orderId: `ord-${randomUUID().slice(0, 8)}`, storeCode: 'b2b', paid: false });
    await requestRefund(order);
    start();
    await eventually(async () => (await typesOf(order.orderId)).length === 2);
    expect((await streamOf(order.orderId))[1]).toMatchObject({
      type: 'RefundSucceeded',
      data: { gatewayRefundId: null },
    });
    expect(calls).toEqual([]);
  });
});
