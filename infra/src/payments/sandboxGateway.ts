/**
 * The sandbox payment gateway: the domain's PaymentGateway for every environment without a real acquirer.
 * It answers from the test-card table (testCards.ts) and honours the port's contract:
 * - a repeated idempotency key returns the first answer. Answers live in a small SQLite file (by default
 *   DATA_DIR/payments/sandbox-gateway.sqlite), so a repeat after a restart of the API still finds the first
 *   authorization, as a real gateway would; several processes may share the file. The answer is computed,
 *   then inserted only if the key is new, then read back: whoever inserted first wins, in this process
 *   (node:sqlite is synchronous, so two calls cannot interleave) and across processes (the primary key);
 * - a decline is an answer, an exception means "outcome unknown" (test card 4000000000000119);
 * - a refund is idempotent by its refund id, and the refunds of an authorization never pass its amount;
 * - the card number and CVV are only read: what is stored is the answer (brand, last four digits, amount),
 *   and nothing here logs.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type {
  AuthorizationRequest,
  AuthorizationResult,
  CardDetails,
  DeclineReason,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '@parks/domain/payments/port';
import { cardDigits, cardPattern } from '@parks/schemas/checkout/card';
import { preparePrivateDatabase } from '../privateFiles.ts';
import { findTestCard, passesLuhn } from './testCards.ts';

export type SandboxGatewayOptions = Readonly<{
  /** The SQLite file of answers, or ':memory:' (tests). */
  path: string;
  /** The gateway's clock, for card expiry. */
  now?: () => Date;
}>;

export type AuthorizationStatus = 'authorized' | 'voided';

export type SandboxGateway = PaymentGateway &
  Readonly<{
    /** What the sandbox's back office would show: undefined for an id it never issued. */
    authorizationStatus: (authorizationId: string) => AuthorizationStatus | undefined;
    /** The cents refunded so far on an authorization (refunds that succeeded). */
    refundedCents: (authorizationId: string) => number;
    close: () => void;
  }>;

/** The outcome is unknown to the caller (the sandbox's timeout card): retry with the same idempotency key. */
export class GatewayTimeoutError extends Error {
  constructor() {
    super('the payment gateway did not answer in time; retry with the same idempotency key');
    this.name = 'GatewayTimeoutError';
  }
}

export class UnknownAuthorizationError extends Error {
  constructor() {
    super('the payment gateway has no such authorization');
    this.name = 'UnknownAuthorizationError';
  }
}

export const sandboxGatewayPath = (dataDir: string): string => join(dataDir, 'payments', 'sandbox-gateway.sqlite');

