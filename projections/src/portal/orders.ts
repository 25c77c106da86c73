import { applyOrderChanges } from '@parks/domain/orders/edits';
import { parseOrderEvent } from '@parks/domain/orders/eventParser';
import type { OrderPlaced } from '@parks/domain/orders/events';
import { isPortalOrder } from '@parks/domain/orders/release';
import { statusAfter } from '@parks/domain/orders/state';
import { type Collection, escapeRegex } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { OrderStatus } from '@parks/schemas/orders';
import type {
  PortalFees,
  PortalOrderDto,
  PortalOrderLineDetails,
  PortalOrderProductDto,
  PortalOrderRowDto,
} from '@parks/schemas/portal';
import type { OrderDocumentFold } from '../orderDocuments.ts';
import { parsedReadModel } from '../runtime/readModel.ts';
import {
  type CustomerOrderEvent,
  foldCustomerOrder,
  parseCustomerOrderEvent,
  withCustomerStatus,
} from '../store/customerOrders.ts';
import {
  type CustomerRefundsState,
  customerOrderEventTypes,
  noRefunds,
  refundOrderIdOf,
} from '../store/customerRefunds.ts';

/**
 * Portal (b2b) orders as the portal shows them: confirmation, order details, printable receipt and My orders.
 * One document per order, from OrderPlaced (which carries the priced order, its customer number, PO number, fees
 * and the options of each line) and kept current by the status events and its refund stream (the refunds not failed,
 * without the staff's reason; `store/customerRefunds.ts`). `customerId` is the user who placed it: a user reads
 * only their own.
 */
export type PortalOrderDocument = PortalOrderDto &
  CustomerRefundsState & {
    _id: string;
    customerId: string;
    /** Order id, customer number, PO number and product names and SKUs, lower case: the My orders search. */
    searchText: string;
    updatedAt: string;
  };

/** The fees of an order without any (an order placed without the portal's details has only its totals). */
export const emptyPortalFees: PortalFees = {
  subtotalCents: 0,
  lineItemFeeCents: 0,
  orderProcessingFeeCents: 0,
  orderShipmentFeeCents: 0,
  productionSubtotalCents: 0,
  discountCents: 0,
  taxCents: 0,
  taxName: null,
  productionTotalCents: 0,
  shippingCents: 0,
  shippingTaxCents: 0,
  shippingTotalCents: 0,
  totalCents: 0,
};

/** What My orders searches: order id, customer number, PO number and product names and SKUs, lower case. */
const searchTextOf = (
  doc: Pick<PortalOrderDocument, 'orderId' | 'budgetCode' | 'poNumber' | 'orderProducts'>,
): string =>
  [
    doc.orderId,
    doc.budgetCode ?? '',
    doc.poNumber ?? '',
    ...doc.orderProducts.flatMap((p) => [p.sku, p.productName.en, p.productName.fr]),
  ]
    .join(' ')
    .toLowerCase();

const fromPlaced = (placed: OrderPlaced['data']): PortalOrderDocument => {
  const details = placed.portal ?? null;
  const detailOf = (lineId: string): PortalOrderLineDetails | undefined =>
    details?.lines.find((line) => line.lineId === lineId);
  const orderProducts: PortalOrderProductDto[] = placed.lines.map((line, index) => {
    const more = detailOf(line.lineId);
    return {
      lineId: line.lineId,
      productId: line.productId,
      productName: line.productName,
      categoryName: line.categoryName,
      sku: more?.sku ?? '',
      serialNumber: `${placed.orderId}-${index + 1}`,
      yearOption: more?.yearOption ?? null,
      monthOption: more?.monthOption ?? null,
      languageOption: more?.languageOption ?? null,
      packSize: more?.packSize ?? null,
      quantity: line.quantity,
      inStock: more?.inStock ?? true,
      allowBackorder: more?.allowBackorder ?? false,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
    };
  });
  return {
    _id: placed.orderId,
    orderId: placed.orderId,
    dateOrdered: placed.placedAt,
    status: statusAfter({ type: 'OrderPlaced', data: placed }),
    budgetCode: placed.budgetCode,
    poNumber: placed.poNumber,
    billingType: 'customerNumber',
    paymentMethod: 'customerNumber',
    shippingAddress: placed.shippingAddress,
    billingAddress: placed.billingAddress,
    shippingMethod: placed.shippingMethod,
    shippingOption: details?.shippingOption ?? 'shipComplete',
    estimatedArrivalDate: placed.estimatedArrivalDate,
    orderProducts,
    fees: details?.fees ?? {
      ...emptyPortalFees,
      subtotalCents: placed.totals.subtotalCents,
      totalCents: placed.totals.totalCents,
    },
    totals: placed.totals,
    trackingNumber: null,
    trackingUrl: null,
    cancelReason: null,
    declineReason: null,
    ...noRefunds,
    placedBy: placed.placedBy,
    placedByUsername: details?.placedByUsername ?? '',
    customerId: placed.customerId,
    searchText: searchTextOf({ ...placed, orderProducts }),
    updatedAt: placed.placedAt,
  };
};

