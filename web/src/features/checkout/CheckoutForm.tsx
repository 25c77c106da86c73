import { checkoutFieldOrder } from '@parks/schemas/checkout';
import { type CheckoutIssue, isSubmissionBlocked, issueText, validateCheckout } from '@parks/schemas/checkout/issues';
import { isMessageKey, translate } from '@parks/schemas/messages/index';
import type { CheckoutDataDto } from '@parks/schemas/store/dtos';
import { Form, Formik, type FormikErrors, type FormikTouched, setNestedObjectValues } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { CheckboxField, fieldId, SelectField } from '../../components/form/fields.tsx';
import { formikErrorsOf } from '../../lib/formErrors.ts';
import { errorMessage, fieldErrorsOf, problemOf } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { AddressPanel } from './AddressPanel.tsx';
import { CheckoutRefresher } from './CheckoutRefresher.tsx';
import { type CheckoutRefresh, useCheckoutOrderMutation, useUpdateCheckoutDtoMutation } from './checkoutApi.ts';
import { type CheckoutValues, checkoutContext, initialCheckoutValues } from './formValues.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import { useIdempotencyKey } from './useIdempotencyKey.ts';

/** Server field errors (field → keys) as numbered issues in the spec's order. */
const serverIssues = (errors: Readonly<Record<string, readonly string[]>>): CheckoutIssue[] => {
  const rank = (field: string) => {
    const index = checkoutFieldOrder.indexOf(field);
    return index < 0 ? checkoutFieldOrder.length : index;
  };
  return Object.entries(errors)
    .flatMap(([field, keys]) =>
      keys[0] ? [{ field, key: isMessageKey(keys[0]) ? keys[0] : 'validation.invalid' }] : [],
    )
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((issue, index) => ({ ...issue, count: index + 1 }));
};

type Props = Readonly<{ data: CheckoutDataDto; openContent: (name: string) => void; openTerms: () => void }>;

/**
 * The checkout form: shipping and billing addresses, shipping options, payment, consents, preferred language and
 * Purchase now. Rules and numbered messages come from the shared checkout schema; a purchase carries an
 * Idempotency-Key that stays the same while the form and the cart do.
 */
export function CheckoutForm({ data, openContent, openTerms }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const [checkoutOrder, purchase] = useCheckoutOrderMutation();
  const [updateCheckout, refresh] = useUpdateCheckoutDtoMutation();
  const keyFor = useIdempotencyKey();
  const [summary, setSummary] = useState<readonly CheckoutIssue[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const context = checkoutContext(data.items.length, data.totals.totalCents);
  const selectedMethod = data.shippingMethods.find((method) => method.selected)?.method ?? 'standard';
  const itemsSignature = data.items.map((item) => `${item.lineId}:${item.quantity}`).join(',');

  const onRefresh = useCallback((form: CheckoutRefresh) => void updateCheckout(form), [updateCheckout]);

  const validate = (values: CheckoutValues): FormikErrors<CheckoutValues> => {
    const result = validateCheckout(values, context);
    return result.ok ? {} : formikErrorsOf<CheckoutValues>(result.issues, lng);
  };

  const onPurchase = async (values: CheckoutValues, setTouched: (touched: FormikTouched<CheckoutValues>) => void) => {
    setFailure(null);
    setTouched(setNestedObjectValues<FormikTouched<CheckoutValues>>(values, true));
    const result = validateCheckout(values, context);
    const issues = result.ok ? [] : result.issues;
    setSummary(issues);
    if (!result.ok && isSubmissionBlocked(issues)) return;
    const form = result.ok ? result.value : values;
    const idempotencyKey = keyFor({ form, cart: itemsSignature, total: data.totals.totalCents });
    try {
      const answer = await checkoutOrder({ form, idempotencyKey }).unwrap();
      if (answer.orderId) navigate(`/${lng}/${answer.confirmationAlias.replace(/^\/+/, '')}`);
      else setFailure({ status: 500, data: null });
    } catch (error) {
      const fromServer = serverIssues(fieldErrorsOf(error));
      // One box: the numbered list when the server names fields, the failure otherwise (not both, stacked).
      if (fromServer.length > 0) setSummary(fromServer);
      else setFailure(error);
    }
  };

  const declined = problemOf(failure)?.code.startsWith('payment.') === true;
  return (
    <Formik initialValues={initialCheckoutValues(lng, selectedMethod)} validate={validate} onSubmit={() => undefined}>
      {({ values, setTouched }) => (
        <Form
          noValidate
          className="checkout-form"
          onSubmit={(event) => {
            event.preventDefault();
            void onPurchase(values, (touched) => void setTouched(touched, true));
          }}
        >
          <CheckoutRefresher itemsSignature={itemsSignature} onRefresh={onRefresh} />
          {failure ? (
            <Alert kind="error" title={translate(lng, declined ? 'checkout.purchaseFailed' : 'request.failed')} focus>
              <p>{errorMessage(failure, lng)}</p>
            </Alert>
          ) : null}
          {refresh.isError ? (
            <Alert kind="error" title={translate(lng, 'request.failed')} scrollIntoView={false}>
              <p>{errorMessage(refresh.error, lng)}</p>
            </Alert>
          ) : null}
          <ErrorSummary
            title={translate(lng, 'checkout.formHeader')}
            items={summary.map((issue) => ({
              fieldId: fieldId(issue.field),
              text: issueText(lng, issue),
            }))}
          />
          <AddressPanel section="shipping" countries={data.countries} provinceStates={data.provinceStates} />
          <div className="panel">
            <CheckboxField name="billingSameAsShipping" label={t('checkout.billingSame')} />
          </div>
          {values.billingSameAsShipping ? null : (
            <AddressPanel section="billing" countries={data.countries} provinceStates={data.provinceStates} />
          )}
          <ShippingOptions methods={data.shippingMethods} />
          {context.payable ? <PaymentPanel onCvvHelp={() => openContent('Cvv2Modal')} /> : null}
          <fieldset className="panel consent-panel">
            <legend>
              <h2>{t('checkout.consentTitle')}</h2>
            </legend>
            <CheckboxField name="agreeToTerms" label={t('checkout.agreeToTerms')} required />
            <button type="button" className="link-button" onClick={openTerms}>
              {t('checkout.readTerms')}
            </button>
            <CheckboxField name="consentToEmails" label={t('checkout.consentToEmails')} />
            <button type="button" className="link-button" onClick={() => openContent('NewsletterTermsModal')}>
              {t('checkout.readNewsletterTerms')}
            </button>
            <SelectField
              name="preferredLanguage"
              label={t('checkout.preferredLanguage')}
              options={[
                { value: 'en', label: 'English' },
                { value: 'fr', label: 'Français' },
              ]}
            />
          </fieldset>
          <button type="submit" className="button button-primary purchase" disabled={purchase.isLoading}>
            {purchase.isLoading ? t('checkout.purchasing') : t('checkout.purchase')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
