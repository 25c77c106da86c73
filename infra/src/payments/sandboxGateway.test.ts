import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { AuthorizationRequest } from '@parks/domain/payments/port';
import { cardPattern, isValidCardNumber } from '@parks/schemas/checkout/card';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GatewayTimeoutError,
  openSandboxGateway,
  type SandboxGateway,
  sandboxGatewayPath,
  UnknownAuthorizationError,
} from './sandboxGateway.ts';
import { passesLuhn, sandboxTestCards } from './testCards.ts';

let dir: string;
let path: string;
let gateway: SandboxGateway;
const now = (): Date => new Date('2026-11-21T15:00:00.000Z');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-gateway-'));
  path = sandboxGatewayPath(dir);
  gateway = openSandboxGateway({ path, now });
});

afterEach(() => {
  gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (number: string, more: Partial<AuthorizationRequest> = {}): AuthorizationRequest => {
  const { cvvLength } = cardPattern(number);
  return {
    idempotencyKey: `payment-${randomUUID()}`,
    orderId: `ord-${randomUUID()}`,
    amountCents: 9_888,
    currency: 'CAD',
    card: { number, expiryMonth: 12, expiryYear: 2028, cvv: cvvLength === 0 ? null : '7'.repeat(cvvLength) },
    billingPostalCode: 'K1A 0B1',
    ...more,
  };
};

describe('the test-card table', () => {
  it('has cards the checkout form accepts, passing the Luhn check, with the brand of their pattern', () => {
    for (const card of sandboxTestCards) {
      expect(isValidCardNumber(card.number), card.number).toBe(true);
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(cardPattern(card.number).brand, card.number).toBe(card.brand);
    }
  });

  it('covers every card pattern of the spec with an approving card', () => {
    const approving = sandboxTestCards.filter((card) => card.outcome === 'approved');
    const shapes = new Set(approving.map((card) => `${card.number.length}/${cardPattern(card.number).cvvLength}`));
    expect([...shapes].sort()).toEqual(['15/0', '15/4', '16/0', '16/3', '19/3']);
  });
});

describe('an approving test card', () => {
  it.each(sandboxTestCards.filter((card) => card.outcome === 'approved'))('authorizes $note', async (card) => {
    const result = await gateway.authorize(request(card.number));
    expect(result).toEqual({
      outcome: 'authorized',
      authorizationId: expect.stringMatching(/^sbx_auth_[A-Za-z0-9_-]{24}$/),
      brand: card.brand,
      last4: card.number.slice(-4),
      amountCents: 9_888,
    });
  });

  it('accepts the number typed with spaces or hyphens', async () => {
    const result = await gateway.authorize(request('4111 1111-1111 1111'));
    expect(result.outcome).toBe('authorized');
  });

  it('gets a different, unguessable authorization id for each checkout attempt', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const result = await gateway.authorize(request('4111111111111111'));
      if (result.outcome === 'authorized') ids.add(result.authorizationId);
    }
    expect(ids.size).toBe(20);
  });
});

describe('a declining test card', () => {
  it.each(sandboxTestCards.filter((card) => card.outcome !== 'approved' && card.outcome !== 'timeoutOnce'))(
    'declines with its reason: $note',
    async (card) => {
      expect(await gateway.authorize(request(card.number))).toEqual({ outcome: 'declined', reason: card.outcome });
    },
  );
});

