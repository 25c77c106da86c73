/**
 * Reading a public-store request: the store code, the language and the view. Bodies, queries and path ids go
 * through the one validation path, `validate` (http/validate.ts).
 */

import type { StoreView } from '@parks/projections/store/revisionTracking';
import { isLanguage, type Language, languageFromHeader } from '@parks/schemas/language';
import { isStoreCode, type StoreCode } from '@parks/schemas/store';
import type { ParameterizedContext } from 'koa';
import { ProblemError } from '../http/problems.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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
