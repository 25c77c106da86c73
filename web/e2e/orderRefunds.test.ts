import type { OrderDto } from '@parks/schemas/orders';
import type { PortalOrderDto } from '@parks/schemas/portal';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './support/api.ts';
import { screenshot } from './support/app.ts';
import { buyAsGuest, type GuestSession } from './support/guestOrders.ts';
import { definitionPairs, type Lng, money, normalize } from './support/journey.ts';
import { seriousViolations } from './support/looks.ts';
import { orderVisitorGuides, portalPassword } from './support/portalOrders.ts';
import { signIn, staffPasswords, startTestStack } from './support/setup.ts';

/*
 * A refund in the shopper's own order view, against the real server (API, read models, sandbox gateway and the
 * refund worker in one process): a guest buys two passes with the sandbox card, LMG refunds part of one line
 * through the refunds API, the worker settles it with the gateway, and the guest's confirmation page shows the
 * refund (status, type, its line and amounts) and the order total net of refunds, in English at 1366 px and in
 * French at 375 px, with no serious axe violation and nothing of the staff's reason. An order never refunded
 * shows no Refunds section. The portal user's order page shows a refund of a product and of the production fees the
 * same way, and My account's recent orders what the refunds return under the order's total.
 */

const stack = startTestStack();
const staffReason = 'Creased pass, second complaint';

const texts = {
  en: {
    refunds: 'Refunds',
    refunded: 'Refunded',
    partial: 'Partial',
    feesLine: 'Production fees',
    totalRefunded: 'Total of refunds',
    netTotal: 'Order total after refunds',
    confirmation: 'Thank you for your order',
    orderDetails: 'order-details',
    myAccount: 'my-account',
    refundsOfRow: (amount: string) => `Refunds: −${amount}`,
  },
  fr: {
    refunds: 'Remboursements',
    refunded: 'Remboursé',
    partial: 'Partiel',
    feesLine: 'Frais de production',
    totalRefunded: 'Total des remboursements',
    netTotal: 'Total de la commande après remboursements',
    confirmation: 'Merci de votre commande',
    orderDetails: 'details-commande',
    myAccount: 'mon-compte',
    refundsOfRow: (amount: string) => `Remboursements : −${amount}`,
  },
} as const;

/** A guest who bought two adult Discovery Passes with the sandbox Visa, through the API as the page would. */
const guestOrder = async (key: string): Promise<{ guest: GuestSession; order: OrderDto }> => {
  const { guest, orderId } = await buyAsGuest(stack.server.url, { key, quantity: 2 });
  return { guest, order: await orderOf(guest, orderId) };
};

const orderOf = async (guest: GuestSession, orderId: string): Promise<OrderDto> =>
  (await apiCall<OrderDto>(stack.server.url, `/api/checkout/GetOrderById/${orderId}`, { token: guest.token })).body;

/** The guest's confirmation page of the order, in a browser holding the guest's session as the app keeps it. */
const openConfirmation = async (guest: GuestSession, orderId: string, lng: Lng, width: number): Promise<Page> => {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((session) => {
    window.localStorage.setItem('guestSession', JSON.stringify(session));
  }, guest);
  const page = await context.newPage();
  await page.goto(`${stack.server.url}/${lng}/confirmation/${orderId}`);
  await page.getByRole('heading', { level: 1, name: texts[lng].confirmation }).waitFor({ timeout: 15_000 });
  return page;
};

