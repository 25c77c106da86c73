import {
  feesLineId,
  feesLineSku,
  type RefundedLine,
  type RefundFormLine,
  type RefundLineItem,
  type RefundRecord,
  type RefundTaxPart,
  type RefundType,
  shippingLineId,
  shippingLineSku,
} from '@parks/schemas/admin/refunds';
import type { MessageKey } from '@parks/schemas/messages/index';
import { applyRate, type Cents, type Rate, sumCents } from '@parks/schemas/money';
import type { TaxKind, TaxLine } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import type { OrderPlaced } from '../orders/events.ts';
import { domainError } from '../shared/errors.ts';
import type { RefundRequestLine } from './commands.ts';

/**
 * The refund calculator: pure, used by the refund decider for the refund it records and by the API for the form,
 * so a preview is the refund itself. Amounts are net of tax and positive here; the wire's negative dollars are
 * the schema's business.
 *
 * - What a line may give back is what was paid for it: its total less its share of the order's discount (shared
 *   by line total, largest remainder), less what earlier refunds took. Shipping is the S/H line; the portal's
 *   production fees are one FEES line.
 * - Each line knows the tax it was charged at each rate, the S/H line included where shipping was taxed: a refund
 *   gives back what was charged, so a Full refund returns the order total to the cent and leaves nothing behind.
 *   The public store taxed subtotal − discount + shipping in one amount per rate, so that amount is shared over
 *   every line by what was paid for it (largest remainder); the portal taxed production and shipping apart, so
 *   shipping keeps the tax it was charged and the rest is shared over products and fees. Where shipping was not
 *   taxed (an order shipped outside Canada) the S/H line has no rate and refunds with zero tax (§5).
 * - After a refund, the tax given back on a line at a rate is that line's charged tax times the share of the line
 *   refunded so far, rounded once; this refund takes the difference with what earlier refunds gave back on it.
 *   Rounding once on the cumulated share means a series of partial refunds gives back, cent for cent, what one
 *   full refund would, and never more than was charged on the line: rounding each refund alone would drift by a
 *   cent per refund.
 */

/** An order line a refund can take from: the line a refund line is of, with what was charged and paid for it. */
export type RefundableLine = RefundLineItem &
  Readonly<{
    /** The tax charged on the line at each of the order's rates that applied to it (none: the line was not taxed). */
    taxes: readonly TaxLine[];
    /** What was paid for the line, net of tax and discount: originalAmountAvailableForRefund. */
    originalCents: Cents;
  }>;

export type RefundableOrder = Readonly<{
  orderId: string;
  storeCode: StoreCode;
  authorizationId: string | null;
  /** The payment cap: what the card paid, or the order total for an order paid on account. */
  paidCents: Cents;
  taxes: readonly TaxLine[];
  lines: readonly RefundableLine[];
}>;

/** What the refunds not failed so far hold against the caps. */
export type RefundedSoFar = Readonly<{
  byLine: ReadonlyMap<string, Cents>;
  byTax: ReadonlyMap<TaxKind, Cents>;
  /** The tax given back so far on each line (by id) at each rate, held against the tax charged on it. */
  byLineTax: ReadonlyMap<string, ReadonlyMap<TaxKind, Cents>>;
  totalCents: Cents;
}>;

export const nothingRefunded: RefundedSoFar = {
  byLine: new Map(),
  byTax: new Map(),
  byLineTax: new Map(),
  totalCents: 0,
};

/** The amounts of one refund: RefundRequested without who, when, why and which. */
export type RefundAmounts = Pick<RefundRecord, 'lines' | 'subtotalCents' | 'taxes' | 'taxCents' | 'totalCents'>;

/**
 * `total` shared in proportion to `weights` (non-negative), by largest remainder: the parts add up to `total`
 * exactly and each is within a cent of its exact share. Ties go to the earlier weight, so the split is stable.
 */
