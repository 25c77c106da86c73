import { type InferType, object } from 'yup';
import { dollars, flag, pageNumber, searchTextField, text } from '../fields.ts';
import { centsOfDollars } from '../money.ts';
import { type OrderStatus, orderStatuses } from '../orders.ts';
import { msg } from '../texts/messages/index.ts';
import { storeCodeField } from './requests.ts';
import { oneOf } from './schemaParts.ts';

/**
 * The back office's order list (back-office.md §2, §7): `PUT /api/Orders/SearchOrders?storeCode=&page=&search=`
 * with the advanced search (b2b) as its JSON body. The keyword stays in the query string, as every list keeps it;
 * the advanced fields are the body, every one optional. Each text field has an exact-match flag (`{field}Exact`):
 * exact is the whole value, else the value appears anywhere; both ignore case (and spaces in a postal code, and
 * everything but digits in a phone number: `orderSearchKeys`).
 */

/** The fields matched against one address of the order: the shipping one, the billing one, or either. */
export const orderAddressFields = [
  'firstName',
  'lastName',
  'phoneNumber',
  'emailAddress',
  'city',
  'postalCode',
] as const;
export type OrderAddressField = (typeof orderAddressFields)[number];

/** The text fields of the advanced search, in the order the form shows them: the order's own, then the address's. */
export const orderSearchTextFields = [
  'budgetCode',
  'orderId',
  'poNumber',
  'sku',
  'username',
  ...orderAddressFields,
] as const;
export type OrderSearchTextField = (typeof orderSearchTextFields)[number];

export const orderAddressTypes = ['shipping', 'billing'] as const;
export type OrderAddressType = (typeof orderAddressTypes)[number];

export const orderSearchLimits = {
  text: 100,
  /** A billion dollars: far above any order, low enough to stay an exact integer everywhere. */
  amountCents: 100_000_000_000,
  pageSize: 20,
} as const;

/** How a value is compared: case-insensitive; a phone by its digits, a postal code without spaces. */
export const orderSearchKey = (field: OrderSearchTextField, value: string): string => {
  const lower = value.trim().toLowerCase();
  if (field === 'phoneNumber') return lower.replace(/\D/g, '');
  if (field === 'postalCode') return lower.replace(/\s/g, '');
  return lower;
};

const searchText = () =>
  text(orderSearchLimits.text)
    .max(orderSearchLimits.text, msg('admin.orders.search.tooLong'))
    .transform((value: unknown) => (value === null ? '' : value))
    .default('');

const isDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** A calendar day `YYYY-MM-DD` (what the date picker sends), or '' for none. */
/** A day of a search (`2026-11-30`), or '' for none. */
export const day = () =>
  text(10)
    .max(10, msg('admin.orders.date.invalid'))
    .transform((value: unknown) => (value === null ? '' : value))
    .default('')
    .test('day', msg('admin.orders.date.invalid'), (value) => value === undefined || value === '' || isDay(value));

/**
 * An amount in dollars as staff type it (`12.50`, `12,50`), or null for none ('' as a form sends an empty
 * number); `orderSearchOf` keeps it in cents.
 */
const amount = () =>
  dollars(msg('admin.orders.amount.invalid'), { min: 0, max: orderSearchLimits.amountCents })
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value))
    .nullable()
    .default(null);

const exactFlags = Object.fromEntries(orderSearchTextFields.map((field) => [`${field}Exact`, flag().default(false)]));
const textFields = Object.fromEntries(orderSearchTextFields.map((field) => [field, searchText()]));

/** The query string: the store, the page (20 rows; 100000 is Show all), the keyword. */
export const searchOrdersQuerySchema = object({
  storeCode: storeCodeField(),
  page: pageNumber(),
  search: searchTextField().default(''),
});

/** A dropdown's "Any": the option of id 0, sent as null (§5), or as its id. */
const anyChoice = (value: unknown, original: unknown): unknown =>
  original === null || original === 0 || original === '0' ? '' : value;

export const ordered = (from: string | null | undefined, to: string | null | undefined): boolean =>
  from === '' || to === '' || from == null || to == null || from <= to;

/** The advanced search (the body; none of it required). Unknown fields are refused. */
export const searchOrdersBodySchema = object({
  ...textFields,
  ...exactFlags,
  status: oneOf(['', ...orderStatuses] as const)
    .transform(anyChoice)
    .default(''),
  addressType: oneOf(['', ...orderAddressTypes] as const)
    .transform(anyChoice)
    .default(''),
  dateOrderedFrom: day(),
  dateOrderedTo: day().test('range', msg('admin.orders.dateRange.invalid'), (to, context) =>
    ordered(context.parent.dateOrderedFrom, to),
  ),
  dateShippedFrom: day(),
  dateShippedTo: day().test('range', msg('admin.orders.dateRange.invalid'), (to, context) =>
    ordered(context.parent.dateShippedFrom, to),
  ),
  totalFrom: amount(),
  totalTo: amount().test(
    'range',
    msg('admin.orders.amountRange.invalid'),
    (to, context) => to == null || context.parent.totalFrom == null || context.parent.totalFrom <= to,
  ),
})
  .noUnknown(msg('validation.invalid'))
  .default({});

/** The gateway's `POST /api/Orders/GetAll` (§7): its `data` holds the advanced fields beside the page and keyword. */
export const ordersListQuerySchema = searchOrdersQuerySchema.concat(searchOrdersBodySchema);

/** The advanced search as validated, typed field by field. */
export type OrderSearch = Readonly<
  Record<OrderSearchTextField, string> &
    Record<`${OrderSearchTextField}Exact`, boolean> & {
      status: OrderStatus | '';
      addressType: OrderAddressType | '';
      dateOrderedFrom: string;
      dateOrderedTo: string;
      dateShippedFrom: string;
      dateShippedTo: string;
      totalFromCents: number | null;
      totalToCents: number | null;
    }
>;

/** What the search reads of a validated body (yup's inferred type of the spread fields is too loose to use). */
export const orderSearchOf = (body: InferType<typeof searchOrdersBodySchema>): OrderSearch => {
  const { totalFrom, totalTo, ...rest } = body;
  const cents = (dollarsTyped: number | null | undefined) =>
    dollarsTyped == null ? null : centsOfDollars(dollarsTyped);
  return { ...rest, totalFromCents: cents(totalFrom), totalToCents: cents(totalTo) } as OrderSearch;
};

/** The empty advanced search: every order. */
export const noOrderSearch: OrderSearch = orderSearchOf(searchOrdersBodySchema.validateSync({}));
