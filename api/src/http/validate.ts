/**
 * The one validation path of a request: `validate({ body, params, query })` in front of a route's handler.
 *
 *   router.post('/addToCart', validate({ body: addCartItemSchema }), async (ctx) => {
 *     const { productId, quantity } = ctx.state.input.body; // typed, cleaned by the shared schema
 *   })
 *
 * - `body`: a yup object schema of `@parks/schemas`; a body that is not a JSON object, or breaks a rule, is a 422
 *   problem with every field's message keys in `errors` (the first key is the code, as the forms show it).
 * - `query`: the same over the query string (a repeated key is an array, which a text field refuses; an empty
 *   parameter is an absent one, so `?page=` is the first page).
 * - `params`: path parameter → the code of its 404. A parameter that is not a well-formed id cannot name
 *   anything of ours, so it is not found, whatever it is (`__proto__` included).
 * - `validInput(schema, value)`: the same check, for the few handlers that must run it themselves (a sign-in
 *   form read inside its handler, the portal checkout's lenient form).
 * Prototype keys and nesting depth were refused before (bodyParser.ts), so yup never sees them. Schemas are used
 * through `validateSync`, so the API needs no yup of its own. The middleware keeps its spec (`validation`) so
 * the fuzz test can find each route's schemas in the routers themselves.
 */

import { isWellFormedId } from '@parks/schemas/fields';
import { isMessageKey } from '@parks/schemas/messages/index';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from '../state.ts';
import { ProblemError } from './problems.ts';

/** A yup schema as the API uses it. */
export type InputSchema<T> = Readonly<{
  validateSync: (value: unknown, options: { abortEarly: false; stripUnknown: true }) => T;
  describe: () => unknown;
}>;

export type ValidationSpec<B, Q, P extends string> = Readonly<{
  body?: InputSchema<B>;
  query?: InputSchema<Q>;
  /** Path parameter → the code of the 404 when it is not a well-formed id. */
  params?: Readonly<Record<P, string>>;
}>;

export type Input<B, Q, P extends string> = Readonly<{ body: B; query: Q; params: Readonly<Record<P, string>> }>;

/** What `validate` puts on `ctx.state` for the handler after it. */
export type Validated<B = undefined, Q = undefined, P extends string = never> = { input: Input<B, Q, P> };

export type ValidateMiddleware<B, Q, P extends string> = Middleware<AppState & Validated<B, Q, P>> & {
  readonly validation: ValidationSpec<B, Q, P>;
};

type ValidationIssue = Readonly<{ path?: unknown; errors?: unknown; message?: unknown }>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A JSON object body (not an array): what every body schema reads. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && !Array.isArray(value);

/** The field → keys map of a yup ValidationError (recognised by shape), each field's keys once, in order. */
const fieldErrorsOf = (error: unknown): Record<string, string[]> | undefined => {
  if (!isObject(error) || error.name !== 'ValidationError') return undefined;
  const inner: readonly ValidationIssue[] =
    Array.isArray(error.inner) && error.inner.length > 0 ? error.inner : [error as ValidationIssue];
  const errors: Record<string, string[]> = {};
  for (const issue of inner) {
    const field = typeof issue.path === 'string' && issue.path !== '' ? issue.path : '_';
    const keys = Array.isArray(issue.errors) ? issue.errors.map(String) : [String(issue.message)];
    errors[field] = [...new Set([...(errors[field] ?? []), ...keys])];
  }
  return errors;
};

/** The errors in the order of the schema's fields (yup reports them in the order its checks finished). */
const inFieldOrder = (schema: InputSchema<unknown>, errors: Record<string, string[]>): Record<string, string[]> => {
  const described = schema.describe();
  const fields = isObject(described) && isObject(described.fields) ? Object.keys(described.fields) : [];
  const rank = (path: string): number => {
    const index = fields.indexOf(path.split(/[.[]/)[0] ?? path);
    return index === -1 ? fields.length : index;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
};

/**
 * A copy of `value` without the keys every object inherits (`toString`, `valueOf`, `hasOwnProperty` …), at every
 * depth: yup looks a key up in its field map, finds `Object.prototype.toString` there, and crashes (a 500) instead
 * of stripping it. None of them is a field of ours.
 */
export const withoutInheritedNames = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutInheritedNames);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, inner]) => [key, withoutInheritedNames(inner)]),
  );
};

