/**
 * Reports over real HTTP: the reports list and build forms, each report's rows and summary against orders placed
 * on their streams and a refund made through POST /api/Refunds/Create (figures computed by hand below), the orders
 * report against the orders list's own count, who may read reports, and bad filters refused with nothing appended.
 *
 * Fixture (the store's clock is fixed at 2026-06-15, so the refund is June's):
 * - A  b2c, ON, 2 × $72.50, shipping $15: HST 13% of 16000 = 2080; total 18080; placed 2026-05-10.
 *      Fully refunded: 16000 + HST 2080 (S/H gives back the tax charged on it) = 18080.
 * - B  b2c, QC, 3 × $10 + 1 × $25.99, promo DISCOVER10 −$5, shipping $15: taxed on 6599, GST 5% 330,
 *      QST 9.975% 658; placed 2026-06-02.
 * - C  b2b, ON, customer CUST-100, 5 × $20 "Printed map", shipping $15: HST 1495; total 12995; pending approval.
 * - D  b2b, ON, customer CUST-100, 1 × $10 "Printed map", shipping $15: HST 325; total 2825; declined (in no sales
 *      or taxes figure).
 */
import { randomUUID } from 'node:crypto';
import { orderDecider } from '@parks/domain/orders/decider';
import type { OrderPlaced } from '@parks/domain/orders/events';
import { orderStream } from '@parks/domain/orders/streams';
import { placedOrder, type RefundOrderSpec } from '@parks/domain/testing/refundOrders';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { AdminProblem, FormAnswer, ListAnswer } from '@parks/schemas/admin/calls';
import { reportViewDefinitionSchema } from '@parks/schemas/admin/definitionSchemas';
import type { ListDefinition, ReportViewDefinition } from '@parks/schemas/admin/definitions';
import { reportIds } from '@parks/schemas/admin/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApi, expectStrictForm, expectStrictList, roleUsers } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const lmg = { token: '' };

type View = ReportViewDefinition & AdminProblem;
const view = (path: string, token = admin.lmg(), language = 'en') =>
  admin.call<View>(`/api/Reports/View/${path}`, { token, language });

const printedMap = { productId: 'prd-printed-map', productName: { en: 'Printed map', fr: 'Carte imprimée' } };

const place = async (
  spec: RefundOrderSpec,
  placedAt: string,
  more: Partial<OrderPlaced['data']> = {},
  portal = false,
): Promise<OrderPlaced['data']> => {
  const placed = {
    ...placedOrder({ orderId: `20260601-${randomUUID().slice(0, 8).toUpperCase()}`, ...spec }),
    ...more,
  };
  const { status: _s, payment, idempotencyKey, requestHash, placedBy: _b, placedAt: _a, ...order } = placed;
  const outcome = await handleCommand(admin.app.eventStore, orderStream(placed.orderId), orderDecider, {
    type: 'PlaceOrder',
    data: { order, payment, idempotencyKey, requestHash, requiresApproval: portal },
    metadata: { now: placedAt, userId: placed.customerId },
  });
  if (outcome.position !== undefined) {
    expect(await admin.app.projections.waitFor(outcome.position, ['OrderPlaced'], 10_000)).toBe(true);
  }
  return placed;
};

const orders: Record<'a' | 'b' | 'c' | 'd', OrderPlaced['data'] | undefined> = {
  a: undefined,
  b: undefined,
  c: undefined,
  d: undefined,
};

