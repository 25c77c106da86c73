import { describe, expect, it } from 'vitest';
import { type AdminArea, canAccessAdminArea, isRole, isStaffRole, type Role } from './roles.ts';
import { isExpressOnly, type StoreCode, storeCodeFromPath } from './store.ts';

/** Who may enter an area of a store: each case a role (undefined: an anonymous visitor), the area, the store, the answer. */
type AreaCase = readonly [Role | undefined, AdminArea, StoreCode, boolean];

const areaRules: readonly (readonly [string, readonly AreaCase[]])[] = [
  [
    'lets LMG, SuperUser and Administrator into the b2c orders, but not the Operator',
    [
      ['Administrator', 'orders', 'b2c', true],
      ['Operator', 'orders', 'b2c', false],
    ],
  ],
  [
    'keeps the b2b orders and the catalogue to LMG and SuperUser',
    [
      ['Administrator', 'orders', 'b2b', false],
      ['SuperUser', 'revisions', 'b2c', true],
      ['Administrator', 'products', 'b2c', false],
    ],
  ],
  [
    'keeps prices, tracers and migration to LMG only',
    [
      ['LMG', 'prices', 'b2c', true],
      ['SuperUser', 'prices', 'b2c', false],
    ],
  ],
  [
    'keeps the province and territory taxes to the public store',
    [
      ['LMG', 'provinceStates', 'b2c', true],
      ['LMG', 'provinceStates', 'b2b', false],
    ],
  ],
  [
    'opens the account to any signed-in user and nothing to anonymous visitors',
    [
      ['PortalUser', 'account', 'b2b', true],
      [undefined, 'account', 'b2b', false],
    ],
  ],
];

describe('roles and admin areas (back-office section 6)', () => {
  it.each(areaRules)('%s', (_rule, cases) => {
    for (const [role, area, store, allowed] of cases) expect(canAccessAdminArea(role, area, store)).toBe(allowed);
  });
  it('recognises the role names', () => {
    expect(isRole('Operator')).toBe(true);
    expect(isStaffRole('PortalUser')).toBe(false);
    expect(isRole('admin')).toBe(false);
  });
});

describe('stores and destinations', () => {
  it('is the portal when the path contains b2b or /portal', () => {
    expect(storeCodeFromPath('/en/portal/cart')).toBe('b2b');
    expect(storeCodeFromPath('/fr/admin/b2b/orders')).toBe('b2b');
    expect(storeCodeFromPath('/en/cart')).toBe('b2c');
  });
  it('ships only Express to China and Taiwan', () => {
    expect(isExpressOnly('CN')).toBe(true);
    expect(isExpressOnly('TW')).toBe(true);
    expect(isExpressOnly('JP')).toBe(false);
  });
});
