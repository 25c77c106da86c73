/**
 * The portal's ordering path over real HTTP (acceptance, API side): a portal user browses the printed products,
 * meets the option, quantity and stock rules, checks out on a customer number with a PO number, reviews, submits
 * and finds the order waiting for approval; staff approve it through the API; other users cannot see it.
 */
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import type {
  PortalCartDto,
  PortalCategoryDto,
  PortalCategoryPageDto,
  PortalCheckoutDto,
  PortalCheckoutResultDto,
  PortalOrderDto,
  PortalOrderRowDto,
  PortalProductDetailDto,
  PortalSearchPageDto,
  UpdateOrdersResultDto,
} from '@parks/schemas/portal';
import { describe, expect, it } from 'vitest';
import { portalCheckoutForm, visitorGuide } from '../orders/testing/portalOrders.ts';
import { fileTestApi, userOfEachRole } from '../testing/fileTestApi.ts';
import { call } from '../testing/testApi.ts';

const api = fileTestApi({ seedCatalogue: true, signIn: [...userOfEachRole, 'portal2'], portalCatalogue: true });
const { as, user } = api;
const guide = visitorGuide('fr');

describe('the portal catalogue', () => {
  it('is for signed-in users only', async () => {
    expect((await call(api.server.base, '/api/portal/categories')).status).toBe(401);
  });

  it('lists the b2b categories, a category with its products, and a product with options and limits', async () => {
    const categories = await as<PortalCategoryDto[]>('portal', '/api/portal/categories');
    expect(categories.body.map((c) => c.categoryId)).toEqual(
      expect.arrayContaining(['pcat-publications', 'pcat-brochures', 'pcat-calendars', 'pcat-posters']),
    );
    const calendars = await as<PortalCategoryPageDto>('portal', '/api/portal/category/calendriers');
    expect(calendars.status).toBe(200);
    expect(calendars.body.products.map((p) => p.sku)).toEqual(['CAL-WL-010', 'CAL-DK-011']);
    const detail = await as<PortalProductDetailDto>('portal', `/api/portal/product/${portalProductIds.visitorGuide}`);
    expect(detail.body).toMatchObject({
      sku: 'PUB-VG-001',
      priceCents: 45,
      availability: 'inStock',
      minimumOrderQty: 25,
      maximumOrderQty: 5_000,
      samplePdfUrl: { en: expect.stringContaining('.pdf') },
      attributes: { pageCount: 48 },
    });
    expect(detail.body.yearOptions.map((o) => o.id)).toEqual(['year-2026', 'year-2027']);
    const posters = await as<PortalCategoryPageDto>('portal', '/api/portal/category/posters');
    expect(Object.fromEntries(posters.body.products.map((p) => [p.sku, p.availability]))).toEqual({
      'PST-WL-020': 'backOrdered',
      'PST-SF-021': 'unavailable',
    });
    expect((await as('portal', '/api/portal/product/prod-discovery-adult')).status).toBe(404);
    expect((await as('portal', '/api/portal/category/decouverte-discovery')).body.code).toBe('portal.categoryNotFound');
    // The portal's pages resolve their aliases through the store's alias list with storeCode=b2b.
    const alias = await call(api.server.base, '/api/store/GetTypeByUrlAlias/calendriers?storeCode=b2b');
    expect(alias.status).toBe(200);
  });

  it('searches by five', async () => {
    const found = await as<PortalSearchPageDto>('portal', '/api/portal/search?search=calendar&page=1&pageSize=5');
    expect(found.body.total).toBe(4);
    expect(found.body.items.map((item) => item.type)).toEqual(['Category', 'Category', 'Product', 'Product']);
    expect(found.body.items[2]?.path.en).toBe(`calendars/${portalProductIds.wallCalendar}`);
    const second = await as<PortalSearchPageDto>('portal', '/api/portal/search?search=calendar&page=2&pageSize=3');
    expect(second.body.items).toHaveLength(1);
    const bySku = await as<PortalSearchPageDto>('portal', '/api/portal/search?search=pub-vg');
    expect(bySku.body.items.map((item) => item.name.en)).toEqual(['Visitor guide']);
  });
});

