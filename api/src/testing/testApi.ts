/**
 * The one harness of the API tests: the real app over real HTTP (createApp on an ephemeral port), embedded
 * stores in a temp dir, a private redis-server, the product's projections running. Nothing of ours is mocked.
 *
 * - `store`: the public store's setup. The store clock is fixed at `testNow` (prices and sale windows do not
 *   drift with the calendar), the seed catalogue is loaded at that time and served before the harness returns,
 *   with the sandbox payment gateway and the test body limit.
 * - otherwise: the live clock, which `advanceClock` moves forward (not Redis's).
 * - `accounts` (on by default unless `store`): sign-in with sessions in the private Redis, fast password
 *   hashing, the seed users of every role, and reset mails written as .eml files in `mailDir`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFilesystemBlobStore } from '@parks/infra/blobs/filesystem/filesystemBlobStore';
import type { BlobStore } from '@parks/infra/blobs/port';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, RecordedEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { openSandboxGateway, type SandboxGateway } from '@parks/infra/payments/sandboxGateway';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { createRedisProbe, type RedisProbe } from '@parks/infra/redis/probe';
import { createSecretBox, type SecretBox } from '@parks/infra/secrets/secretBox';
import { startProjections } from '@parks/projections/main';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { SignedInUserDto } from '@parks/schemas/auth';
import type { Redis } from 'ioredis';
import { type App, type AppDeps, createApp } from '../app.ts';
import { type AuthDeps, createAuthRedis } from '../auth/auth.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import { loadSeed, type SeedReport } from '../seed/loadSeed.ts';
import { ensureSeedUsers, type SeedUser, seedUsers } from '../seed/seedUsers.ts';
import { type HttpServer, listen } from '../server.ts';

export const testNow = new Date('2026-06-15T15:00:00.000Z');
export const testBodyLimit = 16 * 1024;

/** Cheap Argon2id settings for most tests (the default cost is tested on its own). */
export const testHashing = { memoryKiB: 1024, passes: 1, parallelism: 1 } as const;

export type AppOverrides = Partial<AppDeps> & { authOverrides?: Partial<AuthDeps> };

export type TestApiOptions = Readonly<{
  /** The public store's setup (fixed clock at testNow, seed catalogue served, sandbox gateway, body limit). */
  store?: boolean;
  /** Sign-in (sessions, fast hashing, seed users, reset mails). Defaults to `!store`. */
  accounts?: boolean;
  /** Also load the seed catalogues (store and portal) before the projections start, as the server does. */
  seedCatalogue?: boolean;
  /** Deps of every server of this harness (auth settings under `authOverrides`). */
  app?: AppOverrides;
}>;

export type Started = Readonly<{ url: string; app: App }>;

