/**
 * The back office's API tests share one setup: a started server with the store and sign-in, a token for a seed user
 * of each role, a JSON caller, the `$all` head to prove a refusal appended nothing, the strict checks of the
 * definitions the registry serves, each family's calls, and the role table and its refusals checked one way. Each
 * test file calls `adminTestApi()` once at its top level.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AdminProblem, FormAnswer, FormScreenAction, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { listDefinitionSchema, treeDefinitionSchema } from '@parks/schemas/admin/definitionSchemas';
import { formDefinitionSchema } from '@parks/schemas/admin/formDefinitionSchema';
import type { Role } from '@parks/schemas/roles';
import { afterAll, beforeAll, expect } from 'vitest';
import { caller, newGuest, startTestApi, type TestApi, type TestApiOptions, userToken } from '../../testing/testApi.ts';

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
  /** A family's verbs in one store (b2c unless told). */
  family: (family: string, storeCode?: string) => FamilyCalls;
  /** The role table of a family (§6), checked in each of its stores. */
  expectRoleTable: (table: RoleTable) => Promise<void>;
  /** Every attempt of each role is refused as the role table refuses it (403), and nothing is appended. */
  expectForbidden: (
    roles: readonly string[],
    attempts: (token: string, role: string) => Promise<readonly Readonly<{ status: number; body: AdminProblem }>[]>,
  ) => Promise<void>;
}>;

/** The message of the role table's refusal (403). */
export const forbiddenMessage = 'You do not have permission to access this section.';

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

  const api: AdminTestApi = {
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
    family: (family, storeCode = 'b2c') => familyCalls(api, family, storeCode),
    expectRoleTable: (table) => expectRoleTable(api, table),
    expectForbidden: async (roles, attempts) => {
      const before = await api.head();
      for (const role of roles) {
        for (const answer of await attempts(tokens[role] ?? '', role)) {
          expect(answer.status, role).toBe(403);
          expect(answer.body.message, role).toBe(forbiddenMessage);
        }
      }
      expect(await api.head()).toBe(before);
    },
  };
  return api;
};

export type WriteOptions = Readonly<{ token?: string; store?: string; button?: string; language?: string }>;

/** A write's query: the store (`storeCode` unless told), and the button only when one is pressed. */
export const writeQuery = (options: WriteOptions, storeCode = 'b2c'): string =>
  `storeCode=${options.store ?? storeCode}${options.button ? `&button=${options.button}` : ''}`;

/**
 * A family's verbs as LMG (or `token`) in one store: Create (the button only when one is pressed), Update (save
 * unless told), Delete, GetAll with more of its query, a form screen, and every screen checked strictly.
 */
export type FamilyCalls = ReturnType<typeof familyCalls>;

const familyCalls = (admin: Pick<AdminTestApi, 'call' | 'lmg'>, family: string, storeCode: string) => {
  const list = (query = '', token = admin.lmg(), language = 'en') =>
    admin.call<ListAnswer & AdminProblem>(`/api/${family}/GetAll?storeCode=${storeCode}${query}`, { token, language });
  const form = (id: string, action: string, language = 'en') =>
    admin.call<FormAnswer & AdminProblem>(`/api/${family}/GetById/${id}?storeCode=${storeCode}&action=${action}`, {
      token: admin.lmg(),
      language,
    });
  return {
    create: (body: unknown, options: WriteOptions = {}) =>
      admin.call<WriteAnswer & AdminProblem>(`/api/${family}/Create?${writeQuery(options, storeCode)}`, {
        method: 'POST',
        body,
        token: options.token ?? admin.lmg(),
        ...(options.language ? { language: options.language } : {}),
      }),
    update: (id: string, body: unknown, button = 'save') =>
      admin.call<WriteAnswer & AdminProblem>(`/api/${family}/Update/${id}?storeCode=${storeCode}&button=${button}`, {
        method: 'PUT',
        body,
        token: admin.lmg(),
      }),
    remove: (id: string) =>
      admin.call<WriteAnswer>(`/api/${family}/Delete/${id}?storeCode=${storeCode}`, {
        method: 'DELETE',
        token: admin.lmg(),
      }),
    list,
    form,
    /**
     * Every screen validates strictly against the definition schemas, in English and French: the list (with more of
     * its query), and the form of each action, of the record `id` (a new one for create, import and generate).
     */
    expectStrictScreens: async (id: string, actions: readonly FormScreenAction[], query = '') => {
      for (const language of ['en', 'fr']) {
        const table = await list(query, admin.lmg(), language);
        expect(table.status, `${family} list ${language}`).toBe(200);
        expectStrictList(table.body, `${family} list ${language}`);
        for (const action of actions) {
          const fresh = action === 'create' || action === 'import' || action === 'generate';
          const screen = await form(fresh ? 'new' : id, action, language);
          expect(screen.status, `${family} ${language} ${action}`).toBe(200);
          expectStrictForm(screen.body, `${family} ${language} ${action}`);
        }
      }
    },
  };
};

