import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { CheckoutRefresh } from './checkoutApi.ts';
import { type CheckoutValues, hasRefreshableAddress, refreshPayload } from './formValues.ts';

/** Delay after typing in an address field before the summary (shipping, taxes) is refreshed (section 9). */
const addressDelayMs = 1000;

type Props = Readonly<{ itemsSignature: string; onRefresh: (form: CheckoutRefresh) => void }>;

/**
 * Keeps the checkout summary in step with the form (section 4): address line 1, city, postal code, country or
 * e-mail changes refresh it after 1000 ms; the shipping method, the billing-same toggle or a changed cart refresh
 * it at once. Only when address line 1, city, country, postal code, e-mail and its confirmation are all filled.
 */
export function CheckoutRefresher({ itemsSignature, onRefresh }: Props) {
  const { values } = useFormikContext<CheckoutValues>();
  const latest = useRef(values);
  latest.current = values;
  const { address1, city, postalCode, country, email, confirmEmail } = values.shipping;
  const addressKey = [address1, city, postalCode, country, email, confirmEmail].join('\u0000');
  const immediateKey = [values.shippingMethod, String(values.billingSameAsShipping), itemsSignature].join('\u0000');
  const mounted = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a watched address field changes (addressKey)
  useEffect(() => {
    if (!hasRefreshableAddress(latest.current.shipping)) return;
    const timer = window.setTimeout(() => onRefresh(refreshPayload(latest.current)), addressDelayMs);
    return () => window.clearTimeout(timer);
  }, [addressKey, onRefresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the method, the toggle or the cart changes (immediateKey)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (hasRefreshableAddress(latest.current.shipping)) onRefresh(refreshPayload(latest.current));
  }, [immediateKey, onRefresh]);

  return null;
}
