import { defineAdminFamily } from '../../family.ts';

export const usersFamily = defineAdminFamily({
  family: 'Users',
  entityType: null,
  label: { en: 'Users', fr: 'Utilisateurs' },
  screens: ['create', 'edit', 'delete', 'details'],
  // An account is never erased: Delete deactivates it and ends its sessions.
  removal: 'deactivate',
  menu: 130,
});
