/**
 * The order modal's e-mail view end to end, as one process runs it: the API records the staff request
 * (`PUT /api/Orders/UpdateOrders {action: 'email'}`), the mail reactor turns it into a job, the mail worker writes
 * the .eml file and records that it was sent. One request id is one mail, however often the request is sent.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placePublicOrder } from '@parks/api/orders/testing/publicOrders';
import { allEvents, call, eventually, seed, startTestApi, type TestApi, tokenOf } from '@parks/api/testing/testApi';
import { silentLogger } from '@parks/infra/logging';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { startWorkers, type WorkersHost } from '@parks/workers/startWorkers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const logger = silentLogger();
let dir: string;
let api: TestApi;
let redis: PrivateRedis;
let queues: Queues;
let host: WorkersHost;
let token = '';

const mailDir = () => join(dir, 'mail');
const emlFiles = (): string[] => {
  try {
    return readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};
const resent = async (orderId: string, requestId: string) =>
  (await allEvents(api.eventStore)).filter(
    (event) =>
      event.streamId === `order-${orderId}` &&
      event.type === 'OrderConfirmationResent' &&
      event.data.requestId === requestId,
  );
const resend = (orderId: string, requestId: string, to?: string) =>
  call(api.base, '/api/Orders/UpdateOrders', {
    method: 'PUT',
    token,
    body: { action: 'email', orderId, data: { requestId, ...(to === undefined ? {} : { to }) } },
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'order-resend-'));
  api = await startTestApi();
  redis = await startPrivateRedis({ dir: join(dir, 'redis') });
  queues = createQueues({ url: redis.url, logger });
  host = await startWorkers({
    queues,
    eventStore: api.eventStore,
    logger,
    mailer: createFileMailer({ dir: mailDir() }),
    releaseEveryMs: null,
  });
  token = (await tokenOf(api.base, 'lmg', seed('lmg').password)).token;
}, 60_000);

afterAll(async () => {
  await host?.stop(2_000);
  await queues?.close(2_000);
  await redis?.stop();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('resending an order confirmation', () => {
  it('writes exactly one more .eml per request id, even when the request is sent again', async () => {
    const orderId = await placePublicOrder(api.eventStore, new Date(), 'anne@example.ca');
    const original = `mail-order-${orderId}@store.parks.example.eml`;
    await eventually(() => (emlFiles().includes(original) ? true : null), 20_000);
    expect(emlFiles()).toEqual([original]);

    const answers = await Promise.all([resend(orderId, 'resend-a'), resend(orderId, 'resend-a')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await resend(orderId, 'resend-a')).status).toBe(200);
    await eventually(async () => ((await resent(orderId, 'resend-a')).length > 0 ? true : null), 20_000);

    // A second request after it: once its mail is recorded, the first request's jobs have all run.
    expect((await resend(orderId, 'resend-b', 'office@example.ca')).status).toBe(200);
    await eventually(async () => ((await resent(orderId, 'resend-b')).length > 0 ? true : null), 20_000);

    const first = `mail-resend-${orderId}-resend-a@store.parks.example.eml`;
    const second = `mail-resend-${orderId}-resend-b@store.parks.example.eml`;
    expect(emlFiles().sort()).toEqual([original, first, second].sort());
    expect(await resent(orderId, 'resend-a')).toHaveLength(1);
    expect(readFileSync(join(mailDir(), first), 'utf8')).toMatch(/^To: .*anne@example\.ca/m);
    expect(readFileSync(join(mailDir(), second), 'utf8')).toMatch(/^To: .*office@example\.ca/m);
    const requests = (await allEvents(api.eventStore)).filter(
      (event) => event.streamId === `order-${orderId}` && event.type === 'OrderConfirmationResendRequested',
    );
    expect(requests.map((event) => event.data.requestId)).toEqual(['resend-a', 'resend-b']);
  });
});
