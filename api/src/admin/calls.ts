/** What every admin route does around its resource: who calls for which store, and the answer to a write. */

import type Router from '@koa/router';
import type { WriteAnswer } from '@parks/schemas/admin/calls';
import { storeCodeOrNull } from '@parks/schemas/admin/requests';
import { type Language, languageFromHeader } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { type AdminArea, adminAreaRoles } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import type { ParameterizedContext } from 'koa';
import { forbidden, guardedRouter, signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import type { ValidatedContext } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import type { AdminDeps } from './deps.ts';
import type { AdminCall, AdminResource, ListRequest, WriteResult } from './registry.ts';

type Context = ParameterizedContext<AppState>;

/**
 * The router of an admin family's routes under `/{family}`, matched whatever the case of the path, as the routes are
 * (guards.ts `guardedRouter`). The back office's problem documents and the role table are not mounted here: the app
 * mounts them once, in front of every admin path (app.ts `adminProblems`, `adminAreaGuard`), so no router can forget
 * them and none runs them twice.
 */
export const adminFamilyRouter = (resource: Readonly<{ family: string }>): Router<AppState> =>
  guardedRouter(`/${resource.family}`);

/** Who calls, for which store: the role table again with the store now known, and the resource's stores. */
export const adminCallOf = (
  ctx: Context,
  deps: Pick<AdminDeps, 'clock'>,
  resource: Readonly<{ area: AdminArea; stores: readonly StoreCode[] }>,
  storeCodeValue: unknown,
): AdminCall => {
  const user = signedInUser(ctx);
  const storeCode = storeCodeOrNull(storeCodeValue);
  if (storeCode === null) {
    throw new ProblemError(422, 'admin.storeCode.required', { errors: { storeCode: ['admin.storeCode.required'] } });
  }
  if (!adminAreaRoles(resource.area, storeCode).includes(user.role) || !resource.stores.includes(storeCode)) {
    throw forbidden();
  }
  return { user, storeCode, language: languageFromHeader(ctx.get('Accept-Language')), now: deps.clock().toISOString() };
};

/** A write's answer: its notice, what it wrote, and the list to go back to (its first page). */
export const writeAnswer = (message: string, id: string, revisionId: string | null): WriteAnswer => ({
  message,
  id,
  mode: 'table',
  args: { page: 1, search: '', data: null },
  revisionId,
});

/** Answers a write, never cached. */
export const answerWith = (ctx: Context, answer: WriteAnswer, status: number): void => {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = answer;
};

export const answerWrite = (ctx: Context, language: Language, result: WriteResult, status: number): void =>
  answerWith(ctx, writeAnswer(translate(language, result.message), result.id, result.revisionId), status);

/** What every list request carries (`listQuerySchema` and its extensions, as validated). */
type ListQueryInput = Readonly<{ storeCode?: string | undefined; page: number; search: string }>;

/**
 * A list of §7 besides GetAll (`GetAllById/…`, `GetAllForWidget/…`): the family's own table, filtered by what the
 * path and query name, so its rows, roles and definition are GetAll's; never cached.
 */
export const filteredList =
  <Q extends ListQueryInput, P extends string>(
    deps: Pick<AdminDeps, 'clock'>,
    resource: AdminResource,
    filtersOf: (params: Readonly<Record<P, string>>, query: Q) => ListRequest['filters'],
  ) =>
  async (ctx: ValidatedContext<undefined, Q, P>): Promise<void> => {
    const { params, query } = ctx.state.input;
    const call = adminCallOf(ctx, deps, resource, query.storeCode);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await resource.getAll(call, {
      page: query.page,
      search: query.search,
      view: 'table',
      filters: filtersOf(params, query),
    });
  };
