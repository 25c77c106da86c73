/** The users' accounts as their read model holds them: one user's (404 when none), and a page of the list. */
import { type AccountSelection, accountUserQueries } from '@parks/projections/accounts/userQueries';
import type { AccountUserDocument } from '@parks/projections/accounts/users';
import type { AdminDeps } from '../../deps.ts';
import { recordNotFound } from '../../problems.ts';
import type { ListRequest } from '../../registry.ts';
import { findPage } from '../../revisionResource.ts';

export const accountOf = async (deps: AdminDeps, userId: string): Promise<AccountUserDocument> => {
  const doc = await accountUserQueries(deps.projections).byId(userId);
  if (doc === null) throw recordNotFound();
  return doc;
};

/** The list's selection: keyword over username, names, company and e-mail; role; status (pending: a change waits). */
const selectionOf = (search: string, filters: Readonly<Record<string, unknown>>): AccountSelection => {
  const { role, status } = filters;
  return {
    keyword: search,
    ...(typeof role === 'string' ? { role } : {}),
    ...(status === 'active' || status === 'deactivated' || status === 'pending' || status === 'registration'
      ? { status }
      : {}),
  };
};

/** The page of the list request's users, by username. */
export const accountsPage = (deps: AdminDeps, request: ListRequest) =>
  findPage(request.page, (window) =>
    accountUserQueries(deps.projections).listWindow(selectionOf(request.search, request.filters), window),
  );
