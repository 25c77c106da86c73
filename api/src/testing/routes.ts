/**
 * Every route the app serves, read from its routers' stacks (so a route added later is covered by the tests that
 * walk them without editing them): its method (HEAD goes with GET), path, path parameters and validation spec.
 */
import type { App } from '../app.ts';
import type { ValidationSpec } from '../http/validate.ts';

export type Route = Readonly<{
  method: string;
  path: string;
  params: readonly string[];
  validation: ValidationSpec<unknown, unknown, string> | undefined;
}>;

export const routesOf = (app: Pick<App, 'routers'>): Route[] =>
  app.routers.flatMap((router) =>
    router.stack.flatMap((layer) => {
      if (typeof layer.path !== 'string') return [];
      const path = layer.path;
      const validation = layer.stack
        .map((middleware) => (middleware as { validation?: ValidationSpec<unknown, unknown, string> }).validation)
        .find((found) => found !== undefined);
      return layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path, params: layer.paramNames.map((key) => key.name), validation }));
    }),
  );
