import { translate } from '@parks/schemas/messages/index';
import type { PortalCheckoutDto, PortalCheckoutFormInput } from '@parks/schemas/portal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { AddressSection, BudgetCode, ChoiceGroup, PoNumber } from './CheckoutFields.tsx';
import { CheckoutFrame, StepActions } from './CheckoutFrame.tsx';
import { formOf, loadForm, saveForm } from './checkoutForm.ts';
import type { CheckoutPaths } from './PortalCheckout.tsx';
import { useGetPortalCheckoutQuery, useReviewPortalOrderMutation } from './portalCheckoutApi.ts';

type Props = Readonly<{ userId: string; role: string; addressId: string | null; paths: CheckoutPaths }>;

/**
 * The checkout step: every change reloads the DTO from the form values, so that the fees and the issues are the
 * server's; Next has the server review the form, keeps it for the review step and goes there.
 */
export function CheckoutStep({ userId, role, addressId, paths }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  // The changes made here; the query sends them with the DTO's values (a PUT), or asks plainly the first time.
  const [changes, setChanges] = useState<Partial<PortalCheckoutFormInput> | null>(() => {
    const kept = loadForm();
    if (addressId) return { ...(kept ?? {}), addressId };
    return kept;
  });
  const [base, setBase] = useState<PortalCheckoutDto | undefined>(undefined);
  const form = changes === null ? undefined : formOf(base, changes);
  const {
    data: dto,
    isLoading,
    error,
    refetch,
    isFetching,
  } = useGetPortalCheckoutQuery(form ? { userId, form } : { userId });
  const [review, reviewing] = useReviewPortalOrderMutation();
  const [poNumber, setPoNumber] = useState<string | null>(null);
  // What is missing shows once its field was changed here, and all of it after Next (not on first load).
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(changes ? Object.keys(changes) : []));
  const [attempted, setAttempted] = useState(false);
  useDocumentTitle(t('portal.checkoutTitle'));

  useEffect(() => {
    if (dto && base === undefined) setBase(dto);
  }, [dto, base]);

  // The PO number reloads the DTO once typing pauses (1000 ms).
  useEffect(() => {
    if (poNumber === null) return;
    const timer = window.setTimeout(() => setChanges((current) => ({ ...(current ?? {}), poNumber })), 1000);
    return () => window.clearTimeout(timer);
  }, [poNumber]);

  if (isLoading) return <Spinner />;
  if (error || !dto) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;

  if (dto.cartItems.length === 0) {
    return (
      <section className="portal-checkout" aria-labelledby="checkout-title">
        <h1 id="checkout-title">{t('portal.checkoutTitle')}</h1>
        <p>{translate(lng, 'portal.cartEmpty')}</p>
        <p>
          <Link to={paths.cart} className="button button-secondary">
            {t('portal.backToCart')}
          </Link>
        </p>
      </section>
    );
  }

  const change = (values: Partial<PortalCheckoutFormInput>) => {
    setTouched((fields) => new Set([...fields, ...Object.keys(values)]));
    setChanges((current) => ({ ...(current ?? {}), ...values }));
  };
  const current = formOf(dto, changes ?? {});
  const operator = role === 'Operator';
  const budgetMissing = dto.budgetCodeRequired && !operator && !current.budgetCode;
  const shownIssues = attempted ? dto.issues : dto.issues.filter((issue) => isTouched(issue.field, touched));

  const onNext = async () => {
    setAttempted(true);
    if (dto.issues.length > 0) return;
    const values = formOf(dto, { ...(changes ?? {}), ...(poNumber !== null ? { poNumber } : {}) });
    try {
      await review({ userId, form: values }).unwrap();
      saveForm(values);
      navigate(paths.review);
    } catch {
      // shown above
    }
  };

  return (
    <CheckoutFrame
      step="checkout"
      error={reviewing.error}
      notices={
        attempted && shownIssues.length > 0 ? (
          <ErrorSummary
            title={translate(lng, 'checkout.formHeader')}
            items={shownIssues.map((issue) => ({ text: translate(lng, issue.code) }))}
          />
        ) : (
          <Issues issues={shownIssues} />
        )
      }
      dto={dto}
    >
      <AddressSection dto={dto} paths={paths} onSelect={(id) => change({ addressId: id })} />
      <ChoiceGroup
        legend={t('portal.shippingMethod')}
        name="shippingMethod"
        choices={dto.shippingMethods}
        value={current.shippingMethod}
        onChange={(id) => change({ shippingMethod: id })}
      />
      <ChoiceGroup
        legend={t('portal.shippingOption')}
        name="shippingOption"
        choices={dto.shippingOptions}
        value={current.shippingOption}
        onChange={(id) => change({ shippingOption: id })}
      />
      <BudgetCode
        dto={dto}
        value={current.budgetCode}
        required={dto.budgetCodeRequired && !operator}
        onChange={(code) => change({ budgetCode: code })}
      />
      {dto.showPoNumber ? <PoNumber value={poNumber ?? current.poNumber} onChange={setPoNumber} /> : null}
      <StepActions
        backTo={paths.cart}
        backLabel={t('portal.backToCart')}
        nextLabel={t('portal.next')}
        disabled={isFetching || reviewing.isLoading}
        onNext={() => void onNext()}
      />
      {budgetMissing ? <p className="field-hint">{t('portal.budgetCodeNeeded')}</p> : null}
    </CheckoutFrame>
  );
}

/** The address fields the address book fills: what is missing there shows once an address was chosen. */
const addressIssueFields = new Set([
  'firstName',
  'lastName',
  'address1',
  'city',
  'country',
  'provinceState',
  'postalCode',
  'phone1',
  'email1',
  'email2',
]);

const isTouched = (field: string, touched: ReadonlySet<string>): boolean =>
  touched.has(field) || (addressIssueFields.has(field) && touched.has('addressId'));

function Issues({ issues }: Readonly<{ issues: PortalCheckoutDto['issues'] }>) {
  const lng = useLanguage();
  if (issues.length === 0) return null;
  return (
    <div className="alert-box alert-box-warning" role="status">
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.field}-${issue.code}`}>{translate(lng, issue.code)}</li>
        ))}
      </ul>
    </div>
  );
}
