/** The rules of a product across records: categories of the store, and a SKU no other live product of it has. */
import { productEntryOf } from '@parks/domain/catalog/product';
import { type ProductValues, productCategoriesOf } from '@parks/schemas/admin/products';
import type { AdminDeps } from '../../deps.ts';
import { latestEntry } from '../../payloads.ts';
import type { AdminCall } from '../../registry.ts';
import { type EntityDocs, liveRecords } from '../../revisionResource.ts';
import { storeCategories } from '../storeEntities.ts';

/** The problems per field (none when the values pass): the form's, the import's and the migration's. */
export const productProblems = async (
  deps: AdminDeps,
  call: AdminCall,
  values: Pick<ProductValues, 'categoryId' | 'sku'> & Partial<Pick<ProductValues, 'categoryIds'>>,
  entityId: string | null,
  others: EntityDocs,
): Promise<Record<string, string[]>> => {
  const problems: Record<string, string[]> = {};
  const categories = await storeCategories(deps, call.storeCode);
  const known = new Set(categories.map((category) => category.id));
  const chosen = productCategoriesOf(values);
  if (chosen.length === 0 || chosen.some((id) => !known.has(id))) {
    // The field the values named them in: the list, or the one category of an older form or import file.
    problems[(values.categoryIds?.length ?? 0) > 0 ? 'categoryIds' : 'categoryId'] = ['admin.product.category.unknown'];
  }
  const live = await liveRecords(others, latestEntry(productEntryOf));
  if (live.some((product) => product.id !== entityId && product.sku === values.sku)) {
    problems.sku = ['admin.product.sku.taken'];
  }
  return problems;
};
