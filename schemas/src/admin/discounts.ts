import { type InferType, object } from 'yup';
import { count, idField, list, text } from '../fields.ts';
import { fullRate } from '../money.ts';
import { msg } from '../texts/messages/index.ts';
import { oneOf } from './schemaParts.ts';
import { endsAfter, instantField } from './valueFields.ts';

/**
 * The discount form (back-office.md §3, Discounts) and the Generate form (N unique codes sharing the same terms).
 * Rates in thousandths of a percent, amounts in cents, dates as ISO 8601 instants (null: open-ended). The code is
 * kept upper case, as promo codes compare case-insensitively.
 */
export const discountLimits = { amountCents: 10_000_000, products: 500, generate: 500, prefix: 12 } as const;
export const discountKinds = ['percentage', 'fixedAmount'] as const;
export const discountCodePattern = /^[A-Z0-9_-]{3,30}$/;

/** A date and time (the datetimepicker), as an ISO 8601 instant; empty or null: open-ended. */
export const instant = () => instantField('instant', msg('admin.discount.date.invalid'));

/** The terms every code of a discount shares: everything but the code. */
const termsShape = {
  kind: oneOf(discountKinds).required(msg('validation.invalid')),
  rate: count(msg('admin.discount.rate.invalid'))
    .min(1, msg('admin.discount.rate.invalid'))
    .max(fullRate, msg('admin.discount.rate.invalid'))
    .nullable()
    .default(null)
    .test(
      'needed',
      msg('admin.discount.rate.invalid'),
      (value, context) => context.parent.kind !== 'percentage' || value != null,
    ),
  amountCents: count(msg('admin.discount.amount.invalid'))
    .min(1, msg('admin.discount.amount.invalid'))
    .max(discountLimits.amountCents, msg('admin.discount.amount.invalid'))
    .nullable()
    .default(null)
    .test(
      'needed',
      msg('admin.discount.amount.invalid'),
      (value, context) => context.parent.kind !== 'fixedAmount' || value != null,
    ),
  startsAt: instant(),
  endsAt: instant().test('after', msg('admin.discount.dates.invalid'), endsAfter('startsAt')),
  /** null: every product (an empty selection is sent as null, §5). */
  productIds: list(idField().required(msg('validation.invalid')), discountLimits.products)
    .nullable()
    .default(null)
    .transform((value: unknown) => (Array.isArray(value) && value.length === 0 ? null : value)),
  minimumSubtotalCents: count(msg('admin.discount.amount.invalid'))
    .min(0, msg('admin.discount.amount.invalid'))
    .max(discountLimits.amountCents, msg('admin.discount.amount.invalid'))
    .default(0),
};

export const discountValuesSchema = object({
  code: text(30, { case: 'upper' })
    .required(msg('admin.discount.code.required'))
    .matches(discountCodePattern, { message: msg('admin.discount.code.invalid'), excludeEmptyString: true }),
  ...termsShape,
});
export type DiscountValues = InferType<typeof discountValuesSchema>;

/** `POST /api/Discounts/Generate`: how many codes, an optional prefix, and their shared terms. */
export const discountGenerateSchema = object({
  count: count(msg('admin.discount.count.invalid'))
    .min(1, msg('admin.discount.count.invalid'))
    .max(discountLimits.generate, msg('admin.discount.count.invalid'))
    .required(msg('admin.discount.count.invalid')),
  prefix: text(discountLimits.prefix, { case: 'upper' })
    .matches(/^[A-Z0-9]*$/, msg('admin.discount.prefix.invalid'))
    .max(discountLimits.prefix, msg('admin.discount.prefix.invalid'))
    .default(''),
  ...termsShape,
});
export type DiscountGenerateValues = InferType<typeof discountGenerateSchema>;
