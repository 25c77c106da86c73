/**
 * Server-side authorization over real HTTP: every role (and anonymous) against every guarded admin area of the
 * back-office role table, the users area, my account's own-data rule (another user's ids are 403/404), and the
 * profile change that waits for an administrator's approval.
 */
import Router from '@koa/router';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { started } from '@parks/domain/testing/cartCheckout';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { AccountDto, AccountOrderRowDto, AddressDto, AddressResultDto } from '@parks/schemas/account';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import type { ProblemDetails } from '@parks/schemas/problem';
import { adminAreaRoles, type Role, roles } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRouters } from '../routes.ts';
import type { AppState } from '../state.ts';
import { call, seed, startTestApi, type TestApi, tokenOf } from '../testing/testApi.ts';
import { adminAreaOfPath, adminFamilies } from './adminAreas.ts';
import { ownedOr404, requireRole, requireSignedIn } from './guards.ts';

/** Stand-ins for admin routes not written yet: whatever answers 200 here got past the guard. */
const adminStandIns = () =>
  new Router<AppState>()
    .get('/:family/GetAll', (ctx) => {
      ctx.body = { reached: ctx.params.family };
    })
    // How a future route uses the helpers: an explicit role list, and a resource of the caller's own.
    .get('/guarded/lmg-only', requireRole('LMG'), (ctx) => {
      ctx.body = { ok: true };
    })
    .get('/guarded/things/:owner', requireSignedIn(), (ctx) => {
      ctx.body = ownedOr404(ctx, { owner: ctx.params.owner ?? '' }, (thing) => thing.owner);
    });

let api: TestApi;
let base: string;
const tokens = new Map<Role, string>();
const usernames: Readonly<Record<Role, string>> = {
  LMG: 'lmg',
  SuperUser: 'superuser',
  Administrator: 'administrator',
  Operator: 'operator',
  PortalUser: 'portal',
};
let portal2Token: string;