describe('the portal cart', () => {
  const add = (who: string, body: object) =>
    as<PortalCartDto & { code?: string }>(who, '/api/portal/cart/addToCart', { body });

  it('refuses what cannot be ordered', async () => {
    const refused = async (body: object) => {
      const reply = await add('portal2', body);
      return [reply.status, reply.body.code];
    };
    expect(await refused({ productId: portalProductIds.trailMap, languageOptionId: 'lang-en', quantity: 1 })).toEqual([
      409,
      'portal.outOfStock',
    ]);
    expect(await refused({ productId: portalProductIds.safetyPoster, languageOptionId: 'lang-en' })).toEqual([
      409,
      'portal.productUnavailable',
    ]);
    expect(await refused({ ...guide, quantity: 10 })).toEqual([422, 'portal.quantity.belowMinimum']);
    expect(await refused({ ...guide, quantity: 10_001 })).toEqual([422, 'cart.quantity.max']);
    expect(await refused({ ...guide, languageOptionId: null, quantity: 25 })).toEqual([422, 'portal.option.required']);
    expect(
      await refused({
        productId: portalProductIds.deskCalendar,
        yearOptionId: 'year-2027',
        languageOptionId: 'lang-bil',
        quantity: 5,
      }),
    ).toEqual([409, 'portal.notEnoughStock']);
    expect((await as<PortalCartDto>('portal2', '/api/portal/cart/getCart')).body.cartItems).toEqual([]);
  });

  it('takes options and quantities, edits them, and removes a line at 0', async () => {
    const added = await add('portal2', { ...guide, quantity: 50 });
    expect(added.status).toBe(201);
    const [line] = added.body.cartItems;
    expect(line).toMatchObject({
      sku: 'PUB-VG-001',
      quantity: 50,
      totalCents: 2_250,
      languageOption: { en: 'French' },
    });
    const cartItemId = line?.cartItemId ?? '';
    const updated = await as<PortalCartDto>('portal2', '/api/portal/cart/updateCart', {
      method: 'PUT',
      body: { cartItemId, quantity: 75 },
    });
    expect(updated.body.cartItems[0]?.quantity).toBe(75);
    const edited = await as<PortalCartDto>('portal2', '/api/portal/cart/editCart', {
      body: { cartItemId, quantity: 75, languageOptionId: 'lang-en' },
    });
    expect(edited.body.cartItems[0]?.languageOptionId).toBe('lang-en');
    const removed = await as<PortalCartDto>('portal2', '/api/portal/cart/updateCart', {
      method: 'PUT',
      body: { cartItemId, quantity: 0 },
    });
    expect(removed.body.cartItems).toEqual([]);
  });
});

