import type { Localized, ShippingMethod } from '../catalog.ts';
import type { Language } from '../language.ts';
import type { Cents, Rate } from '../money.ts';
import type { OrderEditField } from '../orderStaff.ts';
import type { OrderStatus, PaymentSummary, PostalAddress, TaxKind } from '../orders.ts';
import type { Role } from '../roles.ts';
import type { StoreCode } from '../store.ts';
import { msg } from '../texts/messages/index.ts';
import { type RefundHistoryEntry, type RefundType, refundFormQuerySchema } from './refunds.ts';

/**
 * The wire contract of the order modal (back-office.md §2, §3): `GET /api/Orders/GetOrderDetails/{orderId}` answers
 * `OrderDetailsDto`, everything staff see about one order, its refunds, notes and audit timeline. Money in cents (the
 * web shows two decimals); dates ISO 8601; labels that depend on the language (status, refund type) are sent in the
 * request's language beside the wire values so the modal and its print agree with the lists.
 *
 * Who may read it: the orders area of the order's own store (b2c: LMG, SuperUser, Administrator; b2b: LMG,
 * SuperUser), read from the order's stream, like every one-order call.
 */

/**
 * The query of `GetOrderDetails`: the same informative `storeCode` as the refund form's (the order's own store
 * decides who may read it).
 */
export const orderDetailsQuerySchema = refundFormQuerySchema;

/** A product line as the details view shows it (both stores: sku and serial). */
export type OrderDetailsProduct = Readonly<{
  lineId: string;
  categoryName: Localized;
  productName: Localized;
  validityPeriod: Localized | null;
  /** Portal options (b2b). */
  languageOption: Localized | null;
  packSize: Localized | null;
  sku: string;
  serialNumber: string | null;
  vesselSize: number | null;
  vesselId: string | null;
  vesselType: string | null;
  /** Portal lines carry the order's tracking (b2b). */
  trackingNumber: string | null;
  trackingUrl: string | null;
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
}>;

export type OrderDetailsNote = Readonly<{
  noteId: string;
  note: string;
  /** The note this one corrects (notes are never rewritten: a correction is a new note). */
  correctsNoteId: string | null;
  /** Set on a note a later one corrects. */
  correctedByNoteId: string | null;
  dateTimeAdded: string;
  noteBy: string;
  noteByRole: Role;
}>;

export type OrderDetailsAmounts = Readonly<{
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  taxes: readonly Readonly<{ kind: TaxKind; rate: Rate; amountCents: Cents }>[];
  totalCents: Cents;
  /** Portal orders only (null on b2c). */
  portal: Readonly<{
    lineItemFeeCents: Cents;
    orderProcessingFeeCents: Cents;
    orderShipmentFeeCents: Cents;
    productionSubtotalCents: Cents;
    productionTotalCents: Cents;
    shippingTaxCents: Cents;
    shippingTotalCents: Cents;
  }> | null;
}>;

/** What an audit entry is about. */
export const timelineKinds = [
  'placed',
  'approved',
  'declined',
  'released',
  'shipped',
  'cancelled',
  'edited',
  'statusChanged',
  'noteAdded',
  'noteCorrected',
  'emailSent',
  'emailResendRequested',
  'emailResent',
  'refundRequested',
  'refunded',
  'refundFailed',
  'refundCommented',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** Catalogue key of a kind's label (sent in the request's language as `label`). */
export const timelineKindLabel = (kind: TimelineKind) => msg(`timeline.kind.${kind}`);

/** One field a staff action changed, before and after (null: empty). */
export type TimelineChange = Readonly<{
  field: OrderEditField | 'status';
  before: string | null;
  after: string | null;
}>;

/**
 * One entry of the order's audit timeline (the `orderTimeline` read model): when, who (user id, the name staff read
 * and role; `system` for the workers), what, why, and the changed fields with before and after. Entries are never removed or
 * rewritten; `position` orders them as the log does.
 */
export type TimelineEntry = Readonly<{
  entryId: string;
  orderId: string;
  kind: TimelineKind;
  /** The kind's label in the request's language. */
  label: string;
  at: string;
  actor: Readonly<{ userId: string; username: string | null; role: Role | 'customer' | 'system' }>;
  reason: string | null;
  changes: readonly TimelineChange[];
  /** A short free text: the note, the address mailed, the refund id and total, the failure reason. */
  detail: string | null;
  /** Where it came from: the stream and the event's revision in it. */
  source: Readonly<{ stream: string; revision: string }>;
  position: string;
}>;

export type OrderDetailsDto = Readonly<{
  orderId: string;
  storeCode: StoreCode;
  status: OrderStatus;
  statusLabel: string;
  dateOrdered: string;
  dateShipped: string | null;
  dateUpdated: string;
  dateCancelled: string | null;
  /** b2c only (null on b2b). */
  preferredLanguage: Language | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  /** The type of the latest refund and the total of the refunds that did not fail (cents, positive). */
  refundType: RefundType | null;
  refundTotalCents: Cents;
  shippingMethod: ShippingMethod;
  /** `card` or `account` (portal orders on a customer number). */
  billingType: 'card' | 'account';
  payment: PaymentSummary | null;
  poNumber: string | null;
  discountCodes: readonly string[];
  taxName: Localized | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  amounts: OrderDetailsAmounts;
  /** Portal orders: the customer number, the shipping option and the estimated arrival. */
  budgetCode: string | null;
  shippingOption: string | null;
  estimatedArrivalDate: string | null;
  /**
   * Who placed it, `username` as staff read it (issue 23): a user's name, a guest as "Guest — e-mail"; the same for
   * the timeline's actors, the notes' `noteBy` and the refunds' `requestedBy` (names, not user ids).
   */
  placedBy: Readonly<{ userId: string; username: string | null }>;
  products: readonly OrderDetailsProduct[];
  refunds: readonly RefundHistoryEntry[];
  notes: readonly OrderDetailsNote[];
  timeline: readonly TimelineEntry[];
  /** The modal's actions this user may take on this order now (the footer's buttons). */
  actions: readonly Readonly<{ name: 'edit' | 'editStatus' | 'note' | 'email' | 'refund'; allowed: boolean }>[];
  /** The statuses editStatus may move this order to now (the decider's legal transitions). */
  nextStatuses: readonly OrderStatus[];
}>;
