/** `refund-<orderId>`: every refund of one order in one stream, so the caps are decided on all of them at once. */
export const refundStreamCategory = 'refund';

export const refundStream = (orderId: string): string => `${refundStreamCategory}-${orderId}`;

export const orderIdFromRefundStream = (streamName: string): string | null =>
  streamName.startsWith(`${refundStreamCategory}-`) ? streamName.slice(refundStreamCategory.length + 1) : null;

/** Refund ids follow the order's: `<orderId>-R1`, `-R2` …, numbered on the stream (never reused: nothing is deleted). */
export const refundIdOf = (orderId: string, sequence: number): string => `${orderId}-R${sequence}`;
