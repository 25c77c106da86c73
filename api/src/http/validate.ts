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
 * yup finds a field's schema with `fields[key]`, so a key named like a member of Object.prototype (`toString`,
 * `valueOf`…) reaches a function that is no schema and throws (a 500). No schema of ours has such a field, so
 * stripUnknown would drop it anyway: it is dropped here first, at every depth.
 */
const withoutPrototypeNames = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutPrototypeNames);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, inner]) => [key, withoutPrototypeNames(inner)]),
  );
};

/**
 * `value` cleaned by `schema`, or a 422 problem: its code is `code` when given, else the first broken rule's key
 * (so a one-field form reads "Quantity must be at least 1."), with every field's keys in `errors`.
 */
export const validInput = <T>(schema: InputSchema<T>, value: unknown, code?: string): T => {
  if (!isObject(value) || Array.isArray(value)) {
    throw new ProblemError(422, code ?? 'validation.invalid', { errors: { _: ['validation.invalid'] } });
  }
  try {
    return schema.validateSync(withoutPrototypeNames(value), { abortEarly: false, stripUnknown: true });
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

export type ValidateOptions = Readonly<{ bodyCode?: string }>;

export const validate = <B = undefined, Q = undefined, P extends string = never>(
  spec: ValidationSpec<B, Q, P>,
  options: ValidateOptions = {},
): ValidateMiddleware<B, Q, P> => {
  const middleware: Middleware<AppState & Validated<B, Q, P>> = async function validate(ctx, next) {
    const routed = ctx as ParameterizedContext<AppState & Validated<B, Q, P>> & {
      params?: Record<string, string | undefined>;
    };
    // Params first: a request for something that cannot exist is not found before its body is looked at.
    const params =
      spec.params === undefined ? ({} as Record<P, string>) : validParams(spec.params, routed.params ?? {});
    const given = Object.entries(ctx.query).filter(([, value]) => value !== '');
    const query = spec.query === undefined ? (undefined as Q) : validInput(spec.query, Object.fromEntries(given));
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
