import { adminVerbs, defineAdminFamily } from '../family.ts';

export const usersFamily = defineAdminFamily({
  family: 'Users',
  area: 'users',
  stores: ['b2c', 'b2b'],
  verbs: adminVerbs,
  entityType: null,
  screens: ['create', 'edit', 'delete', 'details'],
  // An account is never erased: Delete deactivates it and ends its sessions.
  removal: 'deactivate',
  roles: ['LMG', 'SuperUser'],
  menu: 130,
});
