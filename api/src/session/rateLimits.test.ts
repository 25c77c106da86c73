/**
 * Per client address limits on what anyone may call without signing in, over real HTTP from several addresses
 * (testing/testApi.ts `callFrom`): new guest sessions, and promotional codes that are not valid. The limits are
 * lowered for the test through the auth deps (`rateLimits`); the defaults are 30 sessions a minute and 10 codes
 * that are not valid per 10 minutes.
 */
import type { CartDto } from '@parks/schemas/cart';
import type { ProblemDetails } from '@parks/schemas/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../auth/rateLimits.ts';
import { type Call, callFrom, type Reply, startTestApi, type TestApi } from '../testing/testApi.ts';

const limits = {
  guestSessions: { limit: 3, windowSeconds: 60 },
  promoCodeFailures: { limit: 2, windowSeconds: 600 },
};

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ store: true, accounts: true, app: { authOverrides: { rateLimits: limits } } });
});
afterAll(async () => {
  await api?.close();
});

const from = <T>(address: string, path: string, options: Call = {}): Promise<Reply<T>> =>
  callFrom<T>(address, api.base, path, options);

const newGuestFrom = (address: string, headers: Record<string, string> = {}) =>
  from<{ token: string } & ProblemDetails>(address, '/api/store/guestSession', { method: 'POST', headers });

const retryAfterOf = (reply: Reply<unknown>): number => Number(reply.headers.get('retry-after'));

it('has sane defaults', () => {
  expect(defaultRateLimits).toEqual({
    guestSessions: { limit: 30, windowSeconds: 60 },
    promoCodeFailures: { limit: 10, windowSeconds: 600 },
    registrations: { limit: 5, windowSeconds: 3_600 },
  });
});

describe('new guest sessions from one address', () => {
  it('are refused over the limit (429, Retry-After, localized), while other addresses go on', async () => {
    const address = '127.0.0.50';
    for (let i = 0; i < limits.guestSessions.limit; i += 1) {
      const started = await newGuestFrom(address);
      expect(started.status).toBe(201);
      expect(started.body.token).toMatch(/^gst_/);
    }
    const refused = await newGuestFrom(address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('guestSession.tooMany');
    expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(limits.guestSessions.windowSeconds);
    expect(refused.body.detail).toBe(
      `Too many new shopping sessions from your network. Please wait ${retryAfterOf(refused)} seconds and try again.`,
    );
    const french = await newGuestFrom(address, { 'Accept-Language': 'fr-CA' });
    expect(french.status).toBe(429);
    expect(french.body.detail).toMatch(/^Trop de nouvelles sessions de magasinage .* \d+ secondes et réessayer\.$/);
    // The client's own forwarded-for header is not its address.
    expect((await newGuestFrom(address, { 'X-Forwarded-For': '127.0.0.52' })).status).toBe(429);

    expect((await newGuestFrom('127.0.0.51')).status).toBe(201);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('counts by the address the proxy appended to X-Forwarded-For, not by one the client wrote before it', async () => {
    const proxied = await api.start({ trustProxyHops: 1, authOverrides: { rateLimits: limits } });
    // Every request comes from the proxy's socket address; the last X-Forwarded-For entry is the client's.
    const via = (client: string, spoofed?: string) =>
      callFrom<ProblemDetails>('127.0.0.60', proxied.url, '/api/store/guestSession', {
        method: 'POST',
        headers: { 'X-Forwarded-For': spoofed === undefined ? client : `${spoofed}, ${client}` },
      });
    for (let i = 0; i < limits.guestSessions.limit; i += 1) expect((await via('203.0.113.7')).status).toBe(201);
    expect((await via('203.0.113.7')).status).toBe(429);
    // A new address written by the client itself in front of the proxy's entry changes nothing.
    expect((await via('203.0.113.7', '198.51.100.1')).status).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await via('203.0.113.8')).status).toBe(201);
  });
});

describe('promotional codes tried from one address', () => {
  /** A guest of `address` with a discovery pass in the cart (a code needs a cart). */
  const shopperAt = async (address: string): Promise<string> => {
    const guest = await newGuestFrom(address);
    expect(guest.status).toBe(201);
    const added = await from(address, '/api/cart/addToCart', {
      token: guest.body.token,
      body: { productId: 'prod-discovery-adult', quantity: 1, storeCode: 'b2c' },
    });
    expect(added.status).toBe(200);
    return guest.body.token;
  };
  const apply = (address: string, token: string, code: string, headers: Record<string, string> = {}) =>
    from<CartDto & ProblemDetails>(address, '/api/cart/addDiscount', {
      method: 'PUT',
      token,
      body: { code },
      headers,
    });

  it('are refused once too many were not valid (429, Retry-After); valid ones do not count; others go on', async () => {
    const address = '127.0.0.60';
    const token = await shopperAt(address);
    for (let i = 0; i <= limits.promoCodeFailures.limit; i += 1) {
      const valid = await apply(address, token, 'DISCOVER10');
      expect(valid.status).toBe(200);
      expect(valid.body.discounts.map((discount) => discount.code)).toEqual(['DISCOVER10']);
    }
    for (let i = 0; i < limits.promoCodeFailures.limit; i += 1) {
      const wrong = await apply(address, token, `GUESS${i}`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('promo.invalid');
    }
    const refused = await apply(address, token, 'GUESS-MORE');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('promo.tooManyAttempts');
    expect(retryAfterOf(refused)).toBeGreaterThan(limits.promoCodeFailures.windowSeconds - 60);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(limits.promoCodeFailures.windowSeconds);
    expect(refused.body.detail).toBe(
      'Too many promotional codes that are not valid were tried from your network. Please try again in 10 minutes.',
    );
    const french = await apply(address, token, 'DISCOVER10', { 'Accept-Language': 'fr' });
    expect(french.status).toBe(429); // a valid code too: the address waits
    expect(french.body.detail).toBe(
      'Trop de codes promotionnels non valides ont été essayés à partir de votre réseau. Veuillez réessayer dans 10 minutes.',
    );

    const elsewhere = '127.0.0.61';
    const other = await shopperAt(elsewhere);
    const wrong = await apply(elsewhere, other, 'GUESS-ELSEWHERE');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('promo.invalid');
    expect((await apply(elsewhere, other, 'DISCOVER10')).status).toBe(200);
  });

  it('counts parallel tries before they run, so a burst cannot go past the limit', async () => {
    const address = '127.0.0.62';
    const token = await shopperAt(address);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => apply(address, token, `BURST${i}`)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(limits.promoCodeFailures.limit).fill(422),
      ...Array<number>(6 - limits.promoCodeFailures.limit).fill(429),
    ]);
  });
});
