/**
 * The back office's Users over real HTTP (a started server, the seed catalogue, seed users of every role): the role
 * table per store for the family and the gateway, the list and forms (validated strictly against the definition
 * schemas, in English and French), create within what the acting role may grant, edit, deactivate (no sign-in,
 * sessions ended), approve and decline profile changes, customer numbers as the portal checkout reads them, and
 * refusals that append nothing.
 */

import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import { portalCheckoutForm } from '@parks/domain/testing/portalCheckout';
import type { AccountDto } from '@parks/schemas/account';
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import type { PortalCheckoutDto } from '@parks/schemas/portal';
import { describe, expect, it } from 'vitest';
import { allEvents, eventually, resetTokenMailedTo, seed, signIn, userToken } from '../testing/testApi.ts';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi({ seedCatalogue: true });
const { call, tokens, lmg, head } = admin;

const values = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'A-long-enough-password-1',
  role: 'Operator',
  active: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  email: `${username}@partner.example`,
  phone: '(613) 555-0100',
  language: 'en',
  customerNumbers: null,
  ...extra,
});

const users = admin.family('Users');
const { create, list, form } = users;
const update = (id: string, body: unknown, token = lmg()) =>
  call<WriteAnswer & AdminProblem>(`/api/Users/Update/${id}?storeCode=b2b`, { method: 'PUT', body, token });
/** The form's values of an existing user, as the edit screen sends them back. */
const editValues = async (id: string): Promise<Record<string, unknown>> => {
  const answer = await form(id, 'edit');
  const fields = answer.body.sections.flatMap((section) => section.fields);
  return Object.fromEntries(
    fields
      .filter((field) => !['userId'].includes(field.name) && !field.name.startsWith('pending'))
      .map((field) => [field.name, field.initialValue ?? null]),
  );
};

describe('the role table (back-office.md §6: users are LMG and SuperUser, in both stores)', () => {
  it('lets LMG and SuperUser in, refuses every other role with 403 and nobody with 401, family and gateway alike', async () => {
    await admin.expectRoleTable({ family: 'Users', allowed: ['LMG', 'SuperUser'], form: true, guest: true });
  });

  it('refuses a write of a role without the area, appending nothing', async () => {
    await admin.expectForbidden(['Administrator', 'Operator', 'PortalUser'], async (token, role) => [
      await create(values(`refused-${role.toLowerCase()}`), { token }),
      await call<AdminProblem>(`/api/Users/Delete/${seed('portal2').userId}?storeCode=b2c`, {
        method: 'DELETE',
        token,
      }),
    ]);
  });
});

describe('the list and the forms', () => {
  it('validates strictly against the definition schemas, for each screen and language', async () => {
    await users.expectStrictScreens(seed('portal2').userId, ['create', 'edit', 'delete', 'details']);
    const french = await call<ListAnswer>('/api/Users/GetAll?storeCode=b2c', { token: lmg(), language: 'fr' });
    expect(french.body.title).toBe('Utilisateurs');
  });

  it('lists username, name, e-mail, role and status; searches by keyword, role and status; pages and Show all', async () => {
    const portal = await list('&search=portal');
    expect(portal.body.rows.map((row) => row.username)).toEqual(['portal', 'portal2']);
    expect(portal.body.rows[0]).toMatchObject({ role: 'PortalUser', status: 'Active', email: expect.any(String) });
    const operators = await list('&role=Operator');
    expect(operators.body.rows.length).toBeGreaterThan(0);
    expect(operators.body.rows.every((row) => row.role === 'Operator')).toBe(true);
    expect(operators.body.args.data).toEqual({ role: 'Operator' });
    for (let n = 0; n < 21; n += 1) {
      expect((await create(values(`pager-${String(n).padStart(2, '0')}`))).status).toBe(201);
    }
    const first = await list('&search=pager-');
    expect(first.body.rows).toHaveLength(20);
    expect(first.body.showMore).toBe(true);
    const second = await list('&search=pager-&page=2');
    expect(second.body.rows.map((row) => row.username)).toEqual(['pager-20']);
    const all = await list('&search=pager-&page=100000');
    expect(all.body.rows).toHaveLength(21);
    expect(all.body.showMore).toBe(false);
    const refused = await list('&status=sleeping');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toContain('status');
  });

  it('offers only the roles the acting role may grant', async () => {
    const offered = async (token: string) => {
      const answer = await call<FormAnswer>('/api/Users/GetById/new?storeCode=b2c&action=create', { token });
      const role = answer.body.sections.flatMap((section) => section.fields).find((field) => field.name === 'role');
      return role !== undefined && 'options' in role ? role.options.map((option) => option.id) : [];
    };
    expect(await offered(lmg())).toEqual(['LMG', 'SuperUser', 'Administrator', 'Operator', 'PortalUser']);
    expect(await offered(tokens.SuperUser ?? '')).toEqual(['SuperUser', 'Administrator', 'Operator', 'PortalUser']);
  });
});

