import type { PaymentSummary, PostalAddress } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderDraft } from '../orders/draft.ts';
import type { OrderPlaced } from '../orders/events.ts';

/**
 * A bare order for the order decider's tests: no lines, a 72.50 subtotal and no tax, one address for shipping and
 * billing (Cavendish, PE). The portal's has a customer number. What a test looks at is set by `more`.
 */
export const orderAddress: PostalAddress = {
  firstName: 'Anne',
  lastName: 'Shirley',
  companyName: null,
  address1: '1 Green Gables Rd',
  address2: null,
  city: 'Cavendish',
  provinceState: 'PE',
  country: 'CA',
  postalCode: 'C0A 1N0',
  phone1: '(902) 555-0199',
  email: 'anne@example.ca',
};

export const orderDraft = (orderId: string, storeCode: StoreCode, more: Partial<OrderDraft> = {}): OrderDraft => ({
  orderId,
  storeCode,
  cartId: 'cart-1',
  customerId: 'usr-customer',
  lines: [],
  discounts: [],
  totals: {
    subtotalCents: 7_250,
    discountCents: 0,
    shippingCents: 0,
    taxes: [],
    taxCents: 0,
    taxName: null,
    totalCents: 7_250,
  },
  shippingAddress: orderAddress,
  billingAddress: orderAddress,
  shippingMethod: 'standard',
  estimatedArrivalDate: '2026-12-01',
  preferredLanguage: 'en',
  consentToEmails: false,
  confirmationAlias: `confirmation/${orderId}`,
  budgetCode: storeCode === 'b2b' ? 'CPC-123' : null,
  poNumber: null,
  ...more,
});

/** The draft as placed, with its first status, its payment (null: on account) and who placed it when. */
export const orderPlaced = (
  draft: OrderDraft,
  placed: Readonly<{
    status: 'pending' | 'pendingApproval';
    payment: PaymentSummary | null;
    placedBy: string;
    placedAt: string;
  }>,
): OrderPlaced => ({
  type: 'OrderPlaced',
  data: { ...draft, ...placed, idempotencyKey: 'key-1', requestHash: 'hash-1' },
});