describe("a refunded order's confirmation", () => {
  it('shows the refund and the total net of refunds, in English at 1366 px and French at 375 px', async () => {
    const { guest, order } = await guestOrder('e2e-refund-1');
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const created = await apiCall(stack.server.url, '/api/Refunds/Create?storeCode=b2c', {
      token: stack.lmgToken,
      body: { orderId: order.orderId, type: 'partial', reason: staffReason, lines: [{ id: line.lineId, amount: -10 }] },
    });
    expect(created.status).toBe(201);
    // The refund worker sends it to the sandbox gateway and records the answer.
    await expect
      .poll(async () => (await orderOf(guest, order.orderId)).refunds[0]?.status, { timeout: 15_000 })
      .toBe('refunded');
    const refunded = await orderOf(guest, order.orderId);
    const [refund] = refunded.refunds;
    if (!refund) throw new Error('no refund');

    for (const [lng, width] of [
      ['en', 1366],
      ['fr', 375],
    ] as const) {
      const page = await openConfirmation(guest, order.orderId, lng, width);
      const t = texts[lng];
      const section = page.getByRole('region', { name: t.refunds });
      await section.waitFor();
      const block = section.getByRole('region', { name: new RegExp(refund.refundId) });
      const facts = await definitionPairs(block.locator('dl'));
      expect(facts.map(([, value]) => value).slice(0, 2)).toEqual([t.refunded, t.partial]);
      const cells = await block
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
      expect(cells.map(normalize)).toEqual([
        '2',
        money(refund.lines[0]?.subtotalCents ?? -1, lng),
        money(refund.lines[0]?.taxCents ?? -1, lng),
        money(refund.lines[0]?.totalCents ?? -1, lng),
      ]);
      expect(await definitionPairs(section.locator('dl.refund-totals'))).toEqual([
        [t.totalRefunded, `−${money(refunded.refundedCents, lng)}`],
        [t.netTotal, money(refunded.totals.totalCents - refunded.refundedCents, lng)],
      ]);
      expect(await page.getByText(staffReason).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `order-refunds-${lng}-${width}`);
      await page.context().close();
    }
  }, 120_000);

  it('shows no Refunds section on an order never refunded', async () => {
    const { guest, order } = await guestOrder('e2e-refund-2');
    expect(order.refunds).toEqual([]);
    const page = await openConfirmation(guest, order.orderId, 'en', 1366);
    await page.getByRole('heading', { level: 2, name: 'Shipping address' }).waitFor();
    expect(await page.getByRole('heading', { name: texts.en.refunds }).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});

describe("a refunded portal order's page", () => {
  /** A portal order of 100 visitor guides on customer number CPC-100001, approved by the SuperUser. */
  const approvedPortalOrder = async (): Promise<{ token: string; orderId: string }> => {
    const base = stack.server.url;
    const { token, orderId } = await orderVisitorGuides(base, {
      key: 'e2e-portal-refund-1',
      poNumber: 'PO-E2E-1',
      quantity: 100,
      language: 'fr',
    });
    const superuser = await apiToken(base, 'superuser', staffPasswords.superuser);
    const approved = await apiCall(base, `/api/Orders/${orderId}/Approve`, { token: superuser, body: {} });
    expect(approved.status).toBe(200);
    return { token, orderId };
  };

  it('shows the refund of a product and of the fees, in English at 1366 px and French at 375 px', async () => {
    const { token, orderId } = await approvedPortalOrder();
    const orderOfPortal = async () =>
      (await apiCall<PortalOrderDto>(stack.server.url, `/api/portal/orders/${orderId}`, { token })).body;
    const lineId = (await orderOfPortal()).orderProducts[0]?.lineId ?? '';
    const created = await apiCall(stack.server.url, '/api/Refunds/Create?storeCode=b2b', {
      token: stack.lmgToken,
      body: {
        orderId,
        type: 'partial',
        reason: staffReason,
        lines: [
          { id: lineId, amount: -20 },
          { id: 'fees', amount: -2.5 },
        ],
      },
    });
    expect(created.status).toBe(201);
    // Paid on account: the worker records it refunded without a card to go back to.
    await expect.poll(async () => (await orderOfPortal()).refunds[0]?.status, { timeout: 15_000 }).toBe('refunded');
    const order = await orderOfPortal();
    const [refund] = order.refunds;
    if (!refund) throw new Error('no refund');

    for (const [lng, width] of [
      ['en', 1366],
      ['fr', 375],
    ] as const) {
      const t = texts[lng];
      const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const target = `/${lng}/portal/${t.orderDetails}/${orderId}`;
      await page.goto(`${stack.server.url}/en/portal/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page, 'portal', portalPassword);
      const section = page.getByRole('region', { name: t.refunds });
      await section.waitFor({ timeout: 15_000 });
      const block = section.getByRole('region', { name: new RegExp(refund.refundId) });
      const facts = await definitionPairs(block.locator('dl'));
      expect(facts.map(([, value]) => value).slice(0, 2)).toEqual([t.refunded, t.partial]);
      const rows = await block
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.lastElementChild?.textContent ?? '']),
        );
      expect(rows.map(([name, total]) => [normalize(name ?? ''), normalize(total ?? '')])).toEqual(
        refund.lines.map((line) => [
          line.id === 'fees' ? t.feesLine : (line.productName?.[lng] ?? ''),
          money(line.totalCents, lng),
        ]),
      );
      expect(await definitionPairs(section.locator('dl.refund-totals'))).toEqual([
        [t.totalRefunded, `−${money(order.refundedCents, lng)}`],
        [t.netTotal, money(order.fees.totalCents - order.refundedCents, lng)],
      ]);
      expect(await page.getByText(staffReason).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `portal-order-refunds-${lng}-${width}`);

      // My account's recent orders: the order's total, and what its refunds return under it.
      await page.goto(`${stack.server.url}/${lng}/portal/${t.myAccount}`);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: orderId }) });
      await row.waitFor({ timeout: 15_000 });
      expect(normalize((await row.textContent()) ?? '')).toContain(t.refundsOfRow(money(order.refundedCents, lng)));
      await context.close();
    }
  }, 120_000);
});
