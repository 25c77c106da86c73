/**
 * segmentIndexed must match exactly what @koa/router's full scan matches: the same layers, in the same order, for
 * any routes, guards and nested routers, and any request path (other case, trailing slash, other groups).
 */
import Router from '@koa/router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layerGroup, requestGroup, segmentIndexed } from './segmentRouter.ts';

const words = ['api', 'store', 'Products', 'cart', 'x', 'Reports'];
const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** A declaration on a resource router: a route, or a guard mounted on the router's prefix. */
type Declaration =
  | Readonly<{ kind: 'route'; method: (typeof methods)[number]; path: string }>
  | Readonly<{ kind: 'guard' }>;
type Resource = Readonly<{ prefix: string; declarations: readonly Declaration[] }>;

const segment = fc.constantFrom(...words, ':id', '{:id}');
const routePath = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`.replace('/{:id}', '{/:id}'));
const declaration: fc.Arbitrary<Declaration> = fc.oneof(
  fc.record({ kind: fc.constant('route' as const), method: fc.constantFrom(...methods), path: routePath }),
  fc.constant({ kind: 'guard' as const }),
);
const resource: fc.Arbitrary<Resource> = fc.record({
  prefix: fc.constantFrom('', '/store', '/Products', '/Reports/Export', '/:family'),
  declarations: fc.array(declaration, { maxLength: 5 }),
});
const requestPath = fc
  .array(fc.constantFrom(...words, 'STORE', 'products', 'GetCategory', '42', ''), { maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`);

/** The /api router the app builds from these resources (with each resource's allowedMethods, as before too). */
const apiRouter = (resources: readonly Resource[], withAllowed: boolean): Router => {
  const api = new Router({ prefix: '/api' });
  for (const { prefix, declarations } of resources) {
    const router = new Router(prefix === '' ? {} : { prefix });
    for (const item of declarations) {
      if (item.kind === 'guard') router.use(async (_ctx, next) => next());
      else router[item.method](item.path, async () => {});
    }
    if (withAllowed) api.use(router.routes(), router.allowedMethods());
    else api.use(router.routes());
  }
  return api;
};

const described = (router: Router, path: string, method: string) => {
  const at = (layer: unknown) => router.stack.indexOf(layer as (typeof router.stack)[number]);
  const result = router.match(path, method);
  return { path: result.path.map(at), pathAndMethod: result.pathAndMethod.map(at), route: result.route };
};

describe('segmentIndexed', () => {
  it('matches the layers a full scan matches, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(resource, { maxLength: 6 }),
        fc.boolean(),
        fc.array(fc.tuple(requestPath, fc.constantFrom('GET', 'post', 'PUT', 'OPTIONS', 'HEAD')), { minLength: 1 }),
        (resources, withAllowed, requests) => {
          const plain = apiRouter(resources, withAllowed);
          const indexed = segmentIndexed(apiRouter(resources, withAllowed));
          for (const [path, method] of requests) {
            expect(described(indexed, path, method)).toEqual(described(plain, path, method));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sees layers added after it first matched', () => {
    const api = segmentIndexed(new Router({ prefix: '/api' }));
    expect(api.match('/api/store/search', 'GET').route).toBe(false);
    api.use(new Router({ prefix: '/store' }).get('/search', async () => {}).routes());
    expect(api.match('/api/STORE/search/', 'GET').route).toBe(true);
  });

  it('groups only layers whose first two segments are certain', () => {
    const api = new Router({ prefix: '/api' });
    api.use(
      new Router({ prefix: '/Products' })
        .use(async (_ctx, next) => next())
        .get('/Get/:id', async () => {})
        .routes(),
    );
    api.use(new Router().get('/:family/List', async () => {}).routes());
    expect(api.stack.map(layerGroup)).toEqual(['/api/products', '/api/products', undefined]);
    expect(requestGroup('/API/Products/Get/7')).toBe('/api/products');
    expect(requestGroup('/api')).toBe('/api');
  });
});
