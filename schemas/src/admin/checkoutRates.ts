import { type InferType, object } from 'yup';
import { shippingMethods, shippingRegions } from '../catalog.ts';
import { count, dollars, percentage, text } from '../fields.ts';
import { type Cents, fullRate } from '../money.ts';
import { msg } from '../texts/messages/index.ts';
import { oneOf } from './schemaParts.ts';
import { requiredName } from './valueFields.ts';

/**
 * The shipping rate and tax forms of the back office (§3: Shippings, ProvinceStates). Staff type a fee in dollars
 * and a tax rate as a percentage; the schema holds them to the cent and the thousandth of a percent, and
 * `centsOfDollars` / `rateOfPercent` give the integer cents and thousandths of a percent (`Rate`) the payloads keep
 * and the checkout prices with.
 */
export const checkoutRateLimits = { feeCents: 1_000_000, transitDays: 365, name: 200 } as const;

const whole = (key: Parameters<typeof msg>[0], max: number) =>
  count(msg(key)).min(0, msg(key)).max(max, msg(key)).required(msg(key));

/** A fee typed in dollars (a shipping rate, the portal's fee schedule in the settings): one rule, one message. */
export const feeField = () => dollars(msg('admin.fee.invalid'), { min: 0, max: checkoutRateLimits.feeCents });

/** Whether a stored fee (cents, as a payload keeps it) is one the fee field could have given. */
export const isFeeCents = (value: unknown): value is Cents =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= checkoutRateLimits.feeCents;

export const shippingValuesSchema = object({
  method: oneOf(shippingMethods).required(msg('validation.invalid')),
  region: oneOf(shippingRegions).required(msg('validation.invalid')),
  fee: feeField().required(msg('admin.fee.invalid')),
  transitDays: whole('admin.transitDays.invalid', checkoutRateLimits.transitDays),
});
export type ShippingValues = InferType<typeof shippingValuesSchema>;

/** A tax rate typed as a percentage (`9.975`), to the thousandth of a percent. */
const rate = () =>
  percentage(msg('admin.taxRate.invalid'), { min: 0, max: fullRate }).required(msg('admin.taxRate.invalid'));
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
