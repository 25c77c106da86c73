import { applyOrderChanges } from '@parks/domain/orders/edits';
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import { type OrderEvent, type OrderPlaced, orderEventTypes } from '@parks/domain/orders/events';
import { statusAfter } from '@parks/domain/orders/state';
import { type Collection, escapeRegex, type Filter } from '@parks/infra/documents/port';
import {
  type OrderAddressField,
  type OrderAddressType,
  type OrderSearch,
  type OrderSearchTextField,
  orderAddressFields,
  orderAddressTypes,
  orderSearchKey,
  orderSearchLimits,
} from '@parks/schemas/admin/orders';
import { pageLimits } from '@parks/schemas/fields';
import type { OrderStatus, PostalAddress } from '@parks/schemas/orders';
import type { StoreCode } from '@parks/schemas/store';
import { foldOrderEvent, type OrderDocumentFold } from '../orderDocuments.ts';
import { parsedReadModel, queriesOf } from '../runtime/readModel.ts';

/**
 * The back office's orders (back-office.md §2, §3): one document per order of either store, holding what the
 * orders list shows and what its keyword and advanced search match, so one query serves the list, its pages and
 * the bulk action's selection. Built from OrderPlaced and kept current by the status events; the values a search
 * compares are kept once more as `orderSearchKey` makes them (lower case, digits of a phone …), beside the values
 * shown, so a search never transforms a document.
 */
export type AdminOrderMatch = Readonly<Record<OrderAddressField, string>>;

export type AdminOrderDocument = Readonly<{
  _id: string;
  orderId: string;
  storeCode: StoreCode;
  status: OrderStatus;
  dateOrdered: string;
  dateShipped: string | null;
  dateUpdated: string;
  dateCancelled: string | null;
  customerId: string;
  /** The portal user who placed it; null for a public-store order (a guest, or a shopper's own account). */
  username: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  city: string;
  postalCode: string;
  budgetCode: string | null;
  poNumber: string | null;
  totalCents: number;
  skus: readonly string[];
  addressTypes: readonly OrderAddressType[];
  /** The search keys of each address, and of the order's own fields. */
  match: Readonly<Record<OrderAddressType, AdminOrderMatch>> &
    Readonly<{ budgetCode: string; orderId: string; poNumber: string; username: string; skus: readonly string[] }>;
  /** Everything the keyword search looks in, lower case. */
  searchText: string;
  /** What the shown and searched values above are made of, kept so that a staff edit can make them again. */
  source: AdminOrderSource;
}>;

/** The order's values that the list shows or searches and that staff may edit (addresses, PO and customer numbers). */
export type AdminOrderSource = Readonly<{
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  budgetCode: string | null;
  poNumber: string | null;
  username: string | null;
  skus: readonly string[];
  productNames: readonly string[];
}>;

const matchOf = (address: PostalAddress): AdminOrderMatch => ({
  firstName: orderSearchKey('firstName', address.firstName),
  lastName: orderSearchKey('lastName', address.lastName),
  phoneNumber: orderSearchKey('phoneNumber', address.phone1),
  emailAddress: orderSearchKey('emailAddress', address.email),
  city: orderSearchKey('city', address.city),
  postalCode: orderSearchKey('postalCode', address.postalCode),
});

/** The shown and searched values of an order, made from its source (at placing, and again after each edit). */
const searchedOf = (source: AdminOrderSource) => {
  const { shippingAddress: ship, billingAddress: bill, username, skus } = source;
  const match = {
    shipping: matchOf(ship),
    billing: matchOf(bill),
    budgetCode: orderSearchKey('budgetCode', source.budgetCode ?? ''),
    poNumber: orderSearchKey('poNumber', source.poNumber ?? ''),
    username: orderSearchKey('username', username ?? ''),
    skus: skus.map((sku) => orderSearchKey('sku', sku)),
  };
  return {
    username,
    firstName: ship.firstName,
    lastName: ship.lastName,
    phone: ship.phone1,
    email: ship.email,
    city: ship.city,
    postalCode: ship.postalCode,
    budgetCode: source.budgetCode,
    poNumber: source.poNumber,
    skus,
    match,
    searchTextParts: [
      match.budgetCode,
      match.poNumber,
      match.username,
      ...match.skus,
      ...orderAddressTypes.flatMap((type) => Object.values(match[type])),
      ...[ship, bill].flatMap((address) => [address.phone1, address.postalCode]),
      ...source.productNames,
    ],
    source,
  };
};

