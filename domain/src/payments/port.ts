import type { CardBrand } from '@parks/schemas/checkout/card';
import type { Cents, Currency } from '@parks/schemas/money';

/**
 * The payment gateway port. The API calls it between StartCheckout and Record­Payment… on the cart stream;
 * adapters (a real gateway, an in-memory fake for tests) live outside the domain.
 *
 * Contract every adapter must honour:
 * - `authorize` with an `idempotencyKey` already seen returns the first answer and never charges again, even
 *   when the first call is still running (a retried or concurrently repeated purchase makes one charge);
 * - a declined card is an answer (`outcome: 'declined'`), not an exception; exceptions mean "unknown
 *   outcome" (timeout, gateway down), and the caller retries with the same key;
 * - card number and CVV are used for the call only: never logged, never returned, never stored.
 */
export type CardDetails = Readonly<{
  number: string;
  expiryMonth: number;
  expiryYear: number;
  /** Null for cards without a security code (starting with 2131, 1800 or 35). */
  cvv: string | null;
}>;

export type AuthorizationRequest = Readonly<{
  /** One key per checkout attempt: `paymentIdempotencyKey(orderId)`. */
  idempotencyKey: string;
  orderId: string;
  amountCents: Cents;
  currency: Currency;
  card: CardDetails;
  billingPostalCode: string;
}>;

export const declineReasons = [
  'insufficientFunds',
  'expiredCard',
  'invalidCard',
  'suspectedFraud',
  'declined',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

export type AuthorizationResult =
  | Readonly<{ outcome: 'authorized'; authorizationId: string; brand: CardBrand; last4: string; amountCents: Cents }>
  | Readonly<{ outcome: 'declined'; reason: DeclineReason }>;

/** A refund back to the card of an authorization: `refundId` is the idempotency key (one refund, one id). */
export type RefundRequest = Readonly<{ refundId: string; authorizationId: string; amountCents: Cents }>;

export const refundFailureReasons = ['unknownAuthorization', 'authorizationVoided', 'exceedsAuthorization'] as const;
export type RefundFailureReason = (typeof refundFailureReasons)[number];

export type RefundResult =
  | Readonly<{ outcome: 'refunded'; gatewayRefundId: string; amountCents: Cents }>
  | Readonly<{ outcome: 'failed'; reason: RefundFailureReason }>;

export type PaymentGateway = Readonly<{
  authorize: (request: AuthorizationRequest) => Promise<AuthorizationResult>;
  /** Releases an authorization that will not be captured (an order cancelled before fulfilment). */
  voidAuthorization: (authorizationId: string, idempotencyKey: string) => Promise<void>;
  /**
   * Gives money back to the card. A `refundId` already seen returns the first answer and never refunds twice; a
   * refusal is an answer (`outcome: 'failed'`), an exception means the outcome is unknown: retry with the same id.
   */
  refund: (request: RefundRequest) => Promise<RefundResult>;
}>;

/** The gateway key of a checkout attempt: the attempt's order id is minted once, so repeats share it. */
export const paymentIdempotencyKey = (orderId: string): string => `payment-${orderId}`;
