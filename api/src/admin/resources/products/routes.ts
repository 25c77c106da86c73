/**
 * The Products family's calls besides the registry's (§7): the import of a file of products, and the lists of one
 * category's products (the category's screen and the product picker of an add action).
 */
import type Router from '@koa/router';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import { type ProductImportInput, productImportSchema, productsOfQuerySchema } from '@parks/schemas/admin/products';
import { listQuerySchema, type WriteQuery, writeQuerySchema } from '@parks/schemas/admin/requests';
import { translate } from '@parks/schemas/messages/index';
import type { RevisionStatus } from '@parks/schemas/revisions';
import { type ValidatedContext, validate } from '../../../http/validate.ts';
import type { AppState } from '../../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWith, filteredList, writeAnswer } from '../../calls.ts';
import type { AdminDeps } from '../../deps.ts';
import type { AdminResource } from '../../registry.ts';
import { type EntityDocs, noticeOfButton } from '../../revisionResource.ts';
import { draftImport, importFileRows, importRows } from '../productImport.ts';
import { productProblems } from './rules.ts';

/** The widget's id that lists the products of every category (the add action before a category is chosen). */
export const everyCategory = 'all';

/** The query of the product lists by category, as validated. */
type ProductsOfQuery = Readonly<{
  storeCode?: string | undefined;
  page: number;
  search: string;
  type?: RevisionStatus;
}>;

/**
 * `POST /api/Products/Import?storeCode=&button=` with `{fileName, content}` (the chosen file's text: JSON, CSV or
 * `|`-separated text, `productImport.ts`): every row checked (its fields, its category, a SKU unique in the store and
 * in the file; its price cells, when it has any, by the price form's schema), then every product drafted with its
 * price as the migration drafts them (and moved by the button), or none with the errors of each row. A file with a
 * price is the Prices area's too, so only whoever may write prices in the store (LMG) may import one.
 */
const importRouteOf =
  (deps: AdminDeps, resources: Readonly<{ products: AdminResource; prices: AdminResource }>) =>
  async (ctx: ValidatedContext<ProductImportInput, WriteQuery>): Promise<void> => {
    const { query, body } = ctx.state.input;
    const call = adminCallOf(ctx, deps, resources.products, query.storeCode);
    const raws = importFileRows(body.content);
    const withPrices = raws.some((raw) => raw.price !== null);
    if (withPrices) adminCallOf(ctx, deps, resources.prices, query.storeCode);
    const others: EntityDocs = () =>
      adminRevisionQueries(deps.projections).selected({ entityType: 'Product', storeCode: call.storeCode });
    const rows = await importRows(raws, call.language, (values, _row, seen) =>
      productProblems(deps, call, values, null, others).then((problems) =>
        seen.has(values.sku) ? { ...problems, sku: ['admin.product.sku.taken'] } : problems,
      ),
    );
    const { productIds, priceIds } = await draftImport(resources, call, rows, query.button);
    const imported = withPrices
      ? translate(call.language, 'admin.product.importedWithPrices', {
          count: productIds.length,
          prices: priceIds.length,
        })
      : translate(call.language, 'admin.product.imported', { count: productIds.length });
    const notice = translate(call.language, noticeOfButton(query.button));
    answerWith(ctx, writeAnswer(`${imported} ${notice}`, productIds[0] ?? '', null), 201);
  };

/**
 * Besides the registry's calls (§7): `POST /Import`; `GET /GetAllById/{categoryId}?storeCode=&page=&search=&type=`,
 * the products of one category; `GET /GetAllForWidget/{id}?…`, the product picker of an add action: the published
 * products of category `id`, or of every category for `all`. Both are the family's list, filtered.
 */
export const productsExtraRouter = (
  deps: AdminDeps,
  resource: AdminResource,
  prices: AdminResource,
): Router<AppState> =>
  adminFamilyRouter(resource)
    .get(
      '/GetAllById/:categoryId',
      validate({ params: { categoryId: 'admin.record.notFound' }, query: productsOfQuerySchema }),
      filteredList<ProductsOfQuery, 'categoryId'>(deps, resource, (params, query) => ({
        categoryId: params.categoryId,
        ...(query.type === undefined ? {} : { status: query.type }),
      })),
    )
    .get(
      '/GetAllForWidget/:id',
      validate({ params: { id: 'admin.record.notFound' }, query: listQuerySchema }),
      filteredList(deps, resource, (params) => ({
        status: 'published',
        ...(params.id === everyCategory ? {} : { categoryId: params.id }),
      })),
    )
    .post(
      '/Import',
      validate({ query: writeQuerySchema, body: productImportSchema }),
      importRouteOf(deps, { products: resource, prices }),
    );
