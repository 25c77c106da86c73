import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminMenuAreas, dashboardCardsOf, hasStoreSwitch, isAdminAreaInStore } from './adminMenu.ts';
import { canAccessAdminArea, roles } from './roles.ts';
import { storeCodes } from './store.ts';

describe('the admin menu (back-office sections 2 and 6)', () => {
  it('gives LMG on b2b prices, inventory and tracers, and no province taxes', () => {
    const menu = adminMenuAreas('LMG', 'b2b');
    expect(menu).toEqual(expect.arrayContaining(['dashboard', 'orders', 'prices', 'inventory', 'tracers']));
    expect(menu).not.toContain('provinceStates');
  });
  it('gives LMG on b2c province taxes and prices, but no inventory or tracers', () => {
    const menu = adminMenuAreas('LMG', 'b2c');
    expect(menu).toEqual(expect.arrayContaining(['provinceStates', 'prices']));
    expect(menu).not.toContain('inventory');
    expect(menu).not.toContain('tracers');
  });
  it('gives the ops page to LMG only, in both stores', () => {
    for (const store of storeCodes) {
      expect(adminMenuAreas('LMG', store)).toContain('ops');
      for (const role of roles.filter((other) => other !== 'LMG'))
        expect(adminMenuAreas(role, store)).not.toContain('ops');
    }
  });
  it('gives the payments list to LMG and SuperUser, in both stores', () => {
    for (const store of storeCodes) {
      for (const role of roles)
        expect(adminMenuAreas(role, store).includes('payments'), `${role} ${store}`).toBe(
          role === 'LMG' || role === 'SuperUser',
        );
    }
  });
  it('gives SuperUser no prices, tracers or migration', () => {
    for (const store of storeCodes) {
      expect(adminMenuAreas('SuperUser', store)).not.toContain('prices');
      expect(adminMenuAreas('SuperUser', store)).not.toContain('tracers');
      expect(adminMenuAreas('SuperUser', store)).not.toContain('migration');
    }
  });
  it('gives Administrator the dashboard and orders of b2c only, and nothing to the Operator or a portal user', () => {
    expect(adminMenuAreas('Administrator', 'b2c')).toEqual(['dashboard', 'orders']);
    expect(adminMenuAreas('Administrator', 'b2b')).toEqual([]);
    expect(adminMenuAreas('Operator', 'b2c')).toEqual([]);
    expect(adminMenuAreas('PortalUser', 'b2b')).toEqual([]);
    expect(adminMenuAreas(undefined, 'b2c')).toEqual([]);
  });
  it('lists only areas the role may open and that exist in the store, whatever the role and store', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.constantFrom(...storeCodes), (role, store) =>
        adminMenuAreas(role, store).every(
          (area) => canAccessAdminArea(role, area, store) && isAdminAreaInStore(area, store),
        ),
      ),
    );
  });
});

describe('the dashboard (back-office section 1)', () => {
  it('shows Administrator only Check Orders, and no store switch', () => {
    expect(dashboardCardsOf('Administrator')).toEqual(['checkOrders']);
    expect(hasStoreSwitch('Administrator')).toBe(false);
  });
  it('shows the other roles the eight quick links and the store switch', () => {
    expect(dashboardCardsOf('LMG')).toEqual([
      'orders',
      'shipping',
      'discounts',
      'reports',
      'newCategory',
      'newProduct',
      'newUser',
      'changeSettings',
    ]);
    expect(hasStoreSwitch('SuperUser')).toBe(true);
  });
});