const SCHEMA = `
CREATE TABLE IF NOT EXISTS authorizations (
  idempotency_key TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  authorization_id TEXT UNIQUE,
  result TEXT NOT NULL,
  voided_at TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS refunds (
  refund_id TEXT PRIMARY KEY,
  authorization_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  refunded INTEGER NOT NULL,
  result TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS voids (
  idempotency_key TEXT PRIMARY KEY,
  authorization_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

const openDatabase = (path: string): DatabaseSync => {
  if (path !== ':memory:') preparePrivateDatabase(path);
  const db = new DatabaseSync(path, { timeout: 10_000 });
  db.exec('PRAGMA journal_mode = WAL');
  // The sandbox stands in for the acquirer, whose disk is not ours: it must survive a restart of the API (a
  // repeated key finds the first answer), which WAL gives at NORMAL, since a process crash loses no commit. Only
  // a power cut could lose the last answers, which no sandbox needs to survive; FULL cost an fsync per checkout
  // on the API's thread (a twelfth of a purchase's time).
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(SCHEMA);
  return db;
};

const declined = (reason: DeclineReason): AuthorizationResult => ({ outcome: 'declined', reason });

const isExpired = (card: CardDetails, now: Date): boolean =>
  card.expiryYear * 12 + (card.expiryMonth - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();

/** The sandbox's decision for one card, and whether this call should then time out. */
const decide = (request: AuthorizationRequest, now: Date): { result: AuthorizationResult; timeout: boolean } => {
  const digits = cardDigits(request.card.number);
  const pattern = cardPattern(digits);
  const cvv = request.card.cvv?.trim() ?? '';
  const wellFormed =
    /^\d+$/.test(digits) &&
    digits.length === pattern.length &&
    passesLuhn(digits) &&
    (pattern.cvvLength === 0 || new RegExp(`^\\d{${pattern.cvvLength}}$`).test(cvv)) &&
    Number.isInteger(request.card.expiryMonth) &&
    request.card.expiryMonth >= 1 &&
    request.card.expiryMonth <= 12;
  const card = findTestCard(digits);
  if (!wellFormed || card === undefined) return { result: declined('invalidCard'), timeout: false };
  if (isExpired(request.card, now)) return { result: declined('expiredCard'), timeout: false };
  if (card.outcome !== 'approved' && card.outcome !== 'timeoutOnce') {
    return { result: declined(card.outcome), timeout: false };
  }
  const result: AuthorizationResult = {
    outcome: 'authorized',
    authorizationId: `sbx_auth_${randomBytes(18).toString('base64url')}`,
    brand: pattern.brand,
    last4: digits.slice(-4),
    amountCents: request.amountCents,
  };
  return { result, timeout: card.outcome === 'timeoutOnce' };
};

const checkRequest = (request: AuthorizationRequest): void => {
  if (request.idempotencyKey.trim() === '') throw new RangeError('an authorization needs an idempotency key');
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new RangeError(`the amount must be a positive number of cents (got ${request.amountCents})`);
  }
  if (request.currency !== 'CAD') throw new RangeError(`the sandbox only takes CAD (got ${request.currency})`);
};

export const openSandboxGateway = (options: SandboxGatewayOptions): SandboxGateway => {
  const db = openDatabase(options.path);
  const now = options.now ?? (() => new Date());
  const insertAnswer = db.prepare(
    `INSERT INTO authorizations (idempotency_key, order_id, authorization_id, result, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const answerOf = db.prepare('SELECT result FROM authorizations WHERE idempotency_key = ?');
  const statusOf = db.prepare('SELECT voided_at FROM authorizations WHERE authorization_id = ?');
  const insertVoid = db.prepare(
    'INSERT INTO voids (idempotency_key, authorization_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const markVoided = db.prepare(
    'UPDATE authorizations SET voided_at = ? WHERE authorization_id = ? AND voided_at IS NULL',
  );

  const authorize = async (request: AuthorizationRequest): Promise<AuthorizationResult> => {
    checkRequest(request);
    const at = now();
    const { result, timeout } = decide(request, at);
    const authorizationId = result.outcome === 'authorized' ? result.authorizationId : null;
    const inserted = insertAnswer.run(
      request.idempotencyKey,
      request.orderId,
      authorizationId,
      JSON.stringify(result),
      at.toISOString(),
    );
    // The first call for this key recorded the answer; with the timeout card it then "loses" the reply.
    if (inserted.changes === 1 && timeout) throw new GatewayTimeoutError();
    const row = answerOf.get(request.idempotencyKey) as { result: string } | undefined;
    if (row === undefined) throw new Error('the sandbox lost an answer it had just recorded');
    return JSON.parse(row.result) as AuthorizationResult;
  };

  const voidAuthorization = async (authorizationId: string, idempotencyKey: string): Promise<void> => {
    const found = statusOf.get(authorizationId);
    if (found === undefined) throw new UnknownAuthorizationError();
    const at = now().toISOString();
    db.exec('BEGIN IMMEDIATE');
    try {
      // A repeated void key is the first void again: nothing more happens.
      if (insertVoid.run(idempotencyKey, authorizationId, at).changes === 1) markVoided.run(at, authorizationId);
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  const authorizationOf = db.prepare('SELECT result, voided_at FROM authorizations WHERE authorization_id = ?');
  const refundOf = db.prepare('SELECT result FROM refunds WHERE refund_id = ?');
  const refundedOn = db.prepare(
    'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM refunds WHERE authorization_id = ? AND refunded = 1',
  );
  const insertRefund = db.prepare(
    `INSERT INTO refunds (refund_id, authorization_id, amount_cents, refunded, result, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  const refundedCents = (authorizationId: string): number =>
    Number((refundedOn.get(authorizationId) as { total: number | bigint }).total);

  /** The sandbox's answer to a new refund id: refused when it would give back more than was authorized. */
  const decideRefund = (request: RefundRequest): RefundResult => {
    const row = authorizationOf.get(request.authorizationId) as
      | { result: string; voided_at: string | null }
      | undefined;
    if (row === undefined) return { outcome: 'failed', reason: 'unknownAuthorization' };
    if (row.voided_at !== null) return { outcome: 'failed', reason: 'authorizationVoided' };
    const authorized = JSON.parse(row.result) as AuthorizationResult;
    const ceiling = authorized.outcome === 'authorized' ? authorized.amountCents : 0;
    if (refundedCents(request.authorizationId) + request.amountCents > ceiling) {
      return { outcome: 'failed', reason: 'exceedsAuthorization' };
    }
    return {
      outcome: 'refunded',
      gatewayRefundId: `sbx_ref_${randomBytes(18).toString('base64url')}`,
      amountCents: request.amountCents,
    };
  };

  const refund = async (request: RefundRequest): Promise<RefundResult> => {
    if (request.refundId.trim() === '') throw new RangeError('a refund needs a refund id');
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new RangeError(`the amount must be a positive number of cents (got ${request.amountCents})`);
    }
    // One write transaction: the ceiling is read and the refund recorded with no other refund in between, in
    // this process or another sharing the file.
    db.exec('BEGIN IMMEDIATE');
    try {
      const seen = refundOf.get(request.refundId) as { result: string } | undefined;
      const result = seen === undefined ? decideRefund(request) : (JSON.parse(seen.result) as RefundResult);
      if (seen === undefined) {
        insertRefund.run(
          request.refundId,
          request.authorizationId,
          request.amountCents,
          result.outcome === 'refunded' ? 1 : 0,
          JSON.stringify(result),
          now().toISOString(),
        );
      }
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  const authorizationStatus = (authorizationId: string): AuthorizationStatus | undefined => {
    const row = statusOf.get(authorizationId) as { voided_at: string | null } | undefined;
    if (row === undefined) return undefined;
    return row.voided_at === null ? 'authorized' : 'voided';
  };

  return { authorize, voidAuthorization, refund, authorizationStatus, refundedCents, close: () => db.close() };
};
