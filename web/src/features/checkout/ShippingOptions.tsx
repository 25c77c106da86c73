import type { CheckoutSummaryDto } from '@parks/schemas/checkout';
import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '../../components/form/fields.tsx';
import { Money } from '../../components/Money.tsx';

/** Shipping methods with their fee (Standard is free; Express only for China and Taiwan is the rules' call). */
export function ShippingOptions({ methods }: Readonly<{ methods: CheckoutSummaryDto['shippingMethods'] }>) {
  const { t } = useTranslation();
  const options = (methods.length > 0 ? methods : [{ method: 'standard' as const, feeCents: 0, selected: true }]).map(
    (method) => ({
      value: method.method,
      label: t(`shipping.${method.method}`),
      extra: (
        <span className="shipping-fee">
          {' – '}
          {method.feeCents > 0 ? <Money cents={method.feeCents} /> : t('shipping.free')}
        </span>
      ),
    }),
  );
  return (
    <div className="panel">
      <RadioGroupField name="shippingMethod" legend={t('checkout.shippingTitle')} required options={options} />
    </div>
  );
}
