/**
 * Ids the public store's routes mint before building a command, so a retried decision is the same decision.
 * Injected through the app's deps (tests may pin them); the defaults are random.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export type IdMinter = Readonly<{
  /** An order number: the day (UTC) then 10 random Crockford base-32 characters (50 bits). */
  orderId: (now: Date) => string;
  /** A new cart line. */
  lineId: () => string;
  /** A new admin entity or revision (`cat-…`, `rev-…`): the back office's creates and drafts. */
  adminId: (kind: string) => string;
  /** The random part of a generated promo code: 8 Crockford base-32 characters (40 bits). */
  codePart: () => string;
}>;

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const randomBase32 = (length: number): string =>
  Array.from(randomBytes(length), (byte) => crockford[byte % 32]).join('');

export const randomIds: IdMinter = {
  orderId: (now) => `${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBase32(10)}`,
  lineId: () => `line-${randomUUID()}`,
  adminId: (kind) => `${kind}-${randomUUID()}`,
  codePart: () => randomBase32(8),
};

/** The line id of an add retried with the same Idempotency-Key: the same line, so the add is recognised. */
export const lineIdForKey = (cartId: string, idempotencyKey: string): string =>
  `line-${createHash('sha256').update(`${cartId}\n${idempotencyKey}`).digest('hex').slice(0, 32)}`;
