/**
 * The two HTTP adapters over the registry of admin resources (registry.ts), one router per resource:
 *
 * - the family: `GET /api/{Family}/GetAll`, `GET …/GetById/{id}?action=`, `POST …/Create`, `PUT …/Update/{id}`,
 *   `DELETE …/Delete/{id}`, the store in `?storeCode=`, the button pressed in `?button=`;
 * - the generic gateway (§7): `POST /api/{Entity}/GetAll`, `PUT …/GetById`, `POST …/Create`, `PUT …/Update`,
 *   `DELETE …/Delete`, each with the JSON body `{entity, storeCode, data}`. The spec names the gateway's entities
 *   as the families, so `POST …/Create` is both: a body with `entity` and `data` is the gateway's.
 *
 * Each route checks the role table for the request's store before anything else (401, 403), then its input (the
 * one validation path), then the store (422 when absent, 403 when the resource is not in that store). A verb the
 * resource lacks answers 405 with Allow. Refusals are AdminProblems (problems.ts).
 */
import Router from '@koa/router';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import {
  formQuerySchema,
  gatewayByIdSchema,
  gatewayRequestSchema,
  gatewayWriteSchema,
  writeQuerySchema,
} from '@parks/schemas/admin/requests';
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';
import { validate, validInput } from '../http/validate.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { adminCallOf, answerWrite, roleGuard } from './calls.ts';
import { servedAdminFamilies } from './families.ts';
import { adminProblems } from './problems.ts';
import type { AdminCall, AdminResource, AdminVerb, ListRequest } from './registry.ts';
import { adminSetup } from './resources/index.ts';

type Context = ParameterizedContext<AppState>;

const idParam = { id: 'admin.record.notFound' } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A gateway body: what `POST …/Create` tells apart from a family's values. */
const isGatewayBody = (body: unknown): boolean => isObject(body) && 'entity' in body && 'data' in body;

const listFields = new Set(['storeCode', 'page', 'search', 'view']);
const listRequestOf = (query: Readonly<Record<string, unknown>>): ListRequest => ({
  page: typeof query.page === 'number' ? query.page : 1,
  search: typeof query.search === 'string' ? query.search : '',
  view: query.view === 'tree' ? 'tree' : 'table',
  filters: Object.fromEntries(Object.entries(query).filter(([key]) => !listFields.has(key))),
});

