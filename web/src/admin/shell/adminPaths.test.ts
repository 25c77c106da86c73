import { describe, expect, it } from 'vitest';
import { adminPath, loginPath, parseAdminPath } from './adminPaths.ts';

describe('admin paths (back-office section 2)', () => {
  it('reads the dashboard, a list, an action and an action on an id', () => {
    expect(parseAdminPath([])).toEqual({ area: 'dashboard', action: null, id: null });
    expect(parseAdminPath(['categories'])).toEqual({ area: 'categories', action: null, id: null });
    expect(parseAdminPath(['products', 'create'])).toEqual({ area: 'products', action: 'create', id: null });
    expect(parseAdminPath(['settings', 'edit', 'store'])).toEqual({ area: 'settings', action: 'edit', id: 'store' });
    expect(parseAdminPath(['account', 'profile'])).toEqual({ area: 'account', action: 'profile', id: null });
  });
  it('finds nothing at an unknown area, an action the area lacks, or a deeper path', () => {
    expect(parseAdminPath(['nowhere'])).toBeNull();
    expect(parseAdminPath(['dashboard'])).toBeNull();
    expect(parseAdminPath(['provinceStates', 'create'])).toBeNull();
    expect(parseAdminPath(['settings', 'delete', 'store'])).toBeNull();
    expect(parseAdminPath(['account', 'profile', 'someone'])).toBeNull();
    expect(parseAdminPath(['categories', 'edit', 'c1', 'more'])).toBeNull();
  });
  it('builds admin addresses and the login with the original path and query as redirect', () => {
    expect(adminPath('fr', 'b2b')).toBe('/fr/admin/b2b');
    expect(adminPath('en', 'b2c', 'users/create')).toBe('/en/admin/b2c/users/create');
    expect(loginPath('en', '/en/admin/b2c/orders?search=a b')).toBe(
      '/en/portal/login?redirect=%2Fen%2Fadmin%2Fb2c%2Forders%3Fsearch%3Da%20b',
    );
  });
});
