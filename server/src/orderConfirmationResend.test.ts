/**
 * The order modal's e-mail view end to end, as one process runs it: the API records the staff request
 * (`PUT /api/Orders/UpdateOrders {action: 'email'}`), the mail reactor turns it into a job, the mail worker writes
 * the .eml file and records that it was sent. One request id is one mail, however often the request is sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placePublicOrder } from '@parks/api/orders/testing/publicOrders';
import { allEvents, eventually } from '@parks/api/testing/testApi';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { describe, expect, it } from 'vitest';
import { apiWithWorkers } from './testing/apiWithWorkers.ts';

const api = apiWithWorkers('order-resend', {
  api: () => ({ signIn: ['lmg'] }),
  workers: (_server, dir) => ({ mailer: createFileMailer({ dir: join(dir, 'mail') }) }),
});

const mailDir = () => join(api.dir, 'mail');
const emlFiles = (): string[] => {
  try {
    return readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};
const resent = async (orderId: string, requestId: string) =>
  (await allEvents(api.server.eventStore)).filter(
    (event) =>
      event.streamId === `order-${orderId}` &&
      event.type === 'OrderConfirmationResent' &&
      event.data.requestId === requestId,
  );
const resend = (orderId: string, requestId: string, to?: string) =>
  api.as('lmg', '/api/Orders/UpdateOrders', {
    method: 'PUT',
    body: { action: 'email', orderId, data: { requestId, ...(to === undefined ? {} : { to }) } },
  });

describe('resending an order confirmation', () => {
  it('writes exactly one more .eml per request id, even when the request is sent again', async () => {
    const orderId = await placePublicOrder(api.server.eventStore, new Date(), 'anne@example.ca');
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
    const requests = (await allEvents(api.server.eventStore)).filter(
      (event) => event.streamId === `order-${orderId}` && event.type === 'OrderConfirmationResendRequested',
    );
    expect(requests.map((event) => event.data.requestId)).toEqual(['resend-a', 'resend-b']);
  });
});
