/**
 * Refunds over real HTTP: the refund form, Full / Specific products / Partial refunds on public orders taxed in
 * Ontario (HST) and Quebec (GST + QST) with their shipping line, the preview, who may refund, amounts refused with
 * nothing recorded, and refunds racing for what is left of one line.
 */
import type { OrderPlaced } from '@parks/domain/orders/events';
import type { RefundOrderSpec } from '@parks/domain/testing/refundOrders';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { CreateRefundResultDto, RefundFormDto } from '@parks/schemas/admin/refunds';
import type { SignedInUserDto } from '@parks/schemas/auth';
import type { ProblemDetails } from '@parks/schemas/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, call, seed, startTestApi, type TestApi, tokenOf } from '../testing/testApi.ts';
import { placeOrder } from './testing/placeOrder.ts';

let api: TestApi;
const users: Record<string, SignedInUserDto> = {};
const as = <T = ProblemDetails>(who: string, path: string, options: Call = {}) =>
  call<T>(api.base, path, { ...options, token: users[who]?.token ?? '' });

const place = (spec: RefundOrderSpec = {}): Promise<OrderPlaced['data']> => placeOrder(api.eventStore, spec);
const ontario = () => place();
// 3000 + 2599 and 1500 shipping: GST 5% 355, QST 9.975% 708.
const quebec = () =>
  place({
    province: 'QC',
    lines: [
      { unitPriceCents: 1_000, quantity: 3 },
      { unitPriceCents: 2_599, quantity: 1 },
    ],
  });

type Line = Readonly<{ id: string; amount?: number | string | null }>;
const body = (orderId: string, type: string, lines: readonly Line[] = [], more: Record<string, unknown> = {}) => ({
  body: { orderId, type, reason: 'Customer request', comments: 'Called on Monday', lines, ...more },
});
const create = (who: string, orderId: string, type: string, lines: readonly Line[] = [], more = {}) =>
  as<CreateRefundResultDto & ProblemDetails>(
    who,
    '/api/Refunds/Create?storeCode=b2c',
    body(orderId, type, lines, more),
  );
const formOf = (who: string, orderId: string, headers: Record<string, string> = {}) =>
  as<RefundFormDto & ProblemDetails>(who, `/api/Refunds/GetById/${orderId}?storeCode=b2c`, { headers });

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['portal', 'operator', 'lmg', 'superuser', 'administrator']) {
    users[username] = await tokenOf(api.base, username, seed(username).password);
  }
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('GET /api/Refunds/GetById/{orderId}', () => {
  it('answers the refund form: the three types, each line with what it has available, the refunds so far', async () => {
    const order = await ontario();
    const form = await formOf('lmg', order.orderId);
    expect(form.status).toBe(200);
    expect(form.body.types).toEqual([
      { value: 'full', label: 'Full refund' },
      { value: 'specific', label: 'Specific products' },
      { value: 'partial', label: 'Partial' },
    ]);
    expect(
      form.body.lines.map((line) => [line.id, line.sku, line.taxRate, line.amountAvailableForRefundCents]),
    ).toEqual([
      ['line-1', order.lines[0]?.productId, 13_000, 14_500],
      ['shipping', 'S/H', 13_000, 1_500],
    ]);
    expect(form.body).toMatchObject({ orderId: order.orderId, storeCode: 'b2c', paidCents: 18_080, refunds: [] });
    const french = await formOf('lmg', order.orderId, { 'Accept-Language': 'fr' });
    expect(french.body.types.map((type) => type.label)).toEqual([
      'Remboursement complet',
      'Produits spécifiques',
      'Partiel',
    ]);
  });

  it('answers 404 for an order that does not exist', async () => {
    for (const orderId of ['20261127-NOPE', 'a:b', '__proto__']) {
      const reply = await formOf('lmg', encodeURIComponent(orderId));
      expect([orderId, reply.status, reply.body.code]).toEqual([orderId, 404, 'order.notFound']);
    }
  });
});

