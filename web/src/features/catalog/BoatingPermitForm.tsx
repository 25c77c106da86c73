import { boatingPermitSchema, vesselLengthLimits } from '@parks/schemas/cart';
import { numbered, translate } from '@parks/schemas/messages/index';
import type { ProductDto } from '@parks/schemas/store/dtos';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { ErrorSummary } from '../../components/ErrorSummary.tsx';
import { fieldId, RadioGroupField, SelectField, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { Money } from '../../components/Money.tsx';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { formikErrorsOf, type NumberedIssue, validateNumbered } from '../../lib/formErrors.ts';
import { withColon } from '../../lib/labels.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { firstPriceOf, lengthOptions, permitPriceCents } from './permitPrice.ts';

export type PermitToAdd = Readonly<{
  productId: string;
  priceId?: string;
  quantity: 1;
  vessel: Readonly<{ lengthFeet: number; vesselId: string; vesselType: string }>;
}>;

type Values = { productId: string; vessel: { lengthFeet: string; vesselId: string; vesselType: string } };

const fieldOrder = ['productId', 'vessel.lengthFeet', 'vessel.vesselId', 'vessel.vesselType'];

type Props = Readonly<{
  products: readonly ProductDto[];
  /** Adds the permit to the cart (composed by the app); rejects with the API's error. */
  onAdd: (permit: PermitToAdd) => Promise<void>;
  /** Opens a named content modal (VesselLengthModal, VesselNameModal). */
  onInfo: (contentName: string) => void;
}>;

/**
 * Lockage or mooring permit: permit type (preselected when there is one), vessel length driving a live price,
 * registration id or name, vessel type. Errors are numbered as the spec words them.
 */
export function BoatingPermitForm({ products, onAdd, onInfo }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [issues, setIssues] = useState<readonly NumberedIssue[]>([]);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [added, setAdded] = useState(0);
  const first = products[0];

  const initialValues: Values = {
    productId: products.length === 1 && first ? first.productId : '',
    vessel: {
      lengthFeet: String(lengthOptions(first)[0] ?? vesselLengthLimits.minimumCharged),
      vesselId: '',
      vesselType: first?.vesselTypes[0]?.value ?? '',
    },
  };

  const validate = (values: Values) => {
    const found = validateNumbered(boatingPermitSchema, values, fieldOrder);
    return formikErrorsOf<Values>(found, lng, (issue) =>
      issue.key === 'boating.permitType.required' ? 'form.fieldRequired' : issue.key,
    );
  };

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setSubmitError(null);
        const product = products.find((candidate) => candidate.productId === values.productId);
        const price = product ? firstPriceOf(product) : null;
        const cast = boatingPermitSchema.cast(values);
        try {
          await onAdd({
            productId: cast.productId,
            ...(price ? { priceId: price.priceId } : {}),
            quantity: 1,
            vessel: cast.vessel,
          });
          setAdded((count) => count + 1);
          helpers.resetForm({ values: { ...values, vessel: { ...values.vessel, vesselId: '' } } });
        } catch (error) {
          setSubmitError(error);
        }
      }}
    >
      {({ values, submitCount }) => {
        const heading =
          issues.length === 1
            ? translate(lng, 'boating.formHeader.one')
            : translate(lng, 'boating.formHeader.other', { n: issues.length });
        return (
          <Form noValidate className="boating-form" aria-labelledby="boating-title">
            <IssueTracker submitCount={submitCount} onIssues={setIssues} />
            <h2 id="boating-title">{t('boating.title')}</h2>
            <ErrorSummary
              title={heading}
              items={issues.map((issue) => ({
                fieldId: fieldId(issue.field),
                text: numbered(lng, issue.count, issue.key),
              }))}
            />
            <RequestErrorAlert error={submitError} title={t('cart.problem')} />
            {products.length > 1 ? (
              <RadioGroupField
                name="productId"
                legend={t('boating.permitType')}
                required
                options={products.map((product) => ({ value: product.productId, label: textOf(product.name, lng) }))}
              />
            ) : null}
            <VesselFields products={products} values={values} onInfo={onInfo} />
            <p className="hint">{t('boating.sizeHint')}</p>
            <SubmitButton className="button button-primary">{t('cart.add')}</SubmitButton>
            {added > 0 && !submitError ? (
              <Alert key={added} kind="notify">
                {t('boating.added')}
              </Alert>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}

/** Recomputes the numbered list after each submit attempt (Formik has just validated every field). */
function IssueTracker({
  submitCount,
  onIssues,
}: Readonly<{ submitCount: number; onIssues: (issues: NumberedIssue[]) => void }>) {
  const { values } = useFormikContext<Values>();
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (submitCount > 0) onIssues(validateNumbered(boatingPermitSchema, latest.current, fieldOrder));
  }, [submitCount, onIssues]);
  return null;
}

function VesselFields({
  products,
  values,
  onInfo,
}: Readonly<{ products: readonly ProductDto[]; values: Values; onInfo: (name: string) => void }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const product = products.find((candidate) => candidate.productId === values.productId) ?? products[0];
  const lengths = lengthOptions(product);
  const perFoot = product ? firstPriceOf(product) : null;
  const length = Number(values.vessel.lengthFeet);
  const price = perFoot ? permitPriceCents(perFoot.cents, length) : null;
  const lengthLabels = useMemo(
    () =>
      lengths.map((feet) => ({
        value: String(feet),
        label:
          feet <= vesselLengthLimits.minimumCharged
            ? t('boating.lengthOrUnder', { count: feet })
            : t('vessel.feet', { count: feet }),
      })),
    [lengths, t],
  );
  return (
    <>
      <SelectField
        name="vessel.lengthFeet"
        label={t('boating.length')}
        required
        options={lengthLabels}
        hint={
          <button type="button" className="link-button" onClick={() => onInfo('VesselLengthModal')}>
            {t('boating.lengthInfo')}
          </button>
        }
      />
      <TextField
        name="vessel.vesselId"
        label={t('boating.vesselId')}
        required
        maxLength={100}
        autoComplete="off"
        hint={
          <button type="button" className="link-button" onClick={() => onInfo('VesselNameModal')}>
            {t('boating.vesselIdInfo')}
          </button>
        }
      />
      <SelectField
        name="vessel.vesselType"
        label={t('boating.vesselType')}
        required
        options={(product?.vesselTypes ?? []).map((type) => ({ value: type.value, label: textOf(type.name, lng) }))}
      />
      <p className="live-price" aria-live="polite">
        {withColon(t, t('boating.price'))} {price !== null ? <Money cents={price} /> : '—'}
      </p>
    </>
  );
}
