import type { AccountDto } from '@parks/schemas/account';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import type { ProblemDetails } from '@parks/schemas/problem';
import { adminAreaRoles, type Role, roles } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleUsers } from '../admin/testing/adminTestApi.ts';
import { productRouters } from '../routes.ts';
import { call, seed, startTestApi, type TestApi, tokenOf } from '../testing/testApi.ts';
import { adminAreaOfPath, adminFamilies } from './adminAreas.ts';
import { adminStandIns } from './testing/adminStandIns.ts';

let api: TestApi;
let base: string;
const tokens = new Map<Role, string>();
/** The seed user signed in for each role. */
const usernames: Readonly<Record<Role, string>> = roleUsers;

beforeAll(async () => {
  api = await startTestApi({ app: { apiRouters: (deps) => [...productRouters(deps), adminStandIns()] } });
  base = api.base;
  for (const role of roles)
    tokens.set(role, (await tokenOf(base, usernames[role], seed(usernames[role]).password)).token);
});
afterAll(async () => {
  await api?.close();
});

const tokenFor = (role: Role): string => {
  const token = tokens.get(role);
  if (token === undefined) throw new Error(`no token for ${role}`);
  return token;
};

describe('the back-office role table, for every admin area and every role', () => {
  const families = Object.entries(adminFamilies);
  const stores: readonly StoreCode[] = ['b2c', 'b2b'];

  it('covers every admin resource family of the spec', () => {
    expect(families.length).toBe(25);
    expect(adminAreaOfPath('/api/Ops/GetAll')).toBe('ops');
    expect(adminAreaOfPath('/api/Products/GetAll')).toBe('products');
    expect(adminAreaOfPath('/api//PRODUCTS/x')).toBe('products');
    expect(adminAreaOfPath('/api/%50roducts/x')).toBe('products');
    expect(adminAreaOfPath('/api/store/GetSettings')).toBeNull();
    expect(adminAreaOfPath('/api/account/GetById/1')).toBeNull();
  });

  it('answers 401 to anonymous callers and to a guest session token, in every area', async () => {
    for (const [family] of families) {
      const anonymous = await call<ProblemDetails>(base, `/api/${family}/GetAll`);
      expect(anonymous.status, family).toBe(401);
      expect(anonymous.body.code).toBe('auth.required');
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const guest = await call(base, `/api/${family}/GetAll`, { token: `gst_${'C'.repeat(43)}` });
      expect(guest.status, family).toBe(401);
    }
  });

  it('lets in exactly the roles of the table (b2c and b2b), and answers 403 auth.permissionDenied to the others', async () => {
    const outcomes: string[] = [];
    for (const [family, area] of families) {
      for (const storeCode of stores) {
        const allowed = adminAreaRoles(area, storeCode);
        for (const role of roles) {
          const reply = await call<ProblemDetails>(base, `/api/${family}/GetAll?storeCode=${storeCode}`, {
            token: tokenFor(role),
          });
          const expected = allowed.includes(role) ? 200 : 403;
          if (reply.status !== expected) outcomes.push(`${role} ${family} ${storeCode}: ${reply.status} ≠ ${expected}`);
          if (expected === 403 && reply.body?.code !== 'auth.permissionDenied')
            outcomes.push(`${family}: ${reply.body?.code}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('reads the store of an orders call from the query or the body, and applies the b2b rules when absent', async () => {
    const admin = tokenFor('Administrator');
    expect((await call(base, '/api/Orders/GetAll?storeCode=b2c', { token: admin })).status).toBe(200);
    expect((await call(base, '/api/Orders/GetAll?storeCode=b2b', { token: admin })).status).toBe(403);
    expect((await call(base, '/api/Orders/GetAll', { token: admin })).status).toBe(403);
    expect((await call(base, '/api/orders/getall?storeCode=B2C', { token: admin })).status).toBe(200);
  });

  it('spells out the table: prices, tracers, migration and ops are LMG only; the catalogue LMG and SuperUser', async () => {
    const expectations: ReadonlyArray<[string, Role, number]> = [
      ['Prices', 'LMG', 200],
      ['Prices', 'SuperUser', 403],
      ['Tracers', 'SuperUser', 403],
      ['Migration', 'LMG', 200],
      ['Ops', 'LMG', 200],
      ['Ops', 'SuperUser', 403],
      ['Products', 'SuperUser', 200],
      ['Products', 'Administrator', 403],
      ['Users', 'Operator', 403],
      ['Revisions', 'PortalUser', 403],
      ['Dashboard', 'Operator', 403],
    ];
    for (const [family, role, status] of expectations) {
      expect(
        (await call(base, `/api/${family}/GetAll?storeCode=b2c`, { token: tokenFor(role) })).status,
        `${role} ${family}`,
      ).toBe(status);
    }
  });

  it('opens my account to every signed-in role', async () => {
    for (const role of roles) {
      const reply = await call<AccountDto>(base, `/api/account/GetById/${seed(usernames[role]).userId}`, {
        token: tokenFor(role),
      });
      expect(reply.status, role).toBe(200);
      expect(reply.body.role).toBe(role);
    }
    expect((await call(base, `/api/account/GetById/${seed('lmg').userId}`)).status).toBe(401);
  });

  it('runs the real users area for LMG and SuperUser only', async () => {
    for (const role of roles) {
      const reply = await call(base, '/api/Users/GetAll?storeCode=b2b&search=portal', { token: tokenFor(role) });
      expect(reply.status, role).toBe(role === 'LMG' || role === 'SuperUser' ? 200 : 403);
    }
    const list = await call<ListAnswer>(base, '/api/Users/GetAll?storeCode=b2b&search=portal', {
      token: tokenFor('SuperUser'),
    });
    expect(list.body.rows.map((user) => user.username)).toEqual(['portal', 'portal2']);
  });

  it('lets a SuperUser create users up to their own role, never an LMG', async () => {
    const body = (username: string, role: Role) => ({
      username,
      password: 'A-long-passphrase-1',
      role,
      firstName: 'New',
      lastName: 'Person',
      email: `${username}@partner.example`,
      phone: '(613) 555-0111',
      language: 'fr',
    });
    const superToken = tokenFor('SuperUser');
    const lmg = await call<ProblemDetails>(base, '/api/Users/Create?storeCode=b2b', {
      token: superToken,
      body: body('mk-lmg', 'LMG'),
    });
    expect(lmg.status).toBe(403);
    expect(lmg.body.code).toBe('user.roleNotAssignable');
    expect(
      (
        await call(base, '/api/Users/Create?storeCode=b2b', {
          token: superToken,
          body: body('mk-operator', 'Operator'),
        })
      ).status,
    ).toBe(201);
    const taken = await call<ProblemDetails>(base, '/api/Users/Create?storeCode=b2b', {
      token: superToken,
      body: body('MK-Operator', 'Operator'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('user.usernameTaken');
  });
});

describe('a guarded path in any letter case', () => {
  // Routes match any case (the spec writes /api/Orders and /api/orders both); a guard must match what they match.
  // /api/Portal/categories answered the b2b catalogue to anyone while /api/portal/categories asked for a sign-in.
  const guarded: ReadonlyArray<[string, Role]> = [
    ['/api/portal/categories', 'Operator'],
    ['/api/Ops/GetAll', 'SuperUser'],
    ['/api/Orders/GetAll?storeCode=b2c', 'Operator'],
    ['/api/Refunds/GetById/ord-1?storeCode=b2c', 'Operator'],
    ['/api/Reports/Export/exp-1?storeCode=b2c', 'Operator'],
  ];
  const spellings = (path: string): string[] => {
    const [route = '', query] = path.split('?');
    const suffix = query === undefined ? '' : `?${query}`;
    const flip = (text: string) => [...text].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');
    const [, , ...rest] = route.split('/');
    return [route.toUpperCase(), route.toLowerCase(), `/api/${rest.map(flip).join('/')}`].map((p) => `${p}${suffix}`);
  };

  it('asks for a sign-in whatever the case, as the path as the spec writes it does', async () => {
    for (const [path] of guarded) {
      expect([path, (await call(base, path)).status]).toEqual([path, 401]);
      for (const spelling of spellings(path)) {
        const answer = await call(base, spelling);
        expect([spelling, answer.status]).toEqual([spelling, 401]);
      }
    }
  });

  it('refuses a role outside the area whatever the case', async () => {
    for (const [path, role] of guarded.filter(([path]) => !path.startsWith('/api/portal'))) {
      for (const spelling of [path, ...spellings(path)]) {
        const answer = await call(base, spelling, { token: tokenFor(role) });
        expect([spelling, role, answer.status]).toEqual([spelling, role, 403]);
      }
    }
  });
});

describe('the guard helpers of future routes', () => {
  it('requireRole: 401 without a user, 403 for another role, through for the role', async () => {
    expect((await call(base, '/api/guarded/lmg-only')).status).toBe(401);
    expect((await call(base, '/api/guarded/lmg-only', { token: tokenFor('SuperUser') })).status).toBe(403);
    expect((await call(base, '/api/guarded/lmg-only', { token: tokenFor('LMG') })).status).toBe(200);
  });
  it("ownedOr404: someone else's resource is 404", async () => {
    const mine = tokenFor('PortalUser');
    expect((await call(base, `/api/guarded/things/${seed('portal').userId}`, { token: mine })).status).toBe(200);
    expect((await call(base, `/api/guarded/things/${seed('portal2').userId}`, { token: mine })).status).toBe(404);
  });
});
