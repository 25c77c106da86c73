/**
 * The queries of the users' accounts (`accountUsers`, users.ts): one account, the usernames of some users, and the
 * admin's list of users, in their words so that no route writes a filter of the document.
 */
import { type Collection, escapeRegex, type Filter } from '@parks/infra/documents/port';
import { queriesOf } from '../runtime/readModel.ts';
import { type AccountUserDocument, accountUsers } from './users.ts';

/** The admin's list of users: a keyword, a role, and whether active, deactivated or with a change pending. */
export type AccountSelection = Readonly<{
  /** Over username, names, company and e-mail, any case; '' is none. */
  keyword: string;
  role?: string;
  status?: 'active' | 'deactivated' | 'pending' | 'registration';
}>;

/** A user as the staff screens name them. */
export type AccountPerson = Readonly<{
  username: string;
  firstName: string;
  lastName: string;
  role: AccountUserDocument['role'];
}>;

const filterOf = (selection: AccountSelection): Filter => {
  const keyword = selection.keyword.trim().toLowerCase();
  const { status } = selection;
  return {
    ...(keyword === '' ? {} : { searchText: { $regex: escapeRegex(keyword) } }),
    ...(selection.role === undefined ? {} : { role: selection.role }),
    ...(status === 'active' ? { active: true } : status === 'deactivated' ? { active: false } : {}),
    ...(status === 'pending' ? { pendingProfile: { $ne: null } } : {}),
    ...(status === 'registration' ? { registration: { $in: ['emailUnverified', 'awaitingApproval'] } } : {}),
  };
};

export const accountUserQueries = queriesOf(accountUsers, (users: Collection<AccountUserDocument>) => ({
  byId: (userId: string): Promise<AccountUserDocument | null> => users.findById(userId),
  /** Usernames of these user ids (ids it does not know are left out). */
  usernamesOf: async (userIds: readonly string[]): Promise<Map<string, string>> => {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const found = await users.find({ _id: { $in: ids } }, { projection: { username: 1 } });
    return new Map(found.map((user) => [user._id, user.username]));
  },
  /** The ids of the users a keyword finds (as the admin's list does); none for ''. */
  idsMatching: async (keyword: string): Promise<string[]> => {
    if (keyword.trim() === '') return [];
    const found = await users.find(filterOf({ keyword }), { projection: { _id: 1 } });
    return found.map((user) => user._id);
  },
  /**
   * Who these user ids are as staff screens name them: username, the profile's names in force and the role (ids it
   * does not know are left out).
   */
  peopleOf: async (userIds: readonly string[]): Promise<Map<string, AccountPerson>> => {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const found = await users.find({ _id: { $in: ids } }, { projection: { username: 1, profile: 1, role: 1 } });
    return new Map(
      found.map((user) => [
        user._id,
        {
          username: user.username,
          firstName: user.profile.firstName,
          lastName: user.profile.lastName,
          role: user.role,
        },
      ]),
    );
  },
  /** A window of the admin's list, by username. */
  listWindow: (
    selection: AccountSelection,
    window: Readonly<{ skip: number; limit: number }>,
  ): Promise<AccountUserDocument[]> => users.find(filterOf(selection), { sort: { usernameKey: 1, _id: 1 }, ...window }),
}));
