/** `cart-<cartId>`, one stream per cart, guest or signed in. */
export const cartStreamCategory = 'cart';

export const cartStream = (cartId: string): string => `${cartStreamCategory}-${cartId}`;

export const cartIdFromStream = (streamName: string): string | null =>
  streamName.startsWith(`${cartStreamCategory}-`) ? streamName.slice(cartStreamCategory.length + 1) : null;
