/**
 * The sign-in throttle over real HTTP, from several client addresses (testing/testApi.ts `callFrom` binds the
 * client socket to 127.0.0.x): strangers' failures never lock an account nor keep its owner out, one address's
 * failures slow that address down only for a few seconds, and an attacker on one account from one address waits
 * longer after each failure. The harness's clock can be moved forward to stand for an attacker who waits.
 */
import { userStream } from '@parks/domain/users/streams';
import type { ProblemDetails } from '@parks/schemas/problem';
import { describe, expect, it } from 'vitest';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { newPortalUser } from '../testing/portalUsers.ts';
import { callFrom, type Reply } from '../testing/testApi.ts';
import { defaultThrottleLimits, delayAfter } from './throttle.ts';

const api = fileTestApi({ signIn: ['lmg'] });

const newUser = () => newPortalUser(api.server.base, api.user('lmg').token, 'throttled');

const signInFrom = (
  from: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Reply<ProblemDetails>> =>
  callFrom<ProblemDetails>(from, api.server.base, '/api/account/authenticate', {
    body: { username, password, rememberme: false },
    headers,
  });

const retryAfterOf = (reply: Reply<unknown>): number => Number(reply.headers.get('retry-after'));

/**
 * Signs in, waiting out each 429 for as long as its Retry-After says (on the app's clock, which stands for the
 * time spent waiting), at most `attempts` times; answers the last reply and the waits, in seconds.
 */
const signInWaiting = async (from: string, username: string, password: string, attempts = 10) => {
  const waits: number[] = [];
  for (;;) {
    const reply = await signInFrom(from, username, password);
    if (reply.status !== 429 || waits.length >= attempts) return { reply, waits };
    waits.push(retryAfterOf(reply));
    api.server.advanceClock(retryAfterOf(reply) * 1000);
  }
};

describe('an account under attack from many addresses', () => {
  it('never locks: its owner signs in from another address at once, with the right password', async () => {
    const user = await newUser();
    const attackers = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
    for (let i = 0; i < 25; i += 1) {
      const reply = await signInFrom(attackers[i % attackers.length] ?? '127.0.0.2', user.username, `guess-${i}`);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('auth.invalidCredentials');
    }
    // At once: the first attempt from another address is let in, with no delay to wait out.
    const owner = await signInFrom('127.0.0.10', user.username, user.password);
    expect(owner.status).toBe(200);
    const types: string[] = [];
    for await (const event of api.server.eventStore.readStream(userStream(user.id))) types.push(event.type);
    expect(types).not.toContain('UserLockedOut');
  });
});

describe('one address with many failures for made-up usernames (one office behind one NAT address)', () => {
  it('lets a colleague with the right password in from the same address within a few seconds', async () => {
    const office = '127.0.0.20';
    const user = await newUser();
    let failures = 0;
    while (failures < 100) {
      const reply = await signInFrom(office, `nobody-${failures}-${Date.now()}`, 'some-guess');
      if (reply.status === 429) {
        // A patient attacker waits each delay out (the app's clock stands for the time spent waiting).
        expect(retryAfterOf(reply)).toBeLessThanOrEqual(defaultThrottleLimits.address.maxDelaySeconds);
        api.server.advanceClock(retryAfterOf(reply) * 1000);
        continue;
      }
      expect(reply.status).toBe(401);
      failures += 1;
    }
    // Within a few seconds: the delays the address is asked to wait out add up to five at most.
    const { reply, waits } = await signInWaiting(office, user.username, user.password);
    expect(reply.status).toBe(200);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(5);
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(defaultThrottleLimits.address.maxDelaySeconds);
  });

  it('answers an unknown username exactly as a wrong password, throttle included', async () => {
    const user = await newUser();
    const [wrong, unknown] = await Promise.all([
      signInFrom('127.0.0.21', user.username, 'not-the-password'),
      signInFrom('127.0.0.22', `nobody-${Date.now()}`, 'not-the-password'),
    ]);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('an attacker on one account from one address', () => {
  it('waits longer after each failure (429 with a growing Retry-After), in English and French', async () => {
    const user = await newUser();
    const attacker = '127.0.0.30';
    const { freeFailures } = defaultThrottleLimits.account;
    for (let i = 0; i <= freeFailures; i += 1) {
      expect((await signInFrom(attacker, user.username, `guess-${i}`)).status).toBe(401);
    }
    const retryAfters: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const held = await signInFrom(attacker, user.username, `guess-again-${round}`);
      expect(held.status).toBe(429);
      expect(held.body.code).toBe('auth.tooManyAttempts');
      expect(held.body.detail).toBe(
        `Too many failed sign-in attempts. Please wait ${retryAfterOf(held)} seconds and try again.`,
      );
      retryAfters.push(retryAfterOf(held));
      api.server.advanceClock(retryAfterOf(held) * 1000); // the attacker waits it out, then fails once more
      expect((await signInFrom(attacker, user.username, `guess-after-${round}`)).status).toBe(401);
    }
    expect(retryAfters).toEqual([1, 2, 3].map((n) => delayAfter(freeFailures + n, defaultThrottleLimits.account)));
    expect(retryAfters).toEqual([1, 2, 4]);

    const french = await signInFrom(attacker, user.username, user.password, { 'Accept-Language': 'fr-CA' });
    expect(french.status).toBe(429); // even with the right password: that address waits
    expect(french.body.detail).toBe(
      `Trop de tentatives de connexion infructueuses. Veuillez attendre ${retryAfterOf(french)} secondes et réessayer.`,
    );
    // A forwarded-for header is the client's word, not its address: it does not get around the wait.
    const forwarded = await signInFrom(attacker, user.username, user.password, { 'X-Forwarded-For': '127.0.0.31' });
    expect(forwarded.status).toBe(429);
    // Another address is not affected.
    expect((await signInFrom('127.0.0.31', user.username, user.password)).status).toBe(200);
  });

  it('cannot get around the delays by trying in parallel', async () => {
    const user = await newUser();
    const { freeFailures } = defaultThrottleLimits.account;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom('127.0.0.32', user.username, `parallel-guess-${i}`)),
    );
    const checked = replies.filter((reply) => reply.status === 401).length;
    expect(checked).toBe(freeFailures + 1);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(12 - checked);
  });
});
