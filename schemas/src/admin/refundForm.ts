import type { Cents } from '../money.ts';
import type { MessageKey } from '../texts/messages/index.ts';
import { msg } from '../texts/messages/index.ts';
import type { RefundFormLine, RefundType } from './refunds.ts';

/**
 * The refund type behaviour of the back office's refund form (back-office.md §4, §5), shared by the form and its
 * tests: what each type selects and fills in, when a line is invalid, and the lines the request sends (dollars,
 * two decimals, negative). The server decides again on the stream; this only keeps the form honest.
 */

/** A line as the form holds it: ticked or not, and the amount shown or typed (positive dollars, as text). */
export type RefundDraftLine = Readonly<{ id: string; selected: boolean; amount: string }>;

/** `1234` → `"12.34"`: the two decimals the form shows and sends. */
export const centsToAmount = (cents: Cents): string => (cents / 100).toFixed(2);

const typedAmount = /^\d{1,8}(\.\d{1,2})?$/;

/** The cents a typed amount asks for (`"12.5"` → 1250); null when it is not a positive amount with two decimals. */
export const amountToCents = (amount: string): Cents | null => {
  const value = amount.trim();
  if (!typedAmount.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 ? cents : null;
};

const refundable = (line: RefundFormLine): boolean => line.amountAvailableForRefundCents > 0;

/**
 * The lines as a type starts them; choosing a type starts over (changing type resets the amounts). Full refund:
 * every line that has something left, at all it has left. Specific products and Partial: nothing chosen yet.
 */
export const startRefundLines = (type: RefundType, lines: readonly RefundFormLine[]): RefundDraftLine[] =>
  lines.map((line) =>
    type === 'full' && refundable(line)
      ? { id: line.id, selected: true, amount: centsToAmount(line.amountAvailableForRefundCents) }
      : { id: line.id, selected: false, amount: '' },
  );

/** Whether the user may tick the line: not on a Full refund (all are), nor on a line with nothing left. */
export const canTickLine = (type: RefundType, line: RefundFormLine): boolean => type !== 'full' && refundable(line);

/** A line ticked or unticked: a ticked Specific line refunds what it has left; a Partial one keeps what is typed. */
export const tickRefundLine = (
  type: RefundType,
  line: RefundFormLine,
  draft: RefundDraftLine,
  selected: boolean,
): RefundDraftLine => {
  if (!canTickLine(type, line)) return draft;
  if (type === 'specific') {
    return { id: draft.id, selected, amount: selected ? centsToAmount(line.amountAvailableForRefundCents) : '' };
  }
  return { id: draft.id, selected, amount: selected ? draft.amount : '' };
};

/** An amount typed on a Partial line: typing an amount ticks the line, clearing it unticks it. */
export const typeRefundAmount = (draft: RefundDraftLine, amount: string): RefundDraftLine => ({
  id: draft.id,
  selected: amount.trim() !== '',
  amount,
});

/** Why a chosen line cannot be refunded as it is (null: it can, or it is not chosen). */
export const refundLineProblem = (line: RefundFormLine, draft: RefundDraftLine): MessageKey | null => {
  if (!draft.selected) return null;
  const cents = amountToCents(draft.amount);
  if (cents === null) return msg('refund.amount.invalid');
  return cents > line.amountAvailableForRefundCents ? msg('refund.line.exceedsAvailable') : null;
};

/** The cents the chosen lines refund before tax (lines with a problem count for nothing). */
export const refundDraftCents = (lines: readonly RefundFormLine[], drafts: readonly RefundDraftLine[]): Cents =>
  lines.reduce((sum, line, index) => {
    const draft = drafts[index];
    if (!draft?.selected || refundLineProblem(line, draft) !== null) return sum;
    return sum + (amountToCents(draft.amount) ?? 0);
  }, 0);

/**
 * The request's lines: each chosen line with its amount in dollars, negative (§5). Null when nothing is chosen or
 * a chosen line is invalid: the form refuses to send it.
 */
export const refundRequestLines = (
  lines: readonly RefundFormLine[],
  drafts: readonly RefundDraftLine[],
): { id: string; amount: number }[] | null => {
  const chosen: { id: string; amount: number }[] = [];
  for (const [index, line] of lines.entries()) {
    const draft = drafts[index];
    if (!draft?.selected) continue;
    if (refundLineProblem(line, draft) !== null) return null;
    chosen.push({ id: line.id, amount: -(amountToCents(draft.amount) ?? 0) / 100 });
  }
  return chosen.length > 0 ? chosen : null;
};
