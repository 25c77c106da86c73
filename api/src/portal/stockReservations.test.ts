/**
 * The stock decision and the portal's availability count the same orders, over real HTTP: an order placed before
 * the product's stock stream existed (as before reservations were decided on it) holds its units for both, so a
 * checkout can reserve only what the portal shows as left.
 */
import { orderStream } from '@parks/domain/orders/streams';
import { placedPortalOrder, portalTestLine } from '@parks/domain/portal/testing';
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import { portalStockStream } from '@parks/domain/stock/streams';
import type { JsonObject } from '@parks/infra/eventStore/port';
import type { SignedInUserDto } from '@parks/schemas/auth';
import type { PortalCheckoutResultDto, PortalProductDetailDto } from '@parks/schemas/portal';
import type { ProblemDetails } from '@parks/schemas/problem';
import { describe, expect, it } from 'vitest';
import { portalCheckoutForm } from '../orders/testing/portalOrders.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { allEvents, call, eventually, seed, tokenOf } from '../testing/testApi.ts';

const api = fileTestApi({ seedCatalogue: true, signIn: ['portal'], portalCatalogue: true });
/** 3 received, no back orders. */
const desk = portalProductIds.deskCalendar;

const product = async () => (await api.as<PortalProductDetailDto>('portal', `/api/portal/product/${desk}`)).body;

const submit = (buyer: SignedInUserDto, key: string, budgetCode: string) =>
  call<Partial<PortalCheckoutResultDto> & Partial<ProblemDetails>>(
    api.server.base,
    `/api/PortalCheckout/Create/${buyer.id}`,
    { token: buyer.token, body: { ...portalCheckoutForm, budgetCode }, headers: { 'Idempotency-Key': key } },
  );

const stockEventTypes = async () =>
  (await allEvents(api.server.eventStore))
    .filter((event) => event.streamId === portalStockStream(desk))
    .map((e) => e.type);

describe('an order placed before the product’s stock stream', () => {
  it('holds its units for the portal and for the stock decision alike: two orders for the one unit left, one gets it', async () => {
    expect(await product()).toMatchObject({ availability: 'inStock', inventory: 3 });
    // Placed as orders were before the stock streams: no reservation, and no stream for the product yet.
    const before = placedPortalOrder({
      orderId: 'ord-before-stream',
      lines: [{ ...portalTestLine, productId: desk, sku: 'CAL-DK-011', quantity: 2, allowBackorder: false }],
    });
    await api.server.eventStore.appendToStream(orderStream('ord-before-stream'), [
      { type: before.type, data: JSON.parse(JSON.stringify(before.data)) as JsonObject },
    ]);
    expect(await stockEventTypes()).toEqual([]);
    const shown = await eventually(async () => {
      const detail = await product();
      return detail.inventory === 1 ? detail : null;
    });
    expect(shown.availability).toBe('inStock');

    // Both carts hold the one unit the portal shows; both submit at once. The decision counts the order placed
    // before the stream, as the portal did: the second reservation finds nothing left.
    const buyers = [api.user('portal'), await tokenOf(api.server.base, 'portal2', seed('portal2').password)];
    for (const buyer of buyers) {
      const added = await call(api.server.base, '/api/portal/cart/addToCart', {
        token: buyer.token,
        body: { productId: desk, yearOptionId: 'year-2027', languageOptionId: 'lang-bil', quantity: 1 },
      });
      expect(added.status).toBe(201);
    }
    const replies = await Promise.all(
      buyers.map((buyer, index) => submit(buyer, `last-unit-${index}`, index === 0 ? 'CPC-100002' : 'CPC-200001')),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.status === 409);
    expect(refused?.body.code).toBe('portal.noLongerInStock');
    // One live reservation: the refused checkout reserved nothing (or gave back what it reserved).
    const types = await stockEventTypes();
    expect(types.filter((type) => type === 'PortalStockReserved').length).toBe(
      1 + types.filter((type) => type === 'PortalStockReservationCancelled').length,
    );
    const after = await eventually(async () => {
      const detail = await product();
      return detail.availability === 'outOfStock' ? detail : null;
    });
    expect(after.inventory).toBe(0);
  });
});
