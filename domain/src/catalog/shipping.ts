/** What a shipping rate is as a revision payload, and how the back office's form values write it. */
import type { ShippingValues } from '@parks/schemas/admin/checkoutRates';
import { type ShippingRateRecord, shippingMethods, shippingRegions } from '@parks/schemas/catalog';
import { centsOfDollars } from '@parks/schemas/money';
import { number, object, oneOf, type Shape, string } from '../shared/shape.ts';
import { orElse, parserOf } from './payloadShapes.ts';

/** Method and region pick the rate the checkout charges, so a payload without them is none; fee and days default. */
export const shippingShape: Shape<ShippingRateRecord> = object({
  shippingId: string,
  method: oneOf(shippingMethods),
  region: oneOf(shippingRegions),
  feeCents: orElse(number, 0),
  transitDays: orElse(number, 0),
});

export const shippingEntryOf = parserOf(shippingShape);

/**
 * The payload of a form's values over the previous revision's: fields the form does not show (written by another
 * version of the back office) are kept.
 */
export const shippingPayloadOf = (
  values: ShippingValues,
  shippingId: string,
  previous: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => ({
  ...previous,
  shippingId,
  method: values.method,
  region: values.region,
  feeCents: centsOfDollars(values.fee),
  transitDays: values.transitDays,
});
