/**
 * What a discount (a promo code) is as a revision payload, and how the back office's form maps to and from it. The
 * kind decides which of `rate` and `amountCents` the payload holds; both must be whole.
 */

import type { InitialValue } from '@parks/schemas/admin/definitions';
import type { DiscountValues } from '@parks/schemas/admin/discounts';
import type { DiscountRecord } from '@parks/schemas/catalog';
import type { Language } from '@parks/schemas/language';
import { centsOfDollars, dollarsText, percentText, rateOfPercent } from '@parks/schemas/money';
import { integer, invalid, number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { itemsOf, orElse, parserOf } from './payloadShapes.ts';

/** The products a code applies to: null (or no field) for all of them, else the ids in the list. */
const productIdsShape: Shape<readonly string[] | null> = orElse(
  (value: unknown) => (Array.isArray(value) ? itemsOf(string)(value) : invalid),
  null,
);

/** What every kind shares, in the order the seed and the form write it (the read models keep that order). */
const termsShape = object({
  discountId: string,
  code: string,
  startsAt: orElse(string, null),
  endsAt: orElse(string, null),
  productIds: productIdsShape,
  minimumSubtotalCents: orElse(number, 0),
});

const percentageShape = object({ kind: oneOf(['percentage']), rate: integer });
const fixedAmountShape = object({ kind: oneOf(['fixedAmount']), amountCents: integer });

export const discountShape: Shape<DiscountRecord> = (value) => {
  const terms = termsShape(value);
  if (terms === invalid) return invalid;
  const percentage = percentageShape(value);
  if (percentage !== invalid) return { ...terms, ...percentage };
  const fixedAmount = fixedAmountShape(value);
  return fixedAmount === invalid ? invalid : { ...terms, ...fixedAmount };
};

/** The discount of a payload, or null: a payload of another kind, or without its whole rate or amount, is none. */
export const discountEntryOf = parserOf(discountShape);

/**
 * The form's values of a record (the payload keeps the kind's own field only): the percentage as staff type it
 * (`12.5`) and the amounts in dollars (`12.50`; `12,50` in French).
 */
export const discountFormValues = (
  record: DiscountRecord,
  language: Language,
): Readonly<Record<string, InitialValue>> => ({
  discountId: record.discountId,
  code: record.code,
  kind: record.kind,
  rate: record.kind === 'percentage' ? percentText(record.rate, language) : null,
  amount: record.kind === 'fixedAmount' ? dollarsText(record.amountCents, language) : null,
  startsAt: record.startsAt,
  endsAt: record.endsAt,
  minimumSubtotal: dollarsText(record.minimumSubtotalCents, language),
});

/** The payload of a form's values: a whole new record (a discount keeps nothing of its previous revision). */
export const discountPayloadOf = (values: DiscountValues, discountId: string): DiscountRecord => {
  const common = {
    discountId,
    code: values.code,
    startsAt: values.startsAt ?? null,
    endsAt: values.endsAt ?? null,
    productIds: values.productIds ?? null,
    minimumSubtotalCents: centsOfDollars(values.minimumSubtotal),
  };
  return values.kind === 'percentage'
    ? { ...common, kind: 'percentage', rate: rateOfPercent(values.rate ?? 0) }
    : { ...common, kind: 'fixedAmount', amountCents: centsOfDollars(values.amount ?? 0) };
};