describe('ordering through the portal', () => {
  let orderId = '';
  const form = { ...portalCheckoutForm, poNumber: 'PO-2026-17' };

  it('refuses a checkout without a customer number, then reviews and submits one waiting for approval', async () => {
    await as('portal', '/api/portal/cart/addToCart', { body: { ...guide, quantity: 100 } });
    const userId = user('portal').id;
    const first = await as<PortalCheckoutDto>('portal', `/api/PortalCheckout/GetById/${userId}`);
    expect(first.body.budgetCodes.map((code) => code.id)).toEqual(['CPC-100001', 'CPC-100002']);
    expect(first.body.issues.map((issue) => issue.code)).toContain('portal.budgetCode.required');

    const noNumber = await as('portal', `/api/PortalCheckout/Review/${userId}`, { body: form });
    expect(noNumber.status).toBe(422);
    expect(noNumber.body).toMatchObject({
      code: 'portal.checkoutIncomplete',
      errors: { budgetCode: ['portal.budgetCode.required'] },
    });

    const reviewed = await as<PortalCheckoutDto>('portal', `/api/PortalCheckout/Review/${userId}`, {
      body: { ...form, budgetCode: 'CPC-100001' },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({
      canSubmit: true,
      showPoNumber: true,
      poNumber: 'PO-2026-17',
      requiresApproval: true,
      subtotal: 4_500,
      lineItemFee: 150,
      orderProcessingFee: 500,
      orderShipmentFee: 750,
      productionSubtotal: 5_900,
      shippingAmount: 1_500,
    });
    expect(reviewed.body.total).toBe(reviewed.body.productionTotal + reviewed.body.shippingTotal);

    const submit = (key: string) =>
      as<PortalCheckoutResultDto>('portal', `/api/PortalCheckout/Create/${userId}`, {
        body: { ...form, budgetCode: 'CPC-100001' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await as('portal', `/api/PortalCheckout/Create/${userId}`, { body: form })).status).toBe(400);
    const placed = await submit('submit-1');
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe('pendingApproval');
    orderId = placed.body.orderId;
    const again = await submit('submit-1');
    expect(again.body).toEqual(placed.body);
    expect((await as<PortalCartDto>('portal', '/api/portal/cart/getCart')).body.cartItems).toEqual([]);
  });

  it('shows the order waiting for approval, with its customer number, PO number and fees', async () => {
    const waiting = await as<PortalOrderRowDto[]>('portal', '/api/portal/orders?tab=waiting');
    expect(waiting.body.map((row) => row.orderId)).toEqual([orderId]);
    expect((await as<PortalOrderRowDto[]>('portal', '/api/portal/orders?tab=processed')).body).toEqual([]);
    const account = await as<{ orderId: string }[]>('portal', `/api/account/${user('portal').id}/orders?tab=waiting`);
    expect(account.body.map((row) => row.orderId)).toEqual([orderId]);
    const order = await as<PortalOrderDto>('portal', `/api/portal/orders/${orderId}`);
    expect(order.body).toMatchObject({
      status: 'pendingApproval',
      budgetCode: 'CPC-100001',
      poNumber: 'PO-2026-17',
      fees: { subtotalCents: 4_500, orderProcessingFeeCents: 500 },
      orderProducts: [{ sku: 'PUB-VG-001', quantity: 100, yearOption: { en: '2027' }, packSize: { en: 'Pack of 25' } }],
    });
    const detail = await as<PortalProductDetailDto>('portal', `/api/portal/product/${portalProductIds.visitorGuide}`);
    expect(detail.body.inventory).toBe(4_900);
  });

  it('is not anyone else’s', async () => {
    expect((await as('portal2', `/api/portal/orders/${orderId}`)).status).toBe(404);
    expect((await as('portal2', `/api/PortalCheckout/GetById/${user('portal').id}`)).status).toBe(403);
    expect((await as('portal2', `/api/PortalCheckout/Create/${user('portal').id}`, { body: {} })).status).toBe(403);
    expect((await as<PortalOrderRowDto[]>('portal2', '/api/portal/orders')).body).toEqual([]);
  });

  it('is approved through the API by the roles of the b2b orders area, and moves to Pending', async () => {
    expect((await as('portal', `/api/Orders/${orderId}/Approve`, { body: {} })).status).toBe(403);
    expect((await as('administrator', `/api/Orders/${orderId}/Approve`, { body: {} })).status).toBe(403);
    expect((await as('operator', `/api/Orders/${orderId}/Approve`, { body: {} })).status).toBe(403);
    const approved = await as('superuser', `/api/Orders/${orderId}/Approve`, { body: {} });
    expect(approved.body).toEqual({ orderId, status: 'pending' });
    expect((await as('superuser', `/api/Orders/${orderId}/Approve`, { body: {} })).body).toEqual({
      orderId,
      status: 'pending',
    });
    expect((await as<PortalOrderDto>('portal', `/api/portal/orders/${orderId}`)).body.status).toBe('pending');
    expect(
      (await as<PortalOrderRowDto[]>('portal', '/api/portal/orders?tab=processed')).body.map((r) => r.orderId),
    ).toEqual([orderId]);
    const decline = await as('lmg', `/api/Orders/${orderId}/Decline`, { body: { reason: 'Late' } });
    expect([decline.status, decline.body.code]).toEqual([409, 'order.notAwaitingApproval']);
  });

  it('lets an Operator order without a customer number, straight to Pending; staff cancel it with a reason', async () => {
    await as('operator', '/api/portal/cart/addToCart', {
      body: { productId: portalProductIds.wildlifePoster, languageOptionId: 'lang-bil', quantity: 3 },
    });
    const userId = user('operator').id;
    const review = await as<PortalCheckoutDto>('operator', `/api/PortalCheckout/Review/${userId}`, { body: form });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ budgetCodeRequired: false, requiresApproval: false });
    const placed = await as<PortalCheckoutResultDto>('operator', `/api/PortalCheckout/Create/${userId}`, {
      body: form,
      headers: { 'Idempotency-Key': 'op-1' },
    });
    expect(placed.body.status).toBe('pending');
    const id = placed.body.orderId;
    const ship = await as('lmg', `/api/Orders/${id}/Ship`, { body: { trackingNumber: '1Z999' } });
    expect([ship.status, ship.body.code]).toEqual([409, 'order.cannotShip']);
    expect((await as('lmg', `/api/Orders/${id}/Cancel`, { body: {} })).status).toBe(422);
    expect((await as('lmg', `/api/Orders/${id}/Cancel`, { body: { reason: 'Duplicate' } })).body).toEqual({
      orderId: id,
      status: 'cancelled',
    });
    expect((await as<PortalOrderDto>('operator', `/api/portal/orders/${id}`)).body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Duplicate',
      budgetCode: null,
    });
  });

  it('takes a bulk action order by order', async () => {
    const bulk = await as<UpdateOrdersResultDto>('superuser', '/api/Orders/UpdateOrders', {
      method: 'PUT',
      body: { action: 'approve', orderIds: [orderId, 'nope'] },
    });
    expect(bulk.body.results).toEqual([
      { orderId, ok: true, status: 'pending', code: null },
      { orderId: 'nope', ok: false, status: null, code: 'order.notFound' },
    ]);
  });
});
