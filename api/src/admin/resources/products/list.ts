/**
 * The products list: name, SKU, category, status, first price and image, with keyword search and the advanced search
 * by revision status and category (a tree list of the store's categories).
 */
import { currentPriceCents } from '@parks/domain/pricing/prices';
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import { productsScreen as texts } from '@parks/schemas/admin/families/products/texts';
import { revisionStatuses } from '@parks/schemas/revisions';
import type { AdminDeps } from '../../deps.ts';
import { advancedSearch, filtersData, kit, option, selectField, textFilter } from '../../forms.ts';
import type { AdminCall, ListRequest } from '../../registry.ts';
import { storeCategories } from '../storeEntities.ts';
import { firstPrices } from './firstPrices.ts';
import { productOf } from './product.ts';

export const productList = async (
  deps: AdminDeps,
  call: AdminCall,
  request: ListRequest,
  docs: readonly AdminListDocument[],
  showMore: boolean,
): Promise<ListAnswer> => {
  const { language } = call;
  const k = kit(call, 'products', texts);
  const categories = await storeCategories(deps, call.storeCode);
  const names = new Map(categories.map((category) => [category.id, category.name[language]]));
  const prices = await firstPrices(
    deps,
    docs.map((doc) => doc.entityId),
  );
  const status = textFilter(request, 'status');
  const categoryId = textFilter(request, 'categoryId');
  const answer = k.list(request, docs, showMore, {
    id: 'productId',
    columns: [{ name: 'image', type: 'imageurl' }, 'name', 'sku', 'category', { name: 'price', type: 'currency' }],
    recordOf: productOf,
    row: (product, doc) => {
      const price = prices.get(doc.entityId);
      return {
        productId: doc.entityId,
        image: product.imageUrl?.[language] ?? null,
        name: product.name[language],
        sku: product.sku,
        category: names.get(product.categoryId) ?? product.categoryId,
        // What a shopper pays now: the sale price while a sale is on. Integer cents, as every currency column
        // carries them; null until the product has a price.
        price: price === undefined ? null : currentPriceCents(price.record, call.now),
      };
    },
    buttons: [k.button('add', false), k.button('import', false, 'import')],
  });
  return {
    ...answer,
    searchDto: advancedSearch(k.t('search'), [
      selectField(
        'status',
        k.t('status'),
        revisionStatuses.map((value) => option(value, k.statusText(value), value === status)),
        status,
      ),
      selectField(
        'categoryId',
        k.t('category'),
        categories.map((category) =>
          option(category.id, category.name[language], category.id === categoryId, category.parentId),
        ),
        categoryId,
        'treelist',
      ),
    ]),
    args: { page: request.page, search: request.search, data: filtersData({ status, categoryId }) },
  };
};