beforeAll(async () => {
  lmg.token = admin.lmg();
  orders.a = await place({}, '2026-05-10T12:00:00.000Z');
  orders.b = await place(
    {
      province: 'QC',
      discountCents: 500,
      lines: [
        { unitPriceCents: 1_000, quantity: 3 },
        { unitPriceCents: 2_599, quantity: 1 },
      ],
    },
    '2026-06-02T12:00:00.000Z',
  );
  const portalOrder = (quantity: number, unitPriceCents: number, placedAt: string) => {
    const spec = { storeCode: 'b2b', paid: false, lines: [{ unitPriceCents, quantity }] } as const;
    const base = placedOrder(spec);
    return place(
      spec,
      placedAt,
      { budgetCode: 'CUST-100', lines: base.lines.map((line) => ({ ...line, ...printedMap })) },
      true,
    );
  };
  orders.c = await portalOrder(5, 2_000, '2026-06-05T12:00:00.000Z');
  orders.d = await portalOrder(1, 1_000, '2026-06-06T12:00:00.000Z');
  const declined = await handleCommand(admin.app.eventStore, orderStream(orders.d.orderId), orderDecider, {
    type: 'DeclineOrder',
    data: { orderId: orders.d.orderId, reason: 'No budget', actorRole: 'LMG' },
    metadata: { now: '2026-06-07T12:00:00.000Z', userId: 'usr-lmg' },
  });
  if (declined.position !== undefined) {
    // The models that handle the decline: one handling only other order events keeps its checkpoint where it was.
    expect(await admin.app.projections.waitFor(declined.position, ['OrderDeclined'], 10_000)).toBe(true);
  }
  const refund = await admin.call<{ refund: { totalCents: number } }>('/api/Refunds/Create?storeCode=b2c', {
    token: admin.lmg(),
    method: 'POST',
    body: { orderId: orders.a.orderId, type: 'full', reason: 'Customer request', lines: [] },
  });
  expect([refund.status, refund.body.refund.totalCents]).toEqual([201, 18_080]);
}, 60_000);

const idOf = (key: keyof typeof orders): string => orders[key]?.orderId ?? '';

describe('the reports list and build forms', () => {
  it('lists the six reports, each opening its build form', async () => {
    const list = await admin.call<ListAnswer>('/api/Reports/GetAll?storeCode=b2c', { token: admin.lmg() });
    expect(list.status).toBe(200);
    expectStrictList(list.body);
    expect((list.body as ListDefinition).rows.map((row) => row.id)).toEqual([...reportIds]);
    expect(list.body.rows[3]).toEqual({ id: 'taxesByProvinceRate', title: 'Taxes collected by province and rate' });
    const french = await admin.call<ListAnswer>('/api/Reports/GetAll?storeCode=b2b', {
      token: admin.lmg(),
      language: 'fr',
    });
    expect(french.body.rows[3]?.title).toBe('Taxes perçues par province et par taux');
  });

  it('answers the chooser for `new` and each report its filters', async () => {
    const chooser = await admin.call<FormAnswer>('/api/Reports/GetById/new?storeCode=b2c&action=create', {
      token: admin.lmg(),
    });
    expect(chooser.status).toBe(200);
    expectStrictForm(chooser.body);
    const reportField = chooser.body.sections[0]?.fields[0];
    expect(reportField?.name).toBe('reportId');
    expect(reportField && 'options' in reportField ? reportField.options.map((option) => option.id) : []).toEqual([
      ...reportIds,
    ]);
    const taxes = await admin.call<FormAnswer>('/api/Reports/GetById/taxesByProvinceRate?storeCode=b2c&action=create', {
      token: admin.lmg(),
    });
    expectStrictForm(taxes.body);
    expect(taxes.body.sections.flatMap((section) => section.fields.map((field) => field.name))).toEqual([
      'reportId',
      'store',
      'monthFrom',
      'monthTo',
    ]);
    const unknown = await admin.call<AdminProblem>('/api/Reports/GetById/nope?storeCode=b2c&action=create', {
      token: admin.lmg(),
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'admin.reports.unknown']);
  });
});

