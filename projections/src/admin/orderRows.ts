import type { Column, Row } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { orderStatusLabel } from '@parks/schemas/orders';
import { orderColumns } from '@parks/schemas/texts/screens/orderColumns';
import type { AdminOrderDocument } from './orders.ts';

/** The words of an order row's columns (the catalogue's). */
export const adminOrderColumnLabels = orderColumns;

/**
 * Which of an order row's optional columns are shown: the store (the Orders report holds both stores), and the
 * portal's customer and PO numbers (the b2b list and the report).
 */
export type AdminOrderRowShape = Readonly<{ storeCode: boolean; portal: boolean }>;

/**
 * The columns of an order in the admin orders list (SearchOrders) and in the Orders report, which is that list's
 * own query: one definition, so the report shows what the list shows.
 */
export const adminOrderColumns = (language: Language, shape: AdminOrderRowShape): Column[] => {
  const t = adminOrderColumnLabels[language];
  return [
    { name: 'orderId', caption: t.orderId },
    ...(shape.storeCode ? [{ name: 'storeCode', caption: t.storeCode }] : []),
    { name: 'dateOrdered', caption: t.dateOrdered, type: 'datetime' },
    { name: 'status', caption: t.status },
    { name: 'customer', caption: t.customer },
    { name: 'email', caption: t.email },
    { name: 'city', caption: t.city },
    ...(shape.portal
      ? [
          { name: 'budgetCode', caption: t.budgetCode },
          { name: 'poNumber', caption: t.poNumber },
        ]
      : []),
    { name: 'total', caption: t.total, type: 'currency' },
    { name: 'dateShipped', caption: t.dateShipped, type: 'date' },
  ];
};

/** An order's row under `adminOrderColumns`: the status in the page language, the total in cents. */
export const adminOrderRow = (doc: AdminOrderDocument, language: Language, shape: AdminOrderRowShape): Row => ({
  orderId: doc.orderId,
  ...(shape.storeCode ? { storeCode: doc.storeCode } : {}),
  dateOrdered: doc.dateOrdered,
  status: translate(language, orderStatusLabel(doc.status)),
  customer: `${doc.firstName} ${doc.lastName}`.trim(),
  email: doc.email,
  city: doc.city,
  ...(shape.portal ? { budgetCode: doc.budgetCode, poNumber: doc.poNumber } : {}),
  total: doc.totalCents,
  dateShipped: doc.dateShipped,
});
