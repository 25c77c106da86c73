import type { ApprovalRule } from '@parks/schemas/admin/users';
import { isCents } from '@parks/schemas/money';
import type { AccountApprovalSettings } from '../orders/approvalRule.ts';
import type { PortalCustomerAccount } from './checkout.ts';

/**
 * A portal user's own ordering terms, set by staff on the user's form (the users area): who must approve their
 * orders (orders/approvalRule.ts) and whether their orders carry a PO number. They are the user's, not a customer
 * number's: two users ordering on the same number may be trusted differently.
 */
export type PortalTerms = AccountApprovalSettings & Readonly<{ poNumberEnabled: boolean }>;

export const arePortalTerms = (terms: PortalTerms): boolean =>
  terms.approvalLimitCents === null || (isCents(terms.approvalLimitCents) && terms.approvalLimitCents >= 0);

/**
 * The accounts a portal user orders on: one per customer number assigned to them, named as the known account of
 * that number, else by the number itself. Their settings: the user's own terms when staff set them; else the known
 * account's; else, for a number nobody configured, the strictest (every order approved, a PO number taken), as the
 * approval rule treats an unknown account.
 */
export const customerAccountsFor = (
  customerNumbers: readonly string[],
  terms: PortalTerms | null,
  known: readonly PortalCustomerAccount[],
): PortalCustomerAccount[] =>
  customerNumbers.map((customerNumber) => {
    const account = known.find((candidate) => candidate.customerNumber === customerNumber);
    const name = account?.name ?? { en: customerNumber, fr: customerNumber };
    const settings = terms ?? account ?? { approvalRequired: true, approvalLimitCents: null, poNumberEnabled: true };
    return {
      customerNumber,
      name,
      approvalRequired: settings.approvalRequired,
      approvalLimitCents: settings.approvalLimitCents,
      poNumberEnabled: settings.poNumberEnabled,
    };
  });

/**
 * The terms the user form's approval rule stands for (`approvalRules`, @parks/schemas/admin/users); `accounts` (or
 * none) clears them. The limit is in cents and only kept for `aboveLimit`.
 */
export const termsOfRule = (
  rule: ApprovalRule | null,
  approvalLimitCents: number | null,
  poNumberEnabled: boolean,
): PortalTerms | null => {
  switch (rule) {
    case null:
    case 'accounts':
      return null;
    case 'always':
      return { approvalRequired: true, approvalLimitCents: null, poNumberEnabled };
    case 'aboveLimit':
      return { approvalRequired: false, approvalLimitCents, poNumberEnabled };
    case 'never':
      return { approvalRequired: false, approvalLimitCents: null, poNumberEnabled };
  }
};

/** The approval rule a user's terms show as on the form. */
export const ruleOfTerms = (terms: PortalTerms | null): ApprovalRule =>
  terms === null
    ? 'accounts'
    : terms.approvalRequired
      ? 'always'
      : terms.approvalLimitCents === null
        ? 'never'
        : 'aboveLimit';
