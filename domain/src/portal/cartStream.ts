/** The stream of one signed-in user's portal cart (`portalCart-<userId>`); what the cart is: cart.ts. */
export const portalCartStream = (userId: string): string => `portalCart-${userId}`;
