/**
 * The families the registry serves, lower case: known before any deps, so the app can answer their refusals as
 * AdminProblems even when the role guard refuses them before a router is reached (app.ts).
 */
export const servedAdminFamilies: ReadonlySet<string> = new Set([
  'categories',
  'revisions',
  'shippings',
  'provincestates',
  'discounts',
  'banners',
  'contents',
  'notes',
  'notices',
  'productattributes',
  'products',
  'prices',
  'users',
  'settings',
  'reports',
  'inventory',
  // Not a registry family: its own router (resources/migration.ts), refused as the families are.
  'migration',
  'tracers',
  'payments',
  'parkscanada',
]);
