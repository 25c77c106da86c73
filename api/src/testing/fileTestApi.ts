/**
 * The set-up of an API test file whose tests all talk to one server (`startTestApi`): it starts in `beforeAll` and
 * closes in `afterAll`, with the seed users named in `signIn` signed in before the first test. A test file calls
 * `fileTestApi()` once at its top level and adds its own `beforeAll` for what its tests need on top (orders placed),
 * which runs after this one.
 */
import type { SignedInUserDto } from '@parks/schemas/auth';
import { afterAll, beforeAll } from 'vitest';
import {
  type Call,
  call,
  caller,
  portalCatalogueServed,
  type Reply,
  seed,
  startTestApi,
  type TestApi,
  type TestApiOptions,
  tokenOf,
} from './testApi.ts';

/** A seed user of each role. */
export const userOfEachRole = ['portal', 'lmg', 'superuser', 'administrator', 'operator'] as const;

export type FileTestApiOptions = TestApiOptions &
  Readonly<{
    /** The seed users (by username) signed in before the first test. */
    signIn?: readonly string[];
    /**
     * With `seedCatalogue`: wait until the portal serves the seeded catalogue to `portal` (who must be in `signIn`),
     * which is projected after the server starts, so that the first test may order from it.
     */
    portalCatalogue?: boolean;
  }>;

export type FileTestApi = Readonly<{
  /** The started server (only inside tests and hooks: it starts in `beforeAll`). */
  readonly server: TestApi;
  /** The web's way of calling the server (`caller`). */
  call: ReturnType<typeof caller>;
  /** One of the users of `signIn`. */
  user: (username: string) => SignedInUserDto;
  /** One JSON call (`call`) with the token of a user of `signIn`; `null` calls without a token. */
  as: <T = Record<string, unknown>>(username: string | null, path: string, options?: Call) => Promise<Reply<T>>;
  /** The commit position of the log's head (0 when empty): the same before and after, nothing was appended. */
  head: () => Promise<bigint>;
}>;

/**
 * `options` may be a function, read in `beforeAll`, for options that name what an earlier `beforeAll` of the file
 * made (the queues of its export jobs).
 */
export const fileTestApi = (options: FileTestApiOptions | (() => FileTestApiOptions) = {}): FileTestApi => {
  let started: TestApi | undefined;
  const users = new Map<string, SignedInUserDto>();

  const server = (): TestApi => {
    if (started === undefined) throw new Error('the test API starts in beforeAll');
    return started;
  };
  const user = (username: string): SignedInUserDto => {
    const found = users.get(username);
    if (found === undefined) throw new Error(`not signed in: ${username}`);
    return found;
  };

  beforeAll(async () => {
    const {
      signIn = [],
      portalCatalogue = false,
      ...testApiOptions
    } = typeof options === 'function' ? options() : options;
    started = await startTestApi(testApiOptions);
    for (const username of signIn) users.set(username, await tokenOf(started.base, username, seed(username).password));
    if (portalCatalogue) await portalCatalogueServed(started.base, user('portal').token);
  }, 60_000);

  afterAll(async () => {
    await started?.close();
  });

  return {
    get server() {
      return server();
    },
    call: (path, callOptions) => caller(server().base)(path, callOptions),
    user,
    as: (username, path, callOptions = {}) =>
      call(server().base, path, { ...callOptions, ...(username === null ? {} : { token: user(username).token }) }),
    head: async () => (await server().eventStore.headPosition())?.commit ?? 0n,
  };
};
