/**
 * One cart, one order, over real HTTP: parallel portal submissions of one cart with different Idempotency-Keys
 * (tabs, double clicks) place a single order and take its stock once; the others get a 409 with a message, never
 * a second order. A key repeated gets the first answer. Counted in the event log and the inventory read model.
 */
import { portalProductIds } from '@parks/domain/seed/portalCatalog';
import { heldUnits } from '@parks/domain/stock/availability';
import {
  type PortalInventoryDocument,
  portalInventory,
  portalInventoryId,
  stockCountOf,
} from '@parks/projections/portal/inventory';
import type { PortalCheckoutResultDto } from '@parks/schemas/portal';
import type { ProblemDetails } from '@parks/schemas/problem';
import { describe, expect, it } from 'vitest';
import { portalCheckoutForm, visitorGuide } from '../orders/testing/portalOrders.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { eventually } from '../testing/testApi.ts';

const api = fileTestApi({ seedCatalogue: true, signIn: ['portal'], portalCatalogue: true });
/** The portal user who orders. */
const user = () => api.user('portal');
const quantity = 25;
const form = { ...portalCheckoutForm, budgetCode: 'CPC-100002' };

const fillCart = async () => {
  const added = await api.as('portal', '/api/portal/cart/addToCart', { body: { ...visitorGuide(), quantity } });
  expect(added.status).toBe(201);
};

/** A created order (201) or a problem (4xx). */
type Answer = Partial<PortalCheckoutResultDto> & Partial<Pick<ProblemDetails, 'code' | 'detail'>>;

const submit = (key: string, language = 'en') =>
  api.as<Answer>('portal', `/api/PortalCheckout/Create/${user().id}`, {
    body: form,
    headers: { 'Idempotency-Key': key, 'Accept-Language': language },
  });

/** The orders placed for the user, from the log: every OrderPlaced whose customer is the user. */
const placedOrderIds = async (): Promise<string[]> => {
  const ids: string[] = [];
  for await (const event of api.server.eventStore.readAll()) {
    if (event.type === 'OrderPlaced' && event.data.customerId === user().id) ids.push(String(event.data.orderId));
  }
  return ids;
};

/** Checkout attempts started on the user's cart. */
const startedAttempts = async (): Promise<number> => {
  let count = 0;
  for await (const event of api.server.eventStore.readStream(`portalCart-${user().id}`)) {
    if (event.type === 'PortalCheckoutStarted') count += 1;
  }
  return count;
};

const inventory = async (): Promise<PortalInventoryDocument | null> =>
  api.server.projections.read(portalInventory).findById(portalInventoryId);

/** Guides that orders hold, by the availability rule's count. */
const takenGuides = async (): Promise<number> => {
  const document = await inventory();
  return document === null ? 0 : heldUnits(stockCountOf(document, portalProductIds.visitorGuide, 0));
};

/** `parallel` submissions of one cart, each with its own key, sent together. */
const race = async (round: string, parallel: number) => {
  await fillCart();
  const [ordersBefore, attemptsBefore, takenBefore] = await Promise.all([
    placedOrderIds(),
    startedAttempts(),
    takenGuides(),
  ]);
  const replies = await Promise.all(
    Array.from({ length: parallel }, (_, index) => submit(`${round}-tab-${index}`, index % 2 === 0 ? 'en' : 'fr')),
  );
  const placed = replies.filter((reply) => reply.status === 201);
  const refused = replies.filter((reply) => reply.status !== 201);
  expect(placed).toHaveLength(1);
  const orderId = placed[0]?.body.orderId ?? '';
  for (const reply of refused) {
    expect(reply.status).toBe(409);
    expect(['checkout.inProgress', 'cart.checkedOut']).toContain(reply.body.code);
    expect(reply.body.detail).toMatch(/\w/);
  }
  const newOrders = (await placedOrderIds()).filter((id) => !ordersBefore.includes(id));
  expect(newOrders).toEqual([orderId]);
  expect(await startedAttempts()).toBe(attemptsBefore + 1);
  // The stock is taken once: the inventory holds this order, and the guides went down by one line's quantity.
  const stock = await eventually(async () => {
    const document = await inventory();
    return document?.open[orderId] ? document : null;
  });
  expect(stock.open[orderId]).toEqual({ [portalProductIds.visitorGuide]: { quantity, reserved: quantity } });
  expect(Object.keys(stock.open).filter((id) => newOrders.includes(id))).toEqual([orderId]);
  // The refused submissions gave back what they reserved: once the model has read that, one line's worth is held.
  await eventually(async () => ((await takenGuides()) === takenBefore + quantity ? true : null));
  return { orderId, refused };
};

describe('parallel portal submissions of one cart with different keys', () => {
  it('place one order from 2 tabs; the other gets a 409 with a message in its language', async () => {
    const { refused } = await race('two', 2);
    const [other] = refused;
    expect(other?.body.code === 'checkout.inProgress' || other?.body.code === 'cart.checkedOut').toBe(true);
    // The second tab asked in French.
    expect(other?.headers.get('content-language')).toBe('fr');
  });

  it('place one order from 20 submissions', async () => {
    await race('twenty', 20);
  });

  it('refuse a new key on the emptied cart with cart.checkedOut, in English and French', async () => {
    await fillCart();
    expect((await submit('late-first')).status).toBe(201);
    const english = await submit('late-second');
    expect([english.status, english.body.code, english.body.detail]).toEqual([
      409,
      'cart.checkedOut',
      'This cart has already been checked out.',
    ]);
    const french = await submit('late-third', 'fr');
    expect(french.body.detail).toBe('La commande de ce panier a déjà été passée.');
  });
});

describe('the same key repeated', () => {
  it('gets the first answer, sent again later or several times at once, and places one order', async () => {
    await fillCart();
    const ordersBefore = await placedOrderIds();
    const together = await Promise.all(Array.from({ length: 5 }, () => submit('same-key')));
    const first = together[0];
    expect(first?.status).toBe(201);
    for (const reply of together) expect([reply.status, reply.body]).toEqual([201, first?.body]);
    const later = await submit('same-key');
    expect([later.status, later.body]).toEqual([201, first?.body]);
    const newOrders = (await placedOrderIds()).filter((id) => !ordersBefore.includes(id));
    expect(newOrders).toEqual([first?.body.orderId]);
  });
});
