import { toCartDto } from '@parks/domain/carts/view';
import { authorized, checkedOut, started } from '@parks/domain/testing/cartCheckout';
import { added, cartId, opened, passLine, promoApplied, quantityChanged } from '@parks/domain/testing/cartItems';
import { tenPercentOff } from '@parks/domain/testing/catalog';
import { describe, expect, it } from 'vitest';
import { type CartDocument, storeCarts } from './carts.ts';
import { fold, now, recorded } from './testEvents.ts';

const stream = `cart-${cartId}`;
const docOf = (events: readonly { type: string; data: object }[]) =>
  fold<CartDocument>(
    storeCarts,
    cartId,
    events.map((event) => recorded(stream, event)),
  );

describe('an open cart', () => {
  const doc = docOf([opened, added(passLine), quantityChanged('line-1', 3), promoApplied]);
  it('is found by its owner and store while open', () =>
    expect(doc).toMatchObject({
      _id: cartId,
      ownerId: 'guest-1',
      storeCode: 'b2c',
      phase: 'open',
      open: true,
      orderId: null,
      openedAt: now,
      updatedAt: now,
    }));
  it('holds the state the domain builds its DTO from', () => {
    if (!doc) throw new Error('no cart');
    const dto = toCartDto(doc.state, tenPercentOff, now);
    expect(dto).toMatchObject({ cartId, subtotalCents: 21_750, discounts: [{ code: 'PARKS10', amountCents: 2_175 }] });
    expect(dto.items).toEqual([expect.objectContaining({ lineId: 'line-1', quantity: 3, totalCents: 21_750 })]);
  });
});

describe('a checked-out cart', () => {
  it('is closed and points to its order', () =>
    expect(docOf([opened, added(passLine), started, authorized, checkedOut])).toMatchObject({
      phase: 'checkedOut',
      open: false,
      orderId: 'ord-1',
      confirmationAlias: 'confirmation/ord-1',
    }));
});

describe('routing', () => {
  it('uses the cart id of the event', () => {
    expect(storeCarts.documentId(recorded(stream, opened))).toBe(cartId);
    expect(storeCarts.documentId(recorded(stream, { type: 'CartOpened', data: {} }))).toBeNull();
  });
});

describe('a malformed event', () => {
  it('is skipped, leaving the cart as it was', () => {
    const doc = docOf([opened, { type: 'CartItemAdded', data: { cartId, addedAt: now } }]);
    expect(doc?.state.lines).toEqual([]);
  });
});
