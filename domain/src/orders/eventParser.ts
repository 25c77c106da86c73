import { type Localized, shippingMethods } from '@parks/schemas/catalog';
import { cardBrands } from '@parks/schemas/checkout/card';
import { languages } from '@parks/schemas/language';
import { orderEditFields } from '@parks/schemas/orderStaff';
import type { OrderLine, OrderTotals, PaymentSummary, PostalAddress } from '@parks/schemas/orders';
import { taxKinds } from '@parks/schemas/orders';
import { type PortalOrderDetails, portalShippingOptions } from '@parks/schemas/portal';
import { roles } from '@parks/schemas/roles';
import { storeCodes } from '@parks/schemas/store';
import {
  array,
  boolean,
  type EventParser,
  event,
  eventParser,
  integer,
  nullable,
  number,
  object,
  oneOf,
  optional,
  type Shape,
  string,
  text,
} from '../shared/shape.ts';
import type { OrderDraft } from './draft.ts';
import type {
  OrderApproved,
  OrderCancelled,
  OrderConfirmationResendRequested,
  OrderConfirmationResent,
  OrderDeclined,
  OrderEdited,
  OrderEvent,
  OrderNoteAdded,
  OrderPlaced,
  OrderReleased,
  OrderShipped,
} from './events.ts';

/**
 * The order stream's parser: every reader of order events (the command path, both order read models, the
 * confirmation mail and the release) gets typed events from here, or null for anything else.
 */

export const localized: Shape<Localized> = object({ en: string, fr: string });

export const postalAddress: Shape<PostalAddress> = object({
  firstName: string,
  lastName: string,
  companyName: nullable(string),
  address1: string,
  address2: nullable(string),
  city: string,
  provinceState: nullable(string),
  country: string,
  postalCode: string,
  phone1: string,
  email: string,
});

const orderLine: Shape<OrderLine> = object({
  lineId: text,
  productId: text,
  priceId: string,
  categoryName: localized,
  productName: localized,
  validityPeriod: nullable(localized),
  vessel: nullable(object({ lengthFeet: number, chargedLengthFeet: number, vesselId: string, vesselType: string })),
  quantity: integer,
  unitPriceCents: integer,
  totalCents: integer,
});

const orderTotals: Shape<OrderTotals> = object({
  subtotalCents: integer,
  discountCents: integer,
  shippingCents: integer,
  taxes: array(object({ kind: oneOf(taxKinds), rate: integer, amountCents: integer })),
  taxCents: integer,
  taxName: nullable(localized),
  totalCents: integer,
});

export const paymentSummary: Shape<PaymentSummary> = object({
  brand: oneOf(cardBrands),
  last4: string,
  authorizationId: string,
  amountCents: integer,
});

const portalOrderDetails: Shape<PortalOrderDetails> = object({
  lines: array(
    object({
      lineId: text,
      sku: string,
      yearOption: nullable(localized),
      monthOption: nullable(localized),
      languageOption: nullable(localized),
      packSize: nullable(localized),
      inStock: boolean,
      allowBackorder: boolean,
    }),
  ),
  fees: object({
    subtotalCents: integer,
    lineItemFeeCents: integer,
    orderProcessingFeeCents: integer,
    orderShipmentFeeCents: integer,
    productionSubtotalCents: integer,
    discountCents: integer,
    taxCents: integer,
    taxName: nullable(localized),
    productionTotalCents: integer,
    shippingCents: integer,
    shippingTaxCents: integer,
    shippingTotalCents: integer,
    totalCents: integer,
  }),
  shippingOption: oneOf(portalShippingOptions),
  placedByRole: string,
  placedByUsername: string,
});

