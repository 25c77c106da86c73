/**
 * The audit timeline end to end, as one process runs it: the API records staff work on a public order, the workers
 * do theirs (the first confirmation mail, the resend staff asked for, the refund sent to the sandbox gateway), and
 * `GET /api/Orders/GetOrderDetails/{orderId}` shows all of it in the log's order, the workers' entries by `system`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placePublicOrder } from '@parks/api/orders/testing/publicOrders';
import { call, eventually, seed, startTestApi, type TestApi, tokenOf } from '@parks/api/testing/testApi';
import { silentLogger } from '@parks/infra/logging';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { openSandboxGateway, type SandboxGateway } from '@parks/infra/payments/sandboxGateway';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import type { OrderDetailsDto, TimelineKind } from '@parks/schemas/admin/orderDetails';
import type { RefundFormDto } from '@parks/schemas/admin/refunds';
import { startWorkers, type WorkersHost } from '@parks/workers/startWorkers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const logger = silentLogger();
let dir: string;
let api: TestApi;
let redis: PrivateRedis;
let queues: Queues;
let host: WorkersHost;
let gateway: SandboxGateway;
let token = '';
let userId = '';

const details = async (orderId: string) =>
  (await call<OrderDetailsDto>(api.base, `/api/Orders/GetOrderDetails/${orderId}`, { token })).body;
const kinds = async (orderId: string): Promise<TimelineKind[]> =>
  (await details(orderId)).timeline.map((entry) => entry.kind);
const refund = async (orderId: string) => {
  const form = await call<RefundFormDto>(api.base, `/api/Refunds/GetById/${orderId}`, { token });
  const line = form.body.lines[0];
  if (line === undefined) throw new Error('no refund line');
  const reply = await call(api.base, '/api/Refunds/Create', {
    method: 'POST',
    token,
    body: { orderId, type: 'partial', reason: 'Damaged pass', lines: [{ id: line.id, amount: -10 }] },
  });
  expect(reply.status).toBe(201);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'order-timeline-'));
  api = await startTestApi();
  redis = await startPrivateRedis({ dir: join(dir, 'redis') });
  queues = createQueues({ url: redis.url, logger });
  gateway = openSandboxGateway({ path: ':memory:' });
  host = await startWorkers({
    queues,
    eventStore: api.eventStore,
    logger,
    mailer: createFileMailer({ dir: join(dir, 'mail') }),
    releaseEveryMs: null,
    paymentGateway: gateway,
  });
  const lmg = await tokenOf(api.base, 'lmg', seed('lmg').password);
  token = lmg.token;
  userId = lmg.id;
}, 60_000);

afterAll(async () => {
  await host?.stop(2_000);
  await queues?.close(2_000);
  await redis?.stop();
  gateway?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the timeline of an order the workers worked on', () => {
  it('shows the first mail, the resend and the refund done by the workers, after the staff who asked', async () => {
    const orderId = await placePublicOrder(api.eventStore, new Date(), 'anne@example.ca', async (id, amountCents) => {
      const authorized = await gateway.authorize({
        idempotencyKey: `payment-${id}`,
        orderId: id,
        amountCents,
        currency: 'CAD',
        card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvv: '123' },
        billingPostalCode: 'K1A 0B1',
      });
      if (authorized.outcome !== 'authorized') throw new Error('fixture: not authorized');
      const { authorizationId, brand, last4 } = authorized;
      return { authorizationId, brand, last4, amountCents };
    });
    await eventually(async () => ((await kinds(orderId)).includes('emailSent') ? true : null), 20_000);
    const resend = await call(api.base, '/api/Orders/UpdateOrders', {
      method: 'PUT',
      token,
      body: { action: 'email', orderId, data: { requestId: 'timeline-resend-1', to: 'other@example.ca' } },
    });
    expect(resend.status).toBe(200);
    await eventually(async () => ((await kinds(orderId)).includes('emailResent') ? true : null), 20_000);
    await refund(orderId);
    await eventually(async () => ((await kinds(orderId)).includes('refunded') ? true : null), 20_000);

    const dto = await details(orderId);
    expect(dto.timeline.map((entry) => [entry.kind, entry.actor.userId, entry.actor.role])).toEqual([
      ['placed', expect.any(String), 'customer'],
      ['emailSent', 'system', 'system'],
      ['emailResendRequested', userId, 'LMG'],
      ['emailResent', 'system', 'system'],
      ['refundRequested', userId, 'LMG'],
      ['refunded', 'system', 'system'],
    ]);
    expect(dto.timeline.find((entry) => entry.kind === 'emailResent')?.detail).toBe('other@example.ca');
    expect(dto.timeline.find((entry) => entry.kind === 'emailSent')?.detail).toMatch(/^<?mail-order-/);
    expect(dto.refunds.map((entry) => entry.status)).toEqual(['succeeded']);
    expect(dto.refundTotalCents).toBe(dto.refunds[0]?.totalCents);
  });

  it('shows a refund the gateway refused, with its reason', async () => {
    // The fixture's authorization was never issued by this gateway: it refuses the refund.
    const orderId = await placePublicOrder(api.eventStore, new Date(), 'bob@example.ca');
    await refund(orderId);
    await eventually(async () => ((await kinds(orderId)).includes('refundFailed') ? true : null), 20_000);
    const dto = await details(orderId);
    const failed = dto.timeline.find((entry) => entry.kind === 'refundFailed');
    expect(failed?.actor).toEqual({ userId: 'system', username: null, role: 'system' });
    expect(failed?.reason).toBe(dto.refunds[0]?.failureReason);
    expect(failed?.reason).not.toBeNull();
    expect(dto.refunds.map((entry) => entry.status)).toEqual(['failed']);
    expect(dto.refundTotalCents).toBe(0);
  });
});