describe('create, edit, deactivate', () => {
  it('creates within the grant (LMG any role, SuperUser any but LMG), refuses beyond it appending nothing', async () => {
    const made = await create(values('made-by-lmg', { role: 'LMG' }));
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('The user has been created.');
    expect(JSON.stringify(made.body)).not.toContain('A-long-enough-password-1');
    const superToken = tokens.SuperUser ?? '';
    expect((await create(values('made-by-super', { role: 'SuperUser' }), { token: superToken })).status).toBe(201);
    const before = await head();
    const beyond = await create(values('super-makes-lmg', { role: 'LMG' }), { token: superToken });
    expect(beyond.status).toBe(403);
    expect(beyond.body.errors?.role).toEqual(['You cannot give or take away this role.']);
    const promote = await update(
      seed('operator').userId,
      { ...(await editValues(seed('operator').userId)), role: 'LMG' },
      superToken,
    );
    expect(promote.status).toBe(403);
    expect(await head()).toBe(before);
    const signedIn = await signIn(admin.app.base, 'made-by-lmg', 'A-long-enough-password-1');
    expect(signedIn.status).toBe(200);
  });

  it('invites a user created without a password to choose one through the reset link', async () => {
    const invited = await create(values('invited-one', { password: '' }), { language: 'fr' });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe('L’utilisateur a été créé et un courriel l’invite à choisir un mot de passe.');
    const token = await eventually(() => resetTokenMailedTo(admin.app.mailDir, 'invited-one@partner.example'));
    const set = await call('/api/account/ResetPassword', {
      method: 'POST',
      body: { token, password: 'My-own-chosen-password' },
    });
    expect(set.status).toBe(200);
    expect((await signIn(admin.app.base, 'invited-one', 'My-own-chosen-password')).status).toBe(200);
  });

  it('answers bad input with errors per field in the request language, never a 5xx, appending nothing', async () => {
    const before = await head();
    const bad = await create(
      values('bad one', { email: 'not-an-email', role: 'King', password: 'short', customerNumbers: 'CPC 1, ok' }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'customerNumbers',
      'email',
      'password',
      'role',
      'username',
    ]);
    for (const body of [null, [], 'x', { username: { $gt: '' } }, values('x', { active: 'maybe' })]) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await create(values('no-store'), { store: '' })).status).toBe(422);
    const taken = await create(values('LMG'));
    expect(taken.status).toBe(409);
    const same = await create(
      values('same-pass', { password: 'same-pass-same-pass', username: 'same-pass-same-pass' }),
    );
    expect(same.status).toBe(422);
    expect(await head()).toBe(before);
  });

  it('edits name, e-mail, role and customer numbers as events with the actor; a username stays', async () => {
    const made = await create(values('to-edit', { role: 'PortalUser', customerNumbers: 'CPC-100001' }));
    const id = made.body.id;
    const edited = await update(id, {
      ...(await editValues(id)),
      firstName: 'Grace',
      email: 'grace@partner.example',
      role: 'Operator',
      customerNumbers: 'CPC-200001, CPC-100002',
    });
    expect(edited.status).toBe(200);
    const details = await form(id, 'details');
    const fields = Object.fromEntries(
      details.body.sections.flatMap((section) => section.fields).map((field) => [field.name, field.initialValue]),
    );
    expect(fields).toMatchObject({
      firstName: 'Grace',
      email: 'grace@partner.example',
      role: 'Operator',
      customerNumbers: 'CPC-200001, CPC-100002',
    });
    const renamed = await update(id, { ...(await editValues(id)), username: 'renamed' });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.body.errors ?? {})).toEqual(['username']);
    const yourself = await update(seed('lmg').userId, { ...(await editValues(seed('lmg').userId)), firstName: 'Me' });
    expect(yourself.status).toBe(403);
  });

  it('deactivates on delete: the user cannot sign in and their sessions end; edit reactivates', async () => {
    const made = await create(values('to-remove'));
    const session = await signIn(admin.app.base, 'to-remove', 'A-long-enough-password-1');
    expect(session.status).toBe(200);
    const removed = await call<WriteAnswer>(`/api/Users/Delete/${made.body.id}?storeCode=b2c`, {
      method: 'DELETE',
      token: lmg(),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The user has been deactivated.');
    expect((await signIn(admin.app.base, 'to-remove', 'A-long-enough-password-1')).status).toBe(403);
    expect((await call(`/api/account/GetById/${made.body.id}`, { token: session.body.token })).status).toBe(401);
    const listed = await list('&search=to-remove&status=deactivated');
    expect(listed.body.rows.map((row) => row.username)).toEqual(['to-remove']);
    const back = await update(made.body.id, { ...(await editValues(made.body.id)), active: true });
    expect(back.status).toBe(200);
    expect((await signIn(admin.app.base, 'to-remove', 'A-long-enough-password-1')).status).toBe(200);
  });
});

