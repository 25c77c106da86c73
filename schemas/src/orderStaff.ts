/**
 * Staff edits of one order, the views of the admin order modal (back-office.md sections 2 and 7): edit,
 * editStatus, note and email, each sent as `PUT /api/Orders/UpdateOrders {action, orderId, data}`. The same call
 * keeps its bulk shape `{action, orderIds, …}` for approve, decline, ship and cancel: `action` tells them apart.
 */
import { type AnyObject, type Flags, type InferType, lazy, type ObjectSchema, object } from 'yup';
import { fieldLimits, idField, isWellFormedId, text } from './fields.ts';
import { updateOrdersSchema } from './orderActions.ts';
import { orderStatuses, type PostalAddress } from './orders.ts';
import { portalLimits } from './portal/queries.ts';
import { msg } from './texts/messages/index.ts';

/** The fields of an order's shipping and billing addresses that staff may correct. */
export const orderAddressFields = [
  'firstName',
  'lastName',
  'companyName',
  'address1',
  'address2',
  'city',
  'provinceState',
  'country',
  'postalCode',
  'phone1',
  'email',
] as const satisfies readonly (keyof PostalAddress)[];
export type OrderAddressField = (typeof orderAddressFields)[number];

/** Address fields an order may leave empty (kept as null). */
export const optionalAddressFields: readonly OrderAddressField[] = ['companyName', 'address2', 'provinceState'];

export const orderAddressKinds = ['shippingAddress', 'billingAddress'] as const;
export type OrderAddressKind = (typeof orderAddressKinds)[number];

/** The order's own fields staff may edit besides its addresses. */
export const orderScalarFields = ['poNumber', 'budgetCode', 'trackingNumber', 'trackingUrl'] as const;
export type OrderScalarField = (typeof orderScalarFields)[number];

/** One edited field, named as the edit records it: `shippingAddress.city`, `poNumber`, … */
export type OrderEditField = `${OrderAddressKind}.${OrderAddressField}` | OrderScalarField;

export const orderEditFields: readonly OrderEditField[] = [
  ...orderAddressKinds.flatMap((kind) => orderAddressFields.map((field) => `${kind}.${field}` as const)),
  ...orderScalarFields,
];

/** What one save changed in one field: the value before and after (null: empty). */
export type OrderFieldChange = Readonly<{ field: OrderEditField; before: string | null; after: string | null }>;

/** The values an edit asks for: a field left out stays as it is; null empties an optional field. */
export type OrderEditValues = Readonly<{
  shippingAddress?: Readonly<Partial<Record<OrderAddressField, string | null>>>;
  billingAddress?: Readonly<Partial<Record<OrderAddressField, string | null>>>;
  poNumber?: string | null;
  budgetCode?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}>;

export const orderStaffLimits = { reasonMax: 500, noteMax: 2_000, trackingNumberMax: 100, urlMax: 500 } as const;

/** A text the form may send empty: '' and null both mean "none". */
const emptyAsNull = (max: number) =>
  text(max)
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value));

/** A field that, when sent, must not be blank. */
const filled = (max: number) =>
  text(max).test('filled', msg('form.fieldRequired'), (value) => value === undefined || value !== '');

const addressEditSchema = object({
  firstName: filled(100),
  lastName: filled(100),
  companyName: emptyAsNull(200),
  address1: filled(200),
  address2: emptyAsNull(200),
  city: filled(100),
  provinceState: emptyAsNull(10).transform((value: unknown) =>
    typeof value === 'string' ? value.toUpperCase() : value,
  ),
  country: filled(2)
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .matches(/^[A-Z]{2}$/, msg('checkout.country.required')),
  postalCode: filled(10),
  phone1: filled(20),
  email: filled(254).email(msg('checkout.email.invalid')),
})
  .default(undefined)
  .typeError(msg('validation.invalid'));

const reason = () => text(orderStaffLimits.reasonMax).default('');

/** `edit`: the corrected values (only those sent are compared) and why. */
export const orderEditSchema = object({
  shippingAddress: addressEditSchema,
  billingAddress: addressEditSchema,
  poNumber: emptyAsNull(portalLimits.poNumberMax).max(portalLimits.poNumberMax, msg('portal.poNumber.tooLong')),
  budgetCode: emptyAsNull(50),
  trackingNumber: emptyAsNull(orderStaffLimits.trackingNumberMax),
  trackingUrl: emptyAsNull(orderStaffLimits.urlMax).url(msg('validation.invalid')),
  reason: reason(),
});