describe('a card the sandbox does not know or cannot use', () => {
  it('declines an unknown number as an invalid card, even a well-formed one', async () => {
    expect(await gateway.authorize(request('4012888888881881'))).toEqual({
      outcome: 'declined',
      reason: 'invalidCard',
    });
  });

  it('declines a number failing the Luhn check, of the wrong length, or with a bad CVV', async () => {
    for (const bad of [
      request('4111111111111112'),
      request('411111111111111'),
      request('4111111111111111', {
        card: { number: '4111111111111111', expiryMonth: 1, expiryYear: 2030, cvv: '12' },
      }),
      request('4111111111111111', {
        card: { number: '4111111111111111', expiryMonth: 1, expiryYear: 2030, cvv: null },
      }),
    ]) {
      expect(await gateway.authorize(bad)).toEqual({ outcome: 'declined', reason: 'invalidCard' });
    }
  });

  it('declines an approving card past its expiry month, and takes it during its last month', async () => {
    const card = (expiryMonth: number, expiryYear: number) => ({
      number: '4111111111111111',
      expiryMonth,
      expiryYear,
      cvv: '123',
    });
    expect(await gateway.authorize(request('4111111111111111', { card: card(10, 2026) }))).toEqual({
      outcome: 'declined',
      reason: 'expiredCard',
    });
    expect((await gateway.authorize(request('4111111111111111', { card: card(11, 2026) }))).outcome).toBe('authorized');
  });

  it('takes a card without a security code without one', async () => {
    expect((await gateway.authorize(request('3530111333300000'))).outcome).toBe('authorized');
  });

  it('refuses a request that is not a valid authorization (a programming error, not a decline)', async () => {
    await expect(gateway.authorize(request('4111111111111111', { amountCents: 0 }))).rejects.toThrow(RangeError);
    await expect(gateway.authorize(request('4111111111111111', { amountCents: 10.5 }))).rejects.toThrow(RangeError);
    await expect(gateway.authorize(request('4111111111111111', { idempotencyKey: ' ' }))).rejects.toThrow(RangeError);
  });
});

describe('a repeated idempotency key', () => {
  it('returns the first authorization, whatever the repeat carries', async () => {
    const first = request('4111111111111111');
    const answer = await gateway.authorize(first);
    expect(await gateway.authorize(first)).toEqual(answer);
    expect(await gateway.authorize({ ...first, card: { ...first.card, number: '4000000000000002' } })).toEqual(answer);
  });

  it('returns the first decline', async () => {
    const first = request('4000000000009995');
    await gateway.authorize(first);
    expect(await gateway.authorize({ ...first, card: { ...first.card, number: '4111111111111111' } })).toEqual({
      outcome: 'declined',
      reason: 'insufficientFunds',
    });
  });

  it('returns one authorization to calls made concurrently', async () => {
    const same = request('5555555555554444');
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.authorize(same)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('returns the first authorization after the gateway restarted', async () => {
    const first = request('378282246310005');
    const answer = await gateway.authorize(first);
    gateway.close();
    gateway = openSandboxGateway({ path, now });
    expect(await gateway.authorize(first)).toEqual(answer);
  });

  it('gets the authorization the timeout card recorded before its answer was lost', async () => {
    const first = request('4000000000000119');
    await expect(gateway.authorize(first)).rejects.toThrow(GatewayTimeoutError);
    const retried = await gateway.authorize(first);
    expect(retried).toMatchObject({ outcome: 'authorized', brand: 'visa', last4: '0119' });
    expect(await gateway.authorize(first)).toEqual(retried);
  });
});

describe('an authorization', () => {
  it('is voided once, a repeated void changing nothing', async () => {
    const result = await gateway.authorize(request('4111111111111111'));
    if (result.outcome !== 'authorized') throw new Error('expected an authorization');
    expect(gateway.authorizationStatus(result.authorizationId)).toBe('authorized');
    await gateway.voidAuthorization(result.authorizationId, 'void-1');
    await gateway.voidAuthorization(result.authorizationId, 'void-1');
    expect(gateway.authorizationStatus(result.authorizationId)).toBe('voided');
  });

  it('cannot be voided when the gateway never issued it', async () => {
    await expect(gateway.voidAuthorization('sbx_auth_made-up', 'void-2')).rejects.toThrow(UnknownAuthorizationError);
    expect(gateway.authorizationStatus('sbx_auth_made-up')).toBeUndefined();
  });
});

describe('a refund', () => {
  const authorized = async (amountCents = 9_888): Promise<string> => {
    const result = await gateway.authorize(request('4111111111111111', { amountCents }));
    if (result.outcome !== 'authorized') throw new Error('expected an authorization');
    return result.authorizationId;
  };

  it('is made once per refund id: a repeat, even after a restart, answers the first refund and adds nothing', async () => {
    const authorizationId = await authorized();
    const first = await gateway.refund({ refundId: 'ord-1-R1', authorizationId, amountCents: 2_000 });
    expect(first).toMatchObject({ outcome: 'refunded', amountCents: 2_000 });
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => gateway.refund({ refundId: 'ord-1-R1', authorizationId, amountCents: 2_000 })),
    );
    for (const repeat of repeats) expect(repeat).toEqual(first);
    gateway.close();
    gateway = openSandboxGateway({ path, now });
    expect(await gateway.refund({ refundId: 'ord-1-R1', authorizationId, amountCents: 2_000 })).toEqual(first);
    expect(gateway.refundedCents(authorizationId)).toBe(2_000);
  });

  it('never gives back more than was authorized, over all the refunds of the authorization', async () => {
    const authorizationId = await authorized(5_000);
    expect(await gateway.refund({ refundId: 'r-1', authorizationId, amountCents: 3_000 })).toMatchObject({
      outcome: 'refunded',
    });
    expect(await gateway.refund({ refundId: 'r-2', authorizationId, amountCents: 2_001 })).toEqual({
      outcome: 'failed',
      reason: 'exceedsAuthorization',
    });
    expect(await gateway.refund({ refundId: 'r-3', authorizationId, amountCents: 2_000 })).toMatchObject({
      outcome: 'refunded',
    });
    expect(gateway.refundedCents(authorizationId)).toBe(5_000);
  });

  it('is refused for an authorization the gateway never issued or that was voided, and needs a positive amount', async () => {
    expect(await gateway.refund({ refundId: 'r-4', authorizationId: 'sbx_auth_made-up', amountCents: 100 })).toEqual({
      outcome: 'failed',
      reason: 'unknownAuthorization',
    });
    const authorizationId = await authorized();
    await gateway.voidAuthorization(authorizationId, 'void-r');
    expect(await gateway.refund({ refundId: 'r-5', authorizationId, amountCents: 100 })).toEqual({
      outcome: 'failed',
      reason: 'authorizationVoided',
    });
    for (const amountCents of [0, -100, 1.5]) {
      await expect(gateway.refund({ refundId: 'r-6', authorizationId, amountCents })).rejects.toThrow(RangeError);
    }
  });
});

