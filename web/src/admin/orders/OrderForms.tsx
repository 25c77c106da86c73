import type { OrderDetailsDto } from '@parks/schemas/admin/orderDetails';
import { translate } from '@parks/schemas/messages/index';
import {
  type OrderAddressField,
  type OrderAddressKind,
  orderAddressFields,
  orderAddressKinds,
  orderEditSchema,
  orderEditStatusSchema,
  orderEmailSchema,
  orderNoteSchema,
  type SingleOrderInput,
} from '@parks/schemas/orderStaff';
import { orderStatusLabel, type PostalAddress } from '@parks/schemas/orders';
import { Form, Formik, type FormikErrors, type FormikHelpers, setIn } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { describedBy, FieldShell } from '../../components/form/FieldShell.tsx';
import { fieldId, RadioGroupField, SelectField, TextField, useFieldError } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { mint } from '../../features/checkout/useIdempotencyKey.ts';
import { useLanguage } from '../../lib/text.ts';
import { problemOf } from '../definitions/problem.ts';
import { useModalTexts } from './modalTexts.ts';
import type { ViewProps } from './OrderModal.tsx';
import { useUpdateOrderMutation } from './orderModalApi.ts';

type OrderViewProps = ViewProps & Readonly<{ order: OrderDetailsDto }>;

/**
 * Sends one view's action and answers the server's message; a refusal shows its message at the top of the modal
 * and each field error under its field (the server names them `data.{field}`).
 */
const useSendAction = ({ onDone, onProblem }: Pick<ViewProps, 'onDone' | 'onProblem'>) => {
  const lng = useLanguage();
  const texts = useModalTexts();
  const [update] = useUpdateOrderMutation();
  return async <Values,>(input: SingleOrderInput, helpers: FormikHelpers<Values>): Promise<void> => {
    const answer = await update({ lng, input });
    if ('data' in answer && answer.data) {
      onDone(answer.data.message);
      return;
    }
    const problem = problemOf('error' in answer ? answer.error : undefined);
    onProblem(problem?.message || texts.problem);
    const errors = Object.entries(problem?.fields ?? {}).reduce<FormikErrors<Values>>(
      (all, [field, message]) => setIn(all, field.replace(/^data\./, ''), message),
      {},
    );
    helpers.setErrors(errors);
  };
};

function Buttons({ label, onCancel }: Readonly<{ label: string; onCancel: () => void }>) {
  const texts = useModalTexts();
  return (
    <div className="order-form-buttons">
      <SubmitButton className="button button-primary">{label}</SubmitButton>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {texts.cancel}
      </button>
    </div>
  );
}

/** A multi-line text of a Formik form, drawn like the other fields (label, hint, error). */
function TextareaField({
  name,
  label,
  required = false,
}: Readonly<{ name: string; label: string; required?: boolean }>) {
  const { field, error } = useFieldError(name);
  const id = fieldId(name);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={4}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, error !== undefined)}
      />
    </FieldShell>
  );
}

type AddressValues = Record<OrderAddressField, string>;
type EditValues = Readonly<{
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
  poNumber: string;
  budgetCode: string;
  trackingNumber: string;
  trackingUrl: string;
  reason: string;
}>;

const addressValues = (address: PostalAddress): AddressValues =>
  Object.fromEntries(orderAddressFields.map((field) => [field, address[field] ?? ''])) as AddressValues;

const requiredAddressFields: ReadonlySet<OrderAddressField> = new Set([
  'firstName',
  'lastName',
  'address1',
  'city',
  'country',
  'postalCode',
  'phone1',
  'email',
]);

/**
 * `edit`: both addresses (with the e-mail and phone), the PO number, the customer number and the tracking. The
 * server records exactly the fields that changed, with before and after.
 */
export function EditView({ order, orderId, onCancel, onDone, onProblem }: OrderViewProps) {
  const texts = useModalTexts();
  const send = useSendAction({ onDone, onProblem });
  const initial: EditValues = {
    shippingAddress: addressValues(order.shippingAddress),
    billingAddress: addressValues(order.billingAddress),
    poNumber: order.poNumber ?? '',
    budgetCode: order.budgetCode ?? '',
    trackingNumber: order.trackingNumber ?? '',
    trackingUrl: order.trackingUrl ?? '',
    reason: '',
  };
  return (
    <Formik<EditValues>
      initialValues={initial}
      validationSchema={orderEditSchema}
      onSubmit={(values, helpers) => send({ action: 'edit', orderId, data: orderEditSchema.cast(values) }, helpers)}
    >
      <Form noValidate className="order-form">
        {orderAddressKinds.map((kind: OrderAddressKind) => (
          <fieldset key={kind} className="order-fieldset">
            <legend>{texts.addresses[kind]}</legend>
            {orderAddressFields.map((field) => (
              <TextField
                key={field}
                name={`${kind}.${field}`}
                label={texts.addressFields[field]}
                required={requiredAddressFields.has(field)}
                type={field === 'email' ? 'email' : field === 'phone1' ? 'tel' : 'text'}
              />
            ))}
          </fieldset>
        ))}
        <fieldset className="order-fieldset">
          <legend>{texts.edit.order}</legend>
          <TextField name="poNumber" label={texts.scalarFields.poNumber} />
          {order.storeCode === 'b2b' ? <TextField name="budgetCode" label={texts.scalarFields.budgetCode} /> : null}
          <TextField name="trackingNumber" label={texts.scalarFields.trackingNumber} />
          <TextField name="trackingUrl" label={texts.scalarFields.trackingUrl} />
        </fieldset>
        <TextareaField name="reason" label={texts.edit.reason} />
        <Buttons label={texts.save} onCancel={onCancel} />
      </Form>
    </Formik>
  );
}