/** The document's searched fields, with the order id among the keys. */
const withSearched = (orderId: string, source: AdminOrderSource) => {
  const { searchTextParts, match, ...searched } = searchedOf(source);
  const orderIdKey = orderSearchKey('orderId', orderId);
  const searchText = [orderIdKey, ...searchTextParts]
    .filter((part) => part !== '')
    .join(' ')
    .toLowerCase();
  return { ...searched, match: { ...match, orderId: orderIdKey }, searchText };
};

const fromPlaced = (placed: OrderPlaced['data']): AdminOrderDocument => {
  const source: AdminOrderSource = {
    shippingAddress: placed.shippingAddress,
    billingAddress: placed.billingAddress,
    budgetCode: placed.budgetCode,
    poNumber: placed.poNumber,
    username: placed.portal?.placedByUsername || null,
    skus: (placed.portal?.lines ?? []).map((line) => line.sku).filter((sku) => sku !== ''),
    productNames: placed.lines.flatMap((line) => [line.productName.en, line.productName.fr]),
  };
  return {
    _id: placed.orderId,
    orderId: placed.orderId,
    storeCode: placed.storeCode,
    status: statusAfter({ type: 'OrderPlaced', data: placed }),
    dateOrdered: placed.placedAt,
    dateShipped: null,
    dateUpdated: placed.placedAt,
    dateCancelled: null,
    customerId: placed.customerId,
    totalCents: placed.totals.totalCents,
    addressTypes: [...orderAddressTypes],
    ...withSearched(placed.orderId, source),
  };
};

const fold: OrderDocumentFold<AdminOrderDocument> = {
  placed: (placed, doc) => doc ?? fromPlaced(placed),
  status: (doc, change) => ({
    ...doc,
    status: change.status,
    ...(change.kind === 'shipped' ? { dateShipped: change.at } : {}),
    ...(change.kind === 'cancelled' ? { dateCancelled: change.at } : {}),
    dateUpdated: change.at,
  }),
  // Corrected addresses and PO or customer numbers show in the list and are what it searches.
  edited: (doc, edit) => ({
    ...doc,
    ...withSearched(doc.orderId, applyOrderChanges(doc.source, edit.changes)),
    dateUpdated: edit.editedAt,
  }),
};

export const adminOrders = parsedReadModel<AdminOrderDocument, OrderEvent>({
  name: 'adminOrders',
  // 2: staff edits are applied (the document keeps its source values).
  version: 2,
  handles: orderEventTypes,
  documentId: (recorded) => (typeof recorded.data.orderId === 'string' ? recorded.data.orderId : null),
  // Not an order event we can read: skipped, never thrown.
  parse: parseOrderEvent,
  evolve: foldOrderEvent(fold),
  // The list's order (newest first in one store): the embedded store walks it and stops at the page's end.
  indexes: [
    { key: { storeCode: 1, dateOrdered: -1 }, name: 'store_dateOrdered' },
    { key: { storeCode: 1, status: 1, dateOrdered: -1 }, name: 'store_status_dateOrdered' },
    // The exact-match fields of the advanced search: each gives the few orders that hold its value.
    { key: { status: 1 }, name: 'status' },
    { key: { 'match.budgetCode': 1 }, name: 'budgetCode' },
    { key: { 'match.orderId': 1 }, name: 'orderId' },
    { key: { 'match.poNumber': 1 }, name: 'poNumber' },
    { key: { 'match.username': 1 }, name: 'username' },
  ],
});

export type AdminOrdersQuery = Readonly<{
  storeCode: StoreCode;
  /** The keyword: anywhere in the order's search text. */
  search: string;
  advanced: OrderSearch;
  /** From 1; `pageLimits.showAll` is every order. */
  page: number;
}>;

