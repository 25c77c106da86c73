import { translate } from '@parks/schemas/messages/index';
import type { PortalCheckoutDto, PortalCheckoutFormInput } from '@parks/schemas/portal';
import { portalLimits } from '@parks/schemas/portal';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.ts';
import { Alert } from '../../components/Alert.tsx';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { RequiredLabel } from '../../components/form/FieldShell.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { countryName } from '../../lib/places.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { clearForm, formOf, loadForm, saveForm } from './checkoutForm.ts';
import {
  useGetPortalCheckoutQuery,
  useReviewPortalOrderMutation,
  useSubmitPortalOrderMutation,
} from './portalCheckoutApi.ts';
import '../checkout/checkout.css';

export type CheckoutPaths = Readonly<{
  cart: string;
  checkout: string;
  review: string;
  createAddress: string;
  editAddress: (id: string) => string;
  confirmation: (orderId: string) => string;
}>;

type Props = Readonly<{ step: 'edit' | 'review'; role: string; addressId: string | null; paths: CheckoutPaths }>;

/**
 * The portal checkout (cart → checkout → review → Submit → confirmation). The checkout step picks the address
 * (address book, or a new or edited one through the address sub-routes), shipping method and option, customer
 * number (required unless Operator) and PO number; each change reloads the DTO from the cleaned form values
 * so the fees are the server's. The review step shows the same read-only; Submit creates the order.
 */
export function PortalCheckout({ step, role, addressId, paths }: Props) {
  const userId = useAppSelector((state) => state.session.user?.id ?? '');
  return step === 'edit' ? (
    <CheckoutStep userId={userId} role={role} addressId={addressId} paths={paths} />
  ) : (
    <ReviewStep userId={userId} paths={paths} />
  );
}

const idOf = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

