/**
 * Users (back-office.md §3, §6: the users area, LMG and SuperUser, both stores): the list with keyword and advanced
 * search (role, status), and the create, edit, delete and details screens. Users are not revision entities: each
 * write is a command on the user's stream (register, role, customer numbers, deactivate, reactivate) or a profile
 * revision drafted and published by the staff member at once (domain/src/users/profile.ts), every one an event
 * with its actor. Delete deactivates: nothing is erased, the user can no longer sign in, their sessions end.
 *
 * Who may give which role is one rule, `canAssignRole` (@parks/schemas/auth, ranks): a staff member gives or takes
 * away roles at or below their own, so LMG may grant any role and a SuperUser any but LMG. It is checked before
 * anything is appended (a refused create must not reserve the username) and again by the user decider.
 *
 * Its parts are in `users/`: the accounts read, the list, the form, the writes, the profile decisions (the calls
 * beyond the five verbs), the screen texts.
 */

import { usersFamily } from '@parks/schemas/admin/families/users/family';
import { userListQuerySchema, userValuesSchema } from '@parks/schemas/admin/users';
import type { AdminDeps } from '../deps.ts';
import { invalidAction } from '../problems.ts';
import { type AdminResource, declaredBy } from '../registry.ts';
import { accountOf } from './users/accounts.ts';
import { userForm } from './users/form.ts';
import { userList } from './users/list.ts';
import { userWrites } from './users/writes.ts';

export const usersResource = (deps: AdminDeps): AdminResource => ({
  ...declaredBy(usersFamily),
  listQuery: userListQuerySchema,
  values: userValuesSchema,
  getAll: (call, request) => userList(deps, call, request),
  getById: async (call, id, action) => {
    if (action !== 'create' && action !== 'edit' && action !== 'delete' && action !== 'details') throw invalidAction();
    return userForm(call, action, action === 'create' ? null : await accountOf(deps, id));
  },
  ...userWrites(deps),
});
