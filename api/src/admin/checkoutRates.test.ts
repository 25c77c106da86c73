/**
 * Shippings and ProvinceStates over real HTTP: the role table per store, ProvinceStates' missing verbs (405) and
 * b2c-only area, every served definition validated strictly, and the revision life cycle as the checkout reads it
 * (the read model the checkout prices with: saved → unchanged, uat → UAT view only, publish → shoppers).
 */

import { shippingRates, storeCheckoutRates, taxRecords } from '@parks/projections/store/checkoutRates';
import { publishedView, uatView } from '@parks/projections/store/revisionTracking';
import type { AdminProblem, FormAnswer, ListAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { describe, expect, it } from 'vitest';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, tokens, lmg, head } = admin;
const rates = () => admin.app.projections.read(storeCheckoutRates);
const expressCanada = async (view = publishedView) =>
  (await shippingRates(rates(), view)).find((rate) => rate.method === 'express' && rate.region === 'CA')?.feeCents;

describe('Shippings', () => {
  it('are for LMG and SuperUser in both stores', async () => {
    await admin.expectRoleTable({ family: 'Shippings', allowed: ['LMG', 'SuperUser'], gatewayData: null });
  });

  it('list the six seed rates and serve valid definitions', async () => {
    const list = await call<ListAnswer>('/api/Shippings/GetAll?storeCode=b2c', { token: lmg() });
    expect(list.body.rows).toHaveLength(6);
    expect(list.body.rows[0]).toMatchObject({ method: 'Standard', region: 'Canada', feeCents: 0 });
    await admin
      .family('Shippings')
      .expectStrictScreens('ship-express-ca', ['create', 'clone', 'edit', 'delete', 'details']);
  });

  it('show the fee in dollars on the form, in each language’s writing', async () => {
    const initial = async (language: 'en' | 'fr') => {
      const form = await call<FormAnswer>('/api/Shippings/GetById/ship-express-ca?storeCode=b2c&action=edit', {
        token: lmg(),
        language,
      });
      const fields = form.body.sections.flatMap((section) => section.fields);
      return Object.fromEntries(fields.map((field) => [field.name, [field.caption, field.initialValue]]));
    };
    expect((await initial('en')).fee).toEqual(['Fee ($)', '24.95']);
    expect((await initial('fr')).fee).toEqual(['Frais ($)', '24,95']);
  });

  it('change the checkout’s fee once published, and only in UAT before', async () => {
    // The form sends dollars as typed (a French page writes a decimal comma); the payload keeps cents.
    const edit = (fee: string, button: string) =>
      call<WriteAnswer>(`/api/Shippings/Update/ship-express-ca?storeCode=b2c&button=${button}`, {
        method: 'PUT',
        token: lmg(),
        body: { method: 'express', region: 'CA', fee, transitDays: 3 },
      });
    expect((await edit('29.95', 'save')).status).toBe(200);
    expect(await expressCanada()).toBe(2_495);
    expect((await edit('29,95', 'uat')).status).toBe(200);
    expect(await expressCanada()).toBe(2_495);
    expect(await expressCanada(uatView)).toBe(2_995);
    expect((await edit('29.95', 'publish')).body.message).toBe('Published successfully.');
    expect(await expressCanada()).toBe(2_995);
  });

  it('refuse a second rate for a method and region, and bad amounts, appending nothing', async () => {
    const before = await head();
    const duplicate = await call<AdminProblem>('/api/Shippings/Create?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      body: { method: 'express', region: 'US', fee: '1.00', transitDays: 2 },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ region: ['There is already a rate for this method and region.'] });
    const bad = await call<AdminProblem>('/api/Shippings/Create?storeCode=b2c', {
      method: 'POST',
      token: lmg(),
      language: 'fr',
      body: { method: 'drone', region: 'US', fee: '12,505', transitDays: -1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['method', 'fee', 'transitDays']);
    expect(bad.body.errors?.fee).toEqual([
      'Les frais sont un montant en dollars de 0 à 10000, avec au plus deux décimales (12,50).',
    ]);
    for (const fee of ['-1', '10000.01', '1e3']) {
      const refused = await call<AdminProblem>('/api/Shippings/Create?storeCode=b2c', {
        method: 'POST',
        token: lmg(),
        body: { method: 'express', region: 'US', fee, transitDays: 2 },
      });
      expect(refused.body.errors, fee).toEqual({
        fee: ['The fee is an amount in dollars from 0 to 10000, with at most two decimals (12.50).'],
      });
    }
    expect(await head()).toBe(before);
  });
});

describe('ProvinceStates', () => {
  it('are edited in the public store only, by LMG and SuperUser', async () => {
    for (const [role, token] of Object.entries(tokens)) {
      const allowed = role === 'LMG' || role === 'SuperUser';
      expect((await call('/api/ProvinceStates/GetAll?storeCode=b2c', { token })).status, role).toBe(
        allowed ? 200 : 403,
      );
      expect((await call('/api/ProvinceStates/GetAll?storeCode=b2b', { token })).status, `${role} b2b`).toBe(403);
      for (const store of ['b2c', 'b2b']) {
        const gateway = await call('/api/ProvinceStates/GetById', {
          method: 'PUT',
          token,
          body: { entity: 'ProvinceStates', storeCode: store, data: { id: 'prov-ON' } },
        });
        expect(gateway.status, `${role} ${store} gateway`).toBe(allowed && store === 'b2c' ? 200 : 403);
      }
    }
  });

  it('have no Create or Delete (405), nor their screens', async () => {
    const before = await head();
    const create = await admin.family('ProvinceStates').create({});
    expect(create.status).toBe(405);
    expect(create.body.message).toBe('This resource does not allow that call.');
    expect(
      (await call('/api/ProvinceStates/Delete/prov-ON?storeCode=b2c', { method: 'DELETE', token: lmg() })).status,
    ).toBe(405);
    expect(
      (
        await call('/api/ProvinceStates/Delete', {
          method: 'DELETE',
          token: lmg(),
          body: { entity: 'ProvinceStates', storeCode: 'b2c', data: { id: 'prov-ON' } },
        })
      ).status,
    ).toBe(405);
    expect((await call('/api/ProvinceStates/GetById/new?storeCode=b2c&action=create', { token: lmg() })).status).toBe(
      422,
    );
    expect(await head()).toBe(before);
  });

  it('list the thirteen provinces and territories and serve valid definitions', async () => {
    const list = await call<ListAnswer>('/api/ProvinceStates/GetAll?storeCode=b2c&page=100000', { token: lmg() });
    expect(list.body.rows.map((row) => row.code)).toHaveLength(13);
    await admin.family('ProvinceStates').expectStrictScreens('prov-ON', ['edit', 'details']);
  });

  it('change the tax the checkout charges once published', async () => {
    const ontario = async () => (await taxRecords(rates(), publishedView)).find((tax) => tax.code === 'ON');
    const body = {
      name_EN: 'Ontario',
      name_FR: 'Ontario',
      gst: '0',
      hst: '14,5',
      pst: 0,
      qst: 0,
      taxName_EN: 'HST',
      taxName_FR: 'TVH',
    };
    const saved = await call<WriteAnswer>('/api/ProvinceStates/Update/prov-ON?storeCode=b2c', {
      method: 'PUT',
      token: lmg(),
      body,
    });
    expect(saved.status).toBe(200);
    expect((await ontario())?.hst).toBe(13_000);
    await call('/api/ProvinceStates/Update/prov-ON?storeCode=b2c&button=publish', {
      method: 'PUT',
      token: lmg(),
      body,
    });
    expect(await ontario()).toMatchObject({ code: 'ON', hst: 14_500, taxName: { en: 'HST', fr: 'TVH' } });
    const form = await call<FormAnswer>('/api/ProvinceStates/GetById/prov-QC?storeCode=b2c&action=edit', {
      token: lmg(),
    });
    const qst = form.body.sections.flatMap((section) => section.fields).find((field) => field.name === 'qst');
    expect([qst?.caption, qst?.initialValue]).toEqual(['QST (%)', '9.975']);
    const tooFine = await call<AdminProblem>('/api/ProvinceStates/Update/prov-ON?storeCode=b2c', {
      method: 'PUT',
      token: lmg(),
      body: { ...body, hst: '13.0001' },
    });
    expect(tooFine.body.errors).toEqual({
      hst: ['A tax rate is a percentage from 0 to 100, with at most three decimals (9.975).'],
    });
  });
});
