/** The public store's read models, as typed collections of the running projections (always the active one). */
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { type CartDocument, storeCarts } from '@parks/projections/store/carts';
import { type CatalogDocument, storeCatalog } from '@parks/projections/store/catalog';
import { type CheckoutRateDocument, storeCheckoutRates } from '@parks/projections/store/checkoutRates';
import { type ContentDocument, storeContent } from '@parks/projections/store/content';
import { type OrderConfirmation, storeOrderConfirmations } from '@parks/projections/store/orderConfirmations';
import { type PromoCodeDocument, storePromoCodes } from '@parks/projections/store/promoCodes';
import { type SearchDocument, storeSearch } from '@parks/projections/store/search';
import { storeUrlAliases, type UrlAliasDocument } from '@parks/projections/store/urlAliases';

export const storeCollections = (projections: ProjectionRuntime) => ({
  catalog: () => projections.collection<CatalogDocument>(storeCatalog.name),
  search: () => projections.collection<SearchDocument>(storeSearch.name),
  aliases: () => projections.collection<UrlAliasDocument>(storeUrlAliases.name),
  content: () => projections.collection<ContentDocument>(storeContent.name),
  promoCodes: () => projections.collection<PromoCodeDocument>(storePromoCodes.name),
  checkoutRates: () => projections.collection<CheckoutRateDocument>(storeCheckoutRates.name),
  carts: () => projections.collection<CartDocument>(storeCarts.name),
  confirmations: () => projections.collection<OrderConfirmation>(storeOrderConfirmations.name),
});

export type StoreCollections = ReturnType<typeof storeCollections>;
