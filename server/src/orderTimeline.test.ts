/**
 * The audit timeline end to end, as one process runs it: the API records staff work on a public order, the workers
 * do theirs (the first confirmation mail, the resend staff asked for, the refund sent to the sandbox gateway), and
 * `GET /api/Orders/GetOrderDetails/{orderId}` shows all of it in the log's order, the workers' entries by `system`.
 */
import { join } from 'node:path';
import { placePublicOrder } from '@parks/api/orders/testing/publicOrders';
import { eventually } from '@parks/api/testing/testApi';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { openSandboxGateway, type SandboxGateway } from '@parks/infra/payments/sandboxGateway';
import type { OrderDetailsDto, TimelineKind } from '@parks/schemas/admin/orderDetails';
import type { RefundFormDto } from '@parks/schemas/admin/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWithWorkers } from './testing/apiWithWorkers.ts';

let gateway: SandboxGateway;
// Hooks registered before `apiWithWorkers`'s: the gateway is open when its workers are given it, closed after they stop.
beforeAll(() => {
  gateway = openSandboxGateway({ path: ':memory:' });
});
afterAll(() => {
  gateway?.close();
});
const api = apiWithWorkers('order-timeline', {
  api: () => ({ signIn: ['lmg'] }),
  workers: (_server, dir) => ({ mailer: createFileMailer({ dir: join(dir, 'mail') }), paymentGateway: gateway }),
});
const userId = () => api.user('lmg').id;

const details = async (orderId: string) =>
  (await api.as<OrderDetailsDto>('lmg', `/api/Orders/GetOrderDetails/${orderId}`)).body;
const kinds = async (orderId: string): Promise<TimelineKind[]> =>
  (await details(orderId)).timeline.map((entry) => entry.kind);
const refund = async (orderId: string) => {
  const form = await api.as<RefundFormDto>('lmg', `/api/Refunds/GetById/${orderId}`);
  const line = form.body.lines[0];
  if (line === undefined) throw new Error('no refund line');
  const reply = await api.as('lmg', '/api/Refunds/Create', {
    method: 'POST',
    body: { orderId, type: 'partial', reason: 'Damaged pass', lines: [{ id: line.id, amount: -10 }] },
  });
  expect(reply.status).toBe(201);
};

describe('the timeline of an order the workers worked on', () => {
  it('shows the first mail, the resend and the refund done by the workers, after the staff who asked', async () => {
    const orderId = await placePublicOrder(
      api.server.eventStore,
      new Date(),
      'anne@example.ca',
      async (id, amountCents) => {
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
      },
    );
    await eventually(async () => ((await kinds(orderId)).includes('emailSent') ? true : null), 20_000);
    const resend = await api.as('lmg', '/api/Orders/UpdateOrders', {
      method: 'PUT',
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
      ['emailResendRequested', userId(), 'LMG'],
      ['emailResent', 'system', 'system'],
      ['refundRequested', userId(), 'LMG'],
      ['refunded', 'system', 'system'],
    ]);
    expect(dto.timeline.find((entry) => entry.kind === 'emailResent')?.detail).toBe('other@example.ca');
    expect(dto.timeline.find((entry) => entry.kind === 'emailSent')?.detail).toMatch(/^<?mail-order-/);
    expect(dto.refunds.map((entry) => entry.status)).toEqual(['succeeded']);
    expect(dto.refundTotalCents).toBe(dto.refunds[0]?.totalCents);
  });

  it('shows a refund the gateway refused, with its reason', async () => {
    // The fixture's authorization was never issued by this gateway: it refuses the refund.
    const orderId = await placePublicOrder(api.server.eventStore, new Date(), 'bob@example.ca');
    await refund(orderId);
    await eventually(async () => ((await kinds(orderId)).includes('refundFailed') ? true : null), 20_000);
    const dto = await details(orderId);
    const failed = dto.timeline.find((entry) => entry.kind === 'refundFailed');
    expect(failed?.actor).toEqual({ userId: 'system', username: 'System', role: 'system' });
    expect(failed?.reason).toBe(dto.refunds[0]?.failureReason);
    expect(failed?.reason).not.toBeNull();
    expect(dto.refunds.map((entry) => entry.status)).toEqual(['failed']);
    expect(dto.refundTotalCents).toBe(0);
  });
});
