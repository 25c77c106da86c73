import type { Role } from '@parks/schemas/roles';

/**
 * Which portal (b2b) orders start as Pending Approval. The checkout asks this once, when it builds
 * PlaceOrder, and passes the answer as `requiresApproval`; the decider records it as the first status and
 * ignores it for public-store (b2c) orders, which never wait for an approver.
 *
 * The rule, first match wins:
 *   1. Placed by agency staff (Operator, Administrator, SuperUser, LMG): no approval. Staff are the
 *      approvers; an Operator ordering on an account's behalf is trusted the same way the checkout already
 *      trusts them to order without a budget code.
 *   2. A portal user whose account settings are unknown (the account's read model lags behind a new account,
 *      or the account cannot be found): approval. A human looks before anything is printed.
 *   3. The account asks that all its orders be approved: approval.
 *   4. The account has an approval limit and the order total is above it (strictly; a total equal to the
 *      limit goes through): approval.
 *   5. Otherwise: no approval.
 * A total that is not a whole, non-negative number of cents cannot be compared with the limit: approval.
 */

/** An account's approval settings, in the shape this rule needs (the account model maps onto it). */
export type AccountApprovalSettings = Readonly<{
  /** Every order of the account waits for an approver, whatever its total. */
  approvalRequired: boolean;
  /** Orders whose total is above this many cents wait for an approver; null: no limit. */
  approvalLimitCents: number | null;
}>;

const isCents = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

export const requiresApproval = (
  account: AccountApprovalSettings | null,
  orderTotalCents: number,
  role: Role,
): boolean => {
  if (role !== 'PortalUser') return false;
  if (account === null) return true;
  if (account.approvalRequired) return true;
  if (!isCents(orderTotalCents)) return true;
  const limit = account.approvalLimitCents;
  if (limit === null) return false;
  if (!isCents(limit)) return true;
  return orderTotalCents > limit;
};
