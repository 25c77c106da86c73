import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
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
const lines = [line('line-1', 14_500), line('line-2', 0), line('shipping', 1_500)];

describe('the refund types', () => {
  it('Full refund: every line with something left, at all it has left, and the boxes cannot be changed', () => {
    const drafts = startRefundLines('full', lines);
    expect(drafts).toEqual([
      { id: 'line-1', selected: true, amount: '145.00' },
      { id: 'line-2', selected: false, amount: '' },
      { id: 'shipping', selected: true, amount: '15.00' },
    ]);
    expect(tickRefundLine('full', lines[0] as RefundFormLine, drafts[0] as never, false)).toBe(drafts[0]);
    expect(refundRequestLines(lines, drafts)).toEqual([
      { id: 'line-1', amount: -145 },
      { id: 'shipping', amount: -15 },
    ]);
  });

  it('Specific products: a ticked line refunds what it has left; unticking clears it', () => {
    const [first, , shipping] = lines as [RefundFormLine, RefundFormLine, RefundFormLine];
    const drafts = startRefundLines('specific', lines);
    expect(refundRequestLines(lines, drafts)).toBeNull();
    const ticked = tickRefundLine('specific', shipping, drafts[2] as never, true);
    expect(ticked).toEqual({ id: 'shipping', selected: true, amount: '15.00' });
    expect(refundRequestLines(lines, [drafts[0] as never, drafts[1] as never, ticked])).toEqual([
      { id: 'shipping', amount: -15 },
    ]);
    expect(tickRefundLine('specific', first, ticked, false)).toEqual({ id: 'shipping', selected: false, amount: '' });
  });

  it('Partial: a typed amount ticks its line; over what is left, or more than two decimals, is invalid and blocks', () => {
    const [first, , shipping] = lines as [RefundFormLine, RefundFormLine, RefundFormLine];
    const drafts = startRefundLines('partial', lines);
    const typed = typeRefundAmount(drafts[0] as never, '12.5');
    expect(refundLineProblem(first, typed)).toBeNull();
    expect(refundRequestLines(lines, [typed, drafts[1] as never, drafts[2] as never])).toEqual([
      { id: 'line-1', amount: -12.5 },
    ]);
    const over = typeRefundAmount(drafts[2] as never, '15.01');
    expect(refundLineProblem(shipping, over)).toBe('refund.line.exceedsAvailable');
    expect(refundRequestLines(lines, [typed, drafts[1] as never, over])).toBeNull();
    for (const bad of ['1.234', '0', '-3', 'abc', '1e3']) {
      expect([bad, refundLineProblem(first, typeRefundAmount(drafts[0] as never, bad))]).toEqual([
        bad,
        'refund.amount.invalid',
      ]);
    }
    expect(refundDraftCents(lines, [typed, drafts[1] as never, over])).toBe(1_250);
  });

  it('changing the type starts the amounts over', () => {
    const partial = [typeRefundAmount({ id: 'line-1', selected: false, amount: '' }, '3.00')];
    expect(startRefundLines('specific', [line('line-1', 500)])).not.toEqual(partial);
    expect(startRefundLines('specific', [line('line-1', 500)])).toEqual([
      { id: 'line-1', selected: false, amount: '' },
    ]);
  });
});

describe('the amounts sent', () => {
  it('are negative, with at most two decimals, and ask for exactly the cents typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const typed = (cents / 100).toFixed(2);
        expect(amountToCents(typed)).toBe(cents);
        const sent = refundRequestLines(
          [line('line-1', cents)],
          [typeRefundAmount({ id: 'line-1', selected: false, amount: '' }, typed)],
        );
        const amount = sent?.[0]?.amount;
        expect(isRefundAmount(amount)).toBe(true);
        expect(refundAmountCents(amount as number)).toBe(cents);
      }),
    );
  });
});
