/**
 * The queries of the back office's refunds (`adminRefunds`, refunds.ts): one refund, and a window of the list with
 * its count, in their words so that no route writes a filter of the document.
 */
import type { Collection, Filter } from '@parks/infra/documents/port';
import type { StoreCode } from '@parks/schemas/store';
import { queriesOf } from '../runtime/readModel.ts';
import { type AdminRefundDocument, adminRefunds } from './refunds.ts';
import { keywordFilter } from './revisions.ts';

/** The refunds of one store: of one order, requested within dates, by some users. */
export type RefundSelection = Readonly<{
  storeCode: StoreCode;
  /** Anywhere in the refund or order id, any case; '' is none. */
  keyword: string;
  orderId?: string;
  /** Days (`2026-11-30`, UTC, as the orders' search reads them): requested on `fromDay` or after, on `toDay` or before. */
  fromDay?: string;
  toDay?: string;
  /** Requested by one of these users. */
  requestedBy?: readonly string[];
}>;

const dayAfter = (day: string): string => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

const filterOf = (selection: RefundSelection): Filter => {
  const { orderId, fromDay, toDay, requestedBy } = selection;
  const requestedAt = {
    ...(fromDay === undefined ? {} : { $gte: `${fromDay}T00:00:00.000Z` }),
    ...(toDay === undefined ? {} : { $lt: dayAfter(toDay) }),
  };
  return {
    storeCode: selection.storeCode,
    ...keywordFilter(selection.keyword),
    ...(orderId === undefined ? {} : { orderId }),
    ...(Object.keys(requestedAt).length === 0 ? {} : { requestedAt }),
    ...(requestedBy === undefined ? {} : { requestedBy: { $in: [...requestedBy] } }),
  };
};

export const adminRefundQueries = queriesOf(adminRefunds, (refunds: Collection<AdminRefundDocument>) => ({
  byId: (refundId: string): Promise<AdminRefundDocument | null> => refunds.findById(refundId),
  /** A window of the list, newest first. */
  listWindow: (
    selection: RefundSelection,
    window: Readonly<{ skip: number; limit: number }>,
  ): Promise<AdminRefundDocument[]> =>
    refunds.find(filterOf(selection), { sort: { requestedAt: -1, _id: 1 }, ...window }),
  count: (selection: RefundSelection): Promise<number> => refunds.countDocuments(filterOf(selection)),
}));
