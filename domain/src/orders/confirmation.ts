import type { OrderEvent } from './events.ts';
import { isPortalOrder } from './release.ts';
import { evolve, initialState, type OrderState } from './state.ts';

/**
 * When an order's confirmation mail is due (spec: a public order is confirmed once placed; a portal order once
 * released for production, "a confirmation e-mail follows then"). An order cancelled or declined before its mail
 * went out gets none. A portal order is In Production or Shipped exactly when it was released and not cancelled
 * (it cannot ship without a release), so the status says it all.
 */
export const confirmationDue = (state: OrderState): boolean => {
  if (state.status === 'absent' || state.status === 'cancelled' || state.status === 'declined') return false;
  if (!isPortalOrder(state.storeCode)) return true;
  return state.status === 'inProduction' || state.status === 'shipped';
};

/**
 * For readers that see one event at a time (the mail reactor): whether this event is the moment a confirmation
 * can fall due, so a mail job is worth adding. The job itself decides from the whole stream with `confirmationDue`.
 */
export const confirmationFallsDueOn = (event: OrderEvent): boolean => {
  if (event.type === 'OrderPlaced') return confirmationDue(evolve(initialState(), event));
  return event.type === 'OrderReleased';
};