/** `editStatus`: the status to move to; cancel and decline need a reason, shipping a tracking number. */
export const orderEditStatusSchema = object({
  status: text(30).oneOf(orderStatuses, msg('order.illegalTransition')).required(msg('order.illegalTransition')),
  reason: reason().when('status', ([status], schema) =>
    status === 'cancelled' || status === 'declined' ? schema.required(msg('order.reasonRequired')) : schema,
  ),
  trackingNumber: text(orderStaffLimits.trackingNumberMax)
    .default('')
    .when('status', ([status], schema) =>
      status === 'shipped' ? schema.required(msg('order.trackingRequired')) : schema,
    ),
  trackingUrl: emptyAsNull(orderStaffLimits.urlMax).url(msg('validation.invalid')).default(null),
});

/** `note`: a new note, or the correction of one (`correctsNoteId`); notes are never changed or removed. */
export const orderNoteSchema = object({
  note: text(orderStaffLimits.noteMax).required(msg('order.noteRequired')),
  correctsNoteId: emptyAsNull(fieldLimits.id)
    .test('id', msg('order.noteNotFound'), (value) => value === null || value === undefined || isWellFormedId(value))
    .default(null),
});

/**
 * `email`: resend the confirmation, to the customer (no `to`) or to another address. `requestId` is the client's
 * id of this request: the same id sent again (a retry, a double click) sends nothing more.
 */
export const orderEmailSchema = object({
  requestId: idField().required(msg('validation.invalid')),
  to: emptyAsNull(254).email(msg('checkout.email.invalid')).default(null),
});

export const singleOrderActions = ['edit', 'editStatus', 'note', 'email'] as const;
export type SingleOrderAction = (typeof singleOrderActions)[number];

export const isSingleOrderAction = (value: unknown): value is SingleOrderAction =>
  singleOrderActions.includes(value as SingleOrderAction);

/**
 * A view action on one order: which order, and the view's own `data`. A missing `data` reports each of its required
 * fields rather than one vague error.
 */
const singleOrderActionSchema = <A extends SingleOrderAction, T extends AnyObject, C, D, F extends Flags>(
  action: A,
  data: ObjectSchema<T, C, D, F>,
) =>
  object({
    action: text(20).oneOf([action], msg('validation.invalid')).required(msg('validation.invalid')),
    orderId: text(fieldLimits.id).required(msg('order.notFound')),
    data: data.default({}).typeError(msg('validation.invalid')),
  });

export const orderEditActionSchema = singleOrderActionSchema('edit', orderEditSchema);
export const orderEditStatusActionSchema = singleOrderActionSchema('editStatus', orderEditStatusSchema);
export const orderNoteActionSchema = singleOrderActionSchema('note', orderNoteSchema);
export const orderEmailActionSchema = singleOrderActionSchema('email', orderEmailSchema);

export type OrderEditAction = InferType<typeof orderEditActionSchema>;
export type OrderEditStatusAction = InferType<typeof orderEditStatusActionSchema>;
export type OrderNoteAction = InferType<typeof orderNoteActionSchema>;
export type OrderEmailAction = InferType<typeof orderEmailActionSchema>;
export type UpdateOrdersBulk = InferType<typeof updateOrdersSchema>;

/** PUT /api/Orders/UpdateOrders: one view action on one order, or the bulk action on the selected orders. */
export const orderUpdateSchema = lazy((value: unknown) => {
  const action = typeof value === 'object' && value !== null && 'action' in value ? value.action : undefined;
  switch (action) {
    case 'edit':
      return orderEditActionSchema;
    case 'editStatus':
      return orderEditStatusActionSchema;
    case 'note':
      return orderNoteActionSchema;
    case 'email':
      return orderEmailActionSchema;
    default:
      return updateOrdersSchema;
  }
});

export type SingleOrderInput = OrderEditAction | OrderEditStatusAction | OrderNoteAction | OrderEmailAction;
export type OrderUpdateInput = SingleOrderInput | UpdateOrdersBulk;

export const isSingleOrderInput = (input: OrderUpdateInput): input is SingleOrderInput =>
  isSingleOrderAction(input.action);

/** The answer to a single-order action: the translated outcome and the order's id. */
export type OrderUpdateAnswer = Readonly<{ message: string; id: string }>;
