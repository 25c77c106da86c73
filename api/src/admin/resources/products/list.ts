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
import { dateTimeText } from '../../revisionFields.ts';
import { storeCategories } from '../storeEntities.ts';
import { firstPrices } from './firstPrices.ts';
import { type Product, productOf } from './product.ts';

/**
 * The availability cell: whether it can be ordered, or its unavailability window in words, its dates as people read
 * them in the call's language (never the stored ISO instants).
 */
export const windowText = (
  t: (key: string) => string,
  language: AdminCall['language'],
  product: Pick<Product, 'orderable' | 'unavailableStart' | 'unavailableEnd'>,
): string => {
  if (!product.orderable) return t('window.never');
  if (product.unavailableStart === null) return t('window.always');
  const start = dateTimeText(language, product.unavailableStart);
  if (product.unavailableEnd === null) return t('window.from').replace('{start}', start);
  const end = dateTimeText(language, product.unavailableEnd);
  return t('window.fromTo').replace('{start}', start).replace('{end}', end);
};

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
    columns: [
      { name: 'image', type: 'imageurl' },
      'name',
      'sku',
      'category',
      { name: 'price', type: 'currency' },
      'window',
    ],
    recordOf: productOf,
    row: (product, doc) => {
      const price = prices.get(doc.entityId);
      return {
        productId: doc.entityId,
        image: product.imageUrl?.[language] ?? null,
        name: product.name[language],
        sku: product.sku,
        // Every category it is shown in, its home category first.
        category: product.categoryIds.map((id) => names.get(id) ?? id).join(', '),
        // What a shopper pays now: the sale price while a sale is on. Integer cents, as every currency column
        // carries them; null until the product has a price.
        price: price === undefined ? null : currentPriceCents(price.record, call.now),
        window: windowText(k.t, language, product),
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