const orderDraftFields = {
  orderId: text,
  storeCode: oneOf(storeCodes),
  cartId: string,
  customerId: text,
  lines: array(orderLine),
  discounts: array(object({ code: string, discountId: string, amountCents: integer })),
  totals: orderTotals,
  shippingAddress: postalAddress,
  billingAddress: postalAddress,
  shippingMethod: oneOf(shippingMethods),
  estimatedArrivalDate: string,
  preferredLanguage: oneOf(languages),
  consentToEmails: boolean,
  confirmationAlias: string,
  budgetCode: nullable(string),
  poNumber: nullable(string),
  portal: optional(nullable(portalOrderDetails)),
};

/** The priced order a checkout carries (CheckoutStarted of a cart, OrderPlaced of an order). */
export const orderDraft: Shape<OrderDraft> = object(orderDraftFields);

const orderPlaced: Shape<OrderPlaced> = event(
  'OrderPlaced',
  object({
    ...orderDraftFields,
    status: oneOf(['pending', 'pendingApproval']),
    payment: nullable(paymentSummary),
    idempotencyKey: string,
    requestHash: string,
    placedBy: text,
    placedAt: text,
  }),
);

const role = oneOf(roles);
/** Events recorded before roles were: no role. */
const optionalRole = optional(role);
/** Set on the transitions the admin's status edit recorded; absent on the others and on older events. */
const optionalVia = optional(oneOf(['statusEdit'] as const));

const orderApproved: Shape<OrderApproved> = event(
  'OrderApproved',
  object({ orderId: text, approvedBy: text, approvedAt: text, role: optionalRole, via: optionalVia }),
);

const orderDeclined: Shape<OrderDeclined> = event(
  'OrderDeclined',
  object({ orderId: text, reason: string, declinedBy: text, declinedAt: text, role: optionalRole, via: optionalVia }),
);

const orderReleased: Shape<OrderReleased> = event(
  'OrderReleased',
  object({ orderId: text, releasedBy: text, releasedAt: text, role: optionalRole, via: optionalVia }),
);

const orderShipped: Shape<OrderShipped> = event(
  'OrderShipped',
  object({
    orderId: text,
    trackingNumber: string,
    trackingUrl: nullable(string),
    shippedBy: text,
    shippedAt: text,
    role: optionalRole,
    via: optionalVia,
  }),
);

const orderCancelled: Shape<OrderCancelled> = event(
  'OrderCancelled',
  object({ orderId: text, reason: string, cancelledBy: text, cancelledAt: text, role: optionalRole, via: optionalVia }),
);

const orderEdited: Shape<OrderEdited> = event(
  'OrderEdited',
  object({
    orderId: text,
    changes: array(object({ field: oneOf(orderEditFields), before: nullable(string), after: nullable(string) })),
    reason: nullable(string),
    editedBy: text,
    role,
    editedAt: text,
  }),
);

const orderNoteAdded: Shape<OrderNoteAdded> = event(
  'OrderNoteAdded',
  object({
    orderId: text,
    noteId: text,
    text: text,
    correctsNoteId: nullable(text),
    addedBy: text,
    role,
    addedAt: text,
  }),
);

const orderConfirmationResendRequested: Shape<OrderConfirmationResendRequested> = event(
  'OrderConfirmationResendRequested',
  object({ orderId: text, requestId: text, to: nullable(text), requestedBy: text, role, at: text }),
);

const orderConfirmationResent: Shape<OrderConfirmationResent> = event(
  'OrderConfirmationResent',
  object({
    orderId: text,
    requestId: text,
    to: array(text),
    messageId: text,
    via: oneOf(['smtp', 'file']),
    sentAt: text,
  }),
);

export const parseOrderEvent: EventParser<OrderEvent> = eventParser<OrderEvent>({
  OrderPlaced: orderPlaced,
  OrderApproved: orderApproved,
  OrderDeclined: orderDeclined,
  OrderReleased: orderReleased,
  OrderShipped: orderShipped,
  OrderCancelled: orderCancelled,
  OrderEdited: orderEdited,
  OrderNoteAdded: orderNoteAdded,
  OrderConfirmationResendRequested: orderConfirmationResendRequested,
  OrderConfirmationResent: orderConfirmationResent,
});
