import type { AddressDto } from '@parks/schemas/account';
import type { PortalCheckoutFormInput } from '@parks/schemas/portal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDecider } from '../orders/decider.ts';
import { seedTaxRecords } from '../seed/checkout.ts';
import { portalCustomerAccounts, portalFeeSchedule } from '../seed/portalCheckout.ts';
import { DomainError } from '../shared/errors.ts';
import { specFor } from '../testing/specFor.ts';
import { type PortalCartCommand, type PortalCartEvent, portalCartDecider } from './cart.ts';
import type { PortalProductSnapshot } from './catalog.ts';
import { accountOf, placePortalOrder } from './checkout.ts';
import { cartRecordsOrder, placeOrderOf, portalCheckoutStep, type StartPortalCheckout } from './checkoutAttempt.ts';
import { type PortalCheckoutContext, quotePortalCheckout } from './checkoutQuote.ts';
import { quotePortalOrder } from './fees.ts';
import {
  portalTestChoices,
  portalTestContext,
  portalTestForm,
  portalTestGuide,
  portalTestLine,
  portalTestUser,
} from './testing.ts';

const given = specFor(portalCartDecider);
const now = '2026-11-20T15:00:00.000Z';
const userId = portalTestUser.userId;
const guide = portalTestGuide;
const context = portalTestContext;
const form = portalTestForm;
const { address } = portalTestChoices;

const choice = { yearOptionId: 'year-2027', monthOptionId: null, languageOptionId: 'lang-fr', packSizeId: null };
const added = (quantity = 100, cartItemId = portalTestLine.cartItemId): PortalCartEvent => ({
  type: 'PortalCartItemAdded',
  data: {
    userId,
    cartItemId,
    productId: guide.productId,
    sku: guide.sku,
    choice,
    quantity,
    addedAt: now,
  },
});

const start = (
  key = 'key-1',
  more: Partial<StartPortalCheckout['data']> = {},
  orderId = `ord-${key}`,
): StartPortalCheckout => ({
  type: 'StartPortalCheckout',
  data: {
    userId,
    orderId,
    confirmationAlias: `portal/confirmation/${orderId}`,
    idempotencyKey: key,
    requestHash: `hash-${key}`,
    form,
    context,
    preferredLanguage: 'en',
    ...more,
  },
  metadata: { now, userId },
});

/** The order the first submission places: the order rule's (checkout.ts) for the test line, choices and quote. */
const expectedOrder = () => {
  const quote = quotePortalOrder({
    lines: [{ totalCents: 100 * 45, backOrdered: false }],
    shippingMethod: 'standard',
    shippingOption: 'shipComplete',
    destination: address,
    taxRecords: seedTaxRecords,
    schedule: portalFeeSchedule,
    now,
  });
  return placePortalOrder(
    {
      orderId: 'ord-key-1',
      cartId: `portalCart-${userId}`,
      user: portalTestUser,
      lines: [{ ...portalTestLine, inStock: true }],
      choices: { ...portalTestChoices, shippingMethod: 'standard', shippingOption: 'shipComplete' },
      account: accountOf('CPC-100001', portalCustomerAccounts),
      quote,
      preferredLanguage: 'en',
      confirmationAlias: 'portal/confirmation/ord-key-1',
      idempotencyKey: 'key-1',
      requestHash: 'hash-key-1',
    },
    now,
  ).data;
};

const started = (): PortalCartEvent => {
  const { order, requiresApproval } = expectedOrder();
  return {
    type: 'PortalCheckoutStarted',
    data: {
      userId,
      orderId: 'ord-key-1',
      idempotencyKey: 'key-1',
      requestHash: 'hash-key-1',
      cartItemIds: [portalTestLine.cartItemId],
      order,
      requiresApproval,
      startedAt: now,
    },
  };
};

const checkedOut: PortalCartEvent = {
  type: 'PortalCartCheckedOut',
  data: { userId, orderId: 'ord-key-1', cartItemIds: [portalTestLine.cartItemId], checkedOutAt: now },
};

const checkOut = (orderId = 'ord-key-1'): PortalCartCommand => ({
  type: 'CheckOutPortalCart',
  data: { userId, orderId, cartItemIds: [portalTestLine.cartItemId] },
  metadata: { now, userId },
});

const stateOf = (events: readonly PortalCartEvent[]) =>
  events.reduce(portalCartDecider.evolve, portalCartDecider.initialState());

