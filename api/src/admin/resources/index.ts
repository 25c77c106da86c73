/** Every admin resource of the back office: add one line per resource module. */
import type { RouteDeps } from '../../routes.ts';
import { createRegistry, type Registry } from '../registry.ts';
import { categoriesResource } from './categories.ts';

export const adminRegistry = (deps: RouteDeps): Registry => createRegistry([categoriesResource(deps)]);
