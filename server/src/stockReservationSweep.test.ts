/**
 * Reservations survive crashes, as one process runs them: the API takes the portal's stock, the stock reactor and
 * sweep (workers/src/stockReservations) give back what a crashed checkout left. The crash is simulated as it
 * happens: a reservation appended on the product's stock stream, then neither the cart nor the order stream ever
 * hears of its order. The sweep's clock is injected and moved past the hold; nothing sleeps.
 */

import { portalOrderAddress } from '@parks/api/orders/testing/portalOrders';
import {
  allEvents,
  call,
  eventually,
  portalCatalogueServed,
  seed,
  startTestApi,
  type TestApi,
  tokenOf,
} from '@parks/api/testing/testApi';
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import { portalStockDecider } from '@parks/domain/stock/decider';
import { reservationHold } from '@parks/domain/stock/reservationHold';
import { portalStockStream } from '@parks/domain/stock/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { silentLogger } from '@parks/infra/logging';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import type { PortalProductDetailDto } from '@parks/schemas/portal';
import { startWorkers, type WorkersHost } from '@parks/workers/startWorkers';
import { reservationCandidates } from '@parks/workers/stockReservations/candidates';
import { STOCK_SWEEP_USER } from '@parks/workers/stockReservations/handler';
import { requestStockSweep, STOCK_QUEUE } from '@parks/workers/stockReservations/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const logger = silentLogger();
let api: TestApi;
let queues: Queues;
let host: WorkersHost;
let portal = { id: '', token: '' };
/** The sweep's clock runs this far ahead of the real time. */
let sweepAheadMs = 0;
/** 3 received, no back orders. */
const desk = portalProductIds.deskCalendar;

beforeAll(async () => {
  api = await startTestApi({ seedCatalogue: true });
  queues = createQueues({ url: api.redisUrl, logger });
  host = await startWorkers({
    queues,
    eventStore: api.eventStore,
    logger,
    releaseEveryMs: null,
    clock: () => new Date(Date.now() + sweepAheadMs),
  });
  const signed = await tokenOf(api.base, 'portal', seed('portal').password);
  portal = { id: signed.id, token: signed.token };
  await portalCatalogueServed(api.base, portal.token);
}, 60_000);

afterAll(async () => {
  await host?.stop(2_000);
  await queues?.close(2_000);
  await api?.close();
});

const deskShown = async () =>
  (await call<PortalProductDetailDto>(api.base, `/api/portal/product/${desk}`, { token: portal.token })).body;

const deskShownAs = (availability: string, inventory: number) =>
  eventually(async () => {
    const shown = await deskShown();
    return shown.availability === availability && shown.inventory === inventory ? shown : null;
  }, 20_000);

/** Runs one sweep through the queue and waits for its answer. */
const sweep = async () => {
  const id = await requestStockSweep(queues);
  return eventually(async () => {
    const job = await queues.queue(STOCK_QUEUE).getJob(id);
    if (job === undefined) return null;
    const state = await job.getState();
    if (state === 'failed') throw new Error(`the sweep failed: ${job.failedReason}`);
    return state === 'completed' ? job.returnvalue : null;
  }, 20_000);
};

const cancellations = async () =>
  (await allEvents(api.eventStore)).filter(
    (event) => event.streamId === portalStockStream(desk) && event.type === 'PortalStockReservationCancelled',
  );

describe('a checkout that crashed between the reservation and the cart', () => {
  it('holds the units until the hold has passed, then the sweep gives them back with the reason', async () => {
    // A real order of one desk calendar: its cart recorded it and it was placed, so its reservation is firm.
    const added = await call(api.base, '/api/portal/cart/addToCart', {
      token: portal.token,
      body: { productId: desk, yearOptionId: 'year-2027', languageOptionId: 'lang-bil', quantity: 1 },
    });
    expect(added.status).toBe(201);
    const placed = await call<{ orderId: string }>(api.base, `/api/PortalCheckout/Create/${portal.id}`, {
      token: portal.token,
      body: {
        ...portalOrderAddress,
        shippingMethod: 'standard',
        shippingOption: 'shipComplete',
        budgetCode: 'CPC-100002',
      },
      headers: { 'Idempotency-Key': 'firm-order' },
    });
    expect(placed.status).toBe(201);

    // The crash: the other two reserved for an order the cart never recorded.
    const crashed = 'ord-crashed-checkout';
    const reserved = await handleCommand(api.eventStore, portalStockStream(desk), portalStockDecider, {
      type: 'ReservePortalStock',
      data: {
        productId: desk,
        orderId: crashed,
        quantity: 2,
        received: 3,
        released: 0,
        unreserved: 0,
        allowBackorder: false,
      },
      metadata: { now: new Date().toISOString(), userId: portal.id },
    });
    expect(reserved.newEvents).toHaveLength(1);
    await deskShownAs('outOfStock', 0);
    const candidates = reservationCandidates(queues.connection);
    await eventually(async () => ((await candidates.count()) === 2 ? true : null), 20_000);

    // Before the hold has passed, nothing comes back.
    sweepAheadMs = reservationHold.holdMs - 60_000;
    expect(await sweep()).toMatchObject({ expired: 0 });
    expect(await cancellations()).toEqual([]);
    expect((await deskShown()).availability).toBe('outOfStock');

    // Past the hold: the crashed checkout's units come back; the placed order keeps its unit.
    // (The minute's scheduled sweep runs with the same clock: either may be the one that gives them back.)
    sweepAheadMs = reservationHold.holdMs + 1_000;
    await sweep();
    const [cancelled, ...more] = await cancellations();
    expect(more).toEqual([]);
    expect(cancelled?.data).toMatchObject({ productId: desk, orderId: crashed, reason: 'expired' });
    expect(cancelled?.metadata?.userId).toBe(STOCK_SWEEP_USER);
    await deskShownAs('inStock', 2);
    expect(await candidates.count()).toBe(0);

    // Looked at once: a later sweep finds nothing to give back.
    expect(await sweep()).toEqual({ expired: 0, kept: 0 });
    expect(await cancellations()).toHaveLength(1);
    expect(placed.body.orderId).not.toBe(crashed);
  });
});
