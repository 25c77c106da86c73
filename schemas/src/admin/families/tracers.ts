import { adminVerbs, defineAdminFamily } from '../family.ts';

export const tracersFamily = defineAdminFamily({
  family: 'Tracers',
  area: 'tracers',
  // Tracers follow the portal's categories.
  stores: ['b2b'],
  verbs: adminVerbs,
  entityType: 'Tracer',
  screens: ['create', 'edit', 'delete'],
  roles: ['LMG'],
  menu: 180,
});