/**
 * `value` cleaned by `schema`, or a 422 problem: its code is `code` when given, else the first broken rule's key
 * (so a one-field form reads "Quantity must be at least 1."), with every field's keys in `errors`.
 */
export const validInput = <T>(schema: InputSchema<T>, value: unknown, code?: string): T => {
  if (!isJsonObject(value)) {
    throw new ProblemError(422, code ?? 'validation.invalid', { errors: { _: ['validation.invalid'] } });
  }
  try {
    return schema.validateSync(withoutInheritedNames(value), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    const found = fieldErrorsOf(error);
    if (found === undefined) throw error;
    const errors = inFieldOrder(schema, found);
    const first = Object.values(errors)[0]?.[0];
    const problemCode = code ?? (first !== undefined && isMessageKey(first) ? first : 'validation.invalid');
    throw new ProblemError(422, problemCode, { errors, cause: error });
  }
};

/** The path parameters named in `codes`, each a well-formed id, else the 404 of its code. */
const validParams = <P extends string>(
  codes: Readonly<Record<P, string>>,
  params: Readonly<Record<string, string | undefined>>,
): Record<P, string> => {
  const valid = {} as Record<P, string>;
  for (const [name, code] of Object.entries(codes) as [P, string][]) {
    const value = params[name];
    if (!isWellFormedId(value)) throw new ProblemError(404, code);
    valid[name] = value;
  }
  return valid;
};

export type ValidateOptions = Readonly<{
  bodyCode?: string;
  /**
   * The query schema's answer depends on the query string alone (no clock, no caller): the cleaned query of each
   * query string is kept (frozen) and reused, so a hot public read does not run yup on every request. Refusals are
   * not kept (their texts follow the caller's language).
   */
  pureQuery?: boolean;
}>;

/** Query strings whose cleaned query a `pureQuery` route keeps; a full memo is simply emptied. */
export const PURE_QUERY_MEMO_SIZE = 512;

export const validate = <B = undefined, Q = undefined, P extends string = never>(
  spec: ValidationSpec<B, Q, P>,
  options: ValidateOptions = {},
): ValidateMiddleware<B, Q, P> => {
  const cleanQuery = (ctx: ParameterizedContext): Q => {
    if (spec.query === undefined) return undefined as Q;
    const given = Object.entries(ctx.query).filter(([, value]) => value !== '');
    return validInput(spec.query, Object.fromEntries(given));
  };
  const queries = new Map<string, Q>();
  const queryOf = (ctx: ParameterizedContext): Q => {
    if (options.pureQuery !== true) return cleanQuery(ctx);
    const known = queries.get(ctx.querystring);
    if (known !== undefined) return known;
    const query = Object.freeze(cleanQuery(ctx));
    if (queries.size >= PURE_QUERY_MEMO_SIZE) queries.clear();
    queries.set(ctx.querystring, query);
    return query;
  };
  const middleware: Middleware<AppState & Validated<B, Q, P>> = async function validate(ctx, next) {
    const routed = ctx as ParameterizedContext<AppState & Validated<B, Q, P>> & {
      params?: Record<string, string | undefined>;
    };
    // Params first: a request for something that cannot exist is not found before its body is looked at.
    const params =
      spec.params === undefined ? ({} as Record<P, string>) : validParams(spec.params, routed.params ?? {});
    const query = queryOf(ctx);
    const body = spec.body === undefined ? (undefined as B) : validInput(spec.body, ctx.request.body, options.bodyCode);
    ctx.state.input = { body, query, params };
    await next();
  };
  return Object.assign(middleware, { validation: spec });
};

/** The context of a handler after `validate`, for handlers written apart from their router. */
export type ValidatedContext<B, Q = undefined, P extends string = never> = ParameterizedContext<
  AppState & Validated<B, Q, P>
>;
