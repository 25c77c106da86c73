import { cardPattern } from '@parks/schemas/checkout/card';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import { maskCardNumber, maskExpiry } from '../../lib/masks.ts';
import type { CheckoutValues } from './formValues.ts';

/** Card number (brand from its leading digits), expiry month/year and the CVV2 when the card has one. */
export function PaymentPanel({ onCvvHelp }: Readonly<{ onCvvHelp: () => void }>) {
  const { t } = useTranslation();
  const { values } = useFormikContext<CheckoutValues>();
  const pattern = cardPattern(values.ccNumber);
  const digits = values.ccNumber.replace(/\D/g, '');
  const brand = digits.length >= 2 ? t(`card.${pattern.brand}`) : null;
  return (
    <fieldset className="panel payment-panel">
      <legend>
        <h2>{t('checkout.paymentTitle')}</h2>
      </legend>
      <TextField
        name="ccNumber"
        label={t('card.number')}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        format={maskCardNumber}
        hint={
          <span aria-live="polite">
            {brand ? t('card.detected', { brand, digits: pattern.length }) : t('card.numberHint')}
          </span>
        }
      />
      <div className="field-row">
        <TextField
          name="ccExpiry"
          size={5}
          label={t('card.expiry')}
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          format={maskExpiry}
          hint={t('card.expiryHint')}
        />
        {pattern.cvvLength > 0 ? (
          <TextField
            name="ccCvd"
            size={4}
            label={t('card.cvv')}
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={pattern.cvvLength}
            format={(value) => value.replace(/\D/g, '')}
            hint={
              <button type="button" className="link-button" onClick={onCvvHelp}>
                {t('card.cvvHelp')}
              </button>
            }
          />
        ) : (
          <p className="hint">{t('card.noCvv')}</p>
        )}
      </div>
    </fieldset>
  );
}
