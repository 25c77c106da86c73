import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  type RefundDraftLine,
  refundDraftCents,
  refundLineProblem,
  refundRequestLines,
  startRefundLines,
  tickRefundLine,
  typeRefundAmount,
} from './refundForm.ts';
import { isRefundAmount, type RefundFormLine, refundAmountCents } from './refunds.ts';

const line = (id: string, available: number): RefundFormLine => ({
  id,
  sku: id === 'shipping' ? 'S/H' : `SKU-${id}`,
  serial: null,
  productName: null,
  quantity: 1,
  unitPriceCents: available,
  taxRate: id === 'shipping' ? 0 : 13_000,
  amountAvailableForRefundCents: available,
  originalAmountAvailableForRefundCents: available,
});
// A product with 145.00 left, one refunded in full already, and 15.00 of shipping.
const product = line('line-1', 14_500);
const spent = line('line-2', 0);
const shipping = line('shipping', 1_500);
const lines = [product, spent, shipping] as const;
const untouched = (id: string): RefundDraftLine => ({ id, selected: false, amount: '' });

describe('the refund types (back-office.md §4)', () => {
  it('Full refund: every line with something left, at all it has left, and its box cannot be changed', () => {
    const drafts = startRefundLines('full', lines);
    expect(drafts).toEqual([
      { id: 'line-1', selected: true, amount: '145.00' },
      untouched('line-2'),
      { id: 'shipping', selected: true, amount: '15.00' },
    ]);
    const [first] = drafts as [RefundDraftLine];
    expect(tickRefundLine('full', product, first, false)).toBe(first);
    expect(refundRequestLines(lines, drafts)).toEqual([
      { id: 'line-1', amount: -145 },
      { id: 'shipping', amount: -15 },
    ]);
  });

  it('Specific products: a ticked line refunds what it has left; unticking clears it; a spent line stays out', () => {
    expect(refundRequestLines(lines, startRefundLines('specific', lines))).toBeNull();
    const ticked = tickRefundLine('specific', shipping, untouched('shipping'), true);
    expect(ticked).toEqual({ id: 'shipping', selected: true, amount: '15.00' });
    expect(refundRequestLines(lines, [untouched('line-1'), untouched('line-2'), ticked])).toEqual([
      { id: 'shipping', amount: -15 },
    ]);
    expect(tickRefundLine('specific', shipping, ticked, false)).toEqual(untouched('shipping'));
    expect(tickRefundLine('specific', spent, untouched('line-2'), true)).toEqual(untouched('line-2'));
  });

  it('Partial: a typed amount ticks its line; over what is left, or not two decimals, is invalid and blocks', () => {
    const typed = typeRefundAmount(untouched('line-1'), '12.5');
    expect(refundLineProblem(product, typed)).toBeNull();
    expect(refundRequestLines(lines, [typed, untouched('line-2'), untouched('shipping')])).toEqual([
      { id: 'line-1', amount: -12.5 },
    ]);
    const over = typeRefundAmount(untouched('shipping'), '15.01');
    expect(refundLineProblem(shipping, over)).toBe('refund.line.exceedsAvailable');
    expect(refundRequestLines(lines, [typed, untouched('line-2'), over])).toBeNull();
    // Only the valid lines count in the amount the form shows.
    expect(refundDraftCents(lines, [typed, untouched('line-2'), over])).toBe(1_250);
    for (const bad of ['1.234', '0', '0.00', '-3', 'abc', '1e3', ' ']) {
      const draft = { id: 'line-1', selected: true, amount: bad };
      expect([bad, refundLineProblem(product, draft)]).toEqual([bad, 'refund.amount.invalid']);
    }
    expect(typeRefundAmount(typed, '')).toEqual(untouched('line-1'));
  });

  it('changing the type starts the lines over, whatever was typed or ticked', () => {
    for (const type of ['specific', 'partial'] as const) {
      expect(startRefundLines(type, lines)).toEqual(lines.map((one) => untouched(one.id)));
    }
  });
});

describe('the amounts sent (back-office.md §5)', () => {
  it('are negative with at most two decimals, and ask for exactly the cents typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.boolean(), (cents, short) => {
        // `12.50` and `12.5` are the same amount.
        const fixed = (cents / 100).toFixed(2);
        const typed = short ? String(cents / 100) : fixed;
        expect(amountToCents(typed)).toBe(cents);
        const sent = refundRequestLines([line('line-1', cents)], [typeRefundAmount(untouched('line-1'), typed)]);
        const amount = sent?.[0]?.amount;
        expect(isRefundAmount(amount)).toBe(true);
        expect(refundAmountCents(amount as number)).toBe(cents);
      }),
    );
  });

  it('never ask for more than a line has left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (left, asked) => {
        const sent = refundRequestLines(
          [line('line-1', left)],
          [typeRefundAmount(untouched('line-1'), (asked / 100).toFixed(2))],
        );
        expect(sent === null).toBe(asked > left);
      }),
    );
  });
});