export const allocateCents = (total: Cents, weights: readonly number[]): Cents[] => {
  // BigInt: total × weight passes 2^53 for large orders, and a float floor could then hand out a cent too many.
  const big = weights.map((weight) => BigInt(Math.max(weight, 0)));
  const sum = big.reduce((acc, weight) => acc + weight, 0n);
  if (sum === 0n || total === 0) return weights.map(() => 0);
  const scaled = big.map((weight) => BigInt(total) * weight);
  const parts = scaled.map((value) => Number(value / sum));
  let left = total - sumCents(parts);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};

type UntaxedLine = Omit<RefundableLine, 'taxes'>;

/**
 * The tax charged on each line at each of the order's rates, adding up to what the order charged at that rate.
 * A portal order taxed its shipping on its own (portal/fees.ts), so shipping's share is that tax as charged and the
 * rest is production's; a public-store order taxed subtotal − discount + shipping at once (pricing/quote.ts).
 */
const chargedTaxes = (order: OrderPlaced['data'], lines: readonly UntaxedLine[]): TaxLine[][] => {
  const separateShipping = order.portal != null;
  const perRate = order.totals.taxes.map((tax) => {
    const charged = Math.max(tax.amountCents, 0);
    const shippingShare = separateShipping ? Math.min(applyRate(order.totals.shippingCents, tax.rate), charged) : 0;
    const shared = allocateCents(
      charged - shippingShare,
      lines.map((line) => (separateShipping && line.id === shippingLineId ? 0 : line.originalCents)),
    );
    return lines.map((line, index) =>
      separateShipping && line.id === shippingLineId ? shippingShare : (shared[index] ?? 0),
    );
  });
  return lines.map((_, index) =>
    order.totals.taxes.map((tax, rate) => ({
      kind: tax.kind,
      rate: tax.rate,
      amountCents: perRate[rate]?.[index] ?? 0,
    })),
  );
};

/** The refund lines of an order as placed: products net of their discount share, then FEES and S/H when charged. */
export const refundableOrderOf = (order: OrderPlaced['data']): RefundableOrder => {
  const { totals } = order;
  const discount = Math.min(Math.max(totals.discountCents, 0), Math.max(totals.subtotalCents, 0));
  const shares = allocateCents(
    discount,
    order.lines.map((line) => Math.max(line.totalCents, 0)),
  );
  const skuOf = new Map((order.portal?.lines ?? []).map((line) => [line.lineId, line.sku]));
  const products: UntaxedLine[] = order.lines.map((line, index) => ({
    id: line.lineId,
    sku: skuOf.get(line.lineId) ?? line.productId,
    serial: line.vessel?.vesselId ?? null,
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    originalCents: Math.max(line.totalCents - (shares[index] ?? 0), 0),
  }));
  // Whatever the total holds beyond products, shipping and tax is the portal's production fees.
  const feesCents = totals.totalCents - (totals.subtotalCents - discount) - totals.shippingCents - totals.taxCents;
  const charge = (id: string, sku: string, cents: Cents): UntaxedLine[] =>
    cents > 0
      ? [{ id, sku, serial: null, productName: null, quantity: 1, unitPriceCents: cents, originalCents: cents }]
      : [];
  const lines = [
    ...products,
    ...charge(feesLineId, feesLineSku, feesCents),
    ...charge(shippingLineId, shippingLineSku, totals.shippingCents),
  ];
  const taxes = chargedTaxes(order, lines);
  return {
    orderId: order.orderId,
    storeCode: order.storeCode,
    authorizationId: order.payment?.authorizationId ?? null,
    paidCents: order.payment?.amountCents ?? totals.totalCents,
    taxes: totals.taxes,
    lines: lines.map((line, index) => ({ ...line, taxes: taxes[index] ?? [] })),
  };
};

const refundedOn = (soFar: RefundedSoFar, lineId: string): Cents => soFar.byLine.get(lineId) ?? 0;

