import { describe, it } from 'vitest';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { type PortalCartCommand, portalCartDecider, portalCartEventTypes } from './cart.ts';
import { parsePortalCartEvent } from './cartEventParser.ts';
import { portalTestContext, portalTestForm, portalTestGuide, portalTestLine } from './testing.ts';

const metadata = { now: '2026-11-21T15:00:00.000Z', userId: 'usr-portal' };
const userId = 'usr-portal';
const choice = { yearOptionId: 'year-2027', monthOptionId: null, languageOptionId: 'lang-fr', packSizeId: null };

/** A portal cart through every event type. */
const commands: PortalCartCommand[] = [
  {
    type: 'AddPortalCartItem',
    data: { userId, cartItemId: 'ci-1', product: portalTestGuide, choice, quantity: 100 },
    metadata,
  },
  {
    type: 'AddPortalCartItem',
    data: {
      userId,
      cartItemId: 'ci-2',
      product: portalTestGuide,
      choice: { ...choice, yearOptionId: 'year-2026' },
      quantity: 50,
    },
    metadata,
  },
  {
    type: 'ChangePortalCartItem',
    data: {
      userId,
      cartItemId: 'ci-1',
      product: portalTestGuide,
      choice: { languageOptionId: 'lang-en' },
      quantity: 200,
    },
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
      choice,
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
