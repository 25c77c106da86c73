/**
 * The Settings family's edit form round trip over real HTTP: the values the form holds, sent back as the admin
 * form sends them (text for numbers, "true"/"false" for the radios, the Bcc list as lines of a textarea), are
 * accepted and published as one revision naming the actor; the three sections are there in both languages.
 */
import type { FormAnswer, WriteAnswer } from '@parks/schemas/admin/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromForm } from '../testing/settingsForm.ts';
import { allEvents, caller, startTestApi, type TestApi, tokenOf } from '../testing/testApi.ts';

let app: TestApi;
let call: ReturnType<typeof caller>;
let lmg = '';
let lmgId = '';

beforeAll(async () => {
  app = await startTestApi({ store: true, accounts: true });
  call = caller(app.base);
  const user = await tokenOf(app.base, 'lmg', 'Lmg-Parks-Local-2026');
  lmg = user.token;
  lmgId = user.id;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const editForm = async (language: 'en' | 'fr' = 'en') => {
  const form = await call<FormAnswer>('/api/Settings/GetById/store?storeCode=b2c&action=edit', {
    token: lmg,
    language,
  });
  expect(form.status).toBe(200);
  return form.body;
};

describe('the settings edit form', () => {
  it('has the Store, Admin and fee sections, in English and French, with only Save and Cancel', async () => {
    const en = await editForm('en');
    expect(en.sections.map((section) => section.title)).toEqual(['Store', 'Admin', 'Portal fee schedule']);
    expect(en.buttons.map((button) => button.name)).toEqual(['save', 'cancel']);
    const fr = await editForm('fr');
    expect(fr.sections.map((section) => section.title)).toEqual([
      'Boutique',
      'Administration',
      'Barème des frais du portail',
    ]);
    expect(fr.sections.flatMap((section) => section.fields.map((field) => field.name))).toEqual(
      en.sections.flatMap((section) => section.fields.map((field) => field.name)),
    );
  });

  it('takes its own values back as the form sends them, and publishes one revision by the actor', async () => {
    const form = await editForm();
    const sent: Record<string, unknown> = Object.fromEntries(
      form.sections.flatMap((section) =>
        section.fields.map((field) => [
          field.name,
          typeof field.initialValue === 'number' ? String(field.initialValue) : field.initialValue,
        ]),
      ),
    );
    // The fees are shown in dollars, labelled so.
    const fees = form.sections.find((section) => section.name === 'fees')?.fields ?? [];
    expect(fees.map((field) => [field.name, field.caption, field.initialValue])).toEqual([
      ['lineItemFee', 'Line item fee ($)', expect.stringMatching(/^\d+\.\d{2}$/)],
      ['orderProcessingFee', 'Order processing fee ($)', expect.stringMatching(/^\d+\.\d{2}$/)],
      ['orderShipmentFee', 'Order shipment fee ($)', expect.stringMatching(/^\d+\.\d{2}$/)],
    ]);
    const before = (await allEvents(app.eventStore)).length;
    const changed = {
      ...sent,
      disableShoppingCart: 'true',
      orderBccEmails: 'Orders@Parks.example\naudit@parks.example, orders@parks.example',
      orderSenderEmail: '',
      lineItemFee: '0.90',
    };
    const answer = await call<WriteAnswer>('/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      token: lmg,
      body: changed,
    });
    expect(answer.status).toBe(200);
    expect(settingsFromForm(await editForm())).toMatchObject({
      disableShoppingCart: true,
      orderBccEmails: ['orders@parks.example', 'audit@parks.example'],
      orderSenderEmail: null,
      lineItemFeeCents: 90,
    });
    const written = (await allEvents(app.eventStore)).slice(before);
    // The new revision drafted and published; the one published before, if any, goes inactive.
    const types = written.map((event) => event.type);
    expect(types[0]).toBe('RevisionDrafted');
    expect(types.filter((type) => type === 'RevisionPublished')).toHaveLength(1);
    expect(types.filter((type) => type !== 'RevisionDrafted' && type !== 'RevisionPublished')).toEqual(
      types.filter((type) => type === 'RevisionDeactivated'),
    );
    expect(written.every((event) => JSON.stringify(event.metadata).includes(lmgId))).toBe(true);

    // The same values again change nothing and append nothing.
    const again = await call('/api/Settings/Update/store?storeCode=b2c', { method: 'PUT', token: lmg, body: changed });
    expect(again.status).toBe(200);
    expect((await allEvents(app.eventStore)).length).toBe(before + written.length);
  });

  it('is the same resource through the generic gateway (GetById and Update with {entity, storeCode, data})', async () => {
    const gateway = (method: string, verb: string, data: Record<string, unknown>) =>
      call<FormAnswer & WriteAnswer>(`/api/Settings/${verb}`, {
        method,
        token: lmg,
        body: { entity: 'Settings', storeCode: 'b2b', data },
      });
    const updated = await gateway('PUT', 'Update', { id: 'store', orderShipmentFee: '12,50' });
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe('store');
    const form = await gateway('PUT', 'GetById', { id: 'store', action: 'edit' });
    expect(form.status).toBe(200);
    expect(settingsFromForm(form.body).orderShipmentFeeCents).toBe(1_250);
    expect((await gateway('PUT', 'GetById', { id: 'elsewhere', action: 'edit' })).status).toBe(404);
    expect((await gateway('POST', 'Create', { orderShipmentFee: '0.01' })).status).toBe(405);
    expect((await gateway('DELETE', 'Delete', { id: 'store' })).status).toBe(405);
  });
});
