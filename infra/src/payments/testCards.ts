/**
 * The sandbox gateway's test cards: one approving card per brand pattern of the spec (store-and-portal.md
 * section 4: 34/37 15 digits, 2131/1800 15 digits, 35 16 digits, 620–625 19 digits, the rest 16 digits),
 * and Visa numbers that give each decline reason. The numbers are the ones card networks and public
 * gateways document for testing, except the 15-digit JCB (2131), which no public sandbox lists: it is ours,
 * chosen to pass the Luhn check. Any other number is declined as `invalidCard`, so a real card typed into the
 * sandbox never looks accepted. README §Payments lists this table.
 */

import type { DeclineReason } from '@parks/domain/payments/port';
import type { CardBrand } from '@parks/schemas/checkout/card';

/**
 * - `approved`: authorized.
 * - a decline reason: declined with that reason.
 * - `timeoutOnce`: authorized, but the first call for an idempotency key throws as if the answer were lost
 *   on the way back (outcome unknown); the caller's retry with the same key gets the authorization.
 */
export type TestCardOutcome = 'approved' | DeclineReason | 'timeoutOnce';

export type TestCard = Readonly<{ number: string; brand: CardBrand; outcome: TestCardOutcome; note: string }>;

export const sandboxTestCards: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', note: 'Visa, 3-digit CVV' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'approved', note: 'Mastercard, 3-digit CVV' },
  { number: '378282246310005', brand: 'amex', outcome: 'approved', note: 'American Express, 15 digits, 4-digit CVV' },
  { number: '6011111111111117', brand: 'discover', outcome: 'approved', note: 'Discover, 3-digit CVV' },
  { number: '3530111333300000', brand: 'jcb', outcome: 'approved', note: 'JCB, 16 digits, no CVV' },
  { number: '213100000000001', brand: 'jcb', outcome: 'approved', note: 'JCB, 15 digits, no CVV (sandbox-only)' },
  { number: '6205500000000000004', brand: 'unionpay', outcome: 'approved', note: 'UnionPay, 19 digits, 3-digit CVV' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', note: 'Generic decline' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficientFunds', note: 'Insufficient funds' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expiredCard', note: 'Expired card (whatever the expiry)' },
  { number: '4100000000000019', brand: 'visa', outcome: 'suspectedFraud', note: 'Blocked as suspected fraud' },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'timeoutOnce',
    note: 'Approved, but the first call per idempotency key times out (retry with the same key)',
  },
];

const byNumber = new Map(sandboxTestCards.map((card) => [card.number, card]));

export const findTestCard = (digits: string): TestCard | undefined => byNumber.get(digits);

/** The Luhn check digit test every real card number passes. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
};