describe('each report over the fixture', () => {
  it('Taxes collected by province and rate: what was charged, less what refunds gave back', async () => {
    const reply = await view('taxesByProvinceRate?storeCode=b2c');
    expect(reply.status).toBe(200);
    expect(() => reportViewDefinitionSchema.validateSync(reply.body, { strict: true })).not.toThrow();
    expect(reply.body.values).toEqual([
      { province: 'ON', tax: 'HST', rate: '13%', collectedCents: 3_575, refundedCents: 2_080, netCents: 1_495 },
      { province: 'QC', tax: 'GST', rate: '5%', collectedCents: 330, refundedCents: 0, netCents: 330 },
      { province: 'QC', tax: 'QST', rate: '9.975%', collectedCents: 658, refundedCents: 0, netCents: 658 },
    ]);
    expect(reply.body.summary).toEqual([
      { property: 'Rows', value: '3' },
      { property: 'Collected', value: '$45.63' },
      { property: 'Refunded', value: '$20.80' },
      { property: 'Net collected', value: '$24.83' },
    ]);
    expect(reply.body.filename).toBe('taxesByProvinceRate-b2c-2026-06-15');
    // May alone: A's tax; the refund was made in June.
    const may = await view('taxesByProvinceRate?storeCode=b2c&monthFrom=2026-05&monthTo=2026-05');
    expect(may.body.values).toEqual([
      { province: 'ON', tax: 'HST', rate: '13%', collectedCents: 2_080, refundedCents: 0, netCents: 2_080 },
    ]);
    const both = await view('taxesByProvinceRate?storeCode=b2c&store=0');
    expect(both.body.values).toEqual(reply.body.values);
    const portal = await view('taxesByProvinceRate?storeCode=b2c&store=b2b', admin.lmg(), 'fr');
    expect(portal.body.values).toEqual([
      { province: 'ON', tax: 'HST', rate: '13 %', collectedCents: 1_495, refundedCents: 0, netCents: 1_495 },
    ]);
    expect(portal.body.title).toBe('Taxes perçues par province et par taux');
  });

  it('Sales by product and month: the lines of the orders that stand', async () => {
    const reply = await view('salesByProductMonth?storeCode=b2c');
    const pass = orders.a?.lines[0]?.productName.en;
    expect(reply.body.values).toEqual([
      { month: '2026-05', product: pass, quantity: 2, salesCents: 14_500 },
      // Within a month, by product id: the seed pass's id sorts after prd-printed-map.
      { month: '2026-06', product: 'Printed map', quantity: 5, salesCents: 10_000 },
      { month: '2026-06', product: pass, quantity: 4, salesCents: 5_599 },
    ]);
    expect(reply.body.summary).toEqual([
      { property: 'Rows', value: '3' },
      { property: 'Quantity', value: '11' },
      { property: 'Sales', value: '$300.99' },
    ]);
    const b2c = await view('salesByProductMonth?storeCode=b2c&store=b2c&monthFrom=2026-06');
    expect(b2c.body.values).toEqual([{ month: '2026-06', product: pass, quantity: 4, salesCents: 5_599 }]);
  });

  it('Refunds by type and month', async () => {
    const reply = await view('refundsByTypeMonth?storeCode=b2c');
    expect(reply.body.values).toEqual([
      { month: '2026-06', type: 'Full refund', refunds: 1, subtotalCents: 16_000, taxCents: 2_080, totalCents: 18_080 },
    ]);
    const may = await view('refundsByTypeMonth?storeCode=b2c&monthTo=2026-05');
    expect(may.body.values).toEqual([]);
  });

  it('Discount usage by code', async () => {
    const reply = await view('discountUsage?storeCode=b2c');
    expect(reply.body.values).toEqual([{ code: 'DISCOVER10', uses: 1, discountCents: 500 }]);
    expect(reply.body.summary).toEqual([
      { property: 'Rows', value: '1' },
      { property: 'Uses', value: '1' },
      { property: 'Discounted', value: '$5.00' },
    ]);
  });

  it('Portal orders by customer number and status, declined ones included', async () => {
    const reply = await view('portalOrdersByCustomerStatus?storeCode=b2b');
    expect(reply.body.values).toEqual([
      { budgetCode: 'CUST-100', status: 'Declined', orders: 1, totalCents: 2_825 },
      { budgetCode: 'CUST-100', status: 'Pending Approval', orders: 1, totalCents: 12_995 },
    ]);
    const pending = await view('portalOrdersByCustomerStatus?storeCode=b2b&status=pendingApproval');
    expect(pending.body.values).toEqual([
      { budgetCode: 'CUST-100', status: 'Pending Approval', orders: 1, totalCents: 12_995 },
    ]);
  });

  it('Orders: the list’s own rows and count for the same filter, in either store', async () => {
    const cases = [
      ['b2c', '', {}],
      ['b2b', '', {}],
      ['b2b', 'status=pendingApproval', { status: 'pendingApproval' }],
      ['b2c', 'search=nobody-matches-this', {}],
    ] as const;
    for (const [store, filter, advanced] of cases) {
      const search = filter.startsWith('search=') ? `&${filter}` : '';
      const list = await admin.call<ListDefinition>(
        `/api/Orders/SearchOrders?storeCode=${store}&page=100000${search}`,
        { token: admin.lmg(), method: 'PUT', body: advanced },
      );
      expect(list.status).toBe(200);
      const report = await view(`orders?storeCode=${store}${filter === '' ? '' : `&${filter}`}`);
      expect(report.status).toBe(200);
      const rowsCount = report.body.summary[0];
      expect(rowsCount).toEqual({ property: 'Rows', value: String(list.body.rows.length) });
      expect(report.body.values.map((row) => row.orderId)).toEqual(list.body.rows.map((row) => row.orderId));
    }
    const b2c = await view('orders?storeCode=b2c');
    expect(b2c.body.values.map((row) => row.orderId)).toEqual([idOf('b'), idOf('a')]);
    expect(b2c.body.summary[1]).toEqual({ property: 'Orders', value: '2' });
  });
});

