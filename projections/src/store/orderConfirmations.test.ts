import type { OrderEvent } from '@parks/domain/orders/events';
import { evolve, initialState } from '@parks/domain/orders/state';
import { statusEventsBy } from '@parks/domain/orders/testing';
import { payment, started } from '@parks/domain/testing/cartCheckout';
import { describe, expect, it } from 'vitest';
import { type OrderConfirmation, storeOrderConfirmations, toOrderDto } from './orderConfirmations.ts';
import { fold, now, recorded } from './testEvents.ts';

if (started.type !== 'CheckoutStarted') throw new Error('fixture');
const draft = started.data.order;
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    ...draft,
    status: 'pending',
    payment,
    idempotencyKey: 'key-1',
    requestHash: 'hash-1',
    placedBy: 'guest-1',
    placedAt: now,
  },
};
const later = '2026-11-25T10:00:00.000Z';
const staffLater = statusEventsBy('ord-1', 'usr-1', later);
const docOf = (events: readonly OrderEvent[]) =>
  fold<OrderConfirmation>(
    storeOrderConfirmations,
    'ord-1',
    events.map((event) => recorded('order-ord-1', event)),
  );

describe('a placed order', () => {
  it('shows everything the confirmation and the receipt print', () => {
    const doc = docOf([placed]);
    expect(doc).toMatchObject({
      _id: 'ord-1',
      customerId: 'guest-1',
      cartId: draft.cartId,
      status: 'pending',
      dateOrdered: now,
      confirmationAlias: 'confirmation/ord-1',
      preferredLanguage: 'fr',
      totals: { totalCents: 9_888, taxName: { en: 'HST', fr: 'TVH' } },
      payment: { brand: 'visa', last4: '1111' },
      shippingMethod: 'express',
      trackingNumber: null,
    });
    expect(doc?.lines).toEqual(draft.lines);
  });
  it('gives a DTO without the read model fields', () => {
    const doc = docOf([placed]);
    if (!doc) throw new Error('no order');
    const dto = toOrderDto({ ...doc, _position: 'x' } as OrderConfirmation);
    expect(Object.keys(dto)).not.toContain('customerId');
    expect(Object.keys(dto)).not.toContain('_position');
    expect(dto.orderId).toBe('ord-1');
  });
});

describe('a shipped or cancelled order', () => {
  it('shows its tracking number', () =>
    expect(docOf([placed, staffLater.released(), staffLater.shipped('1Z999')])).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999',
      updatedAt: later,
    }));
  it('shows why it was cancelled', () =>
    expect(docOf([placed, staffLater.cancelled('Duplicate')])).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Duplicate',
    }));
  it('is nothing when the placement was never seen', () => expect(docOf([staffLater.released()])).toBeNull());
});

describe('a malformed placement', () => {
  it('is skipped rather than shown half empty', () =>
    expect(
      fold<OrderConfirmation>(storeOrderConfirmations, 'ready-1', [
        recorded('order-ready-1', { type: 'OrderPlaced', data: { orderId: 'ready-1' } }),
      ]),
    ).toBeNull());
});

describe('the status shown', () => {
  const released = staffLater.released();
  const shipped = staffLater.shipped('1Z999');
  const cancelled = staffLater.cancelled('Duplicate');

  it('is the status the order decider decides on, after every event', () => {
    for (const history of [[placed], [placed, shipped], [placed, cancelled], [placed, released, shipped]]) {
      const decided = history.reduce(evolve, initialState());
      expect(docOf(history)?.status).toBe(decided.status);
    }
  });

  it('stays as it was when a status event cannot be read', () =>
    expect(
      fold<OrderConfirmation>(storeOrderConfirmations, 'ord-1', [
        recorded('order-ord-1', placed),
        recorded('order-ord-1', { type: 'OrderShipped', data: { ...shipped.data, trackingNumber: 1999 } }),
      ]),
    ).toMatchObject({ status: 'pending', trackingNumber: null }));
});

describe('staff work on the order', () => {
  const shipped = statusEventsBy('ord-1', 'usr-1', now).shipped('1Z999');
  const edited: OrderEvent = {
    type: 'OrderEdited',
    data: {
      orderId: 'ord-1',
      changes: [
        { field: 'shippingAddress.city', before: draft.shippingAddress.city, after: 'Halifax' },
        { field: 'billingAddress.address2', before: null, after: 'Unit 4' },
        { field: 'trackingNumber', before: '1Z999', after: '1Z998' },
      ],
      reason: null,
      editedBy: 'usr-lmg',
      role: 'LMG',
      editedAt: later,
    },
  };

  it('shows the edited addresses and tracking', () => {
    const doc = docOf([placed, shipped, edited]);
    expect(doc?.shippingAddress).toEqual({ ...draft.shippingAddress, city: 'Halifax' });
    expect(doc?.billingAddress).toEqual({ ...draft.billingAddress, address2: 'Unit 4' });
    expect(doc).toMatchObject({ trackingNumber: '1Z998', updatedAt: later });
  });

  it('keeps notes and resent mails out of what the shopper sees', () => {
    const before = docOf([placed]);
    const after = docOf([
      placed,
      {
        type: 'OrderNoteAdded',
        data: {
          orderId: 'ord-1',
          noteId: 'n-1',
          text: 'Internal',
          correctsNoteId: null,
          addedBy: 'usr-lmg',
          role: 'LMG',
          addedAt: later,
        },
      },
      {
        type: 'OrderConfirmationResendRequested',
        data: { orderId: 'ord-1', requestId: 'r-1', to: null, requestedBy: 'usr-lmg', role: 'LMG', at: later },
      },
    ]);
    expect(after).toEqual(before);
  });
});