describe('the gateway (§7) and the events', () => {
  it('creates, edits and deactivates through POST/PUT/DELETE {entity, storeCode, data}, each an event of the actor', async () => {
    const gateway = (method: string, verb: string, data: Record<string, unknown>) =>
      call<WriteAnswer & AdminProblem>(`/api/Users/${verb}`, {
        method,
        token: lmg(),
        body: { entity: 'Users', storeCode: 'b2b', data },
      });
    const made = await gateway('POST', 'Create', values('through-gateway', { role: 'PortalUser' }));
    expect(made.status).toBe(201);
    const id = made.body.id;
    const screen = await call<FormAnswer>('/api/Users/GetById', {
      method: 'PUT',
      token: lmg(),
      body: { entity: 'Users', storeCode: 'b2b', data: { id, action: 'edit' } },
    });
    expect(screen.status).toBe(200);
    expect(screen.body.entityId).toBe(id);
    const edited = await gateway('PUT', 'Update', {
      ...(await editValues(id)),
      id,
      lastName: 'Gateway',
      customerNumbers: 'CPC-100001',
      approvalRule: 'always',
    });
    expect(edited.status).toBe(200);
    expect((await gateway('DELETE', 'Delete', { id })).status).toBe(200);
    const lmgId = seed('lmg').userId;
    const mine = (await allEvents(admin.app.eventStore)).filter(
      (event) => event.data.userId === id || event.data.entityId === id,
    );
    const byType = Object.fromEntries(mine.map((event) => [event.type, event.data]));
    expect(byType.UserRegistered).toMatchObject({ registeredBy: lmgId, role: 'PortalUser' });
    expect(byType.CustomerNumbersChanged).toMatchObject({ changedBy: lmgId, customerNumbers: ['CPC-100001'] });
    expect(byType.PortalTermsChanged).toMatchObject({ changedBy: lmgId, terms: { approvalRequired: true } });
    expect(byType.RevisionPublished).toMatchObject({ publishedBy: lmgId });
    expect(byType.UserDeactivated).toMatchObject({ deactivatedBy: lmgId });
    expect(JSON.stringify(mine.map((event) => event.data))).not.toContain('A-long-enough-password-1');
  });
});

describe('profile changes', () => {
  it('approves and declines a portal user’s pending change, listed under status pending', async () => {
    const made = await create(values('asker', { role: 'PortalUser' }));
    const id = made.body.id;
    const mine = (await signIn(admin.app.base, 'asker', 'A-long-enough-password-1')).body.token;
    const ask = (lastName: string) =>
      call<{ account: AccountDto }>(`/api/account/Update/${id}`, {
        method: 'PUT',
        token: mine,
        body: { firstName: 'Ada', lastName, email: 'asker@partner.example', phone: '(613) 555-0100', language: 'en' },
      });
    const first = await ask('Byron');
    const revisionId = first.body.account.pendingProfile?.revisionId ?? '';
    const pending = await list('&status=pending');
    expect(pending.body.rows.map((row) => row.username)).toContain('asker');
    const details = await form(id, 'details');
    expect(details.body.sections.map((section) => section.name)).toContain('pending');
    const approved = await call<WriteAnswer>(`/api/Users/ApproveProfile/${id}?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: { revisionId },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('The profile change has been approved.');
    const inForce = async () => (await call<AccountDto>(`/api/account/GetById/${id}`, { token: mine })).body;
    expect((await inForce()).profile.lastName).toBe('Byron');
    const second = await ask('King');
    const declined = await call<WriteAnswer>(`/api/Users/DeclineProfile/${id}?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: { revisionId: second.body.account.pendingProfile?.revisionId ?? '' },
    });
    expect(declined.status).toBe(200);
    expect(await inForce()).toMatchObject({ pendingProfile: null, profile: { lastName: 'Byron' } });
    const before = await head();
    for (const role of ['Administrator', 'Operator', 'PortalUser']) {
      const refused = await call(`/api/Users/ApproveProfile/${id}?storeCode=b2c`, {
        method: 'PUT',
        token: tokens[role] ?? '',
        body: { revisionId },
      });
      expect(refused.status, role).toBe(403);
    }
    const unknown = await call(`/api/Users/ApproveProfile/usr-nobody?storeCode=b2c`, {
      method: 'PUT',
      token: lmg(),
      body: { revisionId },
    });
    expect(unknown.status).toBe(404);
    expect(await head()).toBe(before);
  });
});

