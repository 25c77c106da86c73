/**
 * For the public store's API tests: the real app over real HTTP (createApp on an ephemeral port), embedded
 * stores in a temp dir, a private redis-server, the product's projections running, the seed loaded by the
 * loader, and the sandbox payment gateway. Nothing of ours is mocked. The store clock is fixed, so prices
 * and sale windows do not drift with the calendar.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, RecordedEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { openSandboxGateway, type SandboxGateway } from '@parks/infra/payments/sandboxGateway';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { createRedisProbe, type RedisProbe } from '@parks/infra/redis/probe';
import { startProjections } from '@parks/projections/main';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { Redis } from 'ioredis';
import { testHashing, tokenOf } from '../account/testing/accountsApi.ts';
import { createApp } from '../app.ts';
import { createAuthRedis } from '../auth/auth.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import { loadSeed, type SeedReport } from '../seed/loadSeed.ts';
import { ensureSeedUsers, seedUsers } from '../seed/seedUsers.ts';
import { type HttpServer, listen } from '../server.ts';

export const testNow = new Date('2026-06-15T15:00:00.000Z');
export const testBodyLimit = 16 * 1024;

export type StoreTestApp = Readonly<{
  base: string;
  eventStore: EventStore;
  documents: DocumentStore;
  projections: ProjectionRuntime;
  gateway: SandboxGateway;
  seed: SeedReport;
  close: () => Promise<void>;
}>;

/** The seed is appended before the projections start: wait once until the catalogue is served. */
const untilCatalogueServed = async (base: string): Promise<void> => {
  const deadline = Date.now() + 20_000;
  while ((await fetch(`${base}/api/store/GetCategory/decouverte-discovery`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the seeded catalogue never showed up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export type StoreTestAppOptions = Readonly<{
  /** Sign-in too (sessions in the private Redis, fast password hashing) with the seed users of every role. */
  accounts?: boolean;
}>;

export const startStoreTestApp = async (options: StoreTestAppOptions = {}): Promise<StoreTestApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-'));
  let redis: PrivateRedis | undefined;
  let authRedis: Redis | undefined;
  let probe: RedisProbe | undefined;
  let eventStore: EventStore | undefined;
  let documents: DocumentStore | undefined;
  let projections: ProjectionRuntime | undefined;
  let gateway: SandboxGateway | undefined;
  let server: HttpServer | undefined;
  const close = async () => {
    await server?.close(1_000);
    await projections?.stop();
    gateway?.close();
    authRedis?.disconnect();
    await probe?.close();
    await documents?.close();
    await eventStore?.close();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    redis = await startPrivateRedis({ dir: join(dir, 'redis') });
    probe = createRedisProbe(redis.url);
    eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    documents = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
    const seed = await loadSeed({ eventStore, now: testNow });
    projections = await startProjections({ eventStore, documents, logger: silentLogger() });
    if (options.accounts) {
      authRedis = createAuthRedis(redis.url);
      await ensureSeedUsers({ eventStore, passwords: createPasswordHasher(testHashing), logger: silentLogger() });
    }
    gateway = openSandboxGateway({ path: join(dir, 'gateway.sqlite'), now: () => testNow });
    const app = createApp({
      logger: silentLogger(),
      eventStore,
      documents,
      projections,
      redis: probe,
      webDist: join(dir, 'no-web'),
      bodyLimitBytes: testBodyLimit,
      clock: () => testNow,
      paymentGateway: gateway,
      ...(authRedis ? { auth: { redis: authRedis, passwordHashing: testHashing } } : {}),
    });
    server = await listen(app, '127.0.0.1', 0);
    await untilCatalogueServed(server.url);
    return { base: server.url, eventStore, documents, projections, gateway, seed, close };
  } catch (error) {
    await close();
    throw error;
  }
};

export type Answer<T = unknown> = Readonly<{ status: number; headers: Headers; body: T }>;

export type CallOptions = Readonly<{
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as is (malformed JSON, oversized bodies). */
  rawBody?: string;
  language?: string;
  headers?: Record<string, string>;
}>;

/** One HTTP call as the web makes it: JSON in and out, bearer token, language header. */
export const caller =
  (base: string) =>
  async <T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    if (options.language !== undefined) headers['Accept-Language'] = options.language;
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? 'GET',
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text === '' ? null : JSON.parse(text)) as T };
  };

/** A new guest session's token. */
export const newGuest = async (base: string): Promise<string> => {
  const answer = await caller(base)<{ token: string }>('/api/store/guestSession', { method: 'POST' });
  if (answer.status !== 201) throw new Error(`guest session: ${answer.status}`);
  return answer.body.token;
};

/** Every event of the log (the tests' look at what was recorded). */
export const allEvents = async (eventStore: EventStore): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of eventStore.readAll()) events.push(event);
  return events;
};

/** The access token of a seed user (by username) of an app started with `accounts`. */
export const userToken = async (base: string, username: string): Promise<string> => {
  const user = seedUsers.find((candidate) => candidate.username === username);
  if (user === undefined) throw new Error(`no seed user ${username}`);
  return (await tokenOf(base, user.username, user.password)).token;
};
