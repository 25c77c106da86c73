/**
 * Shared by the accounts API tests: the real app over real HTTP (createApp on an ephemeral port), embedded
 * stores in a temp dir, the product's projections running, a private redis-server for sessions, reset mails
 * written as .eml files, and the seed users. Nothing of ours is mocked; only the clock can be moved forward.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createFileMailer } from '@parks/infra/mail/fileMailer';
import { type PrivateRedis, startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { createRedisProbe, type RedisProbe } from '@parks/infra/redis/probe';
import { startProjections } from '@parks/projections/main';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { SignedInUserDto } from '@parks/schemas/auth';
import type { Redis } from 'ioredis';
import { type App, type AppDeps, createApp } from '../../app.ts';
import { type AuthDeps, createAuthRedis } from '../../auth/auth.ts';
import { createPasswordHasher } from '../../auth/passwords.ts';
import { loadSeed } from '../../seed/loadSeed.ts';
import { ensureSeedUsers, type SeedUser, seedUsers } from '../../seed/seedUsers.ts';
import { type HttpServer, listen } from '../../server.ts';

export type Call = Readonly<{ token?: string; method?: string; body?: unknown; headers?: Record<string, string> }>;

export type Started = Readonly<{ url: string; app: App }>;

export type AccountsApi = Readonly<{
  dir: string;
  mailDir: string;
  eventStore: EventStore;
  documents: DocumentStore;
  projections: ProjectionRuntime;
  authRedis: Redis;
  /** The default server. */
  base: string;
  app: App;
  /** Moves the app's clock (not Redis's) forward. */
  advanceClock: (ms: number) => void;
  /** Another server on the same stores, with other auth settings or routers. */
  start: (overrides?: Partial<AppDeps> & { authOverrides?: Partial<AuthDeps> }) => Promise<Started>;
  close: () => Promise<void>;
}>;

/** Fast scrypt settings for most tests (the default cost is tested on its own). */
export const testHashing = { logN: 12, r: 8, p: 1 } as const;

export type AccountsApiOptions = Readonly<{
  /** Also load the seed catalogues (store and portal) before the projections start, as the server does. */
  seedCatalogue?: boolean;
}>;

export const startAccountsApi = async (
  defaults: Partial<AppDeps> & { authOverrides?: Partial<AuthDeps> } = {},
  options: AccountsApiOptions = {},
): Promise<AccountsApi> => {
  const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
  const mailDir = join(dir, 'mail');
  const redis: PrivateRedis = await startPrivateRedis({ dir: join(dir, 'redis') });
  const probe: RedisProbe = createRedisProbe(redis.url);
  const authRedis = createAuthRedis(redis.url);
  const eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const documents = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
  if (options.seedCatalogue) await loadSeed({ eventStore });
  const projections = await startProjections({ eventStore, documents, logger: silentLogger() });
  await ensureSeedUsers({ eventStore, passwords: createPasswordHasher(testHashing), logger: silentLogger() });
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const servers: HttpServer[] = [];

  const start = async (overrides: Partial<AppDeps> & { authOverrides?: Partial<AuthDeps> } = {}): Promise<Started> => {
    const { authOverrides, ...appOverrides } = { ...defaults, ...overrides };
    const app = createApp({
      logger: silentLogger(),
      eventStore,
      documents,
      projections,
      redis: probe,
      webDist: join(dir, 'no-web'),
      clock,
      auth: {
        redis: authRedis,
        mailer: createFileMailer({ dir: mailDir }),
        publicUrl: 'https://store.parks.example',
        passwordHashing: testHashing,
        ...authOverrides,
      },
      ...appOverrides,
    });
    const server = await listen(app, '127.0.0.1', 0);
    servers.push(server);
    return { url: server.url, app };
  };

  const first = await start();
  return {
    dir,
    mailDir,
    eventStore,
    documents,
    projections,
    authRedis,
    base: first.url,
    app: first.app,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    start,
    close: async () => {
      for (const server of servers) await server.close(1_000);
      await projections.stop();
      authRedis.disconnect();
      await probe.close();
      await documents.close();
      await eventStore.close();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export type Reply<T = unknown> = Readonly<{ status: number; body: T; headers: Headers }>;

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
