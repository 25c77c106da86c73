import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { started } from '@parks/domain/testing/cartCheckout';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { AccountDto, AccountOrderRowDto, AddressDto, AddressResultDto } from '@parks/schemas/account';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import type { ProblemDetails } from '@parks/schemas/problem';
import type { Role } from '@parks/schemas/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleUsers } from '../admin/testing/adminTestApi.ts';
import { productRouters } from '../routes.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { call, seed, type TestApi, tokenOf } from '../testing/testApi.ts';
import { adminStandIns } from './testing/adminStandIns.ts';

/** The seed user signed in for each role. */
const usernames: Readonly<Record<Role, string>> = roleUsers;
// The admin stand-ins let a role change show as the new role getting past the area guard (an orders list).
const server = fileTestApi({
  app: { apiRouters: (deps) => [...productRouters(deps), adminStandIns()] },
  signIn: [...Object.values(usernames), 'portal2'],
});
let api: TestApi;
let base: string;
let portal2Token: string;

beforeAll(() => {
  api = server.server;
  base = api.base;
  portal2Token = server.user('portal2').token;
});

const tokenFor = (role: Role): string => server.user(usernames[role]).token;

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
