/** The users' accounts as their read model holds them: one user's (404 when none), and a page of the list. */
import type { Filter } from '@parks/infra/documents/port';
import { escapeRegex } from '@parks/infra/documents/port';
import { type AccountUserDocument, accountUsers } from '@parks/projections/accounts/users';
import type { RouteDeps } from '../../../deps.ts';
import { recordNotFound } from '../../problems.ts';
import type { ListRequest } from '../../registry.ts';
import { findPage } from '../../revisionResource.ts';

export const accountOf = async (deps: RouteDeps, userId: string): Promise<AccountUserDocument> => {
  const doc = await deps.projections.read(accountUsers).findById(userId);
  if (doc === null) throw recordNotFound();
  return doc;
};

/** The list's filter: keyword over username, names, company and e-mail; role; status (pending: a change waits). */
const filterOf = (search: string, filters: Readonly<Record<string, unknown>>): Filter => {
  const keyword = search.trim().toLowerCase();
  const status = filters.status;
  return {
    ...(keyword === '' ? {} : { searchText: { $regex: escapeRegex(keyword) } }),
    ...(typeof filters.role === 'string' ? { role: filters.role } : {}),
    ...(status === 'active' ? { active: true } : status === 'deactivated' ? { active: false } : {}),
    ...(status === 'pending' ? { pendingProfile: { $ne: null } } : {}),
  };
};

/** The page of the list request's users, by username. */
export const accountsPage = (deps: RouteDeps, request: ListRequest) =>
  findPage(request.page, (window) =>
    deps.projections
      .read(accountUsers)
      .find(filterOf(request.search, request.filters), { sort: { usernameKey: 1, _id: 1 }, ...window }),
  );
