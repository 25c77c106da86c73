/**
 * The throttle's rules where they combine (per username and address, per address), as properties checked with
 * fast-check against a private Redis: whatever strangers do, the owner from an address that has not failed is
 * let in at once, and an address held back by failures for other usernames waits a few seconds at most.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  type DelayRule,
  defaultThrottleLimits,
  delayAfter,
  type LoginThrottle,
} from './throttle.ts';

let dir: string;
let server: PrivateRedis;
let redis: Redis;
let throttle: LoginThrottle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'throttle-'));
  server = await startPrivateRedis({ dir });
  redis = new Redis(server.url);
  throttle = createLoginThrottle(redis);
});
afterAll(async () => {
  redis?.disconnect();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const rule = fc.record({
  freeFailures: fc.integer({ min: 0, max: 10 }),
  baseDelaySeconds: fc.integer({ min: 1, max: 10 }),
  maxDelaySeconds: fc.integer({ min: 1, max: 900 }),
});

describe('the delay after a number of failures', () => {
  it('is none while free, then grows at most twofold per failure, never past the maximum', () =>
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 200 }), (delays: DelayRule, failures) => {
        const now = delayAfter(failures, delays);
        const next = delayAfter(failures + 1, delays);
        if (failures <= delays.freeFailures) expect(now).toBe(0);
        expect(next).toBeGreaterThanOrEqual(now);
        expect(next).toBeLessThanOrEqual(Math.max(delays.baseDelaySeconds, 2 * now));
        expect(next).toBeLessThanOrEqual(Math.max(delays.maxDelaySeconds, 0));
      }),
    ));
});

/** One wrong try, possibly after the attacker waited: how long they waited, and from which address. */
const strangerTry = fc.record({
  address: fc.integer({ min: 0, max: 7 }),
  waitedMs: fc.integer({ min: 0, max: 5_000 }),
});

describe('an account tried by strangers from many addresses', () => {
  it('lets the owner in at once from an address that has not failed', () =>
    fc.assert(
      fc.asyncProperty(fc.array(strangerTry, { maxLength: 40 }), async (tries) => {
        const run = randomUUID();
        const username = `owner-${run}`;
        let clock = Date.parse('2026-11-23T12:00:00.000Z');
        for (const attempt of tries) {
          clock += attempt.waitedMs;
          await throttle.attempt(username, `stranger-${attempt.address}-${run}`, new Date(clock));
        }
        const owner = await throttle.attempt(username, `owner-address-${run}`, new Date(clock));
        expect(owner.allowed).toBe(true);
      }),
      { numRuns: 40 },
    ));
});

describe('an address with failures for other usernames (one NAT address for a whole office)', () => {
  it('holds a colleague back for a few seconds at most', () =>
    fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ username: fc.integer({ min: 0, max: 20 }), waitedMs: fc.integer({ min: 0, max: 3_000 }) }),
          {
            maxLength: 60,
          },
        ),
        async (tries) => {
          const run = randomUUID();
          const office = `office-${run}`;
          let clock = Date.parse('2026-11-23T12:00:00.000Z');
          for (const attempt of tries) {
            clock += attempt.waitedMs;
            await throttle.attempt(`someone-${attempt.username}-${run}`, office, new Date(clock));
          }
          const colleague = await throttle.attempt(`colleague-${run}`, office, new Date(clock));
          if (!colleague.allowed) {
            expect(colleague.retryAfterSeconds).toBeLessThanOrEqual(defaultThrottleLimits.address.maxDelaySeconds);
            const later = new Date(clock + colleague.retryAfterSeconds * 1000);
            expect((await throttle.attempt(`colleague-${run}`, office, later)).allowed).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    ));
});

describe('a success', () => {
  it('is not counted: an address that also had successes is held back exactly as one that did not', () =>
    fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ waitedMs: fc.integer({ min: 0, max: 3_000 }), thenSuccess: fc.boolean() }), {
          maxLength: 30,
        }),
        async (steps) => {
          const run = randomUUID();
          const [withSuccesses, without] = [`with-${run}`, `without-${run}`];
          let clock = Date.parse('2026-11-23T12:00:00.000Z');
          for (const [i, step] of steps.entries()) {
            clock += step.waitedMs;
            const at = new Date(clock);
            const [a, b] = await Promise.all([
              throttle.attempt(`guess-${i}-${run}`, withSuccesses, at),
              throttle.attempt(`guess-${i}-${run}`, without, at),
            ]);
            expect(a).toEqual(b.allowed ? { ...b, claim: { ...b.claim, address: withSuccesses } } : b);
            if (step.thenSuccess) {
              const signIn = await throttle.attempt(`user-${run}`, withSuccesses, at);
              if (signIn.allowed) await throttle.succeeded(signIn.claim);
            }
          }
          const probe = new Date(clock);
          const [a, b] = await Promise.all([
            throttle.attempt(`probe-${run}`, withSuccesses, probe),
            throttle.attempt(`probe-${run}`, without, probe),
          ]);
          expect(a.allowed).toBe(b.allowed);
          if (!a.allowed && !b.allowed) expect(a.retryAfterSeconds).toBe(b.retryAfterSeconds);
        },
      ),
      { numRuns: 30 },
    ));
});
