/** Every admin resource of the back office: add one line per resource module. */
import type Router from '@koa/router';
import type { RouteDeps } from '../../routes.ts';
import type { AppState } from '../../state.ts';
import { servedAdminFamilies } from '../families.ts';
import { createRegistry, type Registry } from '../registry.ts';
import { categoriesResource } from './categories.ts';
import { revisionsExtraRouter, revisionsResource } from './revisions.ts';
import { usersExtraRouter, usersResource } from './users.ts';

export type AdminSetup = Readonly<{ registry: Registry; extraRouters: readonly Router<AppState>[] }>;

export const adminSetup = (deps: RouteDeps): AdminSetup => {
  // The entities' own resources; Revisions sends each revision's edits to its entity's resource.
  const entities = createRegistry([categoriesResource(deps)]);
  const revisions = revisionsResource(deps, entities);
  const users = usersResource(deps);
  const registry = createRegistry([...entities.resources, revisions, users]);
  const unlisted = registry.resources.find((resource) => !servedAdminFamilies.has(resource.family.toLowerCase()));
  if (unlisted !== undefined) throw new Error(`admin family ${unlisted.family} is missing from servedAdminFamilies`);
  return {
    registry,
    extraRouters: [revisionsExtraRouter(deps, revisions), usersExtraRouter(deps, users)],
  };
};
