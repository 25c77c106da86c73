import { staffRoles } from '@parks/schemas/roles';
import { describe, expect, it } from 'vitest';
import { type AccountApprovalSettings, requiresApproval } from './approvalRule.ts';

const open: AccountApprovalSettings = { approvalRequired: false, approvalLimitCents: null };
const limited: AccountApprovalSettings = { approvalRequired: false, approvalLimitCents: 50_000 };
const always: AccountApprovalSettings = { approvalRequired: true, approvalLimitCents: null };

describe('an order placed by agency staff', () => {
  it.each(staffRoles)('never waits for approval when placed by a %s', (role) => {
    expect(requiresApproval(always, 9_999_999, role)).toBe(false);
    expect(requiresApproval(limited, 50_001, role)).toBe(false);
    expect(requiresApproval(null, 1_000, role)).toBe(false);
  });
});

describe('an order placed by a portal user', () => {
  it('goes straight to Pending on an account without a limit', () =>
    expect(requiresApproval(open, 9_999_999, 'PortalUser')).toBe(false));
  it('waits for approval when the account asks for it on every order', () =>
    expect(requiresApproval(always, 100, 'PortalUser')).toBe(true));
  it('waits for approval above the account limit', () =>
    expect(requiresApproval(limited, 50_001, 'PortalUser')).toBe(true));
  it('goes through at or below the account limit', () => {
    expect(requiresApproval(limited, 50_000, 'PortalUser')).toBe(false);
    expect(requiresApproval(limited, 0, 'PortalUser')).toBe(false);
  });
  it('waits for approval on any paid order when the limit is zero', () => {
    const zero = { approvalRequired: false, approvalLimitCents: 0 };
    expect(requiresApproval(zero, 1, 'PortalUser')).toBe(true);
    expect(requiresApproval(zero, 0, 'PortalUser')).toBe(false);
  });
  it('waits for approval when the account settings are unknown', () =>
    expect(requiresApproval(null, 100, 'PortalUser')).toBe(true));
  it('waits for approval when the total or the limit is not a whole number of cents', () => {
    expect(requiresApproval(limited, Number.NaN, 'PortalUser')).toBe(true);
    expect(requiresApproval(limited, -5, 'PortalUser')).toBe(true);
    expect(requiresApproval(limited, 10.5, 'PortalUser')).toBe(true);
    expect(requiresApproval({ approvalRequired: false, approvalLimitCents: -1 }, 10, 'PortalUser')).toBe(true);
  });
});