type StatusValues = Readonly<{ status: string; reason: string; trackingNumber: string; trackingUrl: string }>;

/** `editStatus`: only the statuses the order decider allows now; a reason to cancel or decline, tracking to ship. */
export function EditStatusView({ order, orderId, onCancel, onDone, onProblem }: OrderViewProps) {
  const lng = useLanguage();
  const texts = useModalTexts();
  const send = useSendAction({ onDone, onProblem });
  if (order.nextStatuses.length === 0) {
    return (
      <>
        <p role="status">{texts.editStatus.noneLegal}</p>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
      </>
    );
  }
  return (
    <Formik<StatusValues>
      initialValues={{
        status: '',
        reason: '',
        trackingNumber: order.trackingNumber ?? '',
        trackingUrl: order.trackingUrl ?? '',
      }}
      validationSchema={orderEditStatusSchema}
      onSubmit={(values, helpers) =>
        send({ action: 'editStatus', orderId, data: orderEditStatusSchema.cast(values) }, helpers)
      }
    >
      {({ values }) => (
        <Form noValidate className="order-form">
          <SelectField
            name="status"
            label={texts.editStatus.status}
            required
            placeholder={texts.editStatus.choose}
            options={order.nextStatuses.map((status) => ({
              value: status,
              label: translate(lng, orderStatusLabel(status)),
            }))}
          />
          <TextareaField
            name="reason"
            label={texts.editStatus.reason}
            required={values.status === 'cancelled' || values.status === 'declined'}
          />
          {values.status === 'shipped' ? (
            <>
              <TextField name="trackingNumber" label={texts.editStatus.trackingNumber} required />
              <TextField name="trackingUrl" label={texts.editStatus.trackingUrl} />
            </>
          ) : null}
          <Buttons label={texts.save} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}

type NoteValues = Readonly<{ note: string; correctsNoteId: string }>;

/** `note`: a new note, or (from a note of the details) its correction; notes are only ever added. */
export function NoteView({ order, orderId, onCancel, onDone, onProblem }: ViewProps) {
  const texts = useModalTexts();
  const send = useSendAction({ onDone, onProblem });
  const [params] = useSearchParams();
  const correctsNoteId = params.get('corrects') ?? '';
  const corrected = order?.notes.find((note) => note.noteId === correctsNoteId);
  return (
    <Formik<NoteValues>
      initialValues={{ note: corrected?.note ?? '', correctsNoteId }}
      validationSchema={orderNoteSchema}
      onSubmit={(values, helpers) => send({ action: 'note', orderId, data: orderNoteSchema.cast(values) }, helpers)}
    >
      <Form noValidate className="order-form">
        {corrected ? (
          <blockquote className="order-corrected">
            <p>{texts.note.correcting}</p>
            <p>{corrected.note}</p>
          </blockquote>
        ) : null}
        <TextareaField name="note" label={texts.note.note} required />
        <Buttons label={texts.save} onCancel={onCancel} />
      </Form>
    </Formik>
  );
}

type EmailValues = Readonly<{ recipient: 'customer' | 'other'; to: string }>;

/**
 * `email`: resend the confirmation to the customer or to another address. The request id is minted once when the
 * form opens, so a retry or a second click of the same form sends one mail.
 */
export function EmailView({ order, orderId, onCancel, onDone, onProblem }: ViewProps) {
  const texts = useModalTexts();
  const send = useSendAction({ onDone, onProblem });
  const [requestId] = useState(mint);
  const customer = order?.shippingAddress.email ?? '';
  return (
    <Formik<EmailValues>
      initialValues={{ recipient: 'customer', to: '' }}
      validate={(values) => {
        if (values.recipient === 'customer') return {};
        try {
          orderEmailSchema.validateSyncAt('to', { requestId, to: values.to });
          return values.to.trim() === '' ? { to: 'checkout.email.invalid' } : {};
        } catch (error) {
          return { to: error instanceof Error ? error.message : 'checkout.email.invalid' };
        }
      }}
      onSubmit={(values, helpers) =>
        send(
          {
            action: 'email',
            orderId,
            data: orderEmailSchema.cast({ requestId, to: values.recipient === 'customer' ? null : values.to }),
          },
          helpers,
        )
      }
    >
      {({ values }) => (
        <Form noValidate className="order-form">
          <RadioGroupField
            name="recipient"
            legend={texts.email.recipient}
            required
            options={[
              { value: 'customer', label: texts.email.customer(customer) },
              { value: 'other', label: texts.email.other },
            ]}
          />
          {values.recipient === 'other' ? <TextField name="to" label={texts.email.to} type="email" required /> : null}
          <Buttons label={texts.email.send} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}
