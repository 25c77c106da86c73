/** The users list: username, name, e-mail, role, status, a pending profile change and the last sign-in. */
import type { AccountUserDocument } from '@parks/projections/accounts/users';
import type { ListAnswer } from '@parks/schemas/admin/calls';
import type { Row } from '@parks/schemas/admin/definitions';
import { userStatuses } from '@parks/schemas/admin/users';
import { translate } from '@parks/schemas/messages/index';
import { roles } from '@parks/schemas/roles';
import { roleNames } from '@parks/schemas/texts/roleNames';
import type { AdminDeps } from '../../deps.ts';
import { advancedSearch, columnsOf, filtersData, option, selectField, tableAnswer, textFilter } from '../../forms.ts';
import type { AdminCall, ListRequest } from '../../registry.ts';
import { accountsPage } from './accounts.ts';
import { button, text } from './texts.ts';

/** The label of each status of the list and its search (pending: a profile change waits for approval). */
const statusLabel = {
  active: 'activeStatus',
  deactivated: 'deactivated',
  pending: 'pendingStatus',
  registration: 'registrationStatus',
} as const;
const statusOf = (doc: AccountUserDocument): 'active' | 'deactivated' => (doc.active ? 'active' : 'deactivated');

export const userList = async (deps: AdminDeps, call: AdminCall, request: ListRequest): Promise<ListAnswer> => {
  const { language } = call;
  const { docs, more } = await accountsPage(deps, request);
  const rows: Row[] = docs.map((doc) => ({
    userId: doc._id,
    username: doc.username,
    name: `${doc.profile.firstName} ${doc.profile.lastName}`.trim(),
    email: doc.profile.email,
    role: doc.role,
    status: text(language, statusLabel[statusOf(doc)]),
    pending: doc.pendingProfile !== null,
    // A self-registration's state, for staff to see who waits for them.
    registration:
      doc.registration === null ? '' : translate(language, `registration.state.${doc.registration}` as const),
    lastLogon: doc.lastLogon,
  }));
  const role = textFilter(request, 'role');
  const status = textFilter(request, 'status');
  return tableAnswer(request, {
    title: text(language, 'list'),
    columns: [
      { name: 'userId', caption: 'Id', type: 'hidden' },
      ...columnsOf((key) => text(language, key), ['username', 'name', 'email']),
      // The row keeps the role's code; the column names it in the call's language, as a dropdown column does.
      {
        name: 'role',
        caption: text(language, 'role'),
        type: 'dropdown',
        options: roles.map((value) => option(value, roleNames[language][value], false)),
      },
      ...columnsOf(
        (key) => text(language, key),
        [
          'status',
          { name: 'pending', caption: 'pendingStatus', type: 'checkbox' },
          'registration',
          { name: 'lastLogon', type: 'datetime' },
        ],
      ),
    ],
    rows,
    searchDto: advancedSearch(text(language, 'search'), [
      selectField(
        'role',
        text(language, 'role'),
        roles.map((value) => option(value, roleNames[language][value], value === role)),
        role,
      ),
      selectField(
        'status',
        text(language, 'status'),
        userStatuses.map((value) => option(value, text(language, statusLabel[value]), value === status)),
        status,
      ),
    ]),
    showMore: more,
    data: filtersData({ role, status }),
    buttons: [button(call, 'add', 'add', false)],
  });
};
