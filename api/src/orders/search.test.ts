/**
 * The back office's order list over real HTTP (`PUT /api/Orders/SearchOrders`, a started server with the seed
 * users): every advanced search field with one hit and one miss and its exact-match flag, the keyword, pages and
 * Show all, the served definition (strictly valid; b2b selection and Actions panel, none on b2c), the role table
 * per store, refusals in English and French, and the b2b bulk action answering order by order.
 */
import type { AdminProblem, ListAnswer } from '@parks/schemas/admin/calls';
import type { UpdateOrdersResultDto } from '@parks/schemas/portal';
import { describe, expect, it } from 'vitest';
import { adminTestApi, expectStrictList } from '../admin/testing/adminTestApi.ts';
import { placeTestOrders, type TestOrder, totalOf } from './testing/adminOrders.ts';

const admin = adminTestApi();
const { call, tokens } = admin;

const alpha: TestOrder = {
  orderId: 'ord-search-alpha',
  storeCode: 'b2b',
  placedAt: '2026-06-01T14:00:00.000Z',
  budgetCode: 'CPC-100001',
  poNumber: 'PO-ALPHA-7',
  username: 'portal',
  sku: 'PUB-VG-001',
  quantity: 100,
  shipping: {
    firstName: 'Paula',
    lastName: 'Martin',
    phone1: '(819) 555-0100',
    email: 'paula@partner.example',
    city: 'Gatineau',
    postalCode: 'J8X 0B3',
  },
  billing: { firstName: 'Bill', lastName: 'Payer', city: 'Ottawa', postalCode: 'K1A 0B1' },
  state: 'pendingApproval',
};
/** Beta's buyer ships to and is billed at the same address. */
const zoe = {
  firstName: 'Zoe',
  lastName: 'Quinn',
  phone1: '(604) 555-0123',
  email: 'zoe@coast.example',
  city: 'Vancouver',
  postalCode: 'V6B 1A1',
};
const beta: TestOrder = {
  orderId: 'ord-search-beta',
  storeCode: 'b2b',
  placedAt: '2026-06-10T14:00:00.000Z',
  budgetCode: 'CPC-100002',
  poNumber: 'PO-BETA-8',
  username: 'buyer2',
  sku: 'PUB-MAP-002',
  quantity: 300,
  shipping: zoe,
  billing: zoe,
  state: { shippedAt: '2026-06-12T09:00:00.000Z' },
};
const gamma: TestOrder = {
  ...alpha,
  orderId: 'ord-search-gamma',
  placedAt: '2026-06-02T14:00:00.000Z',
  poNumber: 'PO-G',
};
const publicOrders: TestOrder[] = Array.from({ length: 23 }, (_, n) => ({
  orderId: `ord-public-${String(n).padStart(2, '0')}`,
  storeCode: 'b2c',
  placedAt: new Date(Date.parse('2026-05-01T10:00:00.000Z') + n * 3_600_000).toISOString(),
  shipping: { city: n % 2 === 0 ? 'Banff' : 'Jasper' },
  state: 'pending',
}));

type SearchAnswer = ListAnswer & AdminProblem;
const search = (store: string, body: unknown = {}, query = '', token = tokens.LMG ?? '', language = 'en') =>
  call<SearchAnswer>(`/api/Orders/SearchOrders?storeCode=${store}${query}`, {
    method: 'PUT',
    body,
    token,
    language,
  });
const idsOf = (answer: Readonly<{ body: ListAnswer }>) => answer.body.rows.map((row) => row.id);

