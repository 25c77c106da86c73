/** The public store's read models, as typed collections of the running projections (always the active one). */
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { type BannerDocument, storeBanners } from '@parks/projections/store/banners';
import { type CartDocument, storeCarts } from '@parks/projections/store/carts';
import { type CatalogDocument, storeCatalog } from '@parks/projections/store/catalog';
import { type CheckoutRateDocument, storeCheckoutRates } from '@parks/projections/store/checkoutRates';
import { type ContentDocument, storeContent } from '@parks/projections/store/content';
import { type OrderConfirmation, storeOrderConfirmations } from '@parks/projections/store/orderConfirmations';
import { type PromoCodeDocument, storePromoCodes } from '@parks/projections/store/promoCodes';
import { type SearchDocument, storeSearch } from '@parks/projections/store/search';
import { type SettingsDocument, storeSettings } from '@parks/projections/store/settings';
import { storeUrlAliases, type UrlAliasDocument } from '@parks/projections/store/urlAliases';

export const storeCollections = (projections: ProjectionRuntime) => {
  // One handle per read model: a handle follows the active collection on every call, so it can be kept.
  const catalog = projections.collection<CatalogDocument>(storeCatalog.name);
  const search = projections.collection<SearchDocument>(storeSearch.name);
  const aliases = projections.collection<UrlAliasDocument>(storeUrlAliases.name);
  const content = projections.collection<ContentDocument>(storeContent.name);
  const banners = projections.collection<BannerDocument>(storeBanners.name);
  const promoCodes = projections.collection<PromoCodeDocument>(storePromoCodes.name);
  const checkoutRates = projections.collection<CheckoutRateDocument>(storeCheckoutRates.name);
  const carts = projections.collection<CartDocument>(storeCarts.name);
  const confirmations = projections.collection<OrderConfirmation>(storeOrderConfirmations.name);
  const settings = projections.collection<SettingsDocument>(storeSettings.name);
  return {
    catalog: () => catalog,
    search: () => search,
    aliases: () => aliases,
    content: () => content,
    banners: () => banners,
    promoCodes: () => promoCodes,
    checkoutRates: () => checkoutRates,
    carts: () => carts,
    confirmations: () => confirmations,
    settings: () => settings,
  };
};

export type StoreCollections = ReturnType<typeof storeCollections>;
