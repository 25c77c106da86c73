/**
 * `GET /api/store/Preview/{token}` (schemas/src/preview.ts): the public store's category page as it would be were the
 * link's draft or uat revision published: the published catalogue with that one product or category replaced (or
 * added); for a portal product, its portal page the same way (the portal's published catalogue, its stock and
 * prices). Only a signed-in staff member may open it; an unknown or expired link is 404 `preview.expired`. Nothing
 * is written, and shoppers' pages are never affected.
 */
import Router from '@koa/router';
import { categoryEntryOf } from '@parks/domain/catalog/category';
import { portalProductEntryOf } from '@parks/domain/catalog/portalCatalog';
import { productEntryOf } from '@parks/domain/catalog/product';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { PortalProductView } from '@parks/projections/portal/catalog';
import { catalogReader } from '@parks/projections/store/catalog';
import { type CatalogSnapshot, categoryPage } from '@parks/projections/store/catalogView';
import { publishedView } from '@parks/projections/store/revisionTracking';
import type { PortalProductDetailDto } from '@parks/schemas/portal';
import { isPreviewable, type PreviewableType, type PreviewDto } from '@parks/schemas/preview';
import { staffRoles } from '@parks/schemas/roles';
import { assertRole } from '../auth/guards.ts';
import type { AuthDeps } from '../deps.ts';
import { ProblemError } from '../http/problems.ts';
import { loadPortalCatalogue, toDetailDto } from '../portal/catalogue.ts';
import type { PortalDeps } from '../portal/deps.ts';
import { storeClock } from '../settings/storeClock.ts';
import type { AppState } from '../state.ts';
import { storeCollections } from './readModels.ts';
import type { StoreRouteDeps } from './routes.ts';

const expired = (): ProblemError => new ProblemError(404, 'preview.expired');

/** The snapshot with the revision's entry in place of the published one, and the category page it shows. */
const previewOf = (snapshot: CatalogSnapshot, entityType: PreviewableType, payload: unknown) => {
  if (entityType === 'Product') {
    const product = productEntryOf(payload);
    if (product === null) return null;
    const products = [...snapshot.products.filter((known) => known.productId !== product.productId), product];
    const category = snapshot.categories.find((known) => known.categoryId === product.categoryId);
    return category === undefined ? null : { snapshot: { ...snapshot, products }, category };
  }
  const category = categoryEntryOf(payload);
  if (category === null) return null;
  const categories = [...snapshot.categories.filter((known) => known.categoryId !== category.categoryId), category];
  return { snapshot: { ...snapshot, categories }, category };
};

/** The portal's product page of a product revision: the published portal catalogue with this product in place. */
const portalProductPreview = async (deps: PortalDeps, payload: unknown): Promise<PortalProductDetailDto | null> => {
  const entry = portalProductEntryOf(payload);
  if (entry === null) return null;
  const catalogue = await loadPortalCatalogue(deps);
  const product: PortalProductView = { kind: 'product', ...entry };
  const products = [...catalogue.products.filter((known) => known.productId !== entry.productId), product];
  return toDetailDto({ ...catalogue, products }, product);
};

export const storePreviewRoutes = (deps: StoreRouteDeps & AuthDeps & PortalDeps) => {
  const collections = storeCollections(deps.projections);
  const clock = storeClock(collections, deps.clock);
  const readCatalog = catalogReader();
  return new Router<AppState>({ prefix: '/store' }).get('/Preview/:token', async (ctx) => {
    assertRole(ctx, staffRoles);
    const grant = deps.auth === undefined ? null : await deps.auth.previews.read(ctx.params.token ?? '');
    if (grant === null) throw expired();
    const found = await adminRevisionQueries(deps.projections).ofRevision(grant.revisionId);
    if (found === null) throw expired();
    const { entity, revision } = found;
    const { entityType } = entity;
    if (!isPreviewable(entityType, grant.storeCode)) throw expired();
    const { revisionId, number, status } = revision;
    const revisionOf = { revisionId, number, status, entityType, entityId: entity.entityId };
    ctx.set('Cache-Control', 'no-store');
    if (grant.storeCode === 'b2b') {
      const portalProduct = await portalProductPreview(deps, revision.payload);
      if (portalProduct === null) throw expired();
      ctx.body = {
        revision: revisionOf,
        storeCode: 'b2b',
        portalProduct,
        expiresAt: grant.expiresAt,
      } satisfies PreviewDto;
      return;
    }
    const published = await readCatalog(collections.catalog(), publishedView, grant.storeCode);
    const preview = previewOf(published, entityType, revision.payload);
    // A revision that no longer reads as a store entry (its category gone, say) has nothing to show.
    if (preview === null) throw expired();
    const now = (await clock.now()).toISOString();
    ctx.body = {
      revision: revisionOf,
      storeCode: 'b2c',
      category: categoryPage(preview.snapshot, preview.category, now),
      expiresAt: grant.expiresAt,
    } satisfies PreviewDto;
  });
};
