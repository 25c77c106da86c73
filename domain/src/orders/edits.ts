import {
  type OrderAddressField,
  type OrderAddressKind,
  type OrderEditField,
  type OrderEditValues,
  type OrderFieldChange,
  type OrderScalarField,
  optionalAddressFields,
  orderAddressFields,
  orderAddressKinds,
  orderScalarFields,
} from '@parks/schemas/orderStaff';
import type { PostalAddress } from '@parks/schemas/orders';

/** The fields of an order staff may edit, as they stand. */
export type OrderEditable = Readonly<{
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  poNumber: string | null;
  budgetCode: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}>;

/** Empty and blank are one value, none: an edit from '' to null changes nothing. */
const normalised = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const isOptionalAddressField = (field: OrderAddressField): boolean => optionalAddressFields.includes(field);

/** Each field an edit asks for, with the value it asks for, in the order of `orderEditFields`. */
const requestedValues = (values: OrderEditValues): [OrderEditField, string | null][] => [
  ...orderAddressKinds.flatMap((kind) => {
    const address = values[kind];
    if (address === undefined) return [];
    return orderAddressFields.flatMap((field): [OrderEditField, string | null][] =>
      address[field] === undefined ? [] : [[`${kind}.${field}`, normalised(address[field])]],
    );
  }),
  ...orderScalarFields.flatMap((field): [OrderEditField, string | null][] =>
    values[field] === undefined ? [] : [[field, normalised(values[field])]],
  ),
];

const currentValue = (order: OrderEditable, field: OrderEditField): string | null => {
  switch (field) {
    case 'poNumber':
    case 'budgetCode':
    case 'trackingNumber':
    case 'trackingUrl':
      return normalised(order[field]);
    default: {
      const [kind, name] = splitAddressField(field);
      return normalised(order[kind][name]);
    }
  }
};

const splitAddressField = (field: Exclude<OrderEditField, OrderScalarField>): [OrderAddressKind, OrderAddressField] => {
  const dot = field.indexOf('.');
  const kind = field.slice(0, dot) === 'billingAddress' ? 'billingAddress' : 'shippingAddress';
  const name = orderAddressFields.find((candidate) => candidate === field.slice(dot + 1));
  // The field's type admits only the address fields listed, so this never happens.
  if (name === undefined) throw new Error(`not an order address field: ${field}`);
  return [kind, name];
};

/** Exactly the fields an edit changes, each with its value before and after; empty when it changes nothing. */
export const orderEditChanges = (order: OrderEditable, values: OrderEditValues): OrderFieldChange[] =>
  requestedValues(values).flatMap(([field, after]) => {
    const before = currentValue(order, field);
    return before === after ? [] : [{ field, before, after }];
  });

/** Whether a field may be left empty on an order (optional address lines, PO and customer numbers, tracking URL). */
export const mayBeEmpty = (field: OrderEditField): boolean => {
  switch (field) {
    case 'trackingNumber':
      return false;
    case 'poNumber':
    case 'budgetCode':
    case 'trackingUrl':
      return true;
    default:
      return isOptionalAddressField(splitAddressField(field)[1]);
  }
};

/**
 * The edited order: `changes` applied to whatever of the editable fields `target` holds (a read model may keep only
 * some of them). The one place every reader (decider, read models, mail) applies an edit, so all show the same.
 */
export const applyOrderChanges = <T extends Partial<OrderEditable>>(
  target: T,
  changes: readonly OrderFieldChange[],
): T => {
  let next: T = target;
  for (const { field, after } of changes) {
    switch (field) {
      case 'poNumber':
      case 'budgetCode':
      case 'trackingNumber':
      case 'trackingUrl':
        if (field in next) next = { ...next, [field]: after };
        break;
      default: {
        const [kind, name] = splitAddressField(field);
        const address = next[kind];
        if (address !== undefined) {
          const value = after ?? (isOptionalAddressField(name) ? null : '');
          next = { ...next, [kind]: { ...address, [name]: value } };
        }
      }
    }
  }
  return next;
};
