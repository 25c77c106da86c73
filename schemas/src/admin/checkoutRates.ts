import { type InferType, object } from 'yup';
import { shippingMethods, shippingRegions } from '../catalog.ts';
import { count, text } from '../fields.ts';
import { fullRate } from '../money.ts';
import { msg } from '../texts/messages/index.ts';
import { oneOf } from './schemaParts.ts';
import { requiredName } from './valueFields.ts';

/**
 * The shipping rate and tax forms of the back office (§3: Shippings, ProvinceStates). Money in integer cents, tax
 * rates in thousandths of a percent (`Rate`), as the checkout prices with them.
 */
export const checkoutRateLimits = { feeCents: 1_000_000, transitDays: 365, name: 200 } as const;

const whole = (key: Parameters<typeof msg>[0], max: number) =>
  count(msg(key)).min(0, msg(key)).max(max, msg(key)).required(msg(key));

/** A fee in cents (a shipping rate, the portal's fee schedule in the settings): one rule, one message. */
export const feeCentsField = () => whole('admin.fee.invalid', checkoutRateLimits.feeCents);

export const shippingValuesSchema = object({
  method: oneOf(shippingMethods).required(msg('validation.invalid')),
  region: oneOf(shippingRegions).required(msg('validation.invalid')),
  feeCents: feeCentsField(),
  transitDays: whole('admin.transitDays.invalid', checkoutRateLimits.transitDays),
});
export type ShippingValues = InferType<typeof shippingValuesSchema>;

const rate = () => whole('admin.taxRate.invalid', fullRate);
const name = () => requiredName(checkoutRateLimits.name);
/** A receipt label: both languages, or neither (then it is built from the taxes that apply). */
const taxName = () => text(checkoutRateLimits.name).default('');

export const provinceStateValuesSchema = object({
  name_EN: name(),
  name_FR: name(),
  gst: rate(),
  hst: rate(),
  pst: rate(),
  qst: rate(),
  taxName_EN: taxName(),
  taxName_FR: taxName(),
});
export type ProvinceStateValues = InferType<typeof provinceStateValuesSchema>;
