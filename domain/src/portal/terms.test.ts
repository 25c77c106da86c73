import { approvalRules } from '@parks/schemas/admin/users';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiresApproval } from '../orders/approvalRule.ts';
import { portalCustomerAccounts } from '../seed/portalCheckout.ts';
import { customerAccountsFor, type PortalTerms, ruleOfTerms, termsOfRule } from './terms.ts';

const known = portalCustomerAccounts;

describe('the accounts a portal user orders on', () => {
  it('are their numbers, each with its known settings while staff set no terms', () => {
    const accounts = customerAccountsFor(['CPC-100002', 'CPC-100001'], null, known);
    expect(accounts).toEqual([known[1], known[0]]);
  });
  it('take the strictest settings for a number nobody configured, named by the number', () => {
    expect(customerAccountsFor(['CPC-9'], null, known)).toEqual([
      {
        customerNumber: 'CPC-9',
        name: { en: 'CPC-9', fr: 'CPC-9' },
        approvalRequired: true,
        approvalLimitCents: null,
        poNumberEnabled: true,
      },
    ]);
  });
  it("take the user's own terms over every number's, keeping the known names", () => {
    const terms: PortalTerms = { approvalRequired: false, approvalLimitCents: 1_000, poNumberEnabled: false };
    const accounts = customerAccountsFor(['CPC-100001', 'CPC-9'], terms, known);
    expect(accounts.map((account) => account.name.en)).toEqual([known[0]?.name.en, 'CPC-9']);
    for (const account of accounts) expect(account).toMatchObject(terms);
  });
  it('are none without numbers', () => expect(customerAccountsFor([], null, known)).toEqual([]));
});

describe('the approval rule of the user form', () => {
  const rule = fc.constantFrom(...approvalRules);
  const cents = fc.integer({ min: 0, max: 100_000_000 });

  it('reads back as the rule it was set from (accounts: no terms)', () =>
    fc.assert(
      fc.property(rule, cents, fc.boolean(), (chosen, limit, po) => {
        expect(ruleOfTerms(termsOfRule(chosen, limit, po))).toBe(chosen);
      }),
    ));

  it('sends a portal order for approval exactly as the rule says', () =>
    fc.assert(
      fc.property(
        rule.filter((chosen) => chosen !== 'accounts'),
        cents,
        cents,
        fc.boolean(),
        (chosen, limit, total, po) => {
          const terms = termsOfRule(chosen, limit, po);
          const expected = chosen === 'always' || (chosen === 'aboveLimit' && total > limit);
          expect(requiresApproval(terms, total, 'PortalUser')).toBe(expected);
          expect(terms?.poNumberEnabled).toBe(po);
        },
      ),
    ));
});
