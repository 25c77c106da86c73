/**
 * Registry-wide acceptance over real HTTP (back-office.md §3–§7, issue #12): for every family the registry serves
 * and its gateway entity, read from the registry itself and `adminAreaRoles` (no copied table):
 * - the role table of §6: each role and a visitor, in each store: allowed 200, refused 401 or 403, and a store-only
 *   area refused in the other store;
 * - every verb a family lacks answers 405, on the family and on the gateway; an unknown family or entity 404;
 * - every served definition (each list, and every form screen the resource answers, in English and French)
 *   validates strictly against the definition schemas;
 * - bad input on each write is a 4xx with errors per field, never a 5xx, and appends nothing to `$all`.
 */

import { silentLogger } from '@parks/infra/logging';
import { formScreenActions } from '@parks/schemas/admin/calls';
import { definitionSchemas } from '@parks/schemas/admin/definitionSchemas';
import type { DefinitionMode } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { adminAreaRoles, type Role, roles } from '@parks/schemas/roles';
import { type StoreCode, storeCodes } from '@parks/schemas/store';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomIds } from '../store/ids.ts';
import { allEvents, call } from '../testing/testApi.ts';
import { servedAdminFamilies } from './families.ts';
import type { AdminResource, AdminVerb, Registry } from './registry.ts';
import { adminSetup } from './resources/index.ts';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { tokens } = admin;
let registry: Registry;

beforeAll(async () => {
  // The registry as the app builds it: only its declarations are read here.
  registry = adminSetup({
    eventStore: admin.app.eventStore,
    projections: admin.app.projections,
    awaitProjections: admin.app.app.awaitProjections,
    logger: silentLogger(),
    clock: () => new Date(),
    ids: randomIds,
    auth: undefined,
    blobs: admin.app.blobs,
    uploadTempDir: admin.app.uploadTempDir,
  }).registry;
}, 60_000);

type Who = Role | 'visitor';
const as = <T = Record<string, unknown>>(
  who: Who,
  path: string,
  options: Readonly<{ method?: string; body?: unknown; language?: Language }> = {},
) =>
  call<T>(admin.app.base, path, {
    ...options,
    ...(who === 'visitor' ? {} : { token: tokens[who] ?? '' }),
    headers: { 'Accept-Language': options.language ?? 'en' },
  });

/** What the role table says of a role in a store for a resource: allowed, or the refusal's status. */
const expected = (resource: AdminResource, who: Who, store: StoreCode): number =>
  who === 'visitor'
    ? 401
    : adminAreaRoles(resource.area, store).includes(who) && resource.stores.includes(store)
      ? 200
      : 403;

const families = () => registry.resources;
const homeStore = (resource: AdminResource): StoreCode => resource.stores[0] ?? 'b2c';

