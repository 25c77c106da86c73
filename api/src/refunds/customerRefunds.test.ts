/**
 * Refunds in the customer's own order views, over real HTTP (issue 13): a public order paid with the sandbox card
 * and a portal order approved by staff are refunded through `POST /api/Refunds/Create` as LMG; the confirmation, the
 * signed-in account's order and the portal order page then show the refund (in progress, then refunded once the
 * gateway settles it; a failed one not at all) and the refunded total, never the staff's reason or comments.
 */
import type { AccountOrderRowDto } from '@parks/schemas/account';
import type { CreateRefundResultDto } from '@parks/schemas/admin/refunds';
import type { SignedInUserDto } from '@parks/schemas/auth';
import type { OrderDto } from '@parks/schemas/orders';
import type { PortalOrderDto, PortalOrderRowDto } from '@parks/schemas/portal';
import type { ProblemDetails } from '@parks/schemas/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPasses } from '../orders/testing/cardOrders.ts';
import { placePortalOrder } from '../orders/testing/portalOrders.ts';
import { type Call, call, newGuest, seed, startTestApi, type TestApi, tokenOf } from '../testing/testApi.ts';
import { settleRefund } from './testing/settleRefund.ts';

let api: TestApi;
const users: Record<string, SignedInUserDto> = {};
const as = <T = ProblemDetails>(token: string, path: string, options: Call = {}) =>
  call<T>(api.base, path, { ...options, token });
const tokenOfUser = (who: string) => users[who]?.token ?? '';

const staffReason = 'Pass arrived creased';
const staffComment = 'Internal: second complaint this week';

beforeAll(async () => {
  api = await startTestApi({ store: true, accounts: true });
  for (const username of ['portal', 'portal2', 'lmg', 'superuser']) {
    users[username] = await tokenOf(api.base, username, seed(username).password);
  }
}, 60_000);

afterAll(async () => {
  await api?.close();
});

/** Two adult Discovery Passes bought with the sandbox Visa, shipped express to Ontario (HST 13 %). */
const buy = (token: string, key: string): Promise<string> => buyPasses(api.base, token, { key, quantity: 2 });

const refund = async (orderId: string, storeCode: 'b2c' | 'b2b', type: string, lines: readonly object[] = []) => {
  const created = await as<CreateRefundResultDto>(tokenOfUser('lmg'), `/api/Refunds/Create?storeCode=${storeCode}`, {
    body: { orderId, type, reason: staffReason, comments: staffComment, lines },
  });
  expect(created.status).toBe(201);
  return created.body.refund;
};

/** What the refund worker records once the gateway answers, read back as the API reads it. */
const settle = (orderId: string, refundId: string, outcome: 'succeeded' | 'failed') =>
  settleRefund(api, orderId, refundId, outcome);

const expectNothingInternal = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const internal of [staffReason, staffComment, users.lmg?.id ?? 'usr-seed-lmg', 'gateway declined', 'gw-']) {
    expect(text).not.toContain(internal);
  }
};

describe("a guest's public order", () => {
  it('shows a refund on the confirmation as soon as it is recorded, then refunded, and never a failed one', async () => {
    const guest = await newGuest(api.base);
    const orderId = await buy(guest, 'refund-guest-1');
    const before = await as<OrderDto>(guest, `/api/checkout/GetOrderById/${orderId}`);
    expect(before.body).toMatchObject({ refunds: [], refundedCents: 0 });
    const lineId = before.body.lines[0]?.lineId ?? '';

    const first = await refund(orderId, 'b2c', 'partial', [{ id: lineId, amount: -10 }]);
    // Read your writes: the create waited for the customer's read model too.
    const inProgress = await as<OrderDto>(guest, `/api/checkout/GetOrderById/${orderId}`);
    expect(inProgress.status).toBe(200);
    expect(inProgress.body.refunds).toEqual([
      {
        refundId: `${orderId}-R1`,
        type: 'partial',
        status: 'inProgress',
        requestedAt: first.requestedAt,
        refundedAt: null,
        subtotalCents: 1_000,
        taxCents: 130,
        totalCents: 1_130,
        lines: [
          {
            id: lineId,
            productName: before.body.lines[0]?.productName,
            quantity: 2,
            subtotalCents: 1_000,
            taxCents: 130,
            totalCents: 1_130,
          },
        ],
      },
    ]);
    expect(inProgress.body.refundedCents).toBe(1_130);
    expect((await as<OrderDto>(guest, '/api/checkout/GetConfirmation')).body.refunds).toEqual(inProgress.body.refunds);

    await settle(orderId, `${orderId}-R1`, 'succeeded');
    await refund(orderId, 'b2c', 'partial', [{ id: 'shipping', amount: -5 }]);
    await settle(orderId, `${orderId}-R2`, 'failed');
    const after = await as<OrderDto>(guest, `/api/checkout/GetOrderById/${orderId}`);
    expect(after.body.refunds.map((entry) => [entry.refundId, entry.status])).toEqual([[`${orderId}-R1`, 'refunded']]);
    expect(after.body.refunds[0]?.refundedAt).not.toBeNull();
    expect(after.body.refundedCents).toBe(1_130);
    expectNothingInternal(after.body);
  });

  it('is still nobody else’s', async () => {
    const guest = await newGuest(api.base);
    const orderId = await buy(guest, 'refund-guest-2');
    await refund(orderId, 'b2c', 'full');
    const stranger = await newGuest(api.base);
    expect((await as(stranger, `/api/checkout/GetOrderById/${orderId}`)).status).toBe(404);
  });
});

