import {
  feesLineId,
  feesLineSku,
  type RefundedLine,
  type RefundFormLine,
  type RefundRecord,
  type RefundTaxPart,
  type RefundType,
  shippingLineId,
  shippingLineSku,
} from '@parks/schemas/admin/refunds';
import type { Localized } from '@parks/schemas/catalog';
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
 * - Tax is derived from the order's rates, on what all refunds so far take from the taxed lines: after this refund,
 *   the tax refunded at a rate is that rate on the cumulated net, rounded once, never more than was paid at that
 *   rate. Rounding once on the cumulated amount means a series of partial refunds gives back, cent for cent, what
 *   one full refund would: rounding each refund (or each line) alone would drift by a cent per refund and could pass
 *   the tax paid. This refund's tax at each rate is then shared over its lines by amount, largest remainder, so
 *   lines, rates and totals add up to the cent.
 * - The S/H line refunds with zero tax (§5), even where shipping was taxed.
 */

export type RefundableLine = Readonly<{
  id: string;
  sku: string;
  serial: string | null;
  productName: Localized | null;
  quantity: number;
  unitPriceCents: Cents;
  taxable: boolean;
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
  totalCents: Cents;
}>;

export const nothingRefunded: RefundedSoFar = { byLine: new Map(), byTax: new Map(), totalCents: 0 };

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

/** The refund lines of an order as placed: products net of their discount share, then FEES and S/H when charged. */
export const refundableOrderOf = (order: OrderPlaced['data']): RefundableOrder => {
  const { totals } = order;
  const discount = Math.min(Math.max(totals.discountCents, 0), Math.max(totals.subtotalCents, 0));
  const shares = allocateCents(
    discount,
    order.lines.map((line) => Math.max(line.totalCents, 0)),
  );
  const skuOf = new Map((order.portal?.lines ?? []).map((line) => [line.lineId, line.sku]));
  const products: RefundableLine[] = order.lines.map((line, index) => ({
    id: line.lineId,
    sku: skuOf.get(line.lineId) ?? line.productId,
    serial: line.vessel?.vesselId ?? null,
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    taxable: true,
    originalCents: Math.max(line.totalCents - (shares[index] ?? 0), 0),
  }));
  // Whatever the total holds beyond products, shipping and tax is the portal's production fees.
  const feesCents = totals.totalCents - (totals.subtotalCents - discount) - totals.shippingCents - totals.taxCents;
  const charge = (id: string, sku: string, cents: Cents, taxable: boolean): RefundableLine[] =>
    cents > 0
      ? [
          {
            id,
            sku,
            serial: null,
            productName: null,
            quantity: 1,
            unitPriceCents: cents,
            taxable,
            originalCents: cents,
          },
        ]
      : [];
  return {
    orderId: order.orderId,
    storeCode: order.storeCode,
    authorizationId: order.payment?.authorizationId ?? null,
    paidCents: order.payment?.amountCents ?? totals.totalCents,
    taxes: totals.taxes,
    lines: [
      ...products,
      ...charge(feesLineId, feesLineSku, feesCents, true),
      ...charge(shippingLineId, shippingLineSku, totals.shippingCents, false),
    ],
  };
};

const refundedOn = (soFar: RefundedSoFar, lineId: string): Cents => soFar.byLine.get(lineId) ?? 0;

export const availableOn = (line: RefundableLine, soFar: RefundedSoFar): Cents =>
  Math.max(line.originalCents - refundedOn(soFar, line.id), 0);

const taxRateOf = (order: RefundableOrder, line: RefundableLine): Rate =>
  line.taxable ? order.taxes.reduce((rate, tax) => rate + tax.rate, 0) : 0;

/** The lines of the refund form, with what each still has available for refund. */
export const formLines = (order: RefundableOrder, soFar: RefundedSoFar): RefundFormLine[] =>
  order.lines.map((line) => ({
    id: line.id,
    sku: line.sku,
    serial: line.serial,
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    taxRate: taxRateOf(order, line),
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
  const taxedBefore = sumCents(order.lines.filter((line) => line.taxable).map((line) => refundedOn(soFar, line.id)));
  const taxedNow = sumCents(chosen.filter((line) => line.taxable).map(netOf));
  const weights = chosen.map((line) => (line.taxable ? netOf(line) : 0));
  const perRate = order.taxes.map((tax) => {
    const target = Math.min(applyRate(taxedBefore + taxedNow, tax.rate), tax.amountCents);
    const amountCents = Math.max(target - (soFar.byTax.get(tax.kind) ?? 0), 0);
    return { tax, amountCents, split: allocateCents(amountCents, weights) };
  });
  const lines: RefundedLine[] = chosen.map((line, index) => {
    const taxes: RefundTaxPart[] = perRate.map(({ tax, split }) => ({
      kind: tax.kind,
      rate: tax.rate,
      amountCents: split[index] ?? 0,
    }));
    const taxRefundedCents = sumCents(taxes.map((part) => part.amountCents));
    return {
      id: line.id,
      sku: line.sku,
      serial: line.serial,
      productName: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      subtotalRefundedCents: netOf(line),
      taxes,
      taxRefundedCents,
      totalRefundedCents: netOf(line) + taxRefundedCents,
    };
  });
  const taxes = perRate.map(({ tax, amountCents }) => ({ kind: tax.kind, rate: tax.rate, amountCents }));
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
  return { byLine, byTax, totalCents: soFar.totalCents + sign * refund.totalCents };
};