const taxRefundedOn = (soFar: RefundedSoFar, lineId: string, kind: TaxKind): Cents =>
  soFar.byLineTax.get(lineId)?.get(kind) ?? 0;

export const availableOn = (line: RefundableLine, soFar: RefundedSoFar): Cents =>
  Math.max(line.originalCents - refundedOn(soFar, line.id), 0);

const taxRateOf = (line: RefundableLine): Rate => line.taxes.reduce((rate, tax) => rate + tax.rate, 0);

/**
 * `charged × refunded / original`, rounded half up: the tax a line has given back once `refunded` of its
 * `original` is refunded. BigInt, as cents × cents passes 2^53 on large orders.
 */
const taxShare = (charged: Cents, refunded: Cents, original: Cents): Cents => {
  if (original <= 0 || charged <= 0 || refunded <= 0) return 0;
  const numerator = 2n * BigInt(charged) * BigInt(Math.min(refunded, original)) + BigInt(original);
  return Number(numerator / (2n * BigInt(original)));
};

/** What the form and a recorded refund show of an order line, the same on both. */
const lineItemOf = (line: RefundableLine): RefundLineItem => ({
  id: line.id,
  sku: line.sku,
  serial: line.serial,
  productName: line.productName,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
});

/** The lines of the refund form, with what each still has available for refund. */
export const formLines = (order: RefundableOrder, soFar: RefundedSoFar): RefundFormLine[] =>
  order.lines.map((line) => ({
    ...lineItemOf(line),
    taxRate: taxRateOf(line),
    amountAvailableForRefundCents: availableOn(line, soFar),
    originalAmountAvailableForRefundCents: line.originalCents,
  }));

/** A refusal about one line: `errors` names it (`lines.<id>`), so the form can mark that line invalid. */
const lineError = (code: MessageKey, status: number, lineId: string, more: Record<string, unknown> = {}) =>
  domainError(code, status, { lineId, ...more, errors: { [`lines.${lineId}`]: [code] } });

const exceeds = (line: RefundableLine, available: Cents) =>
  lineError(
    line.sku === shippingLineSku ? 'refund.shipping.exceedsPaid' : 'refund.line.exceedsAvailable',
    409,
    line.id,
    {
      availableCents: available,
    },
  );

/** The cents each line gives back, by type (§4): every line in full, the ticked lines in full, or as typed. */
const amountsOf = (
  order: RefundableOrder,
  soFar: RefundedSoFar,
  type: RefundType,
  requested: readonly RefundRequestLine[],
): Map<string, Cents> => {
  const amounts = new Map<string, Cents>();
  if (type === 'full') {
    for (const line of order.lines) {
      const available = availableOn(line, soFar);
      if (available > 0) amounts.set(line.id, available);
    }
    if (amounts.size === 0) throw domainError('refund.nothingToRefund', 409);
    return amounts;
  }
  if (requested.length === 0) throw domainError('refund.lines.required', 422);
  for (const asked of requested) {
    const line = order.lines.find((candidate) => candidate.id === asked.id);
    if (line === undefined) throw lineError('refund.line.unknown', 422, asked.id);
    if (amounts.has(line.id)) throw lineError('refund.line.duplicate', 422, line.id);
    const available = availableOn(line, soFar);
    if (type === 'specific') {
      if (available === 0) throw exceeds(line, available);
      amounts.set(line.id, available);
      continue;
    }
    if (asked.amountCents === null) throw lineError('refund.amount.required', 422, line.id);
    if (!Number.isSafeInteger(asked.amountCents) || asked.amountCents <= 0) {
      throw lineError('refund.amount.invalid', 422, line.id);
    }
    if (asked.amountCents > available) throw exceeds(line, available);
    amounts.set(line.id, asked.amountCents);
  }
  return amounts;
};

/**
 * One refund of `type` on `order`, given what earlier refunds hold: its lines with subtotal, tax per rate and
 * total, and its totals. Throws the DomainError of the first rule it breaks (a line unknown or asked twice, an
 * amount zero or beyond what is available, nothing left, beyond the payment).
 */