export type TestApi = Readonly<{
  dir: string;
  mailDir: string;
  eventStore: EventStore;
  documents: DocumentStore;
  projections: ProjectionRuntime;
  /** The uploads' store: the filesystem under `blobsDir`. */
  blobs: BlobStore;
  blobsDir: string;
  /** The exports' store (never served at /files): the filesystem under `exportBlobsDir`. */
  exportBlobs: BlobStore;
  exportBlobsDir: string;
  /** Where the app writes multipart uploads while checking them (empty between requests). */
  uploadTempDir: string;
  /** With `accounts`. */
  authRedis: Redis | undefined;
  /** The private redis-server's URL (queues of a test's own). */
  redisUrl: string;
  /** With `store`. */
  gateway: SandboxGateway | undefined;
  /** The settings' secret box of every server of this harness (a key of its own, made for it). */
  secrets: SecretBox;
  /** With `store` or `seedCatalogue`. */
  seed: SeedReport | undefined;
  /** The default server. */
  base: string;
  app: App;
  /** Moves the app's clock (not Redis's) forward; not with `store`. */
  advanceClock: (ms: number) => void;
  /** Another server on the same stores, with other auth settings or routers. */
  start: (overrides?: AppOverrides) => Promise<Started>;
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

export const startTestApi = async (options: TestApiOptions = {}): Promise<TestApi> => {
  const store = options.store ?? false;
  const accounts = options.accounts ?? !store;
  const dir = mkdtempSync(join(tmpdir(), store ? 'store-api-' : 'accounts-'));
  const mailDir = join(dir, 'mail');
  let redis: PrivateRedis | undefined;
  let authRedis: Redis | undefined;
  let probe: RedisProbe | undefined;
  let eventStore: EventStore | undefined;
  let documents: DocumentStore | undefined;
  let projections: ProjectionRuntime | undefined;
  let gateway: SandboxGateway | undefined;
  let blobs: BlobStore | undefined;
  let exportBlobs: BlobStore | undefined;
  const servers: HttpServer[] = [];
  const close = async () => {
    for (const server of servers) await server.close(1_000);
    await projections?.stop();
    gateway?.close();
    authRedis?.disconnect();
    await probe?.close();
    await blobs?.close();
    await exportBlobs?.close();
    await documents?.close();
    await eventStore?.close();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const started = await startPrivateRedis({ dir: join(dir, 'redis') });
    redis = started;
    const redisProbe = createRedisProbe(started.url);
    probe = redisProbe;
    const events = openSqliteEventStore({ path: join(dir, 'events.sqlite'), writerThread: true });
    eventStore = events;
    const docs = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
    documents = docs;
    const blobsDir = join(dir, 'blobs');
    const uploadTempDir = join(dir, 'uploads-tmp');
    mkdirSync(uploadTempDir, { recursive: true });
    const blobStore = await openFilesystemBlobStore({ dir: blobsDir });
    blobs = blobStore;
    const exportBlobsDir = join(dir, 'exports');
    const exportBlobStore = await openFilesystemBlobStore({ dir: exportBlobsDir });
    exportBlobs = exportBlobStore;
    const seed =
      store || options.seedCatalogue
        ? await loadSeed({ eventStore: events, ...(store ? { now: testNow } : {}) })
        : undefined;
    const runtime = await startProjections({ eventStore: events, documents: docs, logger: silentLogger() });
    projections = runtime;
    const auth = accounts ? createAuthRedis(started.url) : undefined;
    authRedis = auth;
    if (accounts) {
      await ensureSeedUsers({
        eventStore: events,
        passwords: createPasswordHasher(testHashing),
        logger: silentLogger(),
      });
    }
    if (store) gateway = openSandboxGateway({ path: join(dir, 'gateway.sqlite'), now: () => testNow });
    // The settings' secrets (the SMTP password) under a key of this harness alone.
    const secrets = createSecretBox({ current: randomBytes(32) });
    let offsetMs = 0;
    const clock = store ? () => testNow : () => new Date(Date.now() + offsetMs);
    const storeDeps: Partial<AppDeps> = gateway ? { bodyLimitBytes: testBodyLimit, paymentGateway: gateway } : {};

    const start = async (overrides: AppOverrides = {}): Promise<Started> => {
      const { authOverrides, ...appOverrides } = { ...options.app, ...overrides };
      const app = createApp({
        logger: silentLogger(),
        eventStore: events,
        documents: docs,
        projections: runtime,
        redis: redisProbe,
        webDist: join(dir, 'no-web'),
        clock,
        blobs: blobStore,
        exportBlobs: exportBlobStore,
        uploadTempDir,
        secrets,
        ...storeDeps,
        ...(auth
          ? {
              auth: {
                redis: auth,
                mailer: createFileMailer({ dir: mailDir }),
                publicUrl: 'https://store.parks.example',
                passwordHashing: testHashing,
                ...authOverrides,
              },
            }
          : {}),
        ...appOverrides,
      });
      const server = await listen(app, '127.0.0.1', 0);
      servers.push(server);
      return { url: server.url, app };
    };

    const first = await start();
    if (store) await untilCatalogueServed(first.url);
    return {
      dir,
      mailDir,
      eventStore: events,
      documents: docs,
      projections: runtime,
      blobs: blobStore,
      blobsDir,
      exportBlobs: exportBlobStore,
      exportBlobsDir,
      uploadTempDir,
      authRedis: auth,
      redisUrl: started.url,
      gateway,
      secrets,
      seed,
      base: first.url,
      app: first.app,
      advanceClock: (ms) => {
        offsetMs += ms;
      },
      start,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

// ---- calls ------------------------------------------------------------------------------------------------

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

/** One HTTP call as the web makes it: JSON in and out, bearer token, language header (GET unless `method`). */
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

export type Call = Readonly<{ token?: string; method?: string; body?: unknown; headers?: Record<string, string> }>;

export type Reply<T = unknown> = Readonly<{ status: number; body: T; headers: Headers }>;

/** One JSON call: POST when there is a body, GET otherwise, unless `method`. */
export const call = async <T = Record<string, unknown>>(
  base: string,
  path: string,
  options: Call = {},
): Promise<Reply<T>> => {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T, headers: response.headers };
};

/**
 * One JSON call, as `call`, sent from another client address: the socket is bound to `from` (any 127.x.y.z on
 * Linux reaches the server listening on 127.0.0.1), so the server sees a different remote address.
 */
export const callFrom = <T = Record<string, unknown>>(
  from: string,
  base: string,
  path: string,
  options: Call = {},
): Promise<Reply<T>> =>
  new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = request(
      `${base}${path}`,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: from,
        headers: {
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
            else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: (text === '' ? null : JSON.parse(text)) as T,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });

/** A new guest session's token. */
export const newGuest = async (base: string): Promise<string> => {
  const answer = await caller(base)<{ token: string }>('/api/store/guestSession', { method: 'POST' });
  if (answer.status !== 201) throw new Error(`guest session: ${answer.status}`);
  return answer.body.token;
};

export const signIn = async (
  base: string,
  username: string,
  password: string,
  rememberme = false,
): Promise<Reply<SignedInUserDto>> =>
  call<SignedInUserDto>(base, '/api/account/authenticate', { body: { username, password, rememberme } });

/** Signs in and fails loudly if it does not work. */
export const tokenOf = async (base: string, username: string, password: string): Promise<SignedInUserDto> => {
  const reply = await signIn(base, username, password);
  if (reply.status !== 200) throw new Error(`sign-in of ${username}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

export const seed = (username: string): SeedUser => {
  const found = seedUsers.find((user) => user.username === username);
  if (!found) throw new Error(`no seed user ${username}`);
  return found;
};

/** The access token of a seed user (by username) of an app with `accounts`. */
export const userToken = async (base: string, username: string): Promise<string> => {
  const user = seed(username);
  return (await tokenOf(base, user.username, user.password)).token;
};

// ---- looks at what happened ---------------------------------------------------------------------------------

/** Every event of the log (the tests' look at what was recorded). */
export const allEvents = async (eventStore: EventStore): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for await (const event of eventStore.readAll()) events.push(event);
  return events;
};

/** The reset token of the newest reset mail sent to `address` (the .eml files of the file mailer). */
export const resetTokenMailedTo = (mailDir: string, address: string): string | null => {
  let names: string[];
  try {
    names = readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort((a, b) => statSync(join(mailDir, a)).mtimeMs - statSync(join(mailDir, b)).mtimeMs);
  } catch {
    return null;
  }
  const decoded = names
    .map((name) => readFileSync(join(mailDir, name), 'utf8'))
    .filter((text) => text.includes(address))
    .map((text) =>
      text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
  const tokens = decoded.flatMap((text) => [...text.matchAll(/psp_[A-Za-z0-9_-]{43}/g)].map((match) => match[0]));
  return tokens.at(-1) ?? null;
};

/** Retries until the check passes (mail is sent after the answer). */
export const eventually = async <T>(check: () => T | null | Promise<T | null>, timeoutMs = 5_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Waits until the portal serves its catalogue to a signed-in portal user: with `seedCatalogue`, the seeded catalogue
 * is projected after the server starts, and a portal test needs it before its first order.
 */
export const portalCatalogueServed = async (base: string, token: string): Promise<void> => {
  await eventually(async () => {
    const reply = await call<unknown[]>(base, '/api/portal/categories', { token });
    return reply.status === 200 && Array.isArray(reply.body) && reply.body.length > 0 ? true : null;
  }, 20_000);
};
