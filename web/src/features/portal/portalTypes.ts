import type { PortalAvailability } from '@parks/schemas/portal';

/** Only In stock and Back ordered can be added (Unavailable, and Out of stock without back orders, cannot). */
export const canOrder = (availability: PortalAvailability): boolean =>
  availability === 'inStock' || availability === 'backOrdered';
