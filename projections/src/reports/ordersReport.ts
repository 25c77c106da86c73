import type { Column, Row } from '@parks/schemas/admin/definitions';
import { type OrderSearch, searchOrdersBodySchema } from '@parks/schemas/admin/orders';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { orderStatusLabel } from '@parks/schemas/orders';
import { isStoreCode } from '@parks/schemas/store';
import { type AdminOrderDocument, adminOrders, adminOrdersFilter, adminOrdersSort } from '../admin/orders.ts';
import { countText, inBatches, moneyText, sumOf } from './format.ts';
import type { ReportSource } from './source.ts';

const labels = {
  en: {
    title: 'Orders',
    orderId: 'Order',
    storeCode: 'Store',
    dateOrdered: 'Ordered',
    status: 'Status',
    customer: 'Customer',
    email: 'E-mail',
    city: 'City',
    budgetCode: 'Customer number',
    poNumber: 'PO number',
    total: 'Total',
    dateShipped: 'Shipped',
    orders: 'Orders',
    sum: 'Total ordered',
  },
  fr: {
    title: 'Commandes',
    orderId: 'Commande',
    storeCode: 'Magasin',
    dateOrdered: 'Commandée le',
    status: 'Statut',
    customer: 'Client',
    email: 'Courriel',
    city: 'Ville',
    budgetCode: 'Numéro de client',
    poNumber: 'Numéro de bon de commande',
    total: 'Total',
    dateShipped: 'Expédiée le',
    orders: 'Commandes',
    sum: 'Total commandé',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The list's query of a validated filter: the same store, keyword and advanced search as SearchOrders. */
const filterOf = (filter: ReportFilter) => {
  const { storeCode, search, ...advanced } = filter;
  return adminOrdersFilter({
    storeCode: isStoreCode(storeCode) ? storeCode : 'b2c',
    search: typeof search === 'string' ? search : '',
    // Validated by `reportFilterSchema('orders')`; cast again so a missing field takes its default.
    advanced: searchOrdersBodySchema.cast(advanced) as OrderSearch,
  });
};

const rowOf = (doc: AdminOrderDocument, language: Language): Row => ({
  orderId: doc.orderId,
  storeCode: doc.storeCode,
  dateOrdered: doc.dateOrdered,
  status: translate(language, orderStatusLabel(doc.status)),
  customer: `${doc.firstName} ${doc.lastName}`.trim(),
  email: doc.email,
  city: doc.city,
  budgetCode: doc.budgetCode,
  poNumber: doc.poNumber,
  total: doc.totalCents,
  dateShipped: doc.dateShipped,
});

/** The admin orders list as a report: its query and filters, every matching order of the store, newest first. */
export const ordersReport: ReportSource = {
  id: 'orders',
  title: (language) => labels[language].title,
  readModels: [adminOrders.name],
  columns: (language): readonly Column[] => {
    const t = labels[language];
    return [
      { name: 'orderId', caption: t.orderId },
      { name: 'storeCode', caption: t.storeCode },
      { name: 'dateOrdered', caption: t.dateOrdered, type: 'datetime' },
      { name: 'status', caption: t.status },
      { name: 'customer', caption: t.customer },
      { name: 'email', caption: t.email },
      { name: 'city', caption: t.city },
      { name: 'budgetCode', caption: t.budgetCode },
      { name: 'poNumber', caption: t.poNumber },
      { name: 'total', caption: t.total, type: 'currency' },
      { name: 'dateShipped', caption: t.dateShipped, type: 'date' },
    ];
  },
  count: (documents, filter) => documents.collection(adminOrders.name).countDocuments(filterOf(filter)),
  rows: async function* (documents, filter, language) {
    const collection = documents.collection<AdminOrderDocument>(adminOrders.name);
    for await (const doc of inBatches(collection, filterOf(filter), adminOrdersSort)) yield rowOf(doc, language);
  },
  summary: async (documents, filter, language) => {
    const t = labels[language];
    const { documents: count, totalCents } = await sumOf(documents.collection(adminOrders.name), filterOf(filter), [
      'totalCents',
    ]);
    return [
      { property: t.orders, value: countText(count ?? 0, language) },
      { property: t.sum, value: moneyText(totalCents ?? 0, language) },
    ];
  },
};
