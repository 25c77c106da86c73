/** Every admin resource of the back office: add one line per resource module. */
import type Router from '@koa/router';
import type { AppState } from '../../state.ts';
import type { AdminDeps } from '../deps.ts';
import { servedAdminFamilies } from '../families.ts';
import { createRegistry, type Registry } from '../registry.ts';
import { categoriesResource } from './categories.ts';
import {
  bannersResource,
  contentsResource,
  notesResource,
  noticesResource,
  productAttributesResource,
} from './contentResources.ts';
import { discountsExtraRouter, discountsResource } from './discounts.ts';
import { inventoryResource } from './inventory.ts';
import { migrationRouter } from './migration.ts';
import { noticesOfRouter } from './noticesOf.ts';
import { parksCanadaResource } from './parksCanada.ts';
import { paymentsExtraRouter, paymentsResource } from './payments.ts';
import { pricesResource } from './prices.ts';
import { productsExtraRouter } from './products/routes.ts';
import { productsResource } from './products.ts';
import { provinceStatesResource } from './provinceStates.ts';
import { reportsExtraRouter, reportsResource } from './reports.ts';
import { revisionPreviewRouter } from './revisionPreview.ts';
import { revisionsExtraRouter, revisionsResource } from './revisions.ts';
import { settingsExtraRouter } from './serviceSettings.ts';
import { settingsResource } from './settings.ts';
import { shippingsResource } from './shippings.ts';
import { perProductRouter } from './storeProducts.ts';
import { tracersResource } from './tracers.ts';
import { usersExtraRouter } from './users/profileDecisions.ts';
import { usersResource } from './users.ts';

export type AdminSetup = Readonly<{ registry: Registry; extraRouters: readonly Router<AppState>[] }>;

export const adminSetup = (deps: AdminDeps): AdminSetup => {
  // The entities' own resources; Revisions sends each revision's edits to its entity's resource.
  const discounts = discountsResource(deps);
  const banners = bannersResource(deps);
  const contents = contentsResource(deps);
  const products = productsResource(deps);
  const prices = pricesResource(deps);
  const notices = noticesResource(deps);
  const attributes = productAttributesResource(deps);
  const entities = createRegistry([
    categoriesResource(deps),
    shippingsResource(deps),
    provinceStatesResource(deps),
    discounts,
    banners,
    contents,
    notesResource(deps),
    notices,
    attributes,
    products,
    prices,
    tracersResource(deps),
  ]);
  const revisions = revisionsResource(deps, entities);
  const users = usersResource(deps);
  const reports = reportsResource(deps);
  // The agency's places are categories too, seen through their own area: Revisions edits them as categories.
  const places = parksCanadaResource(deps);
  const payments = paymentsResource(deps);
  const settings = settingsResource(deps);
  const registry = createRegistry([
    ...entities.resources,
    revisions,
    users,
    settings,
    reports,
    inventoryResource(deps),
    places,
    payments,
  ]);
  const unlisted = registry.resources.find((resource) => !servedAdminFamilies.has(resource.family.toLowerCase()));
  if (unlisted !== undefined)
    throw new Error(`admin family ${unlisted.family} has no descriptor in schemas/src/admin/families.ts`);
  return {
    registry,
    extraRouters: [
      revisionsExtraRouter(deps, revisions, entities),
      revisionPreviewRouter(deps, revisions, entities),
      discountsExtraRouter(deps, discounts),
      productsExtraRouter(deps, products, prices),
      migrationRouter(deps, products, prices),
      perProductRouter(deps, prices),
      perProductRouter(deps, attributes),
      noticesOfRouter(deps, notices),
      usersExtraRouter(deps, users),
      reportsExtraRouter(deps, reports),
      paymentsExtraRouter(deps, payments),
      settingsExtraRouter(deps, settings),
    ],
  };
};
