import { describe, it } from 'vitest';
import { authorize, checkOut, decline, start } from '../testing/cartCheckout.ts';
import { add, addVessel, applyPromo, cartId, change, metadata } from '../testing/cartItems.ts';
import { familyPass, familyPrice } from '../testing/catalog.ts';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import type { CartCommand } from './commands.ts';
import { cartDecider } from './decider.ts';
import { parseCartEvent } from './eventParser.ts';
import { type CartEvent, cartEventTypes } from './events.ts';

/** A cart through every event type: lines added, merged, edited, removed, a promo code, a decline, a purchase. */
const shopping: CartCommand[] = [
  add('line-1'),
  addVessel('line-2', 24),
  add('line-3'),
  change('line-1', 3),
  {
    type: 'EditCartItem',
    data: { cartId, lineId: 'line-1', product: familyPass, prices: [familyPrice], quantity: 2 },
    metadata,
  },
  { type: 'RemoveCartItem', data: { cartId, lineId: 'line-2' }, metadata },
  applyPromo('PARKS10'),
  { type: 'RemovePromoCode', data: { cartId }, metadata },
  applyPromo('PARKS10'),
  start(),
  decline,
];
const beforePayment = emitted(cartDecider, shopping);
const retried = emitted(cartDecider, [start({ idempotencyKey: 'key-2', requestHash: 'hash-2' })], beforePayment);
const total = retried.find((event) => event.type === 'CheckoutStarted')?.data.order.totals.totalCents ?? 0;
const paid = emitted(cartDecider, [authorize({ amountCents: total }), checkOut()], [...beforePayment, ...retried]);
const events: CartEvent[] = [...beforePayment, ...retried, ...paid];

describe('the cart stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () =>
    checkParser({ parse: parseCartEvent, types: cartEventTypes, events, optional: ['portal'] }));
});