describe('POST /api/Refunds/Create', () => {
  it('previews a full refund (recording nothing), then records exactly what the preview answered', async () => {
    const order = await ontario();
    const preview = await create('lmg', order.orderId, 'full', [], { preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toBe(true);
    expect(preview.body.refund).toMatchObject({
      refundId: `${order.orderId}-R1`,
      type: 'full',
      subtotalCents: 16_000,
      taxes: [{ kind: 'HST', rate: 13_000, amountCents: 2_080 }],
      totalCents: 18_080,
      requestedByRole: 'LMG',
      requestedBy: users.lmg?.id,
      reason: 'Customer request',
      comments: 'Called on Monday',
    });
    expect(preview.body.refund.lines.map((line) => [line.id, line.taxRefundedCents, line.totalRefundedCents])).toEqual([
      ['line-1', 1_885, 16_385],
      ['shipping', 195, 1_695],
    ]);
    expect((await formOf('lmg', order.orderId)).body.refunds).toEqual([]);

    const created = await create('lmg', order.orderId, 'full');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ preview: false, message: 'The refund was recorded.' });
    // The same refund, but recorded a moment later than it was previewed.
    expect(created.body.refund).toEqual({ ...preview.body.refund, requestedAt: created.body.refund.requestedAt });
    const form = (await formOf('lmg', order.orderId)).body;
    expect(form.refunds).toEqual([
      { ...created.body.refund, status: 'requested', failureReason: null, settledAt: null },
    ]);
    expect(form.lines.map((line) => line.amountAvailableForRefundCents)).toEqual([0, 0]);
    expect(form.refundedCents).toBe(18_080);
    const again = await create('lmg', order.orderId, 'full');
    expect([again.status, again.body.code]).toEqual([409, 'refund.nothingToRefund']);
  });

  it('returns what an Ontario Express order charged, to the cent, HST on shipping included (#20)', async () => {
    // 226.50 + 24.95 Express; HST 13% of 251.45 = 32.69, of which 3.24 on shipping; 284.14 charged.
    const order = await place({ lines: [{ unitPriceCents: 7_550, quantity: 3 }], shippingCents: 2_495 });
    expect(order.totals).toMatchObject({ subtotalCents: 22_650, shippingCents: 2_495, taxCents: 3_269 });
    const before = (await formOf('lmg', order.orderId)).body;
    expect(before.lines.map((line) => [line.sku, line.taxRate])).toEqual([
      [order.lines[0]?.productId, 13_000],
      ['S/H', 13_000],
    ]);
    expect(before.paidCents).toBe(28_414);
    const created = await create('lmg', order.orderId, 'full');
    expect(created.status).toBe(201);
    expect(created.body.refund).toMatchObject({
      subtotalCents: 25_145,
      taxes: [{ kind: 'HST', rate: 13_000, amountCents: 3_269 }],
      totalCents: 28_414,
    });
    expect(created.body.refund.lines.map((line) => [line.id, line.taxRefundedCents, line.totalRefundedCents])).toEqual([
      ['line-1', 2_945, 25_595],
      ['shipping', 324, 2_819],
    ]);
    const after = (await formOf('lmg', order.orderId)).body;
    expect([after.refundedCents, after.lines.map((line) => line.amountAvailableForRefundCents)]).toEqual([
      28_414,
      [0, 0],
    ]);
    const again = await create('lmg', order.orderId, 'full');
    expect([again.status, again.body.code]).toEqual([409, 'refund.nothingToRefund']);
  });

  it('refunds specific products of a Quebec order with GST and QST split to the cent', async () => {
    const order = await quebec();
    const created = await create('superuser', order.orderId, 'specific', [{ id: 'line-2' }]);
    expect(created.status).toBe(201);
    // 2599: GST 129.95 → 130, QST 259.25 → 259.
    expect(created.body.refund).toMatchObject({
      lines: [
        {
          id: 'line-2',
          subtotalRefundedCents: 2_599,
          taxes: [
            { kind: 'GST', rate: 5_000, amountCents: 130 },
            { kind: 'QST', rate: 9_975, amountCents: 259 },
          ],
          totalRefundedCents: 2_988,
        },
      ],
      totalCents: 2_988,
      requestedByRole: 'SuperUser',
    });
  });

  it('refunds typed amounts (negative dollars) on a Quebec order, shipping with its share of the tax', async () => {
    const order = await quebec();
    const created = await create('lmg', order.orderId, 'partial', [
      { id: 'line-1', amount: -10 },
      { id: 'shipping', amount: '-7.50' },
    ]);
    expect([created.status, created.body.errors]).toEqual([201, undefined]);
    expect(created.body.refund.lines).toMatchObject([
      { id: 'line-1', subtotalRefundedCents: 1_000, taxRefundedCents: 150, totalRefundedCents: 1_150 },
      // Half the shipping: half of the GST 75 and QST 150 charged on it, 37.50 rounded up.
      { id: 'shipping', subtotalRefundedCents: 750, taxRefundedCents: 113, totalRefundedCents: 863 },
    ]);
    expect(created.body.refund.taxes).toEqual([
      { kind: 'GST', rate: 5_000, amountCents: 88 },
      { kind: 'QST', rate: 9_975, amountCents: 175 },
    ]);
    const over = await create('lmg', order.orderId, 'partial', [{ id: 'shipping', amount: -7.51 }]);
    expect([over.status, over.body.code, over.body.errors]).toEqual([
      409,
      'refund.shipping.exceedsPaid',
      { 'lines.shipping': ['refund.shipping.exceedsPaid'] },
    ]);
  });

  it('refuses zero, positive, over-precise and malformed amounts, unknown lines and missing fields, recording nothing', async () => {
    const order = await quebec();
    const refused: [string, readonly Line[], Record<string, unknown>, number, string][] = [
      ['partial', [{ id: 'line-1', amount: 0 }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1', amount: -0 }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1', amount: 12.5 }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1', amount: -1.005 }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1', amount: '-1e2' }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1', amount: -1e-7 }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1', amount: -1e12 }], {}, 422, 'refund.amount.invalid'],
      ['partial', [{ id: 'line-1' }], {}, 422, 'refund.amount.required'],
      ['partial', [{ id: 'line-9', amount: -1 }], {}, 422, 'refund.line.unknown'],
      ['partial', [{ id: '__proto__', amount: -1 }], {}, 422, 'refund.line.unknown'],
      ['partial', [{ id: 'line-1', amount: -30.01 }], {}, 409, 'refund.line.exceedsAvailable'],
      [
        'partial',
        [
          { id: 'line-1', amount: -1 },
          { id: 'line-1', amount: -1 },
        ],
        {},
        422,
        'refund.line.duplicate',
      ],
      ['specific', [], {}, 422, 'refund.lines.required'],
      ['everything', [], {}, 422, 'refund.type.invalid'],
      ['full', [], { reason: ' ' }, 422, 'refund.reason.required'],
      ['full', [], { lines: 'all' }, 422, 'validation.invalid'],
    ];
    for (const [type, lines, more, status, code] of refused) {
      const reply = await create('lmg', order.orderId, type, lines, more);
      expect([type, JSON.stringify(lines), reply.status, reply.body.code]).toEqual([
        type,
        JSON.stringify(lines),
        status,
        code,
      ]);
    }
    // Raw JSON: what JSON.parse makes Infinity of, or an inexact 20-digit number; each the amount's message.
    for (const raw of ['1e309', '-1e309', '-12345678901234567890', '-1e-7']) {
      const text = JSON.stringify(body(order.orderId, 'partial', [{ id: 'line-1', amount: 'RAW' }]).body);
      const response = await fetch(`${api.base}/api/Refunds/Create?storeCode=b2c`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${users.lmg?.token ?? ''}` },
        body: text.replace('"RAW"', raw),
      });
      const problem = (await response.json()) as ProblemDetails;
      expect([raw, response.status, problem.code]).toEqual([raw, 422, 'refund.amount.invalid']);
    }
    const notJson = await as('lmg', '/api/Refunds/Create', { body: [1, 2] });
    expect(notJson.status).toBe(422);
    const form = await formOf('lmg', order.orderId);
    expect(form.body.refunds).toEqual([]);
    expect(form.body.revision).toBeNull();
  });
});

describe('who may refund', () => {
  it('is LMG and SuperUser on both stores, the Administrator on public-store orders only; never an Operator', async () => {
    const publicOrder = await ontario();
    const portalOrder = await place({ storeCode: 'b2b', paid: false });
    const outcomes: string[] = [];
    const table: [string, OrderPlaced['data'], number][] = [
      ['lmg', publicOrder, 200],
      ['superuser', publicOrder, 200],
      ['administrator', publicOrder, 200],
      ['operator', publicOrder, 403],
      ['portal', publicOrder, 403],
      ['lmg', portalOrder, 200],
      ['superuser', portalOrder, 200],
      ['administrator', portalOrder, 403],
      ['operator', portalOrder, 403],
      ['portal', portalOrder, 403],
    ];
    for (const [who, order, status] of table) {
      const form = await formOf(who, order.orderId);
      const preview = await create(who, order.orderId, 'full', [], { preview: true });
      for (const [what, reply] of [
        ['form', form],
        ['preview', preview],
      ] as const) {
        if (reply.status !== status) outcomes.push(`${who} ${order.storeCode} ${what}: ${reply.status} ≠ ${status}`);
        if (status === 403 && reply.body.code !== 'auth.permissionDenied') outcomes.push(`${who}: ${reply.body.code}`);
      }
    }
    expect(outcomes).toEqual([]);
    // The request's storeCode does not open the portal order to the Administrator.
    const named = await as('administrator', '/api/Refunds/Create?storeCode=b2c', {
      body: { ...body(portalOrder.orderId, 'full').body, storeCode: 'b2c' },
    });
    expect(named.status).toBe(403);
    const recorded = await create('administrator', publicOrder.orderId, 'full');
    expect([recorded.status, recorded.body.refund.requestedByRole]).toEqual([201, 'Administrator']);
    expect((await create('operator', publicOrder.orderId, 'full')).status).toBe(403);
  });

  it('answers 401 to anonymous callers', async () => {
    const order = await ontario();
    expect((await call(api.base, `/api/Refunds/GetById/${order.orderId}`)).status).toBe(401);
    expect((await call(api.base, '/api/Refunds/Create', body(order.orderId, 'full'))).status).toBe(401);
  });
});

/**
 * The store as a networked one (EventStoreDB) behaves: a read takes a turn of the event loop per event, so requests
 * handled together read the same revision before either appends. The embedded store reads in one go, which would
 * serialise the requests and never show the race.
 */
const withReadLatency = (store: EventStore): EventStore =>
  new Proxy(store, {
    get: (target, key) => {
      if (key === 'readStream') {
        return async function* (...args: Parameters<EventStore['readStream']>) {
          await new Promise((resolve) => setImmediate(resolve));
          for await (const event of target.readStream(...args)) {
            await new Promise((resolve) => setImmediate(resolve));
            yield event;
          }
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

describe('refunds racing for what is left', () => {
  it('never pass the cap: of 20 parallel refunds of 10% each, the ones refused get a 409, round after round', async () => {
    const order = await ontario();
    const networked = await api.start({ eventStore: withReadLatency(api.eventStore) });
    const cap = 14_500;
    const tenth = cap / 10;
    let accepted = 0;
    const refusals: string[] = [];
    let sent = 0;
    for (let round = 0; round < 12; round += 1) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          call<CreateRefundResultDto & ProblemDetails>(networked.url, '/api/Refunds/Create', {
            ...body(order.orderId, 'partial', [{ id: 'line-1', amount: -(tenth / 100) }]),
            token: users.lmg?.token ?? '',
          }),
        ),
      );
      for (const reply of replies) {
        if (reply.status === 201) accepted += 1;
        else refusals.push(`${reply.status} ${reply.body.code}`);
      }
      sent += replies.length;
      const form = (await formOf('lmg', order.orderId)).body;
      const refunded = form.refunds.reduce(
        (sum, refund) => sum + refund.lines.reduce((total, line) => total + line.subtotalRefundedCents, 0),
        0,
      );
      expect(refunded).toBe(accepted * tenth);
      expect(refunded).toBeLessThanOrEqual(cap);
      expect(form.refunds.reduce((sum, refund) => sum + refund.totalCents, 0)).toBe(form.refundedCents);
      if (form.lines[0]?.amountAvailableForRefundCents === 0) break;
    }
    expect(accepted).toBe(10);
    expect(refusals).toHaveLength(sent - accepted);
    expect(
      refusals.every((refusal) =>
        ['409 refund.concurrentRefund', '409 refund.line.exceedsAvailable'].includes(refusal),
      ),
    ).toBe(true);
    // The race was run: refunds that read a revision another had just passed lost on it.
    expect(refusals).toContain('409 refund.concurrentRefund');
    // The HST charged on the line, 1885, whatever the order the refunds won in.
    const form = (await formOf('lmg', order.orderId)).body;
    expect(form.refunds.reduce((sum, refund) => sum + refund.taxCents, 0)).toBe(1_885);
  }, 60_000);
});
