/**
 * The server of the orders API tests, one per test file (`fileTestApi`): the seed catalogues, a seed user of each
 * role signed in, and the portal's catalogue served, so that a test file's own `beforeAll` may place its orders
 * (`placePortalOrder`, `placePublicOrder`) at once.
 */
import { type FileTestApi, fileTestApi, userOfEachRole } from '../../testing/fileTestApi.ts';
import type { AppOverrides } from '../../testing/testApi.ts';

export const ordersTestApi = (app: AppOverrides = {}): FileTestApi =>
  fileTestApi({ seedCatalogue: true, signIn: userOfEachRole, portalCatalogue: true, app });