describe('card data', () => {
  it('is never stored: the gateway files hold neither the card number nor the CVV', async () => {
    const number = '6205500000000000004';
    await gateway.authorize(request(number, { card: { number, expiryMonth: 12, expiryYear: 2028, cvv: '987' } }));
    await gateway.authorize(
      request('378282246310005', {
        card: { number: '378282246310005', expiryMonth: 1, expiryYear: 2029, cvv: '4321' },
      }),
    );
    gateway.close();
    gateway = openSandboxGateway({ path: ':memory:' });
    const files = readdirSync(join(dir, 'payments'))
      .map((file) => readFileSync(join(dir, 'payments', file)).toString('latin1'))
      .join('');
    for (const digits of [number, '378282246310005', '620550000000', '3782822463']) expect(files).not.toContain(digits);

    const db = new DatabaseSync(path, { readOnly: true });
    const rows = [...db.prepare('SELECT * FROM authorizations').all(), ...db.prepare('SELECT * FROM voids').all()];
    db.close();
    expect(rows.filter((row) => 'result' in row).map((row) => JSON.parse(String(row.result)))).toContainEqual(
      expect.objectContaining({ last4: '0004' }),
    );
    // Random ids could hold any digits: what is left once they are gone must not hold the CVVs.
    const text = JSON.stringify(rows).replace(/sbx_auth_[\w-]+|[0-9a-f]{8}-[0-9a-f-]{27}/g, '');
    expect(text).not.toMatch(/987|4321|cvv|expiry/i);
  });
});
