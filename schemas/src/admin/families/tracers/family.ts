import { defineAdminFamily } from '../../family.ts';

export const tracersFamily = defineAdminFamily({
  family: 'Tracers',
  // Tracers follow the portal's categories.
  stores: ['b2b'],
  entityType: 'Tracer',
  label: { en: 'Tracers', fr: 'Traceurs' },
  screens: ['create', 'edit', 'delete'],
  roles: ['LMG'],
  menu: 180,
});
