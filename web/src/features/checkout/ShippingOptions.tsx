import type { CheckoutSummaryDto } from '@parks/schemas/checkout';
import { isExpressOnly } from '@parks/schemas/store';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '../../components/form/fields.tsx';
import { Money } from '../../components/Money.tsx';
import type { CheckoutValues } from './formValues.ts';

/**
 * Shipping methods with their fee (Standard is free; Express only for China and Taiwan is the rules' call). When
 * the address allows only Express, Express is selected for the shopper and the reason is given beside it, so the
 * choice shown is the one the summary charges.
 */
export function ShippingOptions({ methods }: Readonly<{ methods: CheckoutSummaryDto['shippingMethods'] }>) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const expressOnly = isExpressOnly(values.shipping.country.trim().toUpperCase());
  const offered = methods.length > 0 ? methods : [{ method: 'standard' as const, feeCents: 0, selected: true }];
  const forced = expressOnly ? 'express' : offered.length === 1 ? offered[0]?.method : undefined;

  useEffect(() => {
    if (forced !== undefined && values.shippingMethod !== forced) void setFieldValue('shippingMethod', forced);
  }, [forced, values.shippingMethod, setFieldValue]);

  const options = offered.map((method) => ({
    value: method.method,
    label: t(`shipping.${method.method}`),
    extra: (
      <span className="shipping-fee">
        {' – '}
        {method.feeCents > 0 ? <Money cents={method.feeCents} /> : t('shipping.free')}
      </span>
    ),
  }));
  return (
    <div className="panel">
      <RadioGroupField name="shippingMethod" legend={t('checkout.shippingTitle')} required options={options} />
      {expressOnly ? <p className="field-hint">{t('shipping.expressOnly')}</p> : null}
    </div>
  );
}