/** The order an order event is about; only a portal order's placing makes it one this model keeps. */
const orderIdOf = (recorded: RecordedEvent): string | null => {
  if (recorded.type !== 'OrderPlaced') return typeof recorded.data.orderId === 'string' ? recorded.data.orderId : null;
  const event = parseOrderEvent(recorded);
  return event?.type === 'OrderPlaced' && isPortalOrder(event.data.storeCode) ? event.data.orderId : null;
};

const fold: OrderDocumentFold<PortalOrderDocument> = {
  // Only portal orders have a document here.
  placed: (placed, doc) => doc ?? (isPortalOrder(placed.storeCode) ? fromPlaced(placed) : null),
  // The portal also shows why an approver declined the order.
  status: (doc, change) => ({
    ...withCustomerStatus(doc, change),
    ...(change.kind === 'declined' ? { declineReason: change.reason } : {}),
  }),
  edited: (doc, edit) => {
    // Corrected addresses, customer and PO numbers and tracking show in the portal, and are searched.
    const edited = applyOrderChanges(doc, edit.changes);
    return { ...edited, searchText: searchTextOf(edited), updatedAt: edit.editedAt };
  },
};

export const portalOrders = parsedReadModel<PortalOrderDocument, CustomerOrderEvent>({
  name: 'portalOrders',
  // 2: the refunds and the refunded total.
  version: 2,
  handles: customerOrderEventTypes,
  documentId: (recorded) => refundOrderIdOf(recorded) ?? orderIdOf(recorded),
  // An event its stream's parser cannot read is skipped, never thrown.
  parse: parseCustomerOrderEvent,
  evolve: foldCustomerOrder(fold),
  indexes: [
    { key: { customerId: 1, dateOrdered: -1 }, name: 'customer_dateOrdered' },
    { key: { status: 1, dateOrdered: -1 }, name: 'status_dateOrdered' },
  ],
});

export const toPortalOrderDto = (doc: PortalOrderDocument): PortalOrderDto => {
  const { _id, customerId, searchText, updatedAt, failedRefundIds, ...dto } = doc;
  const { _position, ...rest } = dto as PortalOrderDto & { _position?: unknown };
  return rest;
};

export const toPortalOrderRow = (doc: PortalOrderDocument): PortalOrderRowDto => ({
  orderId: doc.orderId,
  dateOrdered: doc.dateOrdered,
  status: doc.status,
  production: doc.fees.productionTotalCents,
  estimatedShipping: doc.estimatedArrivalDate,
  total: doc.totals.totalCents,
  refundedCents: doc.refundedCents,
  budgetCode: doc.budgetCode,
  poNumber: doc.poNumber,
});

export type MyPortalOrdersQuery = Readonly<{
  customerId: string;
  /** waiting: Pending Approval; processed: every other status; none: all. */
  tab?: 'waiting' | 'processed';
  search?: string;
  max: number;
}>;

const waiting: OrderStatus = 'pendingApproval';

/** My orders, newest first. */
export const myPortalOrders = async (
  collection: Collection<PortalOrderDocument>,
  query: MyPortalOrdersQuery,
): Promise<PortalOrderDocument[]> => {
  const keyword = query.search?.trim().toLowerCase() ?? '';
  const filter = {
    customerId: query.customerId,
    ...(query.tab === 'waiting' ? { status: waiting } : query.tab === 'processed' ? { status: { $ne: waiting } } : {}),
    ...(keyword === '' ? {} : { searchText: { $regex: escapeRegex(keyword) } }),
  };
  return collection.find(filter, { sort: { dateOrdered: -1, _id: 1 }, limit: query.max });
};
