import { accountUsers } from './accounts/users.ts';
import { adminOrders } from './admin/orders.ts';
import { orderTimeline } from './admin/orderTimeline.ts';
import { adminPayments } from './admin/payments.ts';
import { adminRefunds } from './admin/refunds.ts';
import { adminRevisionRows } from './admin/revisionRows.ts';
import { adminRevisions } from './admin/revisions.ts';
import { portalCatalog } from './portal/catalog.ts';
import { portalInventory } from './portal/inventory.ts';
import { portalOrders } from './portal/orders.ts';
import { reportOrderFacts } from './reports/orderFacts.ts';
import type { ReadModel } from './runtime/types.ts';
import { storeBanners } from './store/banners.ts';
import { storeCarts } from './store/carts.ts';
import { storeCatalog } from './store/catalog.ts';
import { storeCheckoutRates } from './store/checkoutRates.ts';
import { storeContent } from './store/content.ts';
import { storeOrderConfirmations } from './store/orderConfirmations.ts';
import { storePromoCodes } from './store/promoCodes.ts';
import { storeSearch } from './store/search.ts';
import { storeSettings } from './store/settings.ts';
import { storeUrlAliases } from './store/urlAliases.ts';
import { streamActivity } from './streamActivity.ts';

/** Every read model of the product; the runtime runs exactly these. Add one line per read model. */
export const readModels: readonly ReadModel[] = [
  streamActivity,
  storeCatalog,
  storeSearch,
  storeUrlAliases,
  storeContent,
  storeBanners,
  storePromoCodes,
  storeCheckoutRates,
  storeCarts,
  storeOrderConfirmations,
  storeSettings,
  accountUsers,
  portalCatalog,
  portalInventory,
  portalOrders,
  adminRevisions,
  adminRevisionRows,
  adminOrders,
  orderTimeline,
  reportOrderFacts,
  adminPayments,
  adminRefunds,
];
