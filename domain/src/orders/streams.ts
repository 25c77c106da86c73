/** `order-<orderId>`: the by-category projection sees the category `order`. */
export const orderStreamCategory = 'order';

export const orderStream = (orderId: string): string => `${orderStreamCategory}-${orderId}`;

export const orderIdFromStream = (streamName: string): string | null =>
  streamName.startsWith(`${orderStreamCategory}-`) ? streamName.slice(orderStreamCategory.length + 1) : null;