describe("a signed-in shopper's public order", () => {
  it('shows the refund on the account order and its total in the order list', async () => {
    const token = tokenOfUser('portal2');
    const userId = users.portal2?.id ?? '';
    const orderId = await buy(token, 'refund-user-1');
    const { totalCents } = await refund(orderId, 'b2c', 'full');
    const order = await as<OrderDto>(token, `/api/account/${userId}/orders/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.refunds).toMatchObject([{ type: 'full', status: 'inProgress', totalCents }]);
    expect(order.body.refunds[0]?.lines.map((line) => [line.id, line.quantity])).toEqual([
      [order.body.lines[0]?.lineId, 2],
      ['shipping', null],
    ]);
    expect(order.body.refundedCents).toBe(totalCents);
    expectNothingInternal(order.body);
    const rows = await as<AccountOrderRowDto[]>(token, `/api/account/${userId}/orders?storeCode=b2c`);
    expect(rows.body.find((row) => row.orderId === orderId)?.refundedCents).toBe(totalCents);
  });
});

describe("a portal user's order", () => {
  it('shows the refund on the portal order page and its total in My orders', async () => {
    const portal = users.portal as SignedInUserDto;
    const { token } = portal;
    const { orderId } = await placePortalOrder(api.base, portal, 'CPC-100001', { quantity: 100, language: 'fr' });
    expect((await as(tokenOfUser('superuser'), `/api/Orders/${orderId}/Approve`, { body: {} })).status).toBe(200);

    const { totalCents } = await refund(orderId, 'b2b', 'partial', [{ id: 'fees', amount: -2.5 }]);
    const order = await as<PortalOrderDto>(token, `/api/portal/orders/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.refunds).toMatchObject([
      {
        type: 'partial',
        status: 'inProgress',
        subtotalCents: 250,
        totalCents,
        lines: [{ id: 'fees', quantity: null }],
      },
    ]);
    expect(order.body.refundedCents).toBe(totalCents);
    expectNothingInternal(order.body);
    const rows = await as<PortalOrderRowDto[]>(token, '/api/portal/orders');
    expect(rows.body.find((row) => row.orderId === orderId)?.refundedCents).toBe(totalCents);
  });
});

describe('the account order rows (store-and-portal.md §3: orderId, dateOrdered, status, production, …)', () => {
  it("carry a portal order's production total, as My orders shows it, and none for a public-store order", async () => {
    const portal = users.portal as SignedInUserDto;
    const { orderId } = await placePortalOrder(api.base, portal, 'CPC-100001', { quantity: 100, language: 'en' });
    const portalRows = await as<PortalOrderRowDto[]>(portal.token, '/api/portal/orders');
    const production = portalRows.body.find((row) => row.orderId === orderId)?.production;
    expect(production).toBeGreaterThan(0);
    const accountRows = await as<AccountOrderRowDto[]>(portal.token, `/api/account/${portal.id}/orders?storeCode=b2b`);
    expect(accountRows.body.find((row) => row.orderId === orderId)?.productionCents).toBe(production);

    const shopper = users.portal2 as SignedInUserDto;
    const publicOrder = await buy(shopper.token, 'production-row-1');
    const publicRows = await as<AccountOrderRowDto[]>(shopper.token, `/api/account/${shopper.id}/orders?storeCode=b2c`);
    expect(publicRows.body.find((row) => row.orderId === publicOrder)?.productionCents).toBeNull();
  });
});
