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
 *
 * A resource with uploads (`resource.upload`) also takes `multipart/form-data` on Create and Update: the values
 * as the JSON text of its DTO part and the files in its file parts (uploads/multipart.ts). The files are checked
 * by their bytes, the values they would make are validated, and only then are the files stored and their urls
 * put into the values, which go on as a JSON body would: a refusal leaves nothing behind. The gateway's Create
 * takes multipart too (§7: "category and product creates use multipart with parameters, files_en, files_fr, pdfs_en,
 * pdfs_fr"): its envelope as the JSON text of a `parameters` part, its store checked before any file is.
 */
import type Router from '@koa/router';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import { adminFamilySpec } from '@parks/schemas/admin/families';
import {
  formQuerySchema,
  gatewayByIdSchema,
  gatewayRequestSchema,
  gatewayWriteSchema,
  writeQuerySchema,
} from '@parks/schemas/admin/requests';
import type { Middleware, ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';
import { type InputSchema, validate, validInput } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import { adminCallOf, adminFamilyRouter, answerWrite } from './calls.ts';
import type { AdminDeps } from './deps.ts';
import { methodNotAllowed } from './problems.ts';
import type { AdminCall, AdminResource, AdminVerb, ListRequest, UploadBinding } from './registry.ts';
import { adminSetup } from './resources/index.ts';
import { dtoPartBody, GATEWAY_PART, isMultipart, readMultipart } from './uploads/multipart.ts';

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

/** The stored files' urls in their fields, after the urls the values already hold. */
const withFiles = (
  binding: UploadBinding,
  dto: unknown,
  files: readonly Readonly<{ part: string; url: string }>[],
): Record<string, unknown> => {
  const values: Record<string, unknown> = isObject(dto) ? { ...dto } : {};
  for (const { part, orPart, field, many } of binding.fields) {
    const urls = files.filter((file) => file.part === part || file.part === orPart).map((file) => file.url);
    if (urls.length === 0) continue;
    const kept = Array.isArray(values[field]) ? (values[field] as unknown[]) : [];
    values[field] = many ? [...kept, ...urls] : urls.at(-1);
  }
  return values;
};

/** How many urls a field of the DTO already lists: they count toward the part's limit (5 images per product). */
const existingCount = (binding: UploadBinding, dto: unknown, part: string): number => {
  const field = binding.fields.find((candidate) => candidate.part === part);
  const value = field?.many && isObject(dto) ? dto[field.field] : undefined;
  return Array.isArray(value) ? value.length : 0;
};

/** The call `sent` settled before any file was checked (readMultipart calls it first, or refuses the body). */
const callFor = (call: AdminCall | undefined): AdminCall => {
  if (call === undefined) throw new Error('a multipart body read without its call');
  return call;
};

/** What a stored file's url looks like, for checking the values before any file is stored. */
const pendingUrl = `/files/${'0'.repeat(64)}`;

export const adminResourceRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> => {
  const router = adminFamilyRouter(resource);
  const has = (verb: AdminVerb) => resource.verbs.includes(verb);
  // A family whose writes carry a single DTO part (§7) takes it as multipart too, read into the JSON it holds; the
  // upload families read theirs with their files (valuesOf).
  const dtoPart = adminFamilySpec(resource.family).multipart?.dtoPart;
  const singleDto: Middleware<AppState> =
    resource.upload === undefined && dtoPart !== undefined ? dtoPartBody(dtoPart) : (_ctx, next) => next();

  const callOf = (ctx: Context, storeCodeValue: unknown): AdminCall => adminCallOf(ctx, deps, resource, storeCodeValue);

  const read = (ctx: Context, body: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  const notAllowed = (allow: string) => async () => {
    throw methodNotAllowed(allow);
  };

  /** The gateway's envelope (the JSON body, or a multipart body's `parameters` part): its entity must be this router's. */
  const gatewayOf = (ctx: Context, body: unknown = ctx.request.body) => {
    const envelope = validInput(gatewayRequestSchema, body);
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

  /**
   * The call and form values of a multipart Create or Update (a resource with uploads): the values with the stored
   * files' urls in their fields, validated. The store is the query's, checked before any file is (before the body is
   * read when the query names it); or, on a Create, the gateway envelope's in its `parameters` part, the button
   * then the envelope's too.
   */
  const multipartValues = async (
    ctx: Context,
    binding: UploadBinding,
    values: InputSchema<Record<string, unknown>>,
    query: Readonly<{ storeCode?: unknown; button?: unknown }>,
    id: string | null,
  ): Promise<Readonly<{ call: AdminCall; values: Record<string, unknown>; button: SubmitButtonName }>> => {
    let call = query.storeCode === undefined ? undefined : callOf(ctx, query.storeCode);
    let button = query.button as SubmitButtonName;
    const { dto, files } = await readMultipart(ctx, deps, binding.spec, {
      sent: (part, sent) => {
        if (part !== GATEWAY_PART) {
          call ??= callOf(ctx, query.storeCode);
          return sent;
        }
        // The gateway's Create only (§7); an Update names its record in the path.
        if (id !== null) throw new ProblemError(400, 'request.invalid', { errors: { [part]: ['validation.invalid'] } });
        const gateway = gatewayOf(ctx, sent);
        call = gateway.call;
        button = validInput(gatewayWriteSchema, gateway.data).button as SubmitButtonName;
        return gateway.data;
      },
      existing: (sent, part) => existingCount(binding, sent, part),
      // The values these files would make, and the rules across records, before any file is stored.
      accept: async (sent, parts) => {
        const pending = validInput(
          values,
          withFiles(
            binding,
            sent,
            parts.map((part) => ({ part, url: pendingUrl })),
          ),
        );
        await resource.check?.(callFor(call), pending, id);
      },
    });
    return { call: callFor(call), values: validInput(values, withFiles(binding, dto, files)), button };
  };

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
    router.post('/Create', singleDto, validate({ query: writeQuerySchema }), async (ctx) => {
      if (isGatewayBody(ctx.request.body)) {
        const { call, data } = gatewayOf(ctx);
        const { button } = validInput(gatewayWriteSchema, data);
        answerWrite(ctx, call.language, await resource.create(call, data, button as SubmitButtonName), 201);
        return;
      }
      const { query } = ctx.state.input;
      const schema = resource.values;
      const binding = resource.upload;
      if (binding !== undefined && schema !== undefined && isMultipart(ctx)) {
        const { call, values, button } = await multipartValues(ctx, binding, schema, query, null);
        answerWrite(ctx, call.language, await resource.create(call, values, button), 201);
        return;
      }
      const values = schema === undefined ? {} : validInput(schema, ctx.request.body);
      const call = callOf(ctx, query.storeCode);
      answerWrite(ctx, call.language, await resource.create(call, values, query.button as SubmitButtonName), 201);
    });
  } else {
    router.post('/Create', notAllowed(''));
  }

  // ---- Update ----
  const updateValues = resource.values;
  if (has('Update') && updateValues !== undefined) {
    if (resource.upload === undefined) {
      router.put(
        '/Update/:id',
        singleDto,
        validate({ params: idParam, query: writeQuerySchema, body: updateValues }),
        async (ctx) => {
          const { query, params, body } = ctx.state.input;
          const call = callOf(ctx, query.storeCode);
          const result = await resource.update(call, params.id, body, query.button as SubmitButtonName);
          answerWrite(ctx, call.language, result, 200);
        },
      );
    } else {
      const binding = resource.upload;
      router.put(
        '/Update/:id',
        // The body is read after: JSON, or multipart (multipartValues), which the global parser leaves unread.
        validate({ params: idParam, query: writeQuerySchema }),
        async (ctx) => {
          const { query, params } = ctx.state.input;
          const { call, values, button } = isMultipart(ctx)
            ? await multipartValues(ctx, binding, updateValues, query, params.id)
            : {
                values: validInput(updateValues, ctx.request.body),
                call: callOf(ctx, query.storeCode),
                button: query.button as SubmitButtonName,
              };
          answerWrite(ctx, call.language, await resource.update(call, params.id, values, button), 200);
        },
      );
    }
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
export const adminRouters = (deps: AdminDeps): Router<AppState>[] => {
  const { registry, extraRouters } = adminSetup(deps);
  return [...extraRouters, ...registry.resources.map((resource) => adminResourceRouter(deps, resource))];
};