export type RoleTable = Readonly<{
  family: string;
  /** The roles let in; every other role is refused with 403. */
  allowed: readonly string[];
  /** Both unless told. */
  stores?: readonly string[];
  /** The gateway's `data` (`{ page: 1 }` unless told). */
  gatewayData?: unknown;
  /** The create screen is let in or refused alike. */
  form?: boolean;
  /** A guest's token is refused with 401, as no token is. */
  guest?: boolean;
  /** What else each role may or may not do in a store. */
  also?: (role: string, token: string, store: string, allowed: boolean) => Promise<void>;
}>;

/** The role table of a family (§6) in each of its stores: its list, its gateway and its screens, then nobody. */
const expectRoleTable = async (
  admin: Pick<AdminTestApi, 'app' | 'call' | 'tokens'>,
  table: RoleTable,
): Promise<void> => {
  const { family } = table;
  for (const store of table.stores ?? ['b2c', 'b2b']) {
    for (const [role, token] of Object.entries(admin.tokens)) {
      const allowed = table.allowed.includes(role);
      const status = allowed ? 200 : 403;
      const list = await admin.call(`/api/${family}/GetAll?storeCode=${store}`, { token });
      expect(list.status, `${family} ${role} ${store}`).toBe(status);
      const gateway = await admin.call(`/api/${family}/GetAll`, {
        method: 'POST',
        token,
        body: {
          entity: family,
          storeCode: store,
          data: table.gatewayData === undefined ? { page: 1 } : table.gatewayData,
        },
      });
      expect(gateway.status, `${family} ${role} ${store} gateway`).toBe(status);
      if (table.form) {
        const form = await admin.call(`/api/${family}/GetById/new?storeCode=${store}&action=create`, { token });
        expect(form.status, `${family} ${role} ${store} form`).toBe(status);
      }
      await table.also?.(role, token, store, allowed);
    }
    expect((await admin.call(`/api/${family}/GetAll?storeCode=${store}`)).status, `${family} nobody`).toBe(401);
    if (table.guest) {
      const guest = await newGuest(admin.app.base);
      expect((await admin.call(`/api/${family}/GetAll?storeCode=${store}`, { token: guest })).status).toBe(401);
    }
  }
};

/** A write refused as invalid input (422), with at least these messages for these fields. */
export const expectInvalid = (
  answer: Readonly<{ status: number; body: AdminProblem }>,
  errors: Readonly<Record<string, readonly string[]>>,
): void => {
  expect(answer.status).toBe(422);
  expect(answer.body.errors).toMatchObject(errors);
};

/** The refusal of an upload whose bytes are none of its part's types, whatever the file's name says. */
export const unsupportedFormat = {
  en: "'application/octet-stream' is not a supported format.",
  fr: '« application/octet-stream » n’est pas un format pris en charge.',
} as const;

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