/** The sort every page of the list reads, newest first (an index has exactly this key). */
export const adminOrdersSort = { storeCode: 1, dateOrdered: -1, _id: 1 } as const;

const textCondition = (key: string, exact: boolean): unknown => (exact ? key : { $regex: escapeRegex(key) });

/** The end of a day range, exclusive: the next day's midnight (UTC, as the dates are kept). */
const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

const dayRange = (from: string, to: string): Record<string, string> | null => {
  if (from === '' && to === '') return null;
  return { ...(from === '' ? {} : { $gte: `${from}T00:00:00.000Z` }), ...(to === '' ? {} : { $lt: nextDay(to) }) };
};

const ownFields = [
  ['budgetCode', 'match.budgetCode'],
  ['orderId', 'match.orderId'],
  ['poNumber', 'match.poNumber'],
  ['sku', 'match.skus'],
  ['username', 'match.username'],
] as const satisfies readonly (readonly [OrderSearchTextField, string])[];

/**
 * The filter of a search: the store, the keyword, then each advanced field that holds a value. Every condition is
 * on a path of its own, so they sit side by side in one object (no `$and` to walk through per document), and an
 * exact value at the top level lets an index give the candidates.
 */
export const adminOrdersFilter = (query: Omit<AdminOrdersQuery, 'page'>): Filter => {
  const { advanced } = query;
  const filter: Record<string, unknown> = { storeCode: query.storeCode };
  const keyword = query.search.trim().toLowerCase();
  if (keyword !== '') filter.searchText = { $regex: escapeRegex(keyword) };
  for (const [field, path] of ownFields) {
    const key = orderSearchKey(field, advanced[field]);
    if (key !== '') filter[path] = textCondition(key, advanced[`${field}Exact`]);
  }
  const addressConditions = (type: OrderAddressType): Record<string, unknown> =>
    Object.fromEntries(
      orderAddressFields.flatMap((field) => {
        const key = orderSearchKey(field, advanced[field]);
        return key === '' ? [] : [[`match.${type}.${field}`, textCondition(key, advanced[`${field}Exact`])]];
      }),
    );
  if (advanced.addressType !== '') Object.assign(filter, addressConditions(advanced.addressType));
  else {
    // Either address: every field given must hold for the same one.
    const each = orderAddressTypes.map(addressConditions);
    if (Object.keys(each[0] ?? {}).length > 0) filter.$or = each;
  }
  if (advanced.status !== '') filter.status = advanced.status;
  const ordered = dayRange(advanced.dateOrderedFrom, advanced.dateOrderedTo);
  if (ordered !== null) filter.dateOrdered = ordered;
  const shipped = dayRange(advanced.dateShippedFrom, advanced.dateShippedTo);
  if (shipped !== null) filter.dateShipped = shipped;
  if (advanced.totalFromCents !== null || advanced.totalToCents !== null) {
    filter.totalCents = {
      ...(advanced.totalFromCents === null ? {} : { $gte: advanced.totalFromCents }),
      ...(advanced.totalToCents === null ? {} : { $lte: advanced.totalToCents }),
    };
  }
  return filter;
};

/** One page of the list (20 orders, or every one for Show all), and whether another page follows. */
export const searchAdminOrders = async (
  collection: Collection<AdminOrderDocument>,
  query: AdminOrdersQuery,
): Promise<Readonly<{ orders: readonly AdminOrderDocument[]; more: boolean }>> => {
  const size = orderSearchLimits.pageSize;
  const all = query.page >= pageLimits.showAll;
  // Show all is bounded too: at most as many orders as a list may hold (`pageLimits.showAll`).
  const limit = all ? pageLimits.showAll : size;
  const found = await collection.find(adminOrdersFilter(query), {
    sort: adminOrdersSort,
    skip: all ? 0 : (query.page - 1) * size,
    limit: limit + 1,
  });
  const more = found.length > limit;
  return { orders: more ? found.slice(0, limit) : found, more };
};

/** The back office's orders as the orders list asks them. */
export const adminOrderQueries = queriesOf(adminOrders, (orders: Collection<AdminOrderDocument>) => ({
  search: (query: AdminOrdersQuery) => searchAdminOrders(orders, query),
}));
