/**
 * The input findings of issue 10 ("Harden every input"), one test each, over real HTTP against the app with the
 * public store and accounts. Each one gave a 500 (or accepted what it should not) before the one validation
 * path; each must be a 4xx now, with nothing appended to the event log.
 */
import { gzipSync } from 'node:zlib';
import type { Position } from '@parks/infra/eventStore/port';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { newGuest } from '../testing/testApi.ts';
import type { LocalizedProblem } from './problems.ts';

const api = fileTestApi({ store: true, accounts: true, signIn: ['lmg', 'portal'] });
const { user } = api;
let guest: string;

beforeAll(async () => {
  guest = await newGuest(api.server.base);
});

type Request = Readonly<{
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}>;

const send = async (request: Request): Promise<{ status: number; body: LocalizedProblem }> => {
  const payload = request.raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const response = await fetch(`${api.server.base}${request.path}`, {
    method: request.method,
    headers: {
      Accept: 'application/json',
      ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(request.token === undefined ? {} : { Authorization: `Bearer ${request.token}` }),
      ...request.headers,
    },
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as LocalizedProblem };
};

const head = async (): Promise<Position | undefined> => api.server.eventStore.headPosition();

/** The request's answer, having checked that it is a 4xx and that the log did not move. */
const refused = async (request: Request) => {
  const before = await head();
  const answer = await send(request);
  expect(answer.status, `${request.method} ${request.path}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(answer.status, `${request.method} ${request.path} ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  expect(await head()).toEqual(before);
  return answer;
};

/** Each endpoint of the finding, with a body whose `field` (a trimmed string) is `value`. */
const trimmedStringFields = (value: unknown): (Request & { field: string })[] => {
  const lmg = user('lmg');
  const portal = user('portal');
  const headers = { 'Idempotency-Key': 'hardening-1' };
  return [
    { method: 'POST', path: '/api/cart/addToCart', token: guest, field: 'productId', body: { productId: value } },
    {
      method: 'POST',
      path: '/api/cart/editCart',
      token: guest,
      field: 'lineId',
      body: { lineId: value, productId: 'prod-discovery-adult', quantity: 1 },
    },
    {
      method: 'PUT',
      path: '/api/cart/updateCart',
      token: guest,
      field: 'lineId',
      body: { lineId: value, quantity: 1 },
    },
    { method: 'PUT', path: '/api/cart/addDiscount', token: guest, field: 'code', body: { code: value } },
    {
      method: 'PUT',
      path: '/api/checkout/checkoutOrder',
      token: guest,
      headers,
      field: 'shipping.firstName',
      body: { shipping: { firstName: value }, agreeToTerms: true },
    },
    {
      method: 'PUT',
      path: `/api/account/Update/${lmg.id}`,
      token: lmg.token,
      field: 'firstName',
      body: { firstName: value },
    },
    {
      method: 'POST',
      path: `/api/account/${lmg.id}/addresses`,
      token: lmg.token,
      field: 'nickName',
      body: { nickName: value },
    },
    {
      method: 'POST',
      path: '/api/portal/cart/addToCart',
      token: portal.token,
      field: 'productId',
      body: { productId: value },
    },
    {
      method: 'PUT',
      path: `/api/PortalCheckout/GetById/${portal.id}`,
      token: portal.token,
      field: 'firstName',
      body: { firstName: value },
    },
    {
      method: 'POST',
      path: `/api/PortalCheckout/Create/${portal.id}`,
      token: portal.token,
      headers,
      field: 'address1',
      body: { address1: value },
    },
    {
      method: 'POST',
      path: '/api/Users/Create?storeCode=b2b',
      token: lmg.token,
      field: 'firstName',
      body: { username: 'ada.l', password: 'A-long-enough-password', role: 'Operator', firstName: value },
    },
    {
      method: 'POST',
      path: '/api/Orders/20260615-ABCDEFGHJK/Decline',
      token: lmg.token,
      field: 'reason',
      body: { reason: value },
    },
  ];
};

describe('an object or array in a trimmed string field (was a 500: val.trim is not a function)', () => {
  for (const [kind, value] of [
    ['object', { a: 1 }],
    ['array', ['x']],
  ] as const) {
    it(`answers 422 naming the field when it is an ${kind}, at every endpoint of the finding`, async () => {
      for (const request of trimmedStringFields(value)) {
        const answer = await refused(request);
        expect(answer.status, request.path).toBe(422);
        expect(Object.keys(answer.body.errors ?? {}), request.path).toContain(request.field);
      }
    });
  }
});

/** Every endpoint that validates a body, sign-in included. */
const validatedEndpoints = (): Request[] => [
  { method: 'POST', path: '/api/account/authenticate' },
  { method: 'POST', path: '/api/account/refreshtoken' },
  { method: 'POST', path: '/api/account/ResetPassword' },
  ...trimmedStringFields('x').map(({ method, path, token, headers }) => ({
    method,
    path,
    ...(token === undefined ? {} : { token }),
    ...(headers === undefined ? {} : { headers }),
  })),
];

describe('a body key named constructor (was a 500 on every validated endpoint)', () => {
  it('answers 400 request.forbiddenKey, at the top or nested, and for __proto__ and prototype too', async () => {
    for (const request of validatedEndpoints()) {
      for (const raw of [
        '{"constructor": {}}',
        '{"username": "lmg", "password": "x", "constructor": "y"}',
        '{"shipping": {"prototype": 1}}',
        '{"a": [{"__proto__": {"polluted": true}}]}',
      ]) {
        const answer = await refused({ ...request, raw });
        expect(answer.status, `${request.path} ${raw}`).toBe(400);
        expect(answer.body.code).toBe('request.forbiddenKey');
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('answers 400 for a prototype key in the query string', async () => {
    const answer = await refused({
      method: 'GET',
      path: '/api/Users/GetAll?storeCode=b2b&constructor=1',
      token: user('lmg').token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('request.forbiddenKey');
  });
});

describe('an array nested 50,000 deep (was a 500: stack overflow)', () => {
  it('answers 400 request.tooDeep, sign-in included', async () => {
    const deep = `{"username": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const limit = await api.server.start({ bodyLimitBytes: 256 * 1024 });
    for (const request of validatedEndpoints()) {
      const before = await head();
      const response = await fetch(`${limit.url}${request.path}`, {
        method: request.method,
        headers: {
          'Content-Type': 'application/json',
          ...(request.token === undefined ? {} : { Authorization: `Bearer ${request.token}` }),
          ...request.headers,
        },
        body: deep,
      });
      const body = (await response.json()) as LocalizedProblem;
      expect(response.status, request.path).toBe(400);
      expect(body.code).toBe('request.tooDeep');
      expect(await head()).toEqual(before);
    }
  });
  it('takes 32 levels and refuses 33', async () => {
    const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const ok = await send({ method: 'PUT', path: '/api/cart/addDiscount', token: guest, raw: nested(32) });
    expect(ok.body.code).not.toBe('request.tooDeep');
    const deep = await refused({ method: 'PUT', path: '/api/cart/addDiscount', token: guest, raw: nested(33) });
    expect(deep.body.code).toBe('request.tooDeep');
  });
});

describe('Content-Encoding gzip, deflate or br on a plain body (was a 500)', () => {
  it('answers 400 or 415, never 500', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'compress', 'gzip, br']) {
      const answer = await refused({
        method: 'POST',
        path: '/api/account/authenticate',
        raw: '{"username":"lmg","password":"x"}',
        headers: { 'Content-Encoding': encoding },
      });
      expect([400, 415], encoding).toContain(answer.status);
    }
  });
  it('still reads a body that is what its encoding says', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/account/authenticate',
      raw: gzipSync('{"username":"lmg","password":"Lmg-Parks-Local-2026"}'),
      headers: { 'Content-Encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('page=Infinity, page=1e308, page=1.5 on /api/Users/GetAll (were 500s; page=-1 was accepted)', () => {
  it('answers 422 naming the parameter', async () => {
    for (const [query, field] of [
      ['page=Infinity', 'page'],
      ['page=1e308', 'page'],
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['page=100001', 'page'],
      ['page=1&page=2', 'page'],
      ['status=maybe', 'status'],
    ] as const) {
      const answer = await refused({
        method: 'GET',
        path: `/api/Users/GetAll?storeCode=b2b&${query}`,
        token: user('lmg').token,
      });
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), query).toContain(field);
    }
  });
  it('takes a page from 1 and the spec’s Show all page size 100000', async () => {
    const answer = await send({
      method: 'GET',
      path: '/api/Users/GetAll?storeCode=b2b&page=100000',
      token: user('lmg').token,
    });
    expect(answer.status).toBe(200);
  });
});

describe('loose types: quantity "1e3" read as 1000, lengthFeet "0x10" as 16, any vesselType stored', () => {
  it('refuses "1e3" as a quantity', async () => {
    const answer = await refused({
      method: 'POST',
      path: '/api/cart/addToCart',
      token: guest,
      body: { productId: 'prod-discovery-adult', quantity: '1e3' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('quantity');
  });
  it('refuses "0x10" as a vessel length', async () => {
    const answer = await refused({
      method: 'POST',
      path: '/api/cart/addToCart',
      token: guest,
      body: {
        productId: 'prod-lockage-one-day',
        vessel: { lengthFeet: '0x10', vesselId: 'ON 1', vesselType: 'power' },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty(['vessel.lengthFeet']);
  });
  it('refuses a vessel type that is not in the product’s list, and a 200,000-character one', async () => {
    const productId = 'prod-lockage-one-day';
    const odd = await refused({
      method: 'POST',
      path: '/api/cart/addToCart',
      token: guest,
      body: { productId, vessel: { lengthFeet: 20, vesselId: 'ON 1', vesselType: 'yacht' } },
    });
    expect(odd.status).toBe(422);
    await refused({
      method: 'POST',
      path: '/api/cart/addToCart',
      token: guest,
      body: { productId, vessel: { lengthFeet: 20, vesselId: 'ON 1', vesselType: 'x'.repeat(200_000) } },
    });
  });
});

describe('prototype keys as ids and names', () => {
  it('answers 404 for orderIds ["__proto__"] on POST /api/Orders/Release, like any unknown id', async () => {
    const lmg = user('lmg').token;
    for (const orderIds of [['__proto__'], ['constructor'], ['a:b'], ['20260615-UNKNOWN00']]) {
      const answer = await refused({ method: 'POST', path: '/api/Orders/Release', token: lmg, body: { orderIds } });
      expect(answer.status, orderIds[0]).toBe(404);
      expect(answer.body.code).toBe('order.notFound');
    }
    const path = await refused({ method: 'POST', path: '/api/Orders/__proto__/Approve', token: lmg });
    expect(path.status).toBe(404);
  });
  it('refuses to create a user named __proto__ (422 user.username.invalid)', async () => {
    const answer = await refused({
      method: 'POST',
      path: '/api/Users/Create?storeCode=b2b',
      token: user('lmg').token,
      body: {
        username: '__proto__',
        password: 'A-long-enough-password',
        role: 'Operator',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(613) 555-0100',
        language: 'en',
      },
    });
    expect(answer.status).toBe(422);
    // The Users family answers AdminProblems: the code, and each field's messages translated.
    expect(answer.body.code).toBe('user.username.invalid');
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['username']);
  });
});
