/** The rules of a product across records: a category of the store, and a SKU no other live product of it has. */
import { productEntryOf } from '@parks/domain/catalog/product';
import type { ProductValues } from '@parks/schemas/admin/products';
import type { AdminDeps } from '../../deps.ts';
import { latestEntry } from '../../payloads.ts';
import type { AdminCall } from '../../registry.ts';
import { type EntityDocs, liveRecords } from '../../revisionResource.ts';
import { storeCategories } from '../storeEntities.ts';

/** The problems per field (none when the values pass): the form's, the import's and the migration's. */
export const productProblems = async (
  deps: AdminDeps,
  call: AdminCall,
  values: Pick<ProductValues, 'categoryId' | 'sku'>,
  entityId: string | null,
  others: EntityDocs,
): Promise<Record<string, string[]>> => {
  const problems: Record<string, string[]> = {};
  const categories = await storeCategories(deps, call.storeCode);
  if (!categories.some((category) => category.id === values.categoryId)) {
    problems.categoryId = ['admin.product.category.unknown'];
  }
  const live = await liveRecords(others, latestEntry(productEntryOf));
  if (live.some((product) => product.id !== entityId && product.sku === values.sku)) {
    problems.sku = ['admin.product.sku.taken'];
  }
  return problems;
};