export const adminResourceRouter = (deps: RouteDeps, resource: AdminResource): Router<AppState> => {
  const router = new Router<AppState>({ prefix: `/${resource.family}` });
  const has = (verb: AdminVerb) => resource.verbs.includes(verb);

  const callOf = (ctx: Context, storeCodeValue: unknown): AdminCall => adminCallOf(ctx, deps, resource, storeCodeValue);

  const read = (ctx: Context, body: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  const notAllowed = (allow: string) => async () => {
    throw new ProblemError(405, 'admin.method.notAllowed', { headers: { Allow: allow } });
  };

  /** The gateway's envelope: its entity must be this router's. */
  const gatewayOf = (ctx: Context) => {
    const envelope = validInput(gatewayRequestSchema, ctx.request.body);
    if (envelope.entity.toLowerCase() !== resource.entity.toLowerCase()) {
      throw new ProblemError(422, 'admin.entity.mismatch', { errors: { entity: ['admin.entity.mismatch'] } });
    }
    const call = callOf(ctx, envelope.storeCode);
    return { call, data: envelope.data ?? {} };
  };

  const idOf = (id: string | undefined): string => {
    if (id === undefined || id === '') {
      throw new ProblemError(422, 'admin.record.notFound', { errors: { id: ['admin.record.notFound'] } });
    }
    return id;
  };

  router.use(adminProblems(servedAdminFamilies), roleGuard(resource));

  // ---- GetAll ----
  if (has('GetAll')) {
    router.get('/GetAll', validate({ query: resource.listQuery }), async (ctx) => {
      const query = ctx.state.input.query;
      const call = callOf(ctx, query.storeCode);
      read(ctx, await resource.getAll(call, listRequestOf(query)));
    });
    router.post('/GetAll', validate({ body: gatewayRequestSchema }), async (ctx) => {
      const { call, data } = gatewayOf(ctx);
      const query = validInput(resource.listQuery, { ...data, storeCode: call.storeCode });
      read(ctx, await resource.getAll(call, listRequestOf(query)));
    });
  }

  // ---- GetById ----
  if (has('GetById')) {
    router.get('/GetById/:id', validate({ params: idParam, query: formQuerySchema }), async (ctx) => {
      const { query, params } = ctx.state.input;
      const call = callOf(ctx, query.storeCode);
      read(ctx, await resource.getById(call, params.id, query.action as FormScreenAction));
    });
    router.put('/GetById', validate({ body: gatewayRequestSchema }), async (ctx) => {
      const { call, data } = gatewayOf(ctx);
      const { id, action } = validInput(gatewayByIdSchema, data);
      read(ctx, await resource.getById(call, id, action as FormScreenAction));
    });
  }

  // ---- Create (family and gateway share the path) ----
  if (has('Create')) {
    router.post('/Create', validate({ query: writeQuerySchema }), async (ctx) => {
      if (isGatewayBody(ctx.request.body)) {
        const { call, data } = gatewayOf(ctx);
        const { button } = validInput(gatewayWriteSchema, data);
        answerWrite(ctx, call.language, await resource.create(call, data, button as SubmitButtonName), 201);
        return;
      }
      const { query } = ctx.state.input;
      const body: unknown = ctx.request.body;
      const values = resource.values === undefined ? {} : validInput(resource.values, body);
      const call = callOf(ctx, query.storeCode);
      answerWrite(ctx, call.language, await resource.create(call, values, query.button as SubmitButtonName), 201);
    });
  } else {
    router.post('/Create', notAllowed(''));
  }

  // ---- Update ----
  if (has('Update') && resource.values !== undefined) {
    router.put(
      '/Update/:id',
      validate({ params: idParam, query: writeQuerySchema, body: resource.values }),
      async (ctx) => {
        const { query, params, body } = ctx.state.input;
        const call = callOf(ctx, query.storeCode);
        answerWrite(
          ctx,
          call.language,
          await resource.update(call, params.id, body, query.button as SubmitButtonName),
          200,
        );
      },
    );
    router.put('/Update', validate({ body: gatewayRequestSchema }), async (ctx) => {
      const { call, data } = gatewayOf(ctx);
      const { id, button } = validInput(gatewayWriteSchema, data);
      answerWrite(ctx, call.language, await resource.update(call, idOf(id), data, button as SubmitButtonName), 200);
    });
  } else {
    router.put('/Update/:id', notAllowed('')).put('/Update', notAllowed(''));
  }

  // ---- Delete ----
  if (has('Delete')) {
    router.delete('/Delete/:id', validate({ params: idParam, query: writeQuerySchema }), async (ctx) => {
      const { query, params } = ctx.state.input;
      const call = callOf(ctx, query.storeCode);
      answerWrite(ctx, call.language, await resource.remove(call, params.id), 200);
    });
    router.delete('/Delete', validate({ body: gatewayRequestSchema }), async (ctx) => {
      const { call, data } = gatewayOf(ctx);
      const { id } = validInput(gatewayWriteSchema, data);
      answerWrite(ctx, call.language, await resource.remove(call, idOf(id)), 200);
    });
  } else {
    router.delete('/Delete/:id', notAllowed('')).delete('/Delete', notAllowed(''));
  }

  return router;
};

/** The routers of every admin resource, and the few calls of a family beyond the five verbs. */
export const adminRouters = (deps: RouteDeps): Router<AppState>[] => {
  const { registry, extraRouters } = adminSetup(deps);
  return [...extraRouters, ...registry.resources.map((resource) => adminResourceRouter(deps, resource))];
};
