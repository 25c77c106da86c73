/**
 * The back office's API tests share one setup: a started server with the store and sign-in, a token for a seed user
 * of each role, a JSON caller, the `$all` head to prove a refusal appended nothing, and the strict checks of the
 * definitions the registry serves. Each test file calls `adminTestApi()` once at its top level.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AdminProblem, WriteAnswer } from '@parks/schemas/admin/calls';
import { listDefinitionSchema, treeDefinitionSchema } from '@parks/schemas/admin/definitionSchemas';
import { formDefinitionSchema } from '@parks/schemas/admin/formDefinitionSchema';
import type { Role } from '@parks/schemas/roles';
import { afterAll, beforeAll, expect } from 'vitest';
import { caller, startTestApi, type TestApi, type TestApiOptions, userToken } from '../../testing/testApi.ts';

/** The seed user signed in for each role, in the order the role tables are walked. */
export const roleUsers = {
  LMG: 'lmg',
  SuperUser: 'superuser',
  Administrator: 'administrator',
  Operator: 'operator',
  PortalUser: 'portal',
} as const satisfies Readonly<Record<Role, string>>;

type Caller = ReturnType<typeof caller>;

export type AdminTestApi = Readonly<{
  /** The started server (only inside tests and hooks: it starts in `beforeAll`). */
  readonly app: TestApi;
  call: Caller;
  /** A token per role, filled in `beforeAll`; walked in `roleUsers` order. */
  tokens: Record<string, string>;
  lmg: () => string;
  /** The token of a seed user by username (one of `roleUsers`). */
  tokenOfUser: (username: string) => string;
  /** The `$all` head position as text: equal before and after means nothing was appended. */
  head: () => Promise<string>;
  /** A multipart Create or Update as LMG: the values as the JSON text of `dtoPart`, then the files of each part. */
  multipart: (dtoPart: string) => MultipartSend;
}>;

export type UploadFile = Readonly<{ part: string; name: string; bytes: Uint8Array }>;
export type MultipartSend = (
  path: string,
  method: 'POST' | 'PUT',
  dto: unknown,
  files: readonly UploadFile[],
  language?: string,
) => Promise<Readonly<{ status: number; body: WriteAnswer & AdminProblem }>>;

export const adminTestApi = (options: TestApiOptions = {}): AdminTestApi => {
  let started: TestApi | undefined;
  let current: Caller | undefined;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    started = await startTestApi({ store: true, accounts: true, ...options });
    current = caller(started.base);
    for (const [role, username] of Object.entries(roleUsers)) tokens[role] = await userToken(started.base, username);
  }, 60_000);

  afterAll(async () => {
    await started?.close();
  });

  const app = (): TestApi => {
    if (!started) throw new Error('the admin test API starts in beforeAll');
    return started;
  };
  const call: Caller = (path, callOptions) => {
    if (!current) throw new Error('the admin test API starts in beforeAll');
    return current(path, callOptions);
  };
  const usernames: Readonly<Record<string, string>> = Object.fromEntries(
    Object.entries(roleUsers).map(([role, username]) => [username, role]),
  );

  return {
    get app() {
      return app();
    },
    call,
    tokens,
    lmg: () => tokens.LMG ?? '',
    tokenOfUser: (username) => tokens[usernames[username] ?? ''] ?? '',
    head: async () =>
      JSON.stringify(await app().eventStore.headPosition(), (_k, v) => (typeof v === 'bigint' ? `${v}` : v)),
    multipart:
      (dtoPart) =>
      async (path, method, dto, files, language = 'en') => {
        const body = new FormData();
        body.append(dtoPart, JSON.stringify(dto));
        for (const file of files) body.append(file.part, new Blob([new Uint8Array(file.bytes)]), file.name);
        const response = await fetch(`${app().base}${path}`, {
          method,
          body,
          headers: { Authorization: `Bearer ${tokens.LMG ?? ''}`, 'Accept-Language': language },
        });
        return { status: response.status, body: (await response.json()) as WriteAnswer & AdminProblem };
      },
  };
};

/** A top-level category's form values, named after `alias`. */
export const categoryValues = (alias: string, extra: Record<string, unknown> = {}) => ({
  name_EN: `Category ${alias}`,
  name_FR: `Catégorie ${alias}`,
  urlAlias_EN: `${alias}-en`,
  urlAlias_FR: `${alias}-fr`,
  parentId: null,
  order: 5,
  active: true,
  notices: null,
  ...extra,
});

/** The files under a folder (the blob store's), relative to it and sorted. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/** A served list definition validates strictly against the definition schema. */
export const expectStrictList = (body: unknown, message?: string): void => {
  expect(() => listDefinitionSchema.validateSync(body, { strict: true }), message).not.toThrow();
};

/** A served tree definition validates strictly against the definition schema. */
export const expectStrictTree = (body: unknown, message?: string): void => {
  expect(() => treeDefinitionSchema.validateSync(body, { strict: true }), message).not.toThrow();
};

/** A served form definition validates strictly against the definition schema. */
export const expectStrictForm = (body: unknown, message?: string): void => {
  expect(() => formDefinitionSchema.validateSync(body, { strict: true }), message).not.toThrow();
};
