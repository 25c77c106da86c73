import type { StoreCode } from '@parks/schemas/store';
import type { OrderEvent } from './events.ts';
import type { OrderState } from './state.ts';

/**
 * Release for production is a portal (b2b) step: public-store orders ship straight from Pending. The decider
 * refuses to release anything else, and the readers that must know beforehand (the release route checking a
 * selection, the release reactor keeping its candidates) ask here instead of checking the store code themselves.
 */
export const isPortalOrder = (storeCode: StoreCode): boolean => storeCode === 'b2b';

/** Where an order stands for a release: releasable now, already released, or the refusal's message key. */
export type ReleaseCheck =
  | 'releasable'
  | 'alreadyReleased'
  | 'order.notFound'
  | 'order.notPortalOrder'
  | 'order.notPending';

export const releaseCheck = (state: OrderState): ReleaseCheck => {
  if (state.status === 'absent') return 'order.notFound';
  if (!isPortalOrder(state.storeCode)) return 'order.notPortalOrder';
  if (state.status === 'inProduction') return 'alreadyReleased';
  return state.status === 'pending' ? 'releasable' : 'order.notPending';
};

/**
 * For readers that see one event at a time (the release candidates): `enters` when the order became releasable
 * with this event, `leaves` when it no longer is. Only portal orders are ever Pending Approval, so an approval
 * always makes a portal order releasable.
 */
export const releaseCandidacy = (event: OrderEvent): 'enters' | 'leaves' | null => {
  switch (event.type) {
    case 'OrderPlaced':
      return isPortalOrder(event.data.storeCode) && event.data.status === 'pending' ? 'enters' : null;
    case 'OrderApproved':
      return 'enters';
    case 'OrderReleased':
    case 'OrderDeclined':
    case 'OrderCancelled':
    case 'OrderShipped':
      return 'leaves';
    // Staff edits, notes and mails leave the status, and so the candidacy, as it was.
    case 'OrderEdited':
    case 'OrderNoteAdded':
    case 'OrderConfirmationResendRequested':
    case 'OrderConfirmationResent':
      return null;
  }
};
