/**
 * Reservations survive crashes, as one process runs them: the API takes the portal's stock, the stock reactor and
 * sweep (workers/src/stockReservations) give back what a crashed checkout left. The crash is simulated as it
 * happens: a reservation appended on the product's stock stream, then neither the cart nor the order stream ever
 * hears of its order. The sweep's clock is injected and moved past the hold; nothing sleeps.
 */

import { portalCheckoutForm } from '@parks/api/orders/testing/portalOrders';
import { fileTestApi } from '@parks/api/testing/fileTestApi';
import { allEvents, eventually } from '@parks/api/testing/testApi';
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
const api = fileTestApi({ seedCatalogue: true, signIn: ['portal'], portalCatalogue: true });
const portal = () => api.user('portal');
let queues: Queues;
let host: WorkersHost;
/** The sweep's clock runs this far ahead of the real time. */
let sweepAheadMs = 0;
/** 3 received, no back orders. */
const desk = portalProductIds.deskCalendar;

// The workers on the API's own Redis, after the API's set-up (and stopped before it).
beforeAll(async () => {
  queues = createQueues({ url: api.server.redisUrl, logger });
  host = await startWorkers({
    queues,
    eventStore: api.server.eventStore,
    logger,
    releaseEveryMs: null,
    clock: () => new Date(Date.now() + sweepAheadMs),
  });
});

afterAll(async () => {
  await host?.stop(2_000);
  await queues?.close(2_000);
});

const deskShown = async () => (await api.as<PortalProductDetailDto>('portal', `/api/portal/product/${desk}`)).body;

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
  (await allEvents(api.server.eventStore)).filter(
    (event) => event.streamId === portalStockStream(desk) && event.type === 'PortalStockReservationCancelled',
  );

describe('a checkout that crashed between the reservation and the cart', () => {
  it('holds the units until the hold has passed, then the sweep gives them back with the reason', async () => {
    // A real order of one desk calendar: its cart recorded it and it was placed, so its reservation is firm.
    const added = await api.as('portal', '/api/portal/cart/addToCart', {
      body: { productId: desk, yearOptionId: 'year-2027', languageOptionId: 'lang-bil', quantity: 1 },
    });
    expect(added.status).toBe(201);
    const placed = await api.as<{ orderId: string }>('portal', `/api/PortalCheckout/Create/${portal().id}`, {
      body: { ...portalCheckoutForm, budgetCode: 'CPC-100002' },
      headers: { 'Idempotency-Key': 'firm-order' },
    });
    expect(placed.status).toBe(201);

    // The crash: the other two reserved for an order the cart never recorded.
    const crashed = 'ord-crashed-checkout';
    const reserved = await handleCommand(api.server.eventStore, portalStockStream(desk), portalStockDecider, {
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
      metadata: { now: new Date().toISOString(), userId: portal().id },
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
