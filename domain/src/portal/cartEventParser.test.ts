import { describe, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { type PortalCartCommand, portalCartDecider, portalCartEventTypes } from './cart.ts';
import { parsePortalCartEvent } from './cartEventParser.ts';
import type { PortalProductSnapshot } from './catalog.ts';
import { portalTestContext, portalTestForm, portalTestGuide, portalTestLine } from './testing.ts';

const metadata = { now: '2026-11-21T15:00:00.000Z', userId: 'usr-portal' };
const userId = 'usr-portal';
const option = (id: string) => ({ id, name: { en: id, fr: id } });
const guide: PortalProductSnapshot = {
  productId: 'prod-guide',
  sku: 'PUB-1',
  status: 'Active',
  available: 100,
  allowBackorder: false,
  minimumOrderQty: 5,
  maximumOrderQty: 500,
  options: { year: [option('y26'), option('y27')], month: [], language: [option('en'), option('fr')], packSize: [] },
};
const choice = { yearOptionId: 'y27', monthOptionId: null, languageOptionId: 'fr', packSizeId: null };

/** A portal cart through every event type. */
const commands: PortalCartCommand[] = [
  { type: 'AddPortalCartItem', data: { userId, cartItemId: 'ci-1', product: guide, choice, quantity: 10 }, metadata },
  {
    type: 'AddPortalCartItem',
    data: { userId, cartItemId: 'ci-2', product: guide, choice: { ...choice, yearOptionId: 'y26' }, quantity: 5 },
    metadata,
  },
  {
    type: 'ChangePortalCartItem',
    data: { userId, cartItemId: 'ci-1', product: guide, choice: { languageOptionId: 'en' }, quantity: 20 },
    metadata,
  },
  { type: 'RemovePortalCartItem', data: { userId, cartItemId: 'ci-2' }, metadata },
  { type: 'CheckOutPortalCart', data: { userId, orderId: 'ord-1', cartItemIds: ['ci-1'] }, metadata },
];

/** The checkout's own events: a cart of the test line, an attempt started (holding its order), then checked out. */
const checkout: PortalCartCommand[] = [
  {
    type: 'AddPortalCartItem',
    data: {
      userId,
      cartItemId: portalTestLine.cartItemId,
      product: portalTestGuide,
      choice: { yearOptionId: 'year-2027', monthOptionId: null, languageOptionId: 'lang-fr', packSizeId: null },
      quantity: 100,
    },
    metadata,
  },
  {
    type: 'StartPortalCheckout',
    data: {
      userId,
      orderId: 'ord-2',
      confirmationAlias: 'portal/confirmation/ord-2',
      idempotencyKey: 'key-2',
      requestHash: 'hash-2',
      form: portalTestForm,
      context: portalTestContext,
      preferredLanguage: 'fr',
    },
    metadata,
  },
  {
    type: 'CheckOutPortalCart',
    data: { userId, orderId: 'ord-2', cartItemIds: [portalTestLine.cartItemId] },
    metadata,
  },
];

describe('the portal cart stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () =>
    checkParser({
      parse: parsePortalCartEvent,
      types: portalCartEventTypes,
      events: [...emitted(portalCartDecider, commands), ...emitted(portalCartDecider, checkout)],
      // the placed order's draft: its optional fields are the order parser's (orders/eventParser.test.ts)
      opaque: ['order'],
    }));
});
