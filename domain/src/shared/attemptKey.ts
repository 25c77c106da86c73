/**
 * How a checkout attempt (public cart or portal cart) is recognised when its key comes again (a retry, a double
 * click, a repeat): the order it places, the key the client sent and the hash of the request sent with it.
 */
export type AttemptKey = Readonly<{
  orderId: string;
  idempotencyKey: string;
  requestHash: string;
}>;