describe('the portal checkout quote', () => {
  const quoted = (more: Partial<PortalCheckoutFormInput> | null, ctx = context, quantity = 100) =>
    quotePortalCheckout({
      items: stateOf([added(quantity)]).items,
      form: more === null ? null : { ...form, ...more },
      context: ctx,
      now,
    });

  it('prices the cart with the fee schedule: items, line, processing and shipment fees, shipping and taxes', () => {
    const { quote, lines, issues, requiresApproval } = quoted({});
    expect(issues).toEqual([]);
    expect(lines).toEqual([{ ...portalTestLine, inStock: true }]);
    expect(quote.fees).toMatchObject({
      subtotalCents: 4_500,
      lineItemFeeCents: 150,
      orderProcessingFeeCents: 500,
      orderShipmentFeeCents: 750,
      productionSubtotalCents: 5_900,
      shippingCents: 1_500,
    });
    expect(quote.fees.totalCents).toBe(quote.fees.productionTotalCents + quote.fees.shippingTotalCents);
    // Friday 20 November + 3 business days of printing + 5 of Ground transit.
    expect(quote.estimatedArrivalDate).toBe('2026-12-02');
    expect(requiresApproval).toBe(true); // CPC-100001 has every order approved
  });

  it('takes the first address of the book on the first load, a book entry by id, else the typed address', () => {
    const entry = (entityId: string, city: string): AddressDto => ({
      entityId,
      nickName: city,
      firstName: 'Paul',
      lastName: 'Roy',
      companyName: null,
      address1: '1 Main St',
      address2: null,
      city,
      provinceState: 'ON',
      country: 'CA',
      postalCode: 'K1A 0B1',
      phone1: '(613) 555-0100',
      email1: 'paul@partner.example',
      email2: null,
    });
    const withBook = { ...context, addressBook: [entry('a-1', 'Ottawa'), entry('a-2', 'Kingston')] };
    const first = quoted(null, withBook);
    expect([first.addressId, first.choices.address.city, first.choices.shippingMethod]).toEqual([
      'a-1',
      'Ottawa',
      'standard',
    ]);
    const second = quoted({ addressId: 'a-2' }, withBook);
    expect([second.addressId, second.choices.address.city]).toEqual(['a-2', 'Kingston']);
    const typed = quoted({}, withBook);
    expect([typed.addressId, typed.choices.address.city]).toEqual([null, 'Gatineau']);
  });

  it('has no shipping and no tax while the destination is unknown', () => {
    const { quote } = quoted({ provinceState: '' });
    expect([quote.fees.shippingCents, quote.fees.taxCents, quote.estimatedArrivalDate]).toEqual([0, 0, null]);
  });

  describe('lists what keeps the order from being placed', () => {
    const codes = (more: Partial<PortalCheckoutFormInput>, ctx = context, quantity = 100) =>
      quoted(more, ctx, quantity).issues.map((issue) => `${issue.field}: ${issue.code}`);
    const item = `cartItems.${portalTestLine.cartItemId}`;
    const withProduct = (change: Partial<PortalProductSnapshot>): PortalCheckoutContext => {
      const offer = context.products[guide.productId];
      if (offer === undefined) throw new Error('fixture');
      return { ...context, products: { [guide.productId]: { ...offer, snapshot: { ...guide, ...change } } } };
    };

    it('an empty cart', () =>
      expect(quotePortalCheckout({ items: [], form, context, now }).issues.map((issue) => issue.code)).toEqual([
        'portal.cartEmpty',
      ]));
    it('a missing name, address, city, country or province', () =>
      expect(codes({ firstName: '', lastName: '', address1: '', city: '', provinceState: '' })).toEqual([
        'firstName: checkout.firstName.required',
        'lastName: checkout.lastName.required',
        'address1: checkout.address1.required',
        'city: checkout.city.required',
        'provinceState: checkout.provinceState.required',
      ]));
    it('a missing country', () => expect(codes({ country: '' })).toContain('country: checkout.country.required'));
    it('a malformed postal code, phone or e-mail', () =>
      expect(codes({ postalCode: 'K1A', phone1: '12', email1: 'nope', email2: 'x@' })).toEqual([
        'postalCode: checkout.postalCode.invalid',
        'phone1: checkout.phone.invalid',
        'email1: checkout.email.invalid',
        'email2: checkout.email.invalid',
      ]));
    it('an unknown shipping method or option', () =>
      expect(codes({ shippingMethod: 'teleport', shippingOption: 'someday' })).toEqual([
        'shippingMethod: portal.shippingMethod.required',
        'shippingOption: portal.shippingOption.required',
      ]));
    it('no customer number, or one not assigned to the user', () => {
      expect(codes({ budgetCode: null })).toEqual(['budgetCode: portal.budgetCode.required']);
      expect(codes({ budgetCode: 'CPC-200001' })).toEqual(['budgetCode: portal.budgetCode.invalid']);
    });
    it('a product gone from the catalogue, unavailable, or short of stock without back orders', () => {
      expect(codes({}, { ...context, products: {} })).toEqual([`${item}: portal.productNotFound`]);
      expect(codes({}, withProduct({ status: 'Unavailable' }))).toEqual([`${item}: portal.productUnavailable`]);
      expect(codes({}, withProduct({ allowBackorder: false, available: 50 }))).toEqual([
        `${item}: portal.notEnoughStock`,
      ]);
      expect(codes({}, withProduct({ minimumOrderQty: 200 }))).toEqual([`${item}: portal.quantity.belowMinimum`]);
    });
    it('a method that does not ship to the destination, with the amounts shown without shipping', () => {
      // A schedule with a gap (no express rate outside Canada), which the seeded one does not have.
      const noExpressAbroad = {
        ...portalFeeSchedule,
        shippingRates: { ...portalFeeSchedule.shippingRates, express: { CA: { feeCents: 3_500, transitDays: 2 } } },
      } as typeof portalFeeSchedule;
      const abroad = { country: 'FR', provinceState: '', postalCode: '75001', phone1: '+33 1 23 45 67 89' };
      const result = quoted({ ...abroad, shippingMethod: 'express' }, { ...context, schedule: noExpressAbroad });
      expect(result.issues.map((issue) => `${issue.field}: ${issue.code}`)).toContain(
        'provinceState: checkout.shippingUnavailable',
      );
      expect(result.quote.fees.shippingCents).toBe(0);
    });
  });
});

