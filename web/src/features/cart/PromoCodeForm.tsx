import type { CartDto } from '@parks/schemas/cart';
import { promoCodeSchema } from '@parks/schemas/cart';
import { translate } from '@parks/schemas/messages/index';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money.tsx';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { useAddDiscountMutation } from './cartApi.ts';
import './cart.css';

/** The promo code form: disabled with an empty cart; an empty code, a refused one and the applied discounts show below. */
export function PromoCodeForm({ cart }: Readonly<{ cart: CartDto }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [addDiscount, { isLoading, error, reset }] = useAddDiscountMutation();
  const empty = cart.items.length === 0;
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={promoCodeSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        reset();
        try {
          await addDiscount(promoCodeSchema.cast(values)).unwrap();
          helpers.resetForm();
        } catch {
          // shown below
        }
      }}
    >
      {({ values, errors, handleChange }) => {
        const message = errors.code ? translate(lng, errors.code) : error ? errorMessage(error, lng) : null;
        return (
          <Form noValidate className="promo-form" aria-labelledby="promo-title">
            <h2 id="promo-title">{t('promo.title')}</h2>
            <div className="field field-inline">
              <label htmlFor="promo-code">{t('promo.label')}</label>
              <input
                id="promo-code"
                name="code"
                value={values.code}
                onChange={handleChange}
                disabled={empty}
                maxLength={50}
                autoComplete="off"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'promo-message' : undefined}
              />
              <button type="submit" className="button button-secondary" disabled={empty || isLoading}>
                {t('promo.apply')}
              </button>
            </div>
            <div aria-live="polite">
              {message ? (
                <p id="promo-message" className="field-error">
                  {message}
                </p>
              ) : null}
              {cart.discounts.length > 0 ? (
                <ul className="discounts">
                  {cart.discounts.map((discount) => (
                    <li key={discount.code}>
                      {t('promo.applied', { code: discount.code })} <Money cents={discount.amountCents} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
