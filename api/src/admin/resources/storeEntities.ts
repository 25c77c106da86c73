/**
 * The categories and products of a store, as their latest revisions hold them, in the store's order: what the forms
 * offer (a product's category, a tracer's categories, a price's or an attribute's product) and the names the lists
 * show. A withdrawn product is none of the store's any more.
 */

import { categoryRecordOf } from '@parks/domain/catalog/category';
import { productEntryOf } from '@parks/domain/catalog/product';
import { adminRevisionQueries, inDisplayOrder } from '@parks/projections/admin/revisionQueries';
import type { AdminEntityDocument } from '@parks/projections/admin/revisions';
import type { Localized } from '@parks/schemas/catalog';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import type { AdminDeps } from '../deps.ts';

export type StoreCategory = Readonly<{ id: string; parentId: string | null; name: Localized }>;
export type StoreProduct = Readonly<{ id: string; name: Localized }>;

const inStore = (
  deps: AdminDeps,
  entityType: RevisionEntityType,
  storeCode: StoreCode,
): Promise<AdminEntityDocument[]> =>
  adminRevisionQueries(deps.projections).selected({ entityType, storeCode }, inDisplayOrder);

export const storeCategories = async (deps: AdminDeps, storeCode: StoreCode): Promise<StoreCategory[]> =>
  (await inStore(deps, 'Category', storeCode)).flatMap((doc) => {
    const record = categoryRecordOf(doc.latest.payload);
    return record === null ? [] : [{ id: doc.entityId, parentId: record.parentId, name: record.name }];
  });

export const storeProducts = async (deps: AdminDeps, storeCode: StoreCode): Promise<StoreProduct[]> =>
  (await inStore(deps, 'Product', storeCode)).flatMap((doc) => {
    const product = productEntryOf(doc.latest.payload);
    return product === null || doc.status === 'inactive' ? [] : [{ id: doc.entityId, name: product.name }];
  });
