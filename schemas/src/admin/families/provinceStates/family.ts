import { defineAdminFamily, updateOnlyVerbs } from '../../family.ts';

export const provinceStatesFamily = defineAdminFamily({
  family: 'ProvinceStates',
  // The tax records are the public checkout's (issue 12: edit only, b2c only).
  stores: ['b2c'],
  verbs: updateOnlyVerbs,
  entityType: 'ProvinceState',
  label: { en: 'Provinces and states', fr: 'Provinces et États' },
  screens: ['edit'],
  menu: 90,
});
