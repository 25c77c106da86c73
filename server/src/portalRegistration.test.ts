/**
 * Portal self-registration over real HTTP (store-and-portal.md §6), with the mail worker: a visitor registers, the
 * worker mails the verification link to the sandbox mail folder, the link confirms the address, staff approve with a customer number (or
 * decline) and the user is mailed either way; until approved the user signs in and browses but cannot check out,
 * and the portal says why. A taken username is said so; an e-mail address already in use is not revealed;
 * registrations are limited per client address.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Call,
  call,
  callFrom,
  eventually,
  type Reply,
  signIn,
  startTestApi,
  type TestApi,
  userToken,
} from '@parks/api/testing/testApi';
import { silentLogger } from '@parks/infra/logging';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import type { AccountDto } from '@parks/schemas/account';
import type { ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { MessageDto, SignedInUserDto } from '@parks/schemas/auth';
import type { ProblemDetails } from '@parks/schemas/problem';
import { MAIL_QUEUE } from '@parks/workers/confirmationMail/worker';
import { startWorkers, type WorkersHost } from '@parks/workers/startWorkers';
import { settled } from '@parks/workers/testing/workerBed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const limit = 3;
let api: TestApi;
let lmg = '';
let queues: Queues | undefined;
let workers: WorkersHost | undefined;

beforeAll(async () => {
  api = await startTestApi({
    accounts: true,
    app: { authOverrides: { rateLimits: { registrations: { limit, windowSeconds: 3_600 } } } },
  });
  lmg = await userToken(api.base, 'lmg');
  // The mail worker, writing to the sandbox's mail folder as the server's does.
  const logger = silentLogger();
  queues = createQueues({ url: api.redisUrl, logger });
  workers = await startWorkers({
    queues,
    eventStore: api.eventStore,
    logger,
    releaseEveryMs: null,
    mailer: createFileMailer({ dir: api.mailDir }),
    publicUrl: api.base,
  });
}, 60_000);

afterAll(async () => {
  await workers?.stop(2_000);
  await queues?.close(2_000);
  await api?.close();
});

/** The mail worker has done all it was given (its reactors at the log's head, no mail job left). */
const mailSettled = async (): Promise<void> => {
  if (queues === undefined || workers === undefined) throw new Error('the workers start in beforeAll');
  await settled({ eventStore: api.eventStore, queues, reactors: workers.reactors, queueNames: [MAIL_QUEUE] });
};

/** The log's head: the same before and after means nothing was recorded (once the mail worker has settled). */
const head = async (): Promise<string> =>
  JSON.stringify(await api.eventStore.headPosition(), (_k, v) => (typeof v === 'bigint' ? `${v}` : v));

type Answer = MessageDto & ProblemDetails & Readonly<{ detail?: string; errors?: Record<string, string[]> }>;

let addresses = 10;
const nextAddress = (): string => {
  addresses += 1;
  return `127.0.1.${addresses}`;
};
/** Each registration from an address of its own (the limit is per address), unless told. */
const register = (values: Record<string, unknown>, from = nextAddress(), language = 'en') =>
  callFrom<Answer>(from, api.base, '/api/account/Register', {
    body: values,
    headers: { 'Accept-Language': language },
  });

let names = 0;
const visitor = (more: Record<string, unknown> = {}) => {
  names += 1;
  return {
    username: `visitor.${Date.now()}.${names}`,
    password: 'A long enough passphrase 42',
    confirmPassword: 'A long enough passphrase 42',
    firstName: 'Vera',
    lastName: 'Visitor',
    companyName: 'Trail Maps Ltd.',
    email: `vera.${names}@example.org`,
    phone: '613-555-0199',
    language: 'en',
    ...more,
  };
};