beforeAll(async () => {
  api = await startTestApi({ app: { apiRouters: (deps) => [...productRouters(deps), adminStandIns()] } });
  base = api.base;
  for (const role of roles)
    tokens.set(role, (await tokenOf(base, usernames[role], seed(usernames[role]).password)).token);
  portal2Token = (await tokenOf(base, 'portal2', seed('portal2').password)).token;
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

describe('my own data only', () => {
  const portalId = seed('portal').userId;
  const portal2Id = seed('portal2').userId;
  const address = {
    nickName: 'Warehouse',
    firstName: 'Pierre',
    lastName: 'Côté',
    address1: '25 Eddy St',
    city: 'Gatineau',
    country: 'CA',
    provinceState: 'QC',
    postalCode: 'K1A 0M5',
    phone1: '(819) 555-0123',
    email1: 'portal2@partner.example',
    emailConfirm1: 'portal2@partner.example',
  };

  it("refuses another user's profile, address book and orders with 403", async () => {
    const mine = tokenFor('PortalUser');
    const attempts = [
      call(base, `/api/account/GetById/${portal2Id}`, { token: mine }),
      call(base, `/api/account/Update/${portal2Id}`, { token: mine, method: 'PUT', body: {} }),
      call(base, `/api/account/ChangePassword/${portal2Id}`, { token: mine, method: 'PUT', body: {} }),
      call(base, `/api/account/${portal2Id}/addresses`, { token: mine }),
      call(base, `/api/account/${portal2Id}/addresses`, { token: mine, body: address }),
      call(base, `/api/account/${portal2Id}/addresses/adr-x`, { token: mine, method: 'PUT', body: address }),
      call(base, `/api/account/${portal2Id}/addresses/adr-x`, { token: mine, method: 'DELETE' }),
      call(base, `/api/account/${portal2Id}/orders`, { token: mine }),
      call(base, `/api/account/${portal2Id}/orders/ord-x`, { token: mine }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: 'auth.permissionDenied' });
    }
  });

  it("keeps each address book to its owner: another user's address id is 404 in mine", async () => {
    const created = await call<AddressResultDto>(base, `/api/account/${portal2Id}/addresses`, {
      token: portal2Token,
      body: address,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ result: 'created', code: 'address.created' });
    const theirs = created.body.entityId;
    const mine = tokenFor('PortalUser');
    const update = await call<ProblemDetails>(base, `/api/account/${portalId}/addresses/${theirs}`, {
      token: mine,
      method: 'PUT',
      body: address,
    });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('address.notFound');
    const remove = await call(base, `/api/account/${portalId}/addresses/${theirs}`, { token: mine, method: 'DELETE' });
    expect(remove.status).toBe(404);
    const list = await call<AddressDto[]>(base, `/api/account/${portal2Id}/addresses`, { token: portal2Token });
    expect(list.body.map((entry) => entry.entityId)).toContain(theirs);
  });

  it('manages my address book: created, updated, deleted, with the field messages of the form', async () => {
    const mine = tokenFor('PortalUser');
    const invalid = await call<ProblemDetails>(base, `/api/account/${portalId}/addresses`, {
      token: mine,
      body: { ...address, nickName: '', emailConfirm1: 'other@partner.example', postalCode: '123' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({
      nickName: ['address.nickName.required'],
      postalCode: ['checkout.postalCode.invalid'],
      emailConfirm1: ['checkout.confirmEmail.mismatch'],
    });
    const headers = { 'Idempotency-Key': `key-${Date.now()}` };
    const created = await call<AddressResultDto>(base, `/api/account/${portalId}/addresses`, {
      token: mine,
      body: address,
      headers,
    });
    const retried = await call<AddressResultDto>(base, `/api/account/${portalId}/addresses`, {
      token: mine,
      body: address,
      headers,
    });
    expect(retried.body.entityId).toBe(created.body.entityId);
    const id = created.body.entityId;
    const updated = await call<AddressResultDto>(base, `/api/account/${portalId}/addresses/${id}`, {
      token: mine,
      method: 'PUT',
      body: { ...address, city: 'Ottawa', provinceState: 'ON' },
    });
    expect(updated.body).toMatchObject({ result: 'updated', entityId: id });
    const list = await call<AddressDto[]>(base, `/api/account/${portalId}/addresses`, { token: mine });
    expect(list.body.filter((entry) => entry.entityId === id).map((entry) => entry.city)).toEqual(['Ottawa']);
    const deleted = await call<AddressResultDto>(base, `/api/account/${portalId}/addresses/${id}`, {
      token: mine,
      method: 'DELETE',
    });
    expect(deleted.body).toMatchObject({ result: 'deleted', entityId: id, code: 'address.deleted' });
  });

  it("shows me my orders, and another user's order id as 404", async () => {
    if (started.type !== 'CheckoutStarted') throw new Error('fixture');
    const place = async (orderId: string, customerId: string) => {
      const outcome = await handleCommand(api.eventStore, orderStream(orderId), orderDecider, {
        type: 'PlaceOrder',
        data: {
          order: { ...started.data.order, orderId, customerId, storeCode: 'b2b', budgetCode: 'CPC-200001' },
          payment: null,
          idempotencyKey: orderId,
          requestHash: orderId,
          requiresApproval: true,
        },
        metadata: { now: new Date().toISOString(), userId: customerId },
      });
      await api.app.awaitProjections(outcome, 5_000);
    };
    await place('ord-portal2-1', portal2Id);
    await place('ord-portal-1', portalId);
    const theirs = await call<AccountOrderRowDto[]>(base, `/api/account/${portal2Id}/orders?tab=waiting`, {
      token: portal2Token,
    });
    expect(theirs.body.map((row) => row.orderId)).toEqual(['ord-portal2-1']);
    expect(theirs.body[0]?.status).toBe('pendingApproval');
    expect((await call(base, `/api/account/${portal2Id}/orders/ord-portal2-1`, { token: portal2Token })).status).toBe(
      200,
    );
    const mine = tokenFor('PortalUser');
    const probe = await call<ProblemDetails>(base, `/api/account/${portalId}/orders/ord-portal2-1`, { token: mine });
    expect(probe.status).toBe(404);
    expect(probe.body.code).toBe('order.notFound');
    const myList = await call<AccountOrderRowDto[]>(base, `/api/account/${portalId}/orders`, { token: mine });
    expect(myList.body.map((row) => row.orderId)).toEqual(['ord-portal-1']);
    const processed = await call<AccountOrderRowDto[]>(base, `/api/account/${portalId}/orders?tab=processed`, {
      token: mine,
    });
    expect(processed.body).toEqual([]);
  });
});

describe('profile changes wait for approval', () => {
  const profile = {
    firstName: 'Paula',
    lastName: 'Martin-Roy',
    companyName: 'Parks Partner Inc.',
    email: 'paula.martin@partner.example',
    phone: '(613) 555-0177',
    language: 'fr',
  };
  const portalId = seed('portal').userId;

  it('shows the change as pending until approved, then puts it in force', async () => {
    const mine = tokenFor('PortalUser');
    const asked = await call<{ code: string; message: string; account: AccountDto }>(
      base,
      `/api/account/Update/${portalId}`,
      {
        token: mine,
        method: 'PUT',
        body: profile,
        headers: { 'Accept-Language': 'fr' },
      },
    );
    expect(asked.status).toBe(202);
    expect(asked.body.code).toBe('profile.pendingApproval');
    expect(asked.body.message).toContain('24 heures à 5 jours ouvrables');
    expect(asked.body.account.profileStatus).toBe('pending');
    expect(asked.body.account.profile.email).toBe(seed('portal').profile.email);
    const revisionId = asked.body.account.pendingProfile?.revisionId ?? '';
    expect(revisionId).toMatch(/^rev-/);

    const account = await call<AccountDto>(base, `/api/account/GetById/${portalId}`, { token: mine });
    expect(account.body.pendingProfile?.profile.lastName).toBe('Martin-Roy');

    // Approval is the users area's: not the portal user, not an Administrator.
    for (const role of ['PortalUser', 'Administrator', 'Operator'] as const) {
      const denied = await call(base, `/api/Users/ApproveProfile/${portalId}?storeCode=b2b`, {
        token: tokenFor(role),
        method: 'PUT',
        body: { revisionId },
      });
      expect(denied.status, role).toBe(403);
    }
    const pending = await call<ListAnswer>(base, '/api/Users/GetAll?storeCode=b2b&status=pending', {
      token: tokenFor('SuperUser'),
    });
    expect(pending.body.rows.map((user) => user.userId)).toContain(portalId);
    const approved = await call<{ message: string }>(base, `/api/Users/ApproveProfile/${portalId}?storeCode=b2b`, {
      token: tokenFor('SuperUser'),
      method: 'PUT',
      body: { revisionId },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('The profile change has been approved.');
    const after = await call<AccountDto>(base, `/api/account/GetById/${portalId}`, { token: mine });
    expect(after.body).toMatchObject({ profileStatus: 'approved', pendingProfile: null });
    expect(after.body.profile).toEqual(profile);
  });

  it('declines a change, which the user sees; nobody approves their own change', async () => {
    const lmgId = seed('lmg').userId;
    const lmgToken = tokenFor('LMG');
    const asked = await call<{ account: AccountDto }>(base, `/api/account/Update/${lmgId}`, {
      token: lmgToken,
      method: 'PUT',
      body: { ...profile, email: 'lena@store.parks.example' },
    });
    const revisionId = asked.body.account.pendingProfile?.revisionId ?? '';
    const self = await call<ProblemDetails>(base, `/api/Users/ApproveProfile/${lmgId}?storeCode=b2b`, {
      token: lmgToken,
      method: 'PUT',
      body: { revisionId },
    });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('profile.selfApproval');
    const declined = await call(base, `/api/Users/DeclineProfile/${lmgId}?storeCode=b2b`, {
      token: tokenFor('SuperUser'),
      method: 'PUT',
      body: { revisionId },
    });
    expect(declined.status).toBe(200);
    const account = await call<AccountDto>(base, `/api/account/GetById/${lmgId}`, { token: lmgToken });
    expect(account.body).toMatchObject({
      profileStatus: 'approved',
      pendingProfile: null,
      declinedRevisionId: revisionId,
    });
    expect(account.body.profile.email).toBe(seed('lmg').profile.email);
    const twice = await call<ProblemDetails>(base, `/api/Users/ApproveProfile/${lmgId}?storeCode=b2b`, {
      token: tokenFor('SuperUser'),
      method: 'PUT',
      body: { revisionId },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('profile.notPending');
  });

  it('validates the profile with the shared schema', async () => {
    const reply = await call<ProblemDetails>(base, `/api/account/Update/${portalId}`, {
      token: tokenFor('PortalUser'),
      method: 'PUT',
      body: { ...profile, email: 'not-an-email', language: 'de' },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(['email', 'language']);
  });
});

describe('role changes', () => {
  it('end the sessions of the user whose role changed', async () => {
    const created = await call<{ id: string }>(base, '/api/Users/Create?storeCode=b2b', {
      token: tokenFor('LMG'),
      body: {
        username: 'to-promote',
        password: 'A-long-passphrase-2',
        role: 'Operator',
        firstName: 'To',
        lastName: 'Promote',
        email: 'to-promote@partner.example',
        phone: '(613) 555-0112',
        language: 'en',
      },
    });
    const session = await tokenOf(base, 'to-promote', 'A-long-passphrase-2');
    const changed = await call(base, `/api/Users/Update/${created.body.id}?storeCode=b2b`, {
      token: tokenFor('LMG'),
      method: 'PUT',
      body: {
        username: 'to-promote',
        role: 'Administrator',
        firstName: 'To',
        lastName: 'Promote',
        email: 'to-promote@partner.example',
        phone: '(613) 555-0112',
        language: 'en',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call(base, `/api/account/GetById/${created.body.id}`, { token: session.token })).status).toBe(401);
    const again = await tokenOf(base, 'to-promote', 'A-long-passphrase-2');
    expect(again.role).toBe('Administrator');
    expect((await call(base, '/api/Orders/GetAll?storeCode=b2c', { token: again.token })).status).toBe(200);
  });
});