describe('who may read reports, and bad filters', () => {
  it('follows the role table: LMG and SuperUser, in both stores', async () => {
    const expected: Record<string, number> = { LMG: 200, SuperUser: 200, Administrator: 403, Operator: 403 };
    for (const role of Object.keys(roleUsers)) {
      for (const path of ['/api/Reports/GetAll?storeCode=b2b', '/api/Reports/View/discountUsage?storeCode=b2c']) {
        const reply = await admin.call(path, { token: admin.tokens[role] ?? '' });
        expect([role, path, reply.status]).toEqual([role, path, expected[role] ?? 403]);
      }
    }
    const anonymous = await admin.call('/api/Reports/View/orders?storeCode=b2c');
    expect(anonymous.status).toBe(401);
  });

  it('refuses a bad filter with a translated 4xx and appends nothing', async () => {
    const before = await admin.head();
    const cases = [
      ['taxesByProvinceRate?storeCode=b2c&monthFrom=2026-13', 422, 'admin.reports.month.invalid'],
      ['taxesByProvinceRate?storeCode=b2c&monthFrom=2026-06&monthTo=2026-01', 422, 'admin.reports.monthRange.invalid'],
      ['taxesByProvinceRate?storeCode=b2c&store=b2x', 422, 'admin.storeCode.invalid'],
      ['discountUsage?storeCode=b2c&store=b2c', 422, 'validation.invalid'],
      ['orders?storeCode=b2c&status=lost', 422, 'validation.invalid'],
      [`orders?storeCode=b2c&search=${'x'.repeat(300)}`, 422, 'search.tooLong'],
      ['orders?storeCode=b2c&totalFrom=-5', 422, 'admin.orders.amount.invalid'],
      ['orders', 422, 'admin.storeCode.required'],
      ['nope?storeCode=b2c', 404, 'admin.reports.unknown'],
    ] as const;
    for (const [path, status, code] of cases) {
      const reply = await view(path);
      expect([path, reply.status, reply.body.code]).toEqual([path, status, code]);
    }
    const french = await view('taxesByProvinceRate?storeCode=b2c&monthFrom=2026-13', admin.lmg(), 'fr');
    expect(french.body.message).toBe('Entrez un mois au format AAAA-MM.');
    expect(await admin.head()).toBe(before);
  });
});
