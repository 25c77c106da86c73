/** The public store's read models, as typed collections of the running projections (always the active one). */
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { storeBanners } from '@parks/projections/store/banners';
import { storeCarts } from '@parks/projections/store/carts';
import { storeCatalog } from '@parks/projections/store/catalog';
import { storeCheckoutRates } from '@parks/projections/store/checkoutRates';
import { storeContent } from '@parks/projections/store/content';
import { storeOrderConfirmations } from '@parks/projections/store/orderConfirmations';
import { storePromoCodes } from '@parks/projections/store/promoCodes';
import { storeSearch } from '@parks/projections/store/search';
import { storeSettings } from '@parks/projections/store/settings';
import { storeUrlAliases } from '@parks/projections/store/urlAliases';

export const storeCollections = (projections: ProjectionRuntime) => {
  // One handle per read model: a handle follows the active collection on every call, so it can be kept.
  const catalog = projections.read(storeCatalog);
  const search = projections.read(storeSearch);
  const aliases = projections.read(storeUrlAliases);
  const content = projections.read(storeContent);
  const banners = projections.read(storeBanners);
  const promoCodes = projections.read(storePromoCodes);
  const checkoutRates = projections.read(storeCheckoutRates);
  const carts = projections.read(storeCarts);
  const confirmations = projections.read(storeOrderConfirmations);
  const settings = projections.read(storeSettings);
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