/** The decoded .eml files of the sandbox sent to `address`, oldest first. */
const mailsTo = (address: string): string[] => {
  let names: string[] = [];
  try {
    names = readdirSync(api.mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // no mail yet: the folder comes with the first
  }
  return names
    .map((name) => readFileSync(join(api.mailDir, name), 'utf8'))
    .map((text) =>
      text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((text) => text.includes(`To: ${address}`) || text.includes(`<${address}>`));
};

/** The mail to `address` that says `needle`, once the worker has sent it. */
const mailSaying = (address: string, needle: string): Promise<string> =>
  eventually(() => mailsTo(address).find((text) => text.includes(needle)) ?? null, 10_000);

/** The user id and token of the verification link the worker mails to `address`. */
const linkMailedTo = async (address: string): Promise<{ userId: string; token: string }> => {
  const mail = await mailSaying(address, '/portal/verify?');
  const found = mail.match(/\/portal\/verify\?user=([^&\s]+)&(?:amp;)?token=(psv_[A-Za-z0-9_-]{43})/);
  if (!found?.[1] || !found[2]) throw new Error(`no verification link mailed to ${address}`);
  return { userId: decodeURIComponent(found[1]), token: found[2] };
};

const as = <T>(token: string, path: string, options: Call = {}): Promise<Reply<T & Answer>> =>
  call<T & Answer>(api.base, path, { ...options, token });

const decide = (userId: string, body: unknown, token = lmg) =>
  as<WriteAnswer>(token, `/api/Users/DecideRegistration/${userId}?storeCode=b2b`, { method: 'PUT', body });

const signedIn = async (values: { username: string; password: string }): Promise<SignedInUserDto> => {
  const reply = await signIn(api.base, values.username, values.password);
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('a visitor registering on the portal', () => {
  it('is mailed a link, may sign in and browse, and checks out only once the address is confirmed and staff approved', async () => {
    const values = visitor();
    const registered = await register(values);
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe(
      'Thank you. We sent you an e-mail: open its link to confirm your address. Staff then review your account.',
    );
    const { userId, token } = await linkMailedTo(values.email);
    expect(await mailSaying(values.email, '/portal/verify?')).toContain(
      'Subject: Confirm your e-mail address for the Parks Store portal',
    );

    const user = await signedIn(values);
    expect(user.role).toBe('PortalUser');
    expect(user.id).toBe(userId);
    const account = await as<AccountDto>(user.token, `/api/account/GetById/${userId}`);
    expect(account.body).toMatchObject({ registration: 'emailUnverified', customerNumbers: [] });
    expect((await as(user.token, '/api/portal/categories')).status).toBeLessThan(400);
    const unverified = await as(user.token, `/api/PortalCheckout/GetById/${userId}`);
    expect(unverified.status).toBe(403);
    expect(unverified.body.detail).toBe(
      'Please confirm your e-mail address with the link we sent you. Staff review your account after that.',
    );

    // A link with another token does nothing; the mailed one confirms, and again is fine.
    const wrong = await call<Answer>(api.base, '/api/account/VerifyEmail', {
      body: { userId, token: `psv_${'A'.repeat(43)}` },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('This confirmation link is not valid. Use the link of the most recent e-mail.');
    const confirmed = await call<Answer>(api.base, '/api/account/VerifyEmail', { body: { userId, token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your e-mail address is confirmed. Staff will review your account shortly.');
    expect((await call(api.base, '/api/account/VerifyEmail', { body: { userId, token } })).status).toBe(200);
    const waiting = await as(user.token, `/api/PortalCheckout/GetById/${userId}`);
    expect(waiting.status).toBe(403);
    expect(waiting.body.detail).toMatch(/^Your account is waiting for approval\./);

    // Staff find it among the users waiting, and approve it with a customer number.
    const list = await as<ListAnswer>(lmg, '/api/Users/GetAll?storeCode=b2b&status=registration&page=1');
    expect(list.body.rows.map((row) => row.userId)).toContain(userId);
    const noNumber = await decide(userId, { decision: 'approve', customerNumbers: '' });
    expect(noNumber.status).toBe(422);
    expect(noNumber.body.message).toBe('Please give at least one customer number to approve the account.');
    const approved = await decide(userId, { decision: 'approve', customerNumbers: 'CPC-100001' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('The registration was approved.');
    expect(await mailSaying(values.email, 'Your Parks Store portal account is approved')).toContain('CPC-100001');
    // The same decision again records nothing, so nothing is mailed again.
    await mailSettled();
    const before = await head();
    const again = await decide(userId, { decision: 'approve', customerNumbers: 'CPC-100001' });
    expect(again.status).toBe(200);
    expect(await head()).toBe(before);
    expect(mailsTo(values.email).filter((mail) => mail.includes('account is approved'))).toHaveLength(1);

    const checkout = await as(user.token, `/api/PortalCheckout/GetById/${userId}`);
    expect(checkout.status).toBe(200);
    const after = await as<AccountDto>(user.token, `/api/account/GetById/${userId}`);
    expect(after.body).toMatchObject({ registration: 'approved', customerNumbers: ['CPC-100001'] });
  });

  it('is declined by staff with a reason: the account is closed and the user is told by mail, in French', async () => {
    const values = visitor({ language: 'fr' });
    expect((await register(values, undefined, 'fr')).body.message).toMatch(/^Merci\. Nous vous avons envoyé/);
    const { userId, token } = await linkMailedTo(values.email);
    expect((await decide(userId, { decision: 'approve', customerNumbers: 'CPC-1' })).body.message).toBe(
      'The user has not confirmed their e-mail address yet.',
    );
    await call(api.base, '/api/account/VerifyEmail', { body: { userId, token } });
    const declined = await decide(userId, { decision: 'decline', reason: 'Not a business account.' });
    expect(declined.status).toBe(200);
    const mail = await mailSaying(values.email, 'Votre inscription au portail');
    expect(mail).toContain('Not a business account.');
    expect((await signIn(api.base, values.username, values.password)).status).toBe(403);
    expect((await decide(userId, { decision: 'approve', customerNumbers: 'CPC-1' })).status).toBe(409);
  });

  it('is refused a taken username, with a message; an e-mail address already used gets the same answer as any', async () => {
    const first = visitor();
    expect((await register(first)).status).toBe(201);
    const taken = await register(visitor({ username: first.username }));
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('This username is already taken.');
    const sameMail = await register(visitor({ email: first.email }));
    expect(sameMail.status).toBe(201);
    expect(sameMail.body).toEqual((await register(visitor())).body);
  });

  it('refuses bad input with each field’s message, recording nothing', async () => {
    await mailSettled();
    const before = await head();
    const cases: [Record<string, unknown>, string][] = [
      [visitor({ password: 'short', confirmPassword: 'short' }), 'password'],
      [visitor({ confirmPassword: 'Another passphrase 42!' }), 'confirmPassword'],
      [visitor({ email: 'not-an-address' }), 'email'],
      [visitor({ username: 'a b' }), 'username'],
      [visitor({ firstName: '' }), 'firstName'],
      [visitor({ language: 'de' }), 'language'],
      [visitor({ firstName: '<script>alert(1)</script>' }), 'firstName'],
    ];
    for (const [values, field] of cases) {
      const refused = await register(values);
      expect(refused.status, field).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), field).toContain(field);
    }
    expect(await head()).toBe(before);
  });

  it('is limited per client address: over the limit, 429 with Retry-After; another address goes on', async () => {
    const address = '127.0.2.77';
    for (let i = 0; i < limit; i += 1) expect((await register(visitor(), address)).status).toBe(201);
    const refused = await register(visitor(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^Too many registrations from this address\. Try again in \d+ minutes\.$/);
    expect((await register(visitor(), '127.0.2.78')).status).toBe(201);
  });

  it('leaves the decision to staff who manage users: an Operator or the user is refused', async () => {
    const values = visitor();
    await register(values);
    const { userId } = await linkMailedTo(values.email);
    const user = await signedIn(values);
    expect((await decide(userId, { decision: 'approve', customerNumbers: 'CPC-1' }, user.token)).status).toBe(403);
    const operator = await userToken(api.base, 'operator');
    expect((await decide(userId, { decision: 'approve', customerNumbers: 'CPC-1' }, operator)).status).toBe(403);
  });
});
