import type { StaffRole } from '@parks/schemas/roles';
import { hasMoneyToReturn, mayRefund } from '../refunds/decider.ts';
import { confirmationDue } from './confirmation.ts';
import { isClosed } from './staffActions.ts';
import type { OrderState } from './state.ts';
import { nextStatuses } from './transitions.ts';

export const orderModalActionNames = ['edit', 'editStatus', 'note', 'email', 'refund'] as const;
export type OrderModalActionName = (typeof orderModalActionNames)[number];

/**
 * The order modal's actions a staff member who holds the orders area of the order's store may take now, by the same
 * rules the commands are decided with, so a button shown is never refused for its rule: an edit until the order is
 * closed, a status edit while a legal transition is left, a note always, the confirmation mail once it is due, and a
 * refund for the roles that may refund in that store while a charged order has money left (`refundableCents`).
 */
export const orderModalActions = (
  state: OrderState,
  role: StaffRole,
  refundableCents: number,
): { name: OrderModalActionName; allowed: boolean }[] => {
  if (state.status === 'absent') return orderModalActionNames.map((name) => ({ name, allowed: false }));
  const allowed: Record<OrderModalActionName, boolean> = {
    edit: !isClosed(state),
    editStatus: nextStatuses(state).length > 0,
    note: true,
    email: confirmationDue(state),
    refund: mayRefund(role, state.storeCode) && hasMoneyToReturn(state.status) && refundableCents > 0,
  };
  return orderModalActionNames.map((name) => ({ name, allowed: allowed[name] }));
};