describe('submitting the portal checkout', () => {
  it('starts one attempt holding the order to place, and freezes the cart', () =>
    given([added()]).when(start()).then([started()]));

  it('refuses a cart with issues, with each field’s messages', () => {
    given([added()])
      .when(start('key-1', { form: { ...form, city: '' } }))
      .thenThrows('portal.checkoutIncomplete');
    given([]).when(start()).thenThrows('portal.checkoutIncomplete');
    try {
      portalCartDecider.decide(start('key-1', { form: { ...form, city: '', budgetCode: null } }), stateOf([added()]));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).details).toEqual({
        errors: { city: ['checkout.city.required'], budgetCode: ['portal.budgetCode.required'] },
      });
    }
  });

  it('places the started order: pending approval on an account that approves every order', () => {
    const state = stateOf([added(), started()]);
    const step = portalCheckoutStep(state, 'key-1');
    if (step.step !== 'place') throw new Error(`expected place, got ${step.step}`);
    const [placed] = orderDecider.decide(placeOrderOf(step.attempt, { now, userId }), orderDecider.initialState());
    expect(placed).toMatchObject({
      type: 'OrderPlaced',
      data: { orderId: 'ord-key-1', storeCode: 'b2b', status: 'pendingApproval', budgetCode: 'CPC-100001' },
    });
    given([added(), started()]).when(checkOut()).then([checkedOut]);
  });

  it('refuses a second attempt with another key while the first runs, and once it is placed', () => {
    given([added(), started()]).when(start('key-2')).thenThrows('checkout.inProgress');
    given([added(), started(), checkedOut]).when(start('key-2')).thenThrows('cart.checkedOut');
  });

  it('gives the same key its first attempt: nothing new, and a changed submission under it is refused', () => {
    given([added(), started()]).when(start()).thenNothingHappened();
    given([added(), started(), checkedOut]).when(start()).thenNothingHappened();
    given([added(), started()])
      .when(start('key-1', { requestHash: 'other' }))
      .thenThrows('checkout.requestChanged');
    expect(portalCheckoutStep(stateOf([added(), started(), checkedOut]), 'key-1')).toEqual({
      step: 'done',
      orderId: 'ord-key-1',
      confirmationAlias: 'portal/confirmation/ord-key-1',
    });
  });

  it('keeps the items of a running attempt as they are, and checks out only that attempt’s order', () => {
    const add: PortalCartCommand = {
      type: 'AddPortalCartItem',
      data: { userId, cartItemId: 'ci-2', product: guide, choice, quantity: 25 },
      metadata: { now, userId },
    };
    given([added(), started()]).when(add).thenThrows('checkout.inProgress');
    given([added(), started()]).when(checkOut('ord-other')).thenThrows('checkout.inProgress');
  });

  it('takes a new attempt once items are added again after an order', () => {
    const state = stateOf([added(), started(), checkedOut, added(50, 'ci-2')]);
    expect(portalCheckoutStep(state, 'key-2')).toEqual({ step: 'start' });
    const [next] = portalCartDecider.decide(start('key-2'), state);
    expect(next).toMatchObject({
      type: 'PortalCheckoutStarted',
      data: { orderId: 'ord-key-2', cartItemIds: ['ci-2'] },
    });
  });
});

