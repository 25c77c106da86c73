import { type InferType, object, string } from 'yup';
import type { Localized } from '../catalog.ts';
import { dollars, flag, idField, list, text } from '../fields.ts';
import { type Cents, parseDollars, type Rate } from '../money.ts';
import type { TaxKind } from '../orders.ts';
import type { StaffRole } from '../roles.ts';
import { storeCodes } from '../store.ts';
import { msg } from '../texts/messages/index.ts';

/**
 * The refund form of the back office (back-office.md §3 Refund, §4 refund type behaviour, §5 refund amount rule)
 * and its wire contract:
 *   GET  /api/Refunds/GetById/{orderId}?storeCode=   → RefundFormDto
 *   POST /api/Refunds/Create?storeCode=               {orderId, type, reason, comments, lines: [{id, amount}], preview?}
 * Amounts on the request are dollars, negative, with at most two decimals, as the spec sends them; everything
 * answered is in positive cents.
 */
export const refundTypes = ['full', 'specific', 'partial'] as const;
export type RefundType = (typeof refundTypes)[number];

/** Catalogue key of a type's label: Full refund, Specific products, Partial. */
export const refundTypeLabel = (type: RefundType) => msg(`refund.type.${type}`);

export const refundStatuses = ['requested', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * The shipping/handling line of every refund form (sku S/H; its id is a well-formed id). It gives back the tax
 * charged on shipping; zero tax (§5) where shipping was not taxed.
 */
export const shippingLineSku = 'S/H';
export const shippingLineId = 'shipping';
/** The portal's production fees (line item, processing, shipment), taxed like the products. */
export const feesLineSku = 'FEES';
export const feesLineId = 'fees';

export const refundLimits = {
  lines: 500,
  reason: 500,
  comments: 2_000,
  /** The largest refund amount a line may ask for: ten million dollars. */
  amountCents: 1_000_000_000,
} as const;

/**
 * A refund amount of the wire: negative dollars with at most two decimals, down to the refund limit: `-12.5` and
 * `-12.50` yes; `-12.505`, `0`, `12`, `-1e309` no.
 */
const refundAmountBounds = { min: -refundLimits.amountCents, max: -1 } as const;

export const isRefundAmount = (value: unknown): value is number => {
  const cents = typeof value === 'number' ? parseDollars(value) : null;
  return cents !== null && cents >= refundAmountBounds.min && cents <= refundAmountBounds.max;
};

/** The cents a refund amount of the wire asks for (a positive number); only for an amount the schema accepted. */
export const refundAmountCents = (amount: number): Cents => {
  const cents = parseDollars(amount);
  if (cents === null) throw new RangeError(`not a refund amount: ${amount}`);
  return -cents;
};

const refundAmount = () => dollars(msg('refund.amount.invalid'), refundAmountBounds).nullable().default(null);

/** `storeCode` of the query or the body: informative (the order's own store decides who may refund it). */
const storeCodeField = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .oneOf(storeCodes, msg('validation.invalid'))
    .optional();

export const refundFormQuerySchema = object({ storeCode: storeCodeField() });

/**
 * A line of the request. Its amount counts for a Partial refund only (required there); a Full refund takes every
 * line and Specific products the lines sent, each at what it has available, whatever amount is sent.
 */
const refundLineInput = object({
  id: idField(msg('refund.line.unknown')).required(msg('refund.line.unknown')),
  amount: refundAmount(),
});

export const createRefundSchema = object({
  orderId: idField(msg('order.notFound')).required(msg('order.notFound')),
  type: string().oneOf(refundTypes, msg('refund.type.invalid')).required(msg('refund.type.invalid')),
  reason: text(refundLimits.reason).required(msg('refund.reason.required')),
  comments: text(refundLimits.comments).nullable().default(null),
  lines: list(refundLineInput, refundLimits.lines)
    .default([])
    .test('chosen', msg('refund.lines.required'), (lines, context) => {
      if (context.parent.type === 'full') return true;
      return Array.isArray(lines) && lines.length > 0;
    })
    .test('typed', msg('refund.amount.required'), (lines, context) => {
      if (context.parent.type !== 'partial' || !Array.isArray(lines)) return true;
      return lines.every((line) => line.amount != null);
    })
    .test('unique', msg('refund.line.duplicate'), (lines) => {
      if (!Array.isArray(lines)) return true;
      return new Set(lines.map((line) => line.id)).size === lines.length;
    }),
  preview: flag().default(false),
  storeCode: storeCodeField(),
});
export type CreateRefundInput = InferType<typeof createRefundSchema>;

/** One tax of a refund or of a refund line: the order's rate and the cents refunded at it. */
export type RefundTaxPart = Readonly<{ kind: TaxKind; rate: Rate; amountCents: Cents }>;

/** The order line a refund line is of: its product, how many were bought and at what price. */
export type RefundLineItem = Readonly<{
  id: string;
  sku: string;
  serial: string | null;
  productName: Localized | null;
  quantity: number;
  unitPriceCents: Cents;
}>;

/** A line of the refund form: what it cost and what is still available for refund (net of tax). */
export type RefundFormLine = RefundLineItem &
  Readonly<{
    /** The sum of the order's rates the line was taxed at (S/H included where shipping was taxed; 0 if untaxed). */
    taxRate: Rate;
    amountAvailableForRefundCents: Cents;
    originalAmountAvailableForRefundCents: Cents;
  }>;

/** A line of a recorded refund: subtotal, tax per rate and total refunded. */
export type RefundedLine = RefundLineItem &
  Readonly<{
    subtotalRefundedCents: Cents;
    taxes: readonly RefundTaxPart[];
    taxRefundedCents: Cents;
    totalRefundedCents: Cents;
  }>;

/** What a refund records (and what its preview answers): RefundRequested's data. */
export type RefundRecord = Readonly<{
  refundId: string;
  orderId: string;
  storeCode: (typeof storeCodes)[number];
  type: RefundType;
  reason: string;
  comments: string | null;
  lines: readonly RefundedLine[];
  subtotalCents: Cents;
  taxes: readonly RefundTaxPart[];
  taxCents: Cents;
  totalCents: Cents;
  /** The card authorization the refund goes back to; null for an order paid on account (portal). */
  authorizationId: string | null;
  requestedBy: string;
  requestedByRole: StaffRole;
  requestedAt: string;
}>;

export type RefundHistoryEntry = RefundRecord &
  Readonly<{ status: RefundStatus; failureReason: string | null; settledAt: string | null }>;

export type RefundFormDto = Readonly<{
  orderId: string;
  storeCode: (typeof storeCodes)[number];
  types: readonly Readonly<{ value: RefundType; label: string }>[];
  lines: readonly RefundFormLine[];
  refunds: readonly RefundHistoryEntry[];
  paidCents: Cents;
  refundedCents: Cents;
  /** The stream revision the form was read at (informative: a refund is decided on the stream as it is then). */
  revision: string | null;
}>;

export type CreateRefundResultDto = Readonly<{ preview: boolean; refund: RefundRecord; message: string }>;
