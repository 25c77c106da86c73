import { type InferType, object } from 'yup';
import { count, dollars, idField, list, percentage, text } from '../fields.ts';
import { fullRate } from '../money.ts';
import { msg } from '../texts/messages/index.ts';
import { oneOf } from './schemaParts.ts';
import { endsAfter, instantField } from './valueFields.ts';

/**
 * The discount form (back-office.md §3, Discounts) and the Generate form (N unique codes sharing the same terms).
 * Staff type the percentage as a percent (`12.5`) and amounts in dollars (`12.50`, `12,50`); the schema holds them
 * to the thousandth of a percent and the cent, and the payload keeps the rate in thousandths of a percent and the
 * amounts in integer cents (`rateOfPercent`, `centsOfDollars`). Dates as ISO 8601
 * instants (null: open-ended). The code is kept upper case, as promo codes compare case-insensitively.
 */
export const discountLimits = { amountCents: 10_000_000, products: 500, generate: 500, prefix: 12 } as const;
export const discountKinds = ['percentage', 'fixedAmount'] as const;
export const discountCodePattern = /^[A-Z0-9_-]{3,30}$/;

/** A date and time (the datetimepicker), as an ISO 8601 instant; empty or null: open-ended. */
export const instant = () => instantField('instant', msg('admin.discount.date.invalid'));

/** The terms every code of a discount shares: everything but the code. */
const termsShape = {
  kind: oneOf(discountKinds).required(msg('validation.invalid')),
  /** The percentage typed (`12.5`); its rate is 12_500 thousandths of a percent. */
  rate: percentage(msg('admin.discount.rate.invalid'), { min: 1, max: fullRate })
    .nullable()
    .default(null)
    .test(
      'needed',
      msg('admin.discount.rate.invalid'),
      (value, context) => context.parent.kind !== 'percentage' || value != null,
    ),
  /** The amount typed in dollars (`12.50`). */
  amount: dollars(msg('admin.discount.amount.invalid'), { min: 1, max: discountLimits.amountCents })
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
  /** The minimum subtotal typed in dollars; 0 or absent: none. */
  minimumSubtotal: dollars(msg('admin.discount.minimumSubtotal.invalid'), {
    min: 0,
    max: discountLimits.amountCents,
  }).default(0),
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
