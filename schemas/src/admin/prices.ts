import { type InferType, object } from 'yup';
import { count, dollars, idField, text } from '../fields.ts';
import { type Cents, toCents } from '../money.ts';
import { revisionStatuses } from '../revisions.ts';
import { msg } from '../texts/messages/index.ts';
import { instant } from './discounts.ts';
import { listQueryShape } from './requests.ts';
import { endsAfter } from './valueFields.ts';

/**
 * The price form (back-office.md §3, Prices; LMG only): the product it prices, the regular price, the sale price
 * and the sale's start and end (datetimepickers; null is open-ended). The form shows dollars; the revision payload
 * (`PriceRecord`) and everything after it hold integer cents: `priceRecordFields` is the one conversion, and
 * `dollarsOf` the way back for the form. The sale applies by the rule of §5 (domain/src/pricing), in the store's
 * time (the seeded clock while it is on).
 */
export const priceLimits = { maxDollars: 100_000, rank: 100 } as const;

/** An amount in dollars to the cent, from 0 to the price limit: 12, 12.5 or "12.50"; never 12.505. */
const price = (message: ReturnType<typeof msg>) => dollars(message, { min: 0, max: priceLimits.maxDollars * 100 });

export const priceValuesSchema = object({
  productId: idField(msg('admin.product.unknown')).required(msg('admin.product.unknown')),
  rank: count(msg('admin.price.rank.invalid'))
    .min(0, msg('admin.price.rank.invalid'))
    .max(priceLimits.rank, msg('admin.price.rank.invalid'))
    .default(0),
  regularPrice: price(msg('admin.price.regular.invalid')).required(msg('admin.price.regular.invalid')),
  /** 0 or absent: no sale. */
  salePrice: price(msg('admin.price.sale.invalid'))
    .default(0)
    .test(
      'below',
      msg('admin.price.sale.invalid'),
      (value, context) =>
        value == null ||
        value === 0 ||
        typeof context.parent.regularPrice !== 'number' ||
        value < context.parent.regularPrice,
    ),
  saleStartsAt: instant(),
  saleEndsAt: instant().test('after', msg('admin.discount.dates.invalid'), endsAfter('saleStartsAt')),
});
export type PriceValues = InferType<typeof priceValuesSchema>;

/** The cents fields of a price record from the form's dollars. */
export const priceRecordFields = (
  values: PriceValues,
): Readonly<{
  rank: number;
  regularPriceCents: Cents;
  salePriceCents: Cents;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}> => ({
  rank: values.rank,
  regularPriceCents: toCents(values.regularPrice),
  salePriceCents: toCents(values.salePrice),
  saleStartsAt: values.saleStartsAt ?? null,
  saleEndsAt: values.saleEndsAt ?? null,
});

/** The form's dollars of some cents. */
export const dollarsOf = (cents: Cents): number => cents / 100;

/** The price list's query: the common list fields, the product filter and the revision status. */
export const priceListQuerySchema = object({
  ...listQueryShape,
  productId: idField(),
  status: text(20).oneOf([...revisionStatuses, undefined], msg('validation.invalid')),
});