function CheckoutStep({
  userId,
  role,
  addressId,
  paths,
}: Readonly<{ userId: string; role: string; addressId: string | null; paths: CheckoutPaths }>) {
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
      // shown below
    }
  };

  return (
    <section className="portal-checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('portal.checkoutTitle')}</h1>
      {reviewing.error ? (
        <Alert kind="error" title={t('cart.problem')}>
          {errorMessage(reviewing.error, lng)}
        </Alert>
      ) : null}
      {attempted && shownIssues.length > 0 ? (
        <ErrorSummary
          title={translate(lng, 'checkout.formHeader')}
          items={shownIssues.map((issue) => ({ text: translate(lng, issue.code) }))}
        />
      ) : (
        <Issues issues={shownIssues} />
      )}
      <div className="checkout-layout">
        <div className="checkout-main">
          <AddressSection dto={dto} paths={paths} onSelect={(id) => change({ addressId: id })} />
          <ChoiceGroup
            legend={t('portal.shippingMethod')}
            name="shippingMethod"
            choices={dto.shippingMethods.map((choice) => ({ id: choice.id, label: textOf(choice.name, lng) }))}
            value={current.shippingMethod}
            onChange={(id) => change({ shippingMethod: id })}
          />
          <ChoiceGroup
            legend={t('portal.shippingOption')}
            name="shippingOption"
            choices={dto.shippingOptions.map((choice) => ({ id: choice.id, label: textOf(choice.name, lng) }))}
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
          <p className="checkout-actions">
            <Link to={paths.cart} className="button button-secondary">
              {t('portal.backToCart')}
            </Link>{' '}
            <button
              type="button"
              className="button button-primary"
              disabled={isFetching || reviewing.isLoading}
              onClick={() => void onNext()}
            >
              {t('portal.next')}
            </button>
          </p>
          {budgetMissing ? <p className="field-hint">{t('portal.budgetCodeNeeded')}</p> : null}
        </div>
        <CheckoutSummary dto={dto} />
      </div>
    </section>
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

function AddressSection({
  dto,
  paths,
  onSelect,
}: Readonly<{ dto: PortalCheckoutDto; paths: CheckoutPaths; onSelect: (id: string) => void }>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="checkout-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('portal.shippingAddress')}</h2>
      {dto.aliases.length > 0 ? (
        <div className="field field-native">
          <label htmlFor={id}>{t('portal.addressBook')}</label>
          <select id={id} value={dto.addressId ?? ''} onChange={(event) => onSelect(event.target.value)}>
            <option value="">{t('portal.choose')}</option>
            {dto.aliases.map((alias) => (
              <option key={alias.id} value={alias.id}>
                {alias.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>{t('portal.noAddresses')}</p>
      )}
      <AddressLines dto={dto} />
      <p>
        <Link to={paths.createAddress}>{t('portal.newAddress')}</Link>
        {dto.addressId ? (
          <>
            {' · '}
            <Link to={paths.editAddress(dto.addressId)}>{t('portal.editAddress')}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
}

export function AddressLines({ dto }: Readonly<{ dto: PortalCheckoutDto }>) {
  const lng = useLanguage();
  if (!dto.address1) return null;
  const name = dto.fullName || `${dto.firstName} ${dto.lastName}`.trim();
  return (
    <address className="address-lines">
      {[
        name,
        dto.companyName,
        dto.address1,
        dto.address2,
        `${dto.city} ${dto.provinceState} ${dto.postalCode}`.trim(),
        countryName(dto.country, lng),
        dto.phone1,
        dto.email1,
        dto.email2,
      ]
        .filter((line) => line !== '')
        .map((line) => (
          <span key={line} className="address-line">
            {line}
          </span>
        ))}
    </address>
  );
}

function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
}: Readonly<{
  legend: string;
  name: string;
  choices: readonly Readonly<{ id: string; label: string }>[];
  value: string | null;
  onChange: (id: string) => void;
}>) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset className="field field-radios">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <div key={choice.id} className="radio">
          <input
            type="radio"
            id={`${id}-${choice.id}`}
            name={name}
            value={choice.id}
            checked={value === choice.id}
            onChange={() => onChange(choice.id)}
          />
          <label htmlFor={`${id}-${choice.id}`}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The customer number ('CPC Customer Number'): a list to choose from, or the single code. */
function BudgetCode({
  dto,
  value,
  required,
  onChange,
}: Readonly<{ dto: PortalCheckoutDto; value: string | null; required: boolean; onChange: (code: string) => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const id = useId();
  return (
    <div className="field field-native">
      <label htmlFor={id}>
        <RequiredLabel text={t('portal.customerNumber')} required={required} />
      </label>
      <select id={id} value={value ?? ''} required={required} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('portal.choose')}</option>
        {dto.budgetCodes.map((code) => (
          <option key={code.id} value={code.id}>
            {textOf(code.name, lng)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PoNumber({ value, onChange }: Readonly<{ value: string; onChange: (text: string) => void }>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field field-native">
      <label htmlFor={id}>{t('portal.poNumber')}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={portalLimits.poNumberMax}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The read-only review: the DTO of the kept form values; Submit creates the order (disabled while submitting). */
function ReviewStep({ userId, paths }: Readonly<{ userId: string; paths: CheckoutPaths }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const [form] = useState(loadForm);
  const key = useRef(idOf());
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
      // shown below
    }
  };

  return (
    <section className="portal-checkout portal-review" aria-labelledby="review-title">
      <h1 id="review-title">{t('portal.reviewTitle')}</h1>
      {submission.error ? (
        <Alert kind="error" title={t('cart.problem')}>
          {errorMessage(submission.error, lng)}
        </Alert>
      ) : null}
      <div className="checkout-layout">
        <div className="checkout-main">
          <h2>{t('portal.shippingAddress')}</h2>
          <AddressLines dto={dto} />
          <dl className="review-list">
            <div>
              <dt>{t('portal.shippingMethod')}</dt>
              <dd>{choice(dto.shippingMethods, form.shippingMethod)}</dd>
            </div>
            <div>
              <dt>{t('portal.shippingOption')}</dt>
              <dd>{choice(dto.shippingOptions, form.shippingOption)}</dd>
            </div>
            <div>
              <dt>{t('portal.customerNumber')}</dt>
              <dd>{form.budgetCode ? choice(dto.budgetCodes, form.budgetCode) || form.budgetCode : '—'}</dd>
            </div>
            {dto.showPoNumber ? (
              <div>
                <dt>{t('portal.poNumber')}</dt>
                <dd>{form.poNumber || '—'}</dd>
              </div>
            ) : null}
          </dl>
          {dto.requiresApproval ? <p>{t('portal.requiresApproval')}</p> : null}
          <p className="checkout-actions">
            <Link to={paths.checkout} className="button button-secondary">
              {t('portal.back')}
            </Link>{' '}
            <button
              type="button"
              className="button button-primary"
              disabled={submission.isLoading || submission.isSuccess || dto.cartItems.length === 0}
              onClick={() => void onSubmit()}
            >
              {t('portal.submit')}
            </button>
          </p>
        </div>
        <CheckoutSummary dto={dto} />
      </div>
    </section>
  );
}