describe('the orders a cart recorded (the stock sweep keeps their reservations)', () => {
  it('knows an order from its start, after it is checked out, and never one it did not start', () => {
    expect(cartRecordsOrder(stateOf([added()]), 'ord-key-1')).toBe(false);
    expect(cartRecordsOrder(stateOf([added(), started()]), 'ord-key-1')).toBe(true);
    expect(cartRecordsOrder(stateOf([added(), started(), checkedOut]), 'ord-key-1')).toBe(true);
    expect(cartRecordsOrder(stateOf([added(), started(), checkedOut, added(50, 'ci-2')]), 'ord-key-1')).toBe(true);
    expect(cartRecordsOrder(stateOf([added(), started()]), 'ord-crashed')).toBe(false);
  });
});

describe('whatever the order of submissions, retries and adds', () => {
  type Step =
    | Readonly<{ kind: 'submit'; key: string; changed: boolean }>
    | Readonly<{ kind: 'place'; key: string }>
    | Readonly<{ kind: 'add' }>;
  const keys = fc.constantFrom('tab-1', 'tab-2', 'tab-3');
  const steps = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('submit' as const), key: keys, changed: fc.boolean() }),
      fc.record({ kind: fc.constant('place' as const), key: keys }),
      fc.constant({ kind: 'add' as const }),
    ),
    { maxLength: 40 },
  );

  it('one cart content gives at most one order, and a key never starts a second attempt', () =>
    fc.assert(
      fc.property(steps, (plan: readonly Step[]) => {
        // The cart stream takes one decision at a time (its expected revision serialises concurrent requests).
        const events: PortalCartEvent[] = [added()];
        const ordersPerContent: number[] = [0];
        const keysStarted = new Set<string>();
        let serial = 0;
        const decide = (command: PortalCartCommand): readonly PortalCartEvent[] => {
          try {
            const decided = portalCartDecider.decide(command, stateOf(events));
            events.push(...decided);
            return decided;
          } catch (error) {
            // Every refusal is a business answer (409 or 422), never anything else.
            expect(error).toBeInstanceOf(DomainError);
            expect([409, 422]).toContain((error as DomainError).status);
            return [];
          }
        };
        for (const step of plan) {
          serial += 1;
          if (step.kind === 'add') {
            const cartItemId = `ci-${serial}`;
            const add: PortalCartCommand = {
              type: 'AddPortalCartItem',
              data: { userId, cartItemId, product: guide, choice, quantity: 25 },
              metadata: { now, userId },
            };
            if (decide(add).length > 0) ordersPerContent.push(0); // new content: a new order may come of it
          } else if (step.kind === 'submit') {
            const submission = start(step.key, { requestHash: step.changed ? 'changed' : `hash-${step.key}` });
            const decided = decide({ ...submission, data: { ...submission.data, orderId: `ord-${serial}` } });
            if (decided.some((event) => event.type === 'PortalCheckoutStarted')) {
              expect(keysStarted.has(step.key)).toBe(false);
              keysStarted.add(step.key);
              ordersPerContent[ordersPerContent.length - 1] = (ordersPerContent.at(-1) ?? 0) + 1;
            }
          } else {
            const next = portalCheckoutStep(stateOf(events), step.key);
            if (next.step === 'place') {
              const { orderId, cartItemIds } = next.attempt;
              decide({ type: 'CheckOutPortalCart', data: { userId, orderId, cartItemIds }, metadata: { now, userId } });
            }
          }
        }
        expect(ordersPerContent.every((orders) => orders <= 1)).toBe(true);
      }),
    ));
});
