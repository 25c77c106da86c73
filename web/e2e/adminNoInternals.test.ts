import type { RefundFormDto } from '@parks/schemas/admin/refunds';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/adminSteps.ts';
import { apiCall } from './support/api.ts';
import { pngOf } from './support/cropper.ts';
import { buyAsGuest } from './support/guestOrders.ts';
import { signInToAdmin, startTestStack } from './support/setup.ts';

/*
 * No raw internals on a staff screen (issue 23): the admin screens that showed them — the revisions list and a
 * revision's details, an order's modal (details with its refund and timeline, the refund screen and its preview), the
 * discounts list and a discount's edit form, the users list, the payments list and a payment's details, a category's
 * edit form with its stored images, a product's edit form — are read as LMG in English at 1366 px and in French at
 * 375 px. Their visible text (document.body.innerText) holds no content hash, no UUID, no internal id (`usr-`,
 * `prod-`, `cat-`, `disc-`, `guest-`), no ISO timestamp, and a French page no AM/PM.
 */

const stack = startTestStack({ timeout: 240_000 });

type Lng = 'en' | 'fr';

/** What a staff screen must never show, each with a name for the failure's message. */
const internals: readonly Readonly<{ name: string; pattern: RegExp; french?: true }>[] = [
  { name: 'content hash', pattern: /\b[0-9a-f]{40,}\b/i },
  { name: 'UUID', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i },
  { name: 'internal id', pattern: /\b(usr|prod|cat|disc|guest)-[0-9a-z]/i },
  { name: 'ISO timestamp', pattern: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  { name: 'AM/PM', pattern: /\d\s?(AM|PM|a\.m\.|p\.m\.)(?![\p{L}])/iu, french: true },
];

/** Each internal the page's visible text shows, with the line it is on. */
const internalsIn = (text: string, lng: Lng, screen: string): string[] =>
  text.split('\n').flatMap((line) =>
    internals
      .filter((internal) => (internal.french ? lng === 'fr' : true))
      .flatMap((internal) => {
        const found = internal.pattern.exec(line);
        return found ? [`${screen} (${lng}): ${internal.name} '${found[0]}' in "${line.trim().slice(0, 160)}"`] : [];
      }),
  );

const visibleText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

/** Waits for the screen (`ready`), then collects what it shows that it must not. */
const check = async (page: Page, lng: Lng, screen: string, ready: () => Promise<unknown>): Promise<string[]> => {
  await ready();
  // The page's requests are done: what is drawn is what the answers said.
  await page.waitForLoadState('networkidle');
  return internalsIn(await visibleText(page), lng, screen);
};

const words = {
  en: {
    revisions: 'Revisions',
    details: /^Revision details/,
    discounts: 'Discounts',
    editDiscount: 'Edit discount',
    users: 'Users',
    payments: 'Payments',
    paymentDetails: 'Payment details',
    editCategory: 'Edit category',
    editProduct: 'Edit product',
    order: (orderId: string, view: string) => `Order ${orderId}: ${view}`,
    detailsView: 'Details',
    refundView: 'Refund',
    timeline: 'Timeline',
    amountOn: /^Amount to refund on /,
    reason: 'Reason',
    preview: 'Preview',
  },
  fr: {
    revisions: 'Révisions',
    details: /^Détails de la révision/,
    discounts: 'Rabais',
    editDiscount: 'Modifier le rabais',
    users: 'Utilisateurs',
    payments: 'Paiements',
    paymentDetails: 'Détails du paiement',
    editCategory: 'Modifier la catégorie',
    editProduct: 'Modifier le produit',
    order: (orderId: string, view: string) => `Commande ${orderId} : ${view}`,
    detailsView: 'Détails',
    refundView: 'Rembourser',
    timeline: 'Historique',
    amountOn: /^Montant à rembourser sur /,
    reason: 'Motif',
    preview: 'Aperçu',
  },
} as const;

/** The records the screens show: a guest's order refunded by LMG, a payment LMG annotated, a category with images. */
const setUp = async () => {
  const { server, lmgToken } = stack;
  const { orderId } = await buyAsGuest(server.url, {
    key: 'e2e-no-internals-1',
    quantity: 1,
    shippingMethod: 'standard',
    shipping: {
      firstName: 'Ann',
      lastName: 'Hébert',
      address1: '1 Harbour Rd',
      email: 'ann.hebert@example.ca',
      confirmEmail: 'ann.hebert@example.ca',
      phone1: '(613) 555-0142',
    },
  });
  const form = await apiCall<RefundFormDto>(server.url, `/api/Refunds/GetById/${orderId}?storeCode=b2c`, {
    token: lmgToken,
  });
  const line = form.body.lines.find((each) => each.sku !== 'S/H');
  if (!line) throw new Error('the order has no product line to refund');
  const refund = await apiCall(server.url, '/api/Refunds/Create?storeCode=b2c', {
    token: lmgToken,
    body: { orderId, type: 'partial', reason: 'Lost in the mail', lines: [{ id: line.id, amount: -10 }] },
  });
  expect(refund.status).toBe(201);
  const annotated = await apiCall(server.url, `/api/Payments/Annotate/${orderId}-A?storeCode=b2c`, {
    method: 'POST',
    token: lmgToken,
    body: { note: 'Checked against the bank statement', reconciliationReference: 'REC-2026-11' },
  });
  expect(annotated.status, JSON.stringify(annotated.body)).toBe(200);

  // A category with an image per language, published by LMG: its revision and its form hold the images' hashes.
  const body = new FormData();
  body.append(
    'categoryDto',
    JSON.stringify({
      name_EN: 'Pictured passes',
      name_FR: 'Cartes illustrées',
      urlAlias_EN: 'pictured-passes',
      urlAlias_FR: 'cartes-illustrees',
      parentId: null,
      order: 5,
      active: true,
      notices: null,
    }),
  );
  body.append('files_en', new Blob([new Uint8Array(await pngOf(40, 30, 10))]), 'en.png');
  body.append('files_fr', new Blob([new Uint8Array(await pngOf(40, 30, 200))]), 'fr.png');
  const created = await fetch(`${server.url}/api/Categories/Create?storeCode=b2c&button=publish`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${lmgToken}`, 'Accept-Language': 'en' },
  });
  const category = (await created.json()) as { id: string; revisionId: string };
  expect(created.status, JSON.stringify(category)).toBe(201);
  return { orderId, categoryId: category.id, revisionId: category.revisionId };
};

type Records = Awaited<ReturnType<typeof setUp>>;

/** Every screen of the issue in one language at one width: what each shows that it must not. */
const walk = async (context: BrowserContext, lng: Lng, records: Records): Promise<string[]> => {
  const base = `${stack.server.url}/${lng}/admin/b2c`;
  const w = words[lng];
  const page = await context.newPage();
  const found: string[] = [];
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
  const rows = () => expect.poll(() => page.locator('.admin-table tbody tr').count()).toBeGreaterThan(0);
  const visit = async (path: string, screen: string, ready: () => Promise<unknown>) => {
    await page.goto(`${base}/${path}`);
    found.push(...(await check(page, lng, screen, ready)));
  };

  await visit('revisions', 'revisions list', async () => {
    await heading(w.revisions);
    await rows();
  });
  await visit(`revisions/details/${records.revisionId}`, 'revision details', () => heading(w.details));
  await visit(`categories/edit/${records.categoryId}`, 'category edit form', () => heading(w.editCategory));
  await visit('products/edit/prod-discovery-adult', 'product edit form', () => heading(w.editProduct));
  await visit('discounts', 'discounts list', async () => {
    await heading(w.discounts);
    await rows();
  });
  await visit('discounts/edit/disc-discover10', 'discount edit form', () => heading(w.editDiscount));
  await visit('users', 'users list', async () => {
    await heading(w.users);
    await rows();
  });
  await visit('payments', 'payments list', async () => {
    await heading(w.payments);
    await rows();
  });
  await visit(`payments/details/${records.orderId}-A`, 'payment details', () => heading(w.paymentDetails));

  // The order modal: its details (the refund, who added it, the timeline), then the refund screen and its preview.
  const { orderId } = records;
  await visit(`orders/details/${orderId}`, 'order details', () =>
    page
      .getByRole('dialog', { name: w.order(orderId, w.detailsView) })
      .getByRole('heading', { name: w.timeline })
      .waitFor(),
  );
  const refund = page.getByRole('dialog', { name: w.order(orderId, w.refundView) });
  await visit(`orders/refund/${orderId}`, 'refund screen', () => refund.getByLabel(w.amountOn).first().waitFor());
  await refund.getByLabel(w.amountOn).first().fill('5.00');
  await refund.getByLabel(w.reason).fill('Pass damaged');
  await refund.getByRole('button', { name: w.preview }).click();
  found.push(
    ...(await check(page, lng, 'refund preview', () =>
      refund.getByRole('region', { name: w.preview }).getByRole('table').waitFor(),
    )),
  );
  await page.close();
  return found;
};

describe('no raw internals on a staff screen', () => {
  it('shows people, products, images and dates as staff read them, in English at 1366 px and French at 375 px', async () => {
    const records = await setUp();
    const found: string[] = [];
    for (const [lng, width] of [
      ['en', 1366],
      ['fr', 375],
    ] as const) {
      const context = await stack.browser.newContext({ viewport: viewports[width] });
      context.setDefaultTimeout(15_000);
      try {
        await signInToAdmin(context, stack.server.url, 'lmg');
        found.push(...(await walk(context, lng, records)));
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 240_000);
});