describe('PUT /api/Orders/SearchOrders', () => {
  it('places the orders of both stores', async () => {
    await placeTestOrders(admin.app, [alpha, beta, gamma, ...publicOrders]);
    const all = await search('b2b', {}, '&page=100000');
    expect(all.status).toBe(200);
    expect(idsOf(all)).toEqual([beta.orderId, gamma.orderId, alpha.orderId]);
  });

  // Each field: a part that finds alpha alone, the same part with the exact flag (nothing), the whole value with
  // the flag (alpha), and a value no order has.
  const textCases: readonly (readonly [string, string, string, string])[] = [
    ['budgetCode', '100001', 'cpc-100001', 'CPC-9'],
    ['orderId', 'search-alpha', 'ORD-SEARCH-ALPHA', 'ord-none'],
    ['poNumber', 'alpha', 'po-alpha-7', 'PO-NONE'],
    ['sku', 'VG', 'pub-vg-001', 'PUB-XX'],
    ['username', 'porta', 'Portal', 'nobody'],
    ['firstName', 'paul', 'PAULA', 'Yves'],
    ['lastName', 'mart', 'martin', 'Tremblay'],
    ['phoneNumber', '819', '819-555-0100', '999'],
    ['emailAddress', 'paula@', 'Paula@Partner.example', 'x@y.example'],
    ['city', 'gatin', 'GATINEAU', 'Moncton'],
    ['postalCode', 'j8x', 'j8x0b3', 'E1C'],
  ];
  it.each(textCases)('%s: a part, an exact value, a miss', async (field, part, whole, miss) => {
    const withGamma = field === 'orderId' || field === 'poNumber' ? [alpha.orderId] : [gamma.orderId, alpha.orderId];
    expect(idsOf(await search('b2b', { [field]: part }))).toEqual(withGamma);
    expect(idsOf(await search('b2b', { [field]: part, [`${field}Exact`]: true }))).toEqual([]);
    expect(idsOf(await search('b2b', { [field]: whole, [`${field}Exact`]: 'true' }))).toEqual(withGamma);
    expect(idsOf(await search('b2b', { [field]: miss }))).toEqual([]);
  });

  it('status: the orders in that status, none for a status no order has', async () => {
    expect(idsOf(await search('b2b', { status: 'shipped' }))).toEqual([beta.orderId]);
    expect(idsOf(await search('b2b', { status: 'pendingApproval' }))).toEqual([gamma.orderId, alpha.orderId]);
    expect(idsOf(await search('b2b', { status: 'declined' }))).toEqual([]);
  });

  it('addressType: the address fields match the shipping one, the billing one, or either', async () => {
    expect(idsOf(await search('b2b', { city: 'Ottawa', addressType: 'billing', poNumber: 'alpha' }))).toEqual([
      alpha.orderId,
    ]);
    expect(idsOf(await search('b2b', { city: 'Ottawa', addressType: 'shipping' }))).toEqual([]);
    expect(idsOf(await search('b2b', { city: 'Ottawa', poNumber: 'alpha' }))).toEqual([alpha.orderId]);
    // Either address, but every field of the same one: Paula ships to Gatineau, Bill pays from Ottawa.
    expect(idsOf(await search('b2b', { firstName: 'Paula', city: 'Ottawa' }))).toEqual([]);
  });

  it('ordered and shipped date ranges, each day included whole', async () => {
    expect(idsOf(await search('b2b', { dateOrderedFrom: '2026-06-05' }))).toEqual([beta.orderId]);
    expect(idsOf(await search('b2b', { dateOrderedTo: '2026-06-01' }))).toEqual([alpha.orderId]);
    expect(idsOf(await search('b2b', { dateOrderedFrom: '2026-06-20' }))).toEqual([]);
    const shipped = { dateShippedFrom: '2026-06-12', dateShippedTo: '2026-06-12' };
    expect(idsOf(await search('b2b', shipped))).toEqual([beta.orderId]);
    expect(idsOf(await search('b2b', { dateShippedTo: '2026-06-11' }))).toEqual([]);
  });

  it('total amount range in dollars as staff type them, in either writing', async () => {
    const total = totalOf(beta);
    expect(total).not.toBe(totalOf(alpha));
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(idsOf(await search('b2b', { totalFrom: dollars(total), totalTo: dollars(total) }))).toEqual([beta.orderId]);
    expect(idsOf(await search('b2b', { totalFrom: dollars(total).replace('.', ','), totalTo: total / 100 }))).toEqual([
      beta.orderId,
    ]);
    expect(idsOf(await search('b2b', { totalFrom: dollars(total + 1) }))).toEqual([]);
  });

  it('the keyword in the query string, alone or with the advanced fields', async () => {
    expect(idsOf(await search('b2b', {}, '&search=Vancouver'))).toEqual([beta.orderId]);
    expect(idsOf(await search('b2b', { status: 'shipped' }, '&search=gatineau'))).toEqual([]);
    expect(idsOf(await search('b2b', {}, '&search=zzz-nothing'))).toEqual([]);
  });

  it('pages of 20 newest first, LOAD MORE while more follow, Show all', async () => {
    const first = await search('b2c');
    expect([first.body.rows.length, first.body.showMore, first.body.args.page]).toEqual([20, true, 1]);
    expect(first.body.rows[0]?.id).toBe('ord-public-22');
    const second = await search('b2c', {}, '&page=2');
    expect([idsOf(second), second.body.showMore]).toEqual([['ord-public-02', 'ord-public-01', 'ord-public-00'], false]);
    const all = await search('b2c', {}, '&page=100000&search=jasper');
    expect([all.body.rows.length, all.body.showMore]).toEqual([11, false]);
    expect(idsOf(all).every((id) => typeof id === 'string' && id.startsWith('ord-public-'))).toBe(true);
  });

  it('serves a strict definition: on b2b the selection (Pending Approval rows only), the Actions and the search form', async () => {
    for (const language of ['en', 'fr']) {
      const b2b = await search('b2b', {}, '', tokens.SuperUser, language);
      expectStrictList(b2b.body, `b2b ${language}`);
      const b2c = await search('b2c', {}, '', tokens.Administrator, language);
      expectStrictList(b2c.body, `b2c ${language}`);
    }
    const b2b = await search('b2b');
    expect(b2b.body.columns.find((column) => column.name === 'selected')?.type).toBe('checkbox');
    const selectable = Object.fromEntries(b2b.body.rows.map((row) => [row.id, row.selected]));
    expect(selectable).toEqual({ [alpha.orderId]: false, [gamma.orderId]: false, [beta.orderId]: null });
    expect(b2b.body.buttons.map((button) => [button.name, button.roles])).toEqual([
      ['details', ['LMG', 'SuperUser']],
      ['approve', ['LMG', 'SuperUser']],
      ['decline', ['LMG', 'SuperUser']],
    ]);
    const fields = b2b.body.searchDto?.sections.flatMap((section) => section.fields.map((field) => field.name));
    expect(fields).toEqual(
      expect.arrayContaining(['budgetCode', 'budgetCodeExact', 'status', 'addressType', 'dateShippedTo', 'postalCode']),
    );
    const b2c = await search('b2c');
    expect(b2c.body.columns.some((column) => column.type === 'checkbox')).toBe(false);
    expect(b2c.body.searchDto).toBeNull();
    expect(b2c.body.buttons.map((button) => button.name)).toEqual(['details']);
    expect((await search('b2b', {}, '', tokens.LMG, 'fr')).body.title).toBe('Commandes');
  });

  it('follows the role table of each store', async () => {
    const expected: Readonly<Record<string, readonly [number, number]>> = {
      LMG: [200, 200],
      SuperUser: [200, 200],
      Administrator: [200, 403],
      Operator: [403, 403],
      PortalUser: [403, 403],
    };
    for (const [role, [b2c, b2b]] of Object.entries(expected)) {
      const token = tokens[role] ?? '';
      expect([(await search('b2c', {}, '', token)).status, (await search('b2b', {}, '', token)).status], role).toEqual([
        b2c,
        b2b,
      ]);
    }
    const anonymous = await call('/api/Orders/SearchOrders?storeCode=b2c', { method: 'PUT', body: {} });
    expect(anonymous.status).toBe(401);
  });

  it('refuses what is wrong with a translated message per field, changing nothing', async () => {
    const before = await admin.head();
    const bad = await search('b2b', { dateOrderedFrom: '2026-13-40', sku: 'x'.repeat(101), totalFrom: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      dateOrderedFrom: ['Enter a date as YYYY-MM-DD.'],
      sku: ['A search field can have at most 100 characters.'],
      totalFrom: ['An amount is in dollars, from 0 to 1000000000, with at most two decimals (12.50).'],
    });
    const french = await search(
      'b2b',
      { dateShippedFrom: '2026-06-12', dateShippedTo: '2026-06-01' },
      '',
      tokens.LMG,
      'fr',
    );
    expect([french.status, french.body.errors?.dateShippedTo]).toEqual([
      422,
      ['La première date d’une période ne peut pas suivre la dernière.'],
    ]);
    expect((await search('b2b', { status: 'lost' })).status).toBe(422);
    expect((await search('b2b', {}, '&page=0')).status).toBe(422);
    expect((await search('b2b', {}, `&search=${'y'.repeat(151)}`)).status).toBe(422);
    const noStore = await call<AdminProblem>('/api/Orders/SearchOrders', {
      method: 'PUT',
      body: {},
      token: tokens.LMG,
    });
    expect([noStore.status, noStore.body.errors?.storeCode]).toEqual([422, ['Please choose a store (b2c or b2b).']]);
    expect(await admin.head()).toBe(before);
  });

  it('answers the same list as the gateway POST /api/Orders/GetAll', async () => {
    const searched = await search(
      'b2b',
      { city: 'gatineau', cityExact: true, status: 'pendingApproval' },
      '&search=po',
    );
    expect(idsOf(searched)).toEqual([gamma.orderId, alpha.orderId]);
    const gateway = await call<SearchAnswer>('/api/Orders/GetAll', {
      method: 'POST',
      token: tokens.LMG,
      body: {
        entity: 'Orders',
        storeCode: 'b2b',
        data: { search: 'po', city: 'gatineau', cityExact: true, status: 'pendingApproval' },
      },
    });
    expect([gateway.status, gateway.body]).toEqual([200, searched.body]);
    const wrong = await call<SearchAnswer>('/api/Orders/GetAll', {
      method: 'POST',
      token: tokens.LMG,
      body: { entity: 'Products', storeCode: 'b2b', data: null },
    });
    expect(wrong.status).toBe(422);
    const badDate = await call<SearchAnswer>('/api/Orders/GetAll', {
      method: 'POST',
      token: tokens.LMG,
      language: 'fr',
      body: { entity: 'Orders', storeCode: 'b2b', data: { dateOrderedTo: 'demain' } },
    });
    expect([badDate.status, badDate.body.errors]).toEqual([
      422,
      { dateOrderedTo: ['Entrez une date au format AAAA-MM-JJ.'] },
    ]);
    const administrator = await call('/api/Orders/GetAll', {
      method: 'POST',
      token: tokens.Administrator,
      body: { entity: 'Orders', storeCode: 'b2b', data: null },
    });
    expect(administrator.status).toBe(403);
  });

  it('the bulk action on a selection answers each order, and the list then shows the new statuses', async () => {
    const bulk = await call<UpdateOrdersResultDto>('/api/Orders/UpdateOrders', {
      method: 'PUT',
      token: tokens.SuperUser,
      body: { action: 'approve', orderIds: [alpha.orderId, beta.orderId, gamma.orderId] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results).toEqual([
      { orderId: alpha.orderId, ok: true, status: 'pending', code: null },
      { orderId: beta.orderId, ok: false, status: null, code: 'order.notAwaitingApproval' },
      { orderId: gamma.orderId, ok: true, status: 'pending', code: null },
    ]);
    const after = await search('b2b', { status: 'pending' });
    expect(idsOf(after)).toEqual([gamma.orderId, alpha.orderId]);
    expect(after.body.rows.every((row) => row.selected === null)).toBe(true);
  });
});
