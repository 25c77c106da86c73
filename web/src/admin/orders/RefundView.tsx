import {
  canTickLine,
  type RefundDraftLine,
  refundDraftCents,
  refundLineProblem,
  refundRequestLines,
  startRefundLines,
  tickRefundLine,
  typeRefundAmount,
} from '@parks/schemas/admin/refundForm';
import {
  createRefundSchema,
  type RefundFormDto,
  type RefundFormLine,
  type RefundRecord,
  type RefundType,
  refundTypes,
} from '@parks/schemas/admin/refunds';
import { translate } from '@parks/schemas/messages/index';
import { taxKindName } from '@parks/schemas/texts/screens/names';
import { Form, Formik, type FormikErrors, type FormikProps, setIn } from 'formik';
import { useState } from 'react';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { formatMoney, Money, MoneyCell } from '../../components/Money.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';
import { problemOf } from '../definitions/problem.ts';
import { useModalTexts } from './modalTexts.ts';
import { ratePercent } from './OrderDetailsView.tsx';
import type { ViewProps } from './OrderModal.tsx';
import { type CreateRefundCall, useCreateRefundMutation, useGetRefundFormQuery } from './orderModalApi.ts';
import { ScrollTable } from './TableWrap.tsx';

type Values = Readonly<{ type: RefundType; reason: string; comments: string }>;

const isRefundType = (value: string): value is RefundType => (refundTypes as readonly string[]).includes(value);

/** The form's own fields, validated by the shared refund schema (the lines by the shared refund form rules). */
const fieldsSchema = createRefundSchema.pick(['type', 'reason', 'comments']);

/**
 * The refund view (back-office.md §3, §4, §5): the refund type (Full refund: every line at all it has left, boxes
 * disabled; Specific products: the ticked lines at what they have left; Partial: an amount typed per line), and
 * changing it starts the lines over. A line over what it has left is marked invalid and blocks the refund. The
 * server's preview shows exactly what will be recorded; the refund is recorded only once it is confirmed.
 */
export function RefundView({ orderId, store, onDone, onProblem, onCancel }: ViewProps) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const form = useGetRefundFormQuery({ orderId, storeCode: store, lng });
  if (form.isLoading) return <Spinner label={texts.loading} />;
  if (!form.data) {
    return (
      <LoadError message={problemOf(form.error)?.message ?? texts.loadFailed} onRetry={() => void form.refetch()} />
    );
  }
  return (
    <RefundForm
      key={form.data.revision ?? ''}
      form={form.data}
      orderId={orderId}
      store={store}
      onDone={onDone}
      onProblem={onProblem}
      onCancel={onCancel}
    />
  );
}

type FormProps = Pick<ViewProps, 'orderId' | 'store' | 'onDone' | 'onProblem' | 'onCancel'> &
  Readonly<{ form: RefundFormDto }>;

