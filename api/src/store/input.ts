/**
 * Reading a public-store request: the body through a shared yup schema (invalid input → 422 with the field →
 * message keys map, nothing changed), the store code, the language and the view. Schemas are used through
 * their `validateSync`, so the API needs no yup of its own.
 */

import type { StoreView } from '@parks/projections/store/revisionTracking';
import { isLanguage, type Language, languageFromHeader } from '@parks/schemas/language';
import { isMessageKey } from '@parks/schemas/messages/index';
import { isStoreCode, type StoreCode } from '@parks/schemas/store';
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';

type Schema<T> = Readonly<{
  validateSync: (value: unknown, options: { abortEarly: false; stripUnknown: true }) => T;
}>;

type ValidationIssue = Readonly<{ path?: unknown; errors?: unknown; message?: unknown }>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The field → keys map of a yup ValidationError (recognised by shape), first key first. */
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

/**
 * The body cleaned by `schema`, or a 422 problem: its code is `code` when given, else the first broken rule's
 * key (so a one-field form reads "Quantity must be at least 1."), with every field's keys in `errors`.
 */
export const parseBody = <T>(schema: Schema<T>, body: unknown, code?: string): T => {
  if (!isObject(body) || Array.isArray(body)) {
    throw new ProblemError(422, code ?? 'validation.invalid', { errors: { _: ['validation.invalid'] } });
  }
  try {
    return schema.validateSync(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors === undefined) throw error;
    const first = Object.values(errors)[0]?.[0];
    const problemCode = code ?? (first !== undefined && isMessageKey(first) ? first : 'validation.invalid');
    throw new ProblemError(422, problemCode, { errors, cause: error });
  }
};

export type AnyContext = ParameterizedContext<unknown>;

/** The language of texts picked on the server (search): `?lng=` when given, else Accept-Language, else en. */
export const languageOf = (ctx: AnyContext): Language => {
  const lng = ctx.query.lng;
  return isLanguage(lng) ? lng : languageFromHeader(ctx.get('Accept-Language'));
};

/** `storeCode` from the query or the JSON body; b2c when absent. Anything else than b2c/b2b is refused. */
export const storeCodeOf = (ctx: AnyContext, fallback: StoreCode = 'b2c'): StoreCode => {
  const body: unknown = ctx.request.body;
  const fromBody = isObject(body) ? body.storeCode : undefined;
  const value = ctx.query.storeCode ?? fromBody;
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && isStoreCode(value.toLowerCase())) return value.toLowerCase() as StoreCode;
  throw new ProblemError(422, 'validation.invalid', { errors: { storeCode: ['validation.invalid'] } });
};

/** A guest shops the public store only; the portal's cart and checkout need a signed-in portal user. */
export const publicStoreOnly = (storeCode: StoreCode): 'b2c' => {
  if (storeCode !== 'b2c') throw new ProblemError(403, 'auth.permissionDenied');
  return storeCode;
};

/** What shoppers see: the published catalogue (admins in UAT mode get the `uat` view: settings/storeView.ts). */
export const shopperView: StoreView = { uat: false };