/** The first row's id of a list (its first column is the hidden id), or null when the list is empty. */
const firstId = (
  list: Readonly<{ columns?: readonly { name: string }[]; rows?: readonly Record<string, unknown>[] }>,
) => {
  const column = list.columns?.[0]?.name;
  const value = column === undefined ? undefined : list.rows?.[0]?.[column];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

describe('the role table of §6, for every family and its gateway entity', () => {
  it('allows exactly the roles of the area in the stores of the resource', async () => {
    expect(
      families()
        .map((resource) => resource.family.toLowerCase())
        .sort(),
    ).toEqual([...servedAdminFamilies].sort());
    const seen: string[] = [];
    for (const resource of families()) {
      for (const store of storeCodes) {
        for (const who of [...roles, 'visitor'] as const) {
          const want = expected(resource, who, store);
          const family = await as(who, `/api/${resource.family}/GetAll?storeCode=${store}`);
          const gateway = await as(who, `/api/${resource.entity}/GetAll`, {
            method: 'POST',
            body: { entity: resource.entity, storeCode: store, data: {} },
          });
          seen.push(`${resource.family} ${store} ${who}: ${family.status} ${gateway.status}`);
          expect([family.status, gateway.status], `${resource.family} ${store} ${who}`).toEqual([want, want]);
        }
      }
    }
    // The store-only areas are refused in the other store even to LMG.
    expect(seen).toContain('ProvinceStates b2b LMG: 403 403');
    expect(seen).toContain('Prices b2c SuperUser: 403 403');
  }, 120_000);
});

describe('the verbs a family lacks, and unknown families', () => {
  const familyCall = (verb: AdminVerb, store: StoreCode): readonly [string, string, unknown] => {
    switch (verb) {
      case 'GetAll':
        return ['GET', `GetAll?storeCode=${store}`, undefined];
      case 'GetById':
        return ['GET', `GetById/x?storeCode=${store}`, undefined];
      case 'Create':
        return ['POST', `Create?storeCode=${store}`, {}];
      case 'Update':
        return ['PUT', `Update/x?storeCode=${store}`, {}];
      case 'Delete':
        return ['DELETE', `Delete/x?storeCode=${store}`, undefined];
    }
  };
  const gatewayMethod: Readonly<Record<AdminVerb, string>> = {
    GetAll: 'POST',
    GetById: 'PUT',
    Create: 'POST',
    Update: 'PUT',
    Delete: 'DELETE',
  };

  it('answers 405 for each verb a family lacks, on the family and on the gateway', async () => {
    const lacking: string[] = [];
    for (const resource of families()) {
      const store = homeStore(resource);
      const allowed = roles.find((role) => adminAreaRoles(resource.area, store).includes(role)) ?? 'LMG';
      for (const verb of (['GetAll', 'GetById', 'Create', 'Update', 'Delete'] as const).filter(
        (candidate) => !resource.verbs.includes(candidate),
      )) {
        lacking.push(`${resource.family} ${verb}`);
        const [method, path, body] = familyCall(verb, store);
        const family = await as(allowed, `/api/${resource.family}/${path}`, { method, body });
        const gateway = await as(allowed, `/api/${resource.entity}/${verb}`, {
          method: gatewayMethod[verb],
          body: { entity: resource.entity, storeCode: store, data: { id: 'x' } },
        });
        expect([family.status, gateway.status], `${resource.family} ${verb}`).toEqual([405, 405]);
      }
    }
    expect(lacking).toEqual(expect.arrayContaining(['Settings Create', 'Settings Delete', 'ProvinceStates Create']));
  });

  it('answers 404 for a family or entity the registry does not serve', async () => {
    expect((await as('LMG', '/api/Nothings/GetAll?storeCode=b2c')).status).toBe(404);
    const gateway = await as('LMG', '/api/Nothings/GetAll', {
      method: 'POST',
      body: { entity: 'Nothings', storeCode: 'b2c', data: {} },
    });
    expect(gateway.status).toBe(404);
  });
});

describe('every served definition', () => {
  const validDefinition = async (what: string, body: unknown) => {
    const mode = (body as { mode?: unknown }).mode;
    expect(Object.keys(definitionSchemas), what).toContain(mode);
    await expect(
      definitionSchemas[mode as DefinitionMode].validate(body, { strict: true }).then(() => true),
      what,
    ).resolves.toBe(true);
  };

  it('validates strictly: each list, and each form screen the resource answers, in English and French', async () => {
    let forms = 0;
    for (const resource of families()) {
      for (const store of resource.stores) {
        const who = roles.find((role) => adminAreaRoles(resource.area, store).includes(role)) ?? 'LMG';
        for (const language of ['en', 'fr'] as const) {
          const list = await as(who, `/api/${resource.family}/GetAll?storeCode=${store}`, { language });
          expect(list.status, `${resource.family} ${store}`).toBe(200);
          await validDefinition(`${resource.family} list ${store} ${language}`, list.body);
          const id = firstId(list.body);
          for (const action of formScreenActions) {
            const fresh = action === 'create' || action === 'import' || action === 'generate';
            if (!fresh && id === null) continue;
            const form = await as(
              who,
              `/api/${resource.family}/GetById/${fresh ? 'new' : id}?storeCode=${store}&action=${action}`,
              {
                language,
              },
            );
            // A screen the resource does not declare is refused (422), never a 5xx.
            expect(form.status, `${resource.family} ${action}`).toBeLessThan(500);
            if (form.status !== 200) continue;
            forms += 1;
            await validDefinition(`${resource.family} ${action} ${store} ${language}`, form.body);
          }
        }
      }
    }
    expect(forms).toBeGreaterThan(families().length);
  }, 120_000);
});

describe('bad input on each write', () => {
  it('is a 4xx with errors per field, never a 5xx, and appends nothing', async () => {
    const before = (await allEvents(admin.app.eventStore)).length;
    for (const resource of families()) {
      const store = homeStore(resource);
      const who = roles.find((role) => adminAreaRoles(resource.area, store).includes(role)) ?? 'LMG';
      const list = await as(who, `/api/${resource.family}/GetAll?storeCode=${store}`);
      const id = firstId(list.body) ?? 'missing';
      // Every value of the wrong type: an object where the form sends text, numbers or flags.
      const bad = { storeCode: { x: 1 }, name_EN: { x: 1 }, enableUAT: { x: 1 }, feeCents: { x: 1 } };
      const writes: [AdminVerb, string, string][] = [
        ['Create', 'POST', `Create?storeCode=${store}`],
        ['Update', 'PUT', `Update/${id}?storeCode=${store}`],
      ];
      for (const [verb, method, path] of writes) {
        if (!resource.verbs.includes(verb)) continue;
        for (const body of [{}, bad]) {
          const answer = await as<{ errors?: Record<string, unknown> }>(who, `/api/${resource.family}/${path}`, {
            method,
            body,
          });
          const what = `${resource.family} ${verb} ${JSON.stringify(body)}`;
          // An empty Settings update changes nothing and is fine (each setting is optional); the rest is refused.
          if (answer.status === 200 && body !== bad) continue;
          expect(answer.status, what).toBeGreaterThanOrEqual(400);
          expect(answer.status, what).toBeLessThan(500);
          if (answer.status === 422) expect(Object.keys(answer.body.errors ?? {}).length, what).toBeGreaterThan(0);
        }
        // The same bad values through the gateway.
        const gateway = await as<{ errors?: Record<string, unknown> }>(who, `/api/${resource.entity}/${verb}`, {
          method,
          body: { entity: resource.entity, storeCode: store, data: verb === 'Create' ? bad : { ...bad, id } },
        });
        const what = `${resource.entity} gateway ${verb}`;
        expect(gateway.status, what).toBe(422);
        expect(Object.keys(gateway.body.errors ?? {}).length, what).toBeGreaterThan(0);
      }
    }
    expect((await allEvents(admin.app.eventStore)).length).toBe(before);
  }, 120_000);
});