export const calculateRefund = (
  order: RefundableOrder,
  soFar: RefundedSoFar,
  type: RefundType,
  requested: readonly RefundRequestLine[],
): RefundAmounts => {
  const amounts = amountsOf(order, soFar, type, requested);
  const chosen = order.lines.filter((line) => amounts.has(line.id));
  const netOf = (line: RefundableLine): Cents => amounts.get(line.id) ?? 0;
  // What each rate has left to give back. The lines bound themselves; refunds recorded before lines knew their own
  // tax shared each rate otherwise and may have given a line a cent beyond its share now, so the rate is bounded too.
  const leftAt = new Map(
    order.taxes.map((tax) => [tax.kind, Math.max(tax.amountCents - (soFar.byTax.get(tax.kind) ?? 0), 0)]),
  );
  const lines: RefundedLine[] = chosen.map((line) => {
    const refundedAfter = refundedOn(soFar, line.id) + netOf(line);
    const taxes: RefundTaxPart[] = order.taxes.map((tax) => {
      const charged = line.taxes.find((part) => part.kind === tax.kind)?.amountCents ?? 0;
      const due = taxShare(charged, refundedAfter, line.originalCents) - taxRefundedOn(soFar, line.id, tax.kind);
      const amountCents = Math.min(Math.max(due, 0), leftAt.get(tax.kind) ?? 0);
      leftAt.set(tax.kind, (leftAt.get(tax.kind) ?? 0) - amountCents);
      return { kind: tax.kind, rate: tax.rate, amountCents };
    });
    const taxRefundedCents = sumCents(taxes.map((part) => part.amountCents));
    return {
      ...lineItemOf(line),
      subtotalRefundedCents: netOf(line),
      taxes,
      taxRefundedCents,
      totalRefundedCents: netOf(line) + taxRefundedCents,
    };
  });
  const taxes = order.taxes.map((tax) => ({
    kind: tax.kind,
    rate: tax.rate,
    amountCents: sumCents(lines.map((line) => line.taxes.find((part) => part.kind === tax.kind)?.amountCents ?? 0)),
  }));
  const subtotalCents = sumCents(lines.map((line) => line.subtotalRefundedCents));
  const taxCents = sumCents(taxes.map((part) => part.amountCents));
  const totalCents = subtotalCents + taxCents;
  if (soFar.totalCents + totalCents > order.paidCents) {
    throw domainError('refund.exceedsPayment', 409, {
      availableCents: Math.max(order.paidCents - soFar.totalCents, 0),
    });
  }
  return { lines, subtotalCents, taxes, taxCents, totalCents };
};

/** The caps after a refund is requested (sign 1) or after it failed and gives its amounts back (sign -1). */
export const applyToSoFar = (soFar: RefundedSoFar, refund: RefundAmounts, sign: 1 | -1): RefundedSoFar => {
  const byLine = new Map(soFar.byLine);
  for (const line of refund.lines) byLine.set(line.id, (byLine.get(line.id) ?? 0) + sign * line.subtotalRefundedCents);
  const byTax = new Map(soFar.byTax);
  for (const part of refund.taxes) byTax.set(part.kind, (byTax.get(part.kind) ?? 0) + sign * part.amountCents);
  // Every recorded refund line carries its tax per rate (zero on S/H before shipping tax was refunded), so refunds
  // recorded before lines knew their own tax fold the same way.
  const byLineTax = new Map(soFar.byLineTax);
  for (const line of refund.lines) {
    const taxes = new Map(byLineTax.get(line.id));
    for (const part of line.taxes) taxes.set(part.kind, (taxes.get(part.kind) ?? 0) + sign * part.amountCents);
    byLineTax.set(line.id, taxes);
  }
  return { byLine, byTax, byLineTax, totalCents: soFar.totalCents + sign * refund.totalCents };
};
