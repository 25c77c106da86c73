/**
 * The portal's fee schedule as a setting (back-office.md, Change Settings; issue #12: "the portal fee schedule
 * becomes editable in Settings instead of seed constants"), over real HTTP: the checkout quote charges the seed
 * amounts until staff publish other fees through the Settings family, then the new ones; a bad fee is refused
 * per field and changes nothing.
 */
import type { FormAnswer } from '@parks/schemas/admin/calls';
import type { PortalCheckoutDto } from '@parks/schemas/portal';
import { defaultPortalFees, type StoreSettingsRecord } from '@parks/schemas/settings';
import { describe, expect, it } from 'vitest';
import { visitorGuide } from '../orders/testing/portalOrders.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { settingsFromForm } from '../testing/settingsForm.ts';
import { allEvents } from '../testing/testApi.ts';

const api = fileTestApi({ seedCatalogue: true, signIn: ['portal', 'lmg'] });
const { as, user } = api;
const guide = visitorGuide('fr');

const adminSettings = async (): Promise<StoreSettingsRecord> =>
  settingsFromForm((await as<FormAnswer>('lmg', '/api/Settings/GetById/store?storeCode=b2b&action=edit')).body);

const checkout = async () => {
  const reply = await as<PortalCheckoutDto>('portal', `/api/PortalCheckout/GetById/${user('portal').id}`);
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('the portal fee schedule in the settings', () => {
  it('quotes the seed fees, then the fees staff publish through Settings/Update', async () => {
    expect((await as('portal', '/api/portal/cart/addToCart', { body: { ...guide, quantity: 100 } })).status).toBe(201);
    const before = await checkout();
    expect(before.lineItemFee).toBe(defaultPortalFees.lineItemFeeCents);
    expect(before.orderProcessingFee).toBe(defaultPortalFees.orderProcessingFeeCents);
    const shipments = before.orderShipmentFee / defaultPortalFees.orderShipmentFeeCents;
    expect(Number.isInteger(shipments)).toBe(true);

    const fees = { lineItemFeeCents: 275, orderProcessingFeeCents: 0, orderShipmentFeeCents: 1_000 };
    // As the admin form sends them: dollars typed as text (a French page writes a decimal comma).
    const typed = { lineItemFee: '2.75', orderProcessingFee: '0', orderShipmentFee: '10,00' };
    const updated = await as('lmg', '/api/Settings/Update/store?storeCode=b2b', { method: 'PUT', body: typed });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: 'store', message: 'Published successfully.' });
    expect(await adminSettings()).toMatchObject(fees);

    const after = await checkout();
    expect(after.lineItemFee).toBe(275);
    expect(after.orderProcessingFee).toBe(0);
    expect(after.orderShipmentFee).toBe(1_000 * shipments);
    expect(after.productionSubtotal - after.subtotal).toBe(275 + 1_000 * shipments);
  });

  it('refuses a fee that is not dollars to the cent from 0 to 10000, per field, and keeps the published fees', async () => {
    const published = await adminSettings();
    const head = (await allEvents(api.server.eventStore)).length;
    const message = 'The fee is an amount in dollars from 0 to 10000, with at most two decimals (12.50).';
    for (const [body, field] of [
      [{ lineItemFee: '-0.01' }, 'lineItemFee'],
      [{ orderProcessingFee: '12.505' }, 'orderProcessingFee'],
      [{ orderShipmentFee: 'lots' }, 'orderShipmentFee'],
      [{ lineItemFee: '10000.01' }, 'lineItemFee'],
      [{ admin: { orderShipmentFee: -5 } }, 'admin.orderShipmentFee'],
    ] as const) {
      const refused = await as<{ errors?: Record<string, string[]> }>(
        'lmg',
        '/api/Settings/Update/store?storeCode=b2c',
        { method: 'PUT', body },
      );
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors).toEqual({ [field]: [message] });
    }
    expect(await adminSettings()).toEqual(published);
    expect((await allEvents(api.server.eventStore)).length).toBe(head);
  });

  it('lets only the settings roles change the fees', async () => {
    const refused = await as('portal', '/api/Settings/Update/store?storeCode=b2c', {
      method: 'PUT',
      body: { lineItemFee: '0.01' },
    });
    expect(refused.status).toBe(403);
    expect((await checkout()).lineItemFee).not.toBe(1);
  });
});
