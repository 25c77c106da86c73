import type { PortalCheckoutDto } from '@parks/schemas/portal';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Fact } from '../../components/Fact.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { mint } from '../checkout/useIdempotencyKey.ts';
import { CheckoutAddress } from './CheckoutFields.tsx';
import { CheckoutFrame, StepActions } from './CheckoutFrame.tsx';
import { clearForm, loadForm } from './checkoutForm.ts';
import type { CheckoutPaths } from './PortalCheckout.tsx';
import { useGetPortalCheckoutQuery, useSubmitPortalOrderMutation } from './portalCheckoutApi.ts';

/** The read-only review: the DTO of the kept form values; Submit creates the order (disabled while submitting). */
export function ReviewStep({ userId, paths }: Readonly<{ userId: string; paths: CheckoutPaths }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const [form] = useState(loadForm);
  // One key for every Submit of this review: a retry after a lost answer cannot place the order twice.
  const key = useRef(mint());
  const {
    data: dto,
    isLoading,
    error,
    refetch,
  } = useGetPortalCheckoutQuery(form ? { userId, form } : { userId }, { skip: form === null });
  const [submit, submission] = useSubmitPortalOrderMutation();
  useDocumentTitle(t('portal.reviewTitle'));

  if (form === null) return <Navigate to={paths.checkout} replace />;
  if (isLoading) return <Spinner />;
  if (error || !dto) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;

  const choice = (list: PortalCheckoutDto['shippingMethods'], id: string | null) =>
    textOf(list.find((item) => item.id === id)?.name, lng);
  const onSubmit = async () => {
    try {
      const result = await submit({ userId, form, idempotencyKey: key.current }).unwrap();
      clearForm();
      navigate(paths.confirmation(result.orderId));
    } catch {
      // shown above
    }
  };

  return (
    <CheckoutFrame step="review" error={submission.error} dto={dto}>
      <h2>{t('portal.shippingAddress')}</h2>
      <CheckoutAddress dto={dto} />
      <dl className="review-list">
        <Fact label={t('portal.shippingMethod')}>{choice(dto.shippingMethods, form.shippingMethod)}</Fact>
        <Fact label={t('portal.shippingOption')}>{choice(dto.shippingOptions, form.shippingOption)}</Fact>
        <Fact label={t('portal.customerNumber')}>
          {form.budgetCode ? choice(dto.budgetCodes, form.budgetCode) || form.budgetCode : '—'}
        </Fact>
        {dto.showPoNumber ? <Fact label={t('portal.poNumber')}>{form.poNumber || '—'}</Fact> : null}
      </dl>
      {dto.requiresApproval ? <p>{t('portal.requiresApproval')}</p> : null}
      <StepActions
        backTo={paths.checkout}
        backLabel={t('portal.back')}
        nextLabel={t('portal.submit')}
        disabled={submission.isLoading || submission.isSuccess || dto.cartItems.length === 0}
        onNext={() => void onSubmit()}
      />
    </CheckoutFrame>
  );
}
