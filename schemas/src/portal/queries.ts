/** The portal's bounds, and the query strings of its search and of my orders. */
import { object } from 'yup';
import { quantityLimits } from '../cart.ts';
import { count, pageNumber, searchTextField, text } from '../fields.ts';
import { searchTextMaxLength } from '../store.ts';
import { msg } from '../texts/messages/index.ts';

export const portalLimits = {
  /** Portal cart table cap. */
  cartQuantityMax: quantityLimits.portalMax,
  searchPageSize: 5,
  searchTextMax: searchTextMaxLength,
  accountSummaryOrders: 5,
  ordersPerTab: 20,
  poNumberMax: 30,
} as const;

/** GET /api/portal/search?search=&page=&pageSize=: 5 a page by default, at most 100; Show all asks page 100000. */
export const portalSearchQuerySchema = object({
  search: searchTextField().default(''),
  page: pageNumber(),
  pageSize: count()
    .min(1, msg('validation.invalid'))
    .max(100, msg('validation.invalid'))
    .default(portalLimits.searchPageSize),
});

/** The tabs of my portal orders: waiting for approval, and everything else. */
export const portalOrderTabs = ['waiting', 'processed'] as const;

/** The query of a my-orders list, the portal's and the account's: the tab, a keyword, and how many rows. */
export const myOrdersQueryShape = {
  tab: text(20).oneOf(portalOrderTabs, msg('validation.invalid')).optional(),
  search: searchTextField().default(''),
  max: count()
    .min(1, msg('validation.invalid'))
    .max(portalLimits.ordersPerTab, msg('validation.invalid'))
    .default(portalLimits.ordersPerTab),
};

/** GET /api/portal/orders?tab=&search=&max=: at most 20 a tab (the account summary asks 5). */
export const portalOrdersQuerySchema = object(myOrdersQueryShape);
