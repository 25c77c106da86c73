/**
 * The B2B portal (store-and-portal.md sections 2–9), for signed-in users:
 *   /api/portal            catalogue, search, cart, my portal orders
 *   /api/PortalCheckout    the checkout by user id (only one's own: requireSelf)
 */
import Router from '@koa/router';
import { myPortalOrders, portalOrders, toPortalOrderDto, toPortalOrderRow } from '@parks/projections/portal/orders';
import {
  type PortalCategoryPageDto,
  type PortalSearchPageDto,
  portalAddToCartSchema,
  portalOrdersQuerySchema,
  portalSearchQuerySchema,
  portalUpdateCartSchema,
} from '@parks/schemas/portal';
import type { ParameterizedContext } from 'koa';
import { guardedRouter, ownedOr404, requireSelf, requireSignedIn, signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import { portalCartRoutes } from './cart.ts';
import {
  findCategory,
  loadPortalCatalogue,
  productOf,
  productOr404,
  searchPortal,
  toCategoryDto,
  toDetailDto,
  toSummaryDto,
} from './catalogue.ts';
import { portalCheckoutRoutes } from './checkout.ts';
import type { PortalDeps } from './deps.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

export const portalRoutes = (deps: PortalDeps) => {
  const cart = portalCartRoutes(deps);
  const orders = () => deps.projections.read(portalOrders);
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  return (
    guardedRouter('/portal', requireSignedIn())
      /** GET /api/portal/categories → PortalCategoryDto[] (every b2b category, by display order). */
      .get('/categories', async (ctx) => {
        const catalogue = await loadPortalCatalogue(deps);
        ctx.body = catalogue.categories.map((category) => toCategoryDto(catalogue, category));
      })
      /** GET /api/portal/category/{alias or id} → PortalCategoryPageDto. */
      .get('/category/:alias', async (ctx) => {
        const catalogue = await loadPortalCatalogue(deps);
        const category = findCategory(catalogue, ctx.params.alias ?? '');
        if (!category) throw new ProblemError(404, 'portal.categoryNotFound');
        const body: PortalCategoryPageDto = {
          category: toCategoryDto(catalogue, category),
          childCategories: catalogue.categories
            .filter((child) => child.parentId === category.categoryId)
            .map((child) => toCategoryDto(catalogue, child)),
          products: catalogue.products
            .filter((product) => product.categoryId === category.categoryId && productOf(catalogue, product.productId))
            .map((product) => toSummaryDto(catalogue, product)),
        };
        ctx.body = body;
      })
      /** GET /api/portal/product/{productId} → PortalProductDetailDto. */
      .get('/product/:productId', validate({ params: { productId: 'portal.productNotFound' } }), async (ctx) => {
        const catalogue = await loadPortalCatalogue(deps);
        ctx.body = toDetailDto(catalogue, productOr404(catalogue, ctx.state.input.params.productId));
      })
      /** GET /api/portal/search?search=&page=1&pageSize=5 → PortalSearchPageDto. */
      .get('/search', validate({ query: portalSearchQuerySchema }), async (ctx) => {
        const { search, page, pageSize } = ctx.state.input.query;
        const all = searchPortal(await loadPortalCatalogue(deps), search);
        const body: PortalSearchPageDto = {
          items: all.slice((page - 1) * pageSize, page * pageSize),
          total: all.length,
          page,
          pageSize,
        };
        ctx.body = body;
      })
      .get('/cart/getCart', cart.getCart)
      .post('/cart/addToCart', validate({ body: portalAddToCartSchema }), cart.addToCart)
      .post('/cart/editCart', validate({ body: portalUpdateCartSchema }), cart.changeItem)
      .put('/cart/updateCart', validate({ body: portalUpdateCartSchema }), cart.changeItem)
      .delete('/cart/remove/:cartItemId', validate({ params: { cartItemId: 'portal.cartItemNotFound' } }), cart.remove)
      /**
       * GET /api/portal/orders?tab=waiting|processed&search=&max= → PortalOrderRowDto[]: my portal orders, newest
       * first, at most 20 (the account summary asks max=5). Search: order id, customer number, PO number, products.
       */
      .get('/orders', validate({ query: portalOrdersQuerySchema }), async (ctx) => {
        const user = signedInUser(ctx);
        const { tab, search, max } = ctx.state.input.query;
        const docs = await myPortalOrders(orders(), {
          customerId: user.id,
          max,
          search,
          ...(tab ? { tab } : {}),
        });
        noStore(ctx);
        ctx.body = docs.map(toPortalOrderRow);
      })
      /** GET /api/portal/orders/{orderId} → PortalOrderDto: one of my orders; anyone else's is 404. */
      .get('/orders/:orderId', validate({ params: { orderId: 'order.notFound' } }), async (ctx) => {
        const doc = await orders().findById(ctx.state.input.params.orderId);
        const mine = ownedOr404(ctx, doc, (order) => order.customerId, 'order.notFound');
        noStore(ctx);
        ctx.body = toPortalOrderDto(mine);
      })
  );
};

export const portalCheckoutRouter = (deps: PortalDeps) => {
  const checkout = portalCheckoutRoutes(deps);
  return new Router<AppState>({ prefix: '/PortalCheckout' })
    .get('/GetById/:userId', requireSelf('userId'), checkout.get)
    .put('/GetById/:userId', requireSelf('userId'), checkout.update)
    .post('/Review/:userId', requireSelf('userId'), checkout.review)
    .put('/Review/:userId', requireSelf('userId'), checkout.review)
    .post('/Create/:userId', requireSelf('userId'), checkout.create);
};

export const portalRouters = (deps: PortalDeps): Router<AppState>[] => [portalRoutes(deps), portalCheckoutRouter(deps)];

export type { Context as PortalContext };