function RefundForm({ form, orderId, store, onDone, onProblem, onCancel }: FormProps) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const [drafts, setDrafts] = useState<RefundDraftLine[]>(() => startRefundLines('partial', form.lines));
  const [blocked, setBlocked] = useState(false);
  const [lineErrors, setLineErrors] = useState<Readonly<Record<string, string>>>({});
  const [preview, setPreview] = useState<RefundRecord | null>(null);
  const [create, { isLoading }] = useCreateRefundMutation();
  const t = texts.refund;

  const change = (next: RefundDraftLine[]) => {
    setDrafts(next);
    setPreview(null);
    setBlocked(false);
    setLineErrors({});
  };

  /** Sends the refund (or its preview); a refusal's field errors go under their fields and lines. */
  const send = async (values: Values, previewOnly: boolean, formik: Pick<FormikProps<Values>, 'setErrors'>) => {
    const lines = refundRequestLines(form.lines, drafts);
    if (lines === null) {
      setBlocked(true);
      return;
    }
    const call: CreateRefundCall = {
      orderId,
      storeCode: store,
      lng,
      type: values.type,
      reason: values.reason.trim(),
      comments: values.comments.trim() === '' ? null : values.comments.trim(),
      lines,
      preview: previewOnly,
    };
    const answer = await create(call);
    if ('data' in answer && answer.data) {
      if (previewOnly) setPreview(answer.data.refund);
      else onDone(answer.data.message);
      return;
    }
    const problem = problemOf('error' in answer ? answer.error : undefined);
    onProblem(problem?.message || texts.problem);
    setPreview(null);
    const perLine: Record<string, string> = {};
    let fieldErrors: FormikErrors<Values> = {};
    for (const [field, message] of Object.entries(problem?.fields ?? {})) {
      const index = /^lines\[(\d+)\]/.exec(field)?.[1];
      const line = index === undefined ? undefined : lines[Number(index)];
      if (line) perLine[line.id] = message;
      else fieldErrors = setIn(fieldErrors, field, message);
    }
    setLineErrors(perLine);
    formik.setErrors(fieldErrors);
  };

  return (
    <Formik<Values>
      initialValues={{ type: 'partial', reason: '', comments: '' }}
      validationSchema={fieldsSchema}
      onSubmit={(values, helpers) => send(values, true, helpers)}
    >
      {(formik) => (
        <Form noValidate className="order-form refund-form">
          <p>{t.paid(formatMoney(form.paidCents, lng), formatMoney(form.refundedCents, lng))}</p>
          <SelectField
            name="type"
            label={t.type}
            required
            options={form.types.map((type) => ({ value: type.value, label: type.label }))}
            onValueChange={(value) => {
              if (isRefundType(value)) change(startRefundLines(value, form.lines));
            }}
          />
          <RefundLines
            type={formik.values.type}
            lines={form.lines}
            drafts={drafts}
            lineErrors={lineErrors}
            onChange={change}
          />
          <p aria-live="polite">{t.chosen(formatMoney(refundDraftCents(form.lines, drafts), lng))}</p>
          {blocked ? (
            <p className="order-form-problem" role="alert">
              {t.blocked}
            </p>
          ) : null}
          <TextField name="reason" label={t.reason} required />
          <TextField name="comments" label={t.comments} />
          {preview ? (
            <RefundPreview
              refund={preview}
              busy={isLoading}
              onConfirm={() => void send(formik.values, false, formik)}
              onBack={() => setPreview(null)}
            />
          ) : (
            <div className="order-form-buttons">
              <button type="submit" className="button button-primary" disabled={isLoading}>
                {t.preview}
              </button>
              <button type="button" className="button button-secondary" onClick={onCancel}>
                {texts.cancel}
              </button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}

type LinesProps = Readonly<{
  type: RefundType;
  lines: readonly RefundFormLine[];
  drafts: readonly RefundDraftLine[];
  lineErrors: Readonly<Record<string, string>>;
  onChange: (drafts: RefundDraftLine[]) => void;
}>;

function RefundLines({ type, lines, drafts, lineErrors, onChange }: LinesProps) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const t = texts.refund;
  const replace = (index: number, draft: RefundDraftLine) =>
    onChange(drafts.map((other, at) => (at === index ? draft : other)));
  const rows = lines.map((line, index) => {
    const draft = drafts[index] ?? { id: line.id, selected: false, amount: '' };
    const problemKey = refundLineProblem(line, draft);
    return { line, index, draft, problem: problemKey ? translate(lng, problemKey) : lineErrors[line.id] };
  });
  return (
    <ScrollTable
      label={t.caption}
      caption="shown"
      className="refund-lines"
      rows={rows}
      rowKey={({ line }) => line.id}
      rowData={({ problem }) => ({ invalid: problem !== undefined })}
      columns={[
        {
          header: t.select,
          cell: ({ line, index, draft }) => (
            <input
              type="checkbox"
              className="admin-select-row"
              checked={draft.selected}
              disabled={!canTickLine(type, line)}
              aria-label={t.selectLine(line.sku)}
              onChange={(event) => replace(index, tickRefundLine(type, line, draft, event.target.checked))}
            />
          ),
        },
        {
          header: t.sku,
          cell: ({ line }) => (
            <>
              {line.sku}
              {line.serial ? <span className="order-muted">{line.serial}</span> : null}
            </>
          ),
        },
        { header: t.product, cell: ({ line }) => (line.productName ? textOf(line.productName, lng) : texts.none) },
        { header: t.unitPrice, cell: ({ line }) => <Money cents={line.unitPriceCents} /> },
        { header: t.taxRate, cell: ({ line }) => ratePercent(line.taxRate, lng) },
        { header: t.available, cell: ({ line }) => <Money cents={line.amountAvailableForRefundCents} /> },
        {
          header: t.amount,
          cell: ({ line, index, draft, problem }) => {
            const errorId = `refund-line-${line.id}-error`;
            return (
              <>
                <input
                  type="text"
                  inputMode="decimal"
                  className="refund-amount"
                  value={draft.amount}
                  readOnly={type !== 'partial'}
                  disabled={line.amountAvailableForRefundCents === 0}
                  aria-label={t.amountOf(line.sku)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => replace(index, typeRefundAmount(draft, event.target.value))}
                />
                {problem ? (
                  <span id={errorId} className="order-form-problem">
                    {problem}
                  </span>
                ) : null}
              </>
            );
          },
        },
      ]}
    />
  );
}

type PreviewProps = Readonly<{ refund: RefundRecord; busy: boolean; onConfirm: () => void; onBack: () => void }>;

/** The server's preview: exactly what the refund will record, then the confirmation. */
function RefundPreview({ refund, busy, onConfirm, onBack }: PreviewProps) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const t = texts.refund;
  return (
    <section className="refund-preview" aria-labelledby="refund-preview-title">
      <h3 id="refund-preview-title">{t.previewTitle}</h3>
      <ScrollTable
        label={t.previewLines}
        rows={refund.lines}
        rowKey={(line) => line.id}
        columns={[
          { header: t.sku, cell: (line) => line.sku },
          { header: texts.refunds.subtotal, cell: (line) => <Money cents={line.subtotalRefundedCents} /> },
          {
            header: texts.refunds.tax,
            cell: (line) =>
              line.taxes.length === 0
                ? formatMoney(0, lng)
                : line.taxes
                    .map((tax) => `${taxKindName(lng, tax.kind)} ${formatMoney(tax.amountCents, lng)}`)
                    .join(', '),
          },
          { header: texts.refunds.total, cell: (line) => <Money cents={line.totalRefundedCents} /> },
        ]}
        foot={
          <tr>
            <th scope="row">{texts.amounts.total}</th>
            <MoneyCell cents={refund.subtotalCents} />
            <MoneyCell cents={refund.taxCents} />
            <MoneyCell cents={refund.totalCents} />
          </tr>
        }
      />
      <p>{t.confirmQuestion(formatMoney(refund.totalCents, lng))}</p>
      <div className="order-form-buttons">
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {t.confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t.edit}
        </button>
      </div>
    </section>
  );
}
