import type { ReportFilter } from '@parks/schemas/admin/reports';
import { monthCondition } from './format.ts';
import { voidStatuses } from './orderFacts.ts';

/** The orders that stand (not declined, not cancelled) of the filter's store ('' for both) and months. */
export const standingOrders = (filter: ReportFilter): Record<string, unknown> => {
  const match: Record<string, unknown> = { status: { $nin: [...voidStatuses] } };
  if (filter.store === 'b2c' || filter.store === 'b2b') match.storeCode = filter.store;
  const months = monthCondition(filter);
  if (months !== null) match.month = months;
  return match;
};

/**
 * The refunds that gave money back (requested or succeeded, not failed) of the orders that stand, one document each,
 * by the month they were asked for rather than the month of their order.
 */
export const refundStages = (filter: ReportFilter) => {
  const { month: _ordered, ...orders } = standingOrders(filter);
  const months = monthCondition(filter);
  const refunds = { 'refunds.status': { $ne: 'failed' }, ...(months === null ? {} : { 'refunds.month': months }) };
  return [{ $match: orders }, { $unwind: '$refunds' }, { $match: refunds }];
};
