import type { Column } from '@parks/schemas/admin/definitions';
import { orderSearchOf, searchOrdersBodySchema } from '@parks/schemas/admin/orders';
import type { ReportFilter } from '@parks/schemas/admin/reports';
import { isStoreCode } from '@parks/schemas/store';
import { ordersReportTexts } from '@parks/schemas/texts/screens/ordersReport';
import { adminOrderColumns, adminOrderRow } from '../admin/orderRows.ts';
import { type AdminOrderDocument, adminOrders, adminOrdersFilter, adminOrdersSort } from '../admin/orders.ts';
import { countText, inBatches, moneyText, sumOf } from './format.ts';
import type { ReportSource } from './source.ts';

const labels = ordersReportTexts;

/** The list's query of a validated filter: the same store, keyword and advanced search as SearchOrders. */
const filterOf = (filter: ReportFilter) => {
  const { storeCode, search, totalFromCents, totalToCents, ...advanced } = filter;
  // Exports recorded before the bounds were typed in dollars kept them in cents: read those as dollars.
  const legacy = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : undefined);
  return adminOrdersFilter({
    storeCode: isStoreCode(storeCode) ? storeCode : 'b2c',
    search: typeof search === 'string' ? search : '',
    // Validated by `reportFilterSchema('orders')`; cast again so a missing field takes its default.
    advanced: orderSearchOf(
      searchOrdersBodySchema.cast({
        totalFrom: legacy(totalFromCents),
        totalTo: legacy(totalToCents),
        ...advanced,
      }),
    ),
  });
};

/** Both stores' orders: the store column, and the portal's customer and PO numbers. */
const shape = { storeCode: true, portal: true } as const;

/** The admin orders list as a report: its query and filters, every matching order of the store, newest first. */
export const ordersReport: ReportSource = {
  id: 'orders',
  title: (language) => labels[language].title,
  readModels: [adminOrders.name],
  columns: (language): readonly Column[] => adminOrderColumns(language, shape),
  count: (documents, filter) => documents.collection(adminOrders.name).countDocuments(filterOf(filter)),
  rows: async function* (documents, filter, language) {
    const collection = documents.collection<AdminOrderDocument>(adminOrders.name);
    for await (const doc of inBatches(collection, filterOf(filter), adminOrdersSort))
      yield adminOrderRow(doc, language, shape);
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
