/**
 * The B2B ordering portal (store-and-portal.md sections 2–9, b2b): catalogue of printed products with options,
 * the portal cart, the checkout DTO with server-computed fees, and portal orders. Money is integer cents;
 * texts are Localized (the web picks the language); messages are catalogue keys.
 *
 * Each part has its own module under portal/; this module is the entry the API and the web import them from, and
 * re-exports the staff's order actions (orderActions.ts), which they have always imported from here.
 */
export * from './orderActions.ts';
export * from './portal/cart.ts';
export * from './portal/catalog.ts';
export * from './portal/checkout.ts';
export * from './portal/orders.ts';
export * from './portal/queries.ts';
