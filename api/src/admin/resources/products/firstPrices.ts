/**
 * A product's first price (rank 0, else the lowest rank; on a tie the lowest id) among its Price entities that are
 * not inactive, from the latest revision of each: what the products list shows and what a migrated row's price
 * updates.
 */

import { priceEntryOf } from '@parks/domain/catalog/price';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { AdminDeps } from '../../deps.ts';

/** A product's first price: its Price entity and the latest revision's record. */
export type FirstPrice = Readonly<{ id: string; record: PriceRecord }>;

export const firstPrices = async (deps: AdminDeps, productIds: readonly string[]): Promise<Map<string, FirstPrice>> => {
  const docs = await adminRevisionQueries(deps.projections).pricesOf(productIds);
  const prices = new Map<string, FirstPrice>();
  for (const doc of docs) {
    const price = priceEntryOf(doc.latest.payload);
    if (price === null || doc.status === 'inactive') continue;
    const known = prices.get(price.productId);
    if (known === undefined || price.rank < known.record.rank)
      prices.set(price.productId, { id: doc.entityId, record: price });
  }
  return prices;
};
