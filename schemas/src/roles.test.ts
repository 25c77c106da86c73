import { describe, expect, it } from 'vitest';
import { canAccessAdminArea, isRole, isStaffRole } from './roles.ts';
import { isExpressOnly, storeCodeFromPath } from './store.ts';

describe('roles and admin areas (back-office section 6)', () => {
  it('lets LMG, SuperUser and Administrator into the b2c orders, but not the Operator', () => {
    expect(canAccessAdminArea('Administrator', 'orders', 'b2c')).toBe(true);
    expect(canAccessAdminArea('Operator', 'orders', 'b2c')).toBe(false);
  });
  it('keeps the b2b orders and the catalogue to LMG and SuperUser', () => {
    expect(canAccessAdminArea('Administrator', 'orders', 'b2b')).toBe(false);
    expect(canAccessAdminArea('SuperUser', 'revisions', 'b2c')).toBe(true);
    expect(canAccessAdminArea('Administrator', 'products', 'b2c')).toBe(false);
  });
  it('keeps prices, tracers and migration to LMG only', () => {
    expect(canAccessAdminArea('LMG', 'prices', 'b2c')).toBe(true);
    expect(canAccessAdminArea('SuperUser', 'prices', 'b2c')).toBe(false);
  });
  it('keeps the province and territory taxes to the public store', () => {
    expect(canAccessAdminArea('LMG', 'provinceStates', 'b2c')).toBe(true);
    expect(canAccessAdminArea('LMG', 'provinceStates', 'b2b')).toBe(false);
  });
  it('opens the account to any signed-in user and nothing to anonymous visitors', () => {
    expect(canAccessAdminArea('PortalUser', 'account', 'b2b')).toBe(true);
    expect(canAccessAdminArea(undefined, 'account', 'b2b')).toBe(false);
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
