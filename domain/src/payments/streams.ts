/** `payment-<paymentId>`: the staff annotations of one payment (an authorization or a refund). */
export const paymentStreamCategory = 'payment';

export const paymentStream = (paymentId: string): string => `${paymentStreamCategory}-${paymentId}`;

/** The payment id of an authorization: one per order, the order's card authorization. */
export const authorizationPaymentId = (orderId: string): string => `${orderId}-A`;
