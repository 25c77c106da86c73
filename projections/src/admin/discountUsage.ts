import type { Collection } from '@parks/infra/documents/port';
import type { OrderConfirmation } from '../store/orderConfirmations.ts';

/**
 * How many orders used each of `discountIds` (back-office.md §1: Discounts, "codes and usage counts"): the public
 * store's orders, as placed, each counted once per discount it applied. A later cancellation does not give the use
 * back, as the code was used.
 */
export const discountUsage = async (
  orders: Collection<OrderConfirmation>,
  discountIds: readonly string[],
): Promise<ReadonlyMap<string, number>> => {
  if (discountIds.length === 0) return new Map();
  const inPage = { 'discounts.discountId': { $in: [...discountIds] } };
  const counted = await orders.aggregate<{ _id: string; uses: number }>([
    { $match: inPage },
    { $project: { _id: 1, discounts: 1 } },
    { $unwind: '$discounts' },
    { $match: inPage },
    { $group: { _id: '$discounts.discountId', uses: { $sum: 1 } } },
  ]);
  return new Map(counted.map((row) => [row._id, row.uses]));
};