describe('customer numbers and ordering terms', () => {
  const address = portalCheckoutForm;
  const guide = {
    productId: portalProductIds.visitorGuide,
    yearOptionId: 'year-2027',
    languageOptionId: 'lang-fr',
    packSizeId: 'pack-25',
    quantity: 100,
  };

  it('are what the portal checkout offers and accepts after an edit, with the approval rule and PO flag set here', async () => {
    const id = seed('portal2').userId;
    const token = await userToken(admin.app.base, 'portal2');
    const checkout = (budgetCode: string | null) =>
      call<PortalCheckoutDto & AdminProblem>(`/api/PortalCheckout/Review/${id}`, {
        method: 'POST',
        token,
        body: { ...address, budgetCode, poNumber: '' },
      });
    expect((await call('/api/portal/cart/addToCart', { method: 'POST', token, body: guide })).status).toBe(201);
    const before = await call<PortalCheckoutDto>(`/api/PortalCheckout/GetById/${id}`, { token });
    expect(before.body.budgetCodes.map((code) => code.id)).toEqual(['CPC-200001']);

    // A number nobody configured, on the user's own terms: orders above $10.00 need approval, no PO number.
    const edited = await update(id, {
      ...(await editValues(id)),
      customerNumbers: 'CPC-777001, CPC-100002',
      approvalRule: 'aboveLimit',
      approvalLimit: '10.00',
      poNumberEnabled: false,
    });
    expect(edited.status).toBe(200);
    const after = await call<PortalCheckoutDto>(`/api/PortalCheckout/GetById/${id}`, { token });
    expect(after.body.budgetCodes.map((code) => code.id)).toEqual(['CPC-777001', 'CPC-100002']);
    const onNew = await checkout('CPC-777001');
    expect(onNew.status).toBe(200);
    expect(onNew.body).toMatchObject({ showPoNumber: false, requiresApproval: true });
    expect(onNew.body.total).toBeGreaterThan(1_000);
    expect((await checkout('CPC-200001')).status).toBe(422);

    // Above the order's total: no approval; then back to each number's own settings.
    await update(id, { ...(await editValues(id)), approvalLimit: '100000.00' });
    expect((await checkout('CPC-777001')).body.requiresApproval).toBe(false);
    const cleared = await update(id, { ...(await editValues(id)), approvalRule: 'accounts' });
    expect(cleared.status).toBe(200);
    const known = await checkout('CPC-100002');
    expect(known.body).toMatchObject({ showPoNumber: false, requiresApproval: false });
    const unknown = await checkout('CPC-777001');
    expect(unknown.body).toMatchObject({ showPoNumber: true, requiresApproval: true });
  });

  it('refuses a limit that is not an amount, or none for the rule that needs one', async () => {
    const id = seed('portal').userId;
    const before = await head();
    const none = await update(id, { ...(await editValues(id)), approvalRule: 'aboveLimit', approvalLimit: '' });
    expect(none.status).toBe(422);
    expect(none.body.errors?.approvalLimit).toEqual(['Please give the amount above which orders need approval.']);
    for (const approvalLimit of ['-1', '10.005', 'ten', '1e3', 2_000_000]) {
      const bad = await update(id, { ...(await editValues(id)), approvalRule: 'aboveLimit', approvalLimit });
      expect(bad.status, String(approvalLimit)).toBe(422);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(['approvalLimit']);
    }
    // What JSON.parse makes Infinity, a denormal or an inexact 20-digit number of: each the field's message.
    for (const raw of ['1e309', '-1e309', '1e-7', '12345678901234567890']) {
      const body = JSON.stringify({ ...(await editValues(id)), approvalRule: 'aboveLimit', approvalLimit: 'RAW' });
      const bad = await call<WriteAnswer & AdminProblem>(`/api/Users/Update/${id}?storeCode=b2b`, {
        method: 'PUT',
        rawBody: body.replace('"RAW"', raw),
        token: lmg(),
      });
      expect([raw, bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([raw, 422, ['approvalLimit']]);
    }
    expect(await head()).toBe(before);
  });
});
