/**
 * Driver errors → the port's errors (B12.4): 11000 → DuplicateKeyError with keyPattern/keyValue (B11.1),
 * MongoBulkWriteError → BulkWriteError with each failed operation's index and code (B4, B11.2), and the
 * server's refusals of a request → InvalidDocumentError (writes) or InvalidQueryError (reads, indexes).
 * Anything else (network, shutdown, auth, timeouts) is left as the driver raised it.
 */
import { MongoBulkWriteError, MongoServerError, type WriteError } from 'mongodb';
import { BulkWriteError, DuplicateKeyError, InvalidDocumentError, InvalidQueryError } from '../errors.ts';

/** Server codes that mean "this request is wrong", not "the server is unwell". */
const REQUEST_ERRORS = new Set([2, 4, 9, 14, 15, 17, 28, 40, 52, 55, 66, 67, 68, 72, 73, 85, 86, 171, 10334]);

/** Parser and validation errors carry assertion location codes (5–6 digits, e.g. 15958, 31254, 40324). */
const isRequestError = (code: unknown): code is number =>
  typeof code === 'number' && (REQUEST_ERRORS.has(code) || code >= 15_000);

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {};

const numbersOf = (value: unknown): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const [key, inner] of Object.entries(recordOf(value))) out[key] = Number(inner);
  return out;
};

const writeErrorsOf = (error: MongoBulkWriteError): WriteError[] =>
  Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors as WriteError];

export type ErrorSide = 'read' | 'write';

export const portError = (error: unknown, side: ErrorSide): unknown => {
  if (error instanceof MongoBulkWriteError) {
    const writeErrors = writeErrorsOf(error).filter((entry) => entry !== undefined);
    if (writeErrors.length === 0) return error;
    return new BulkWriteError(
      writeErrors.map((entry) => ({ index: entry.index, code: entry.code, message: entry.errmsg ?? String(entry) })),
      {
        insertedCount: error.insertedCount,
        matchedCount: error.matchedCount,
        modifiedCount: error.modifiedCount,
        deletedCount: error.deletedCount,
        upsertedCount: error.upsertedCount,
      },
    );
  }
  if (error instanceof MongoServerError) {
    if (error.code === 11000)
      return new DuplicateKeyError(error.message, numbersOf(error.keyPattern), recordOf(error.keyValue));
    if (!isRequestError(error.code)) return error;
    if (error.code === 66 || side === 'write') return new InvalidDocumentError(error.message, error.code);
    return new InvalidQueryError(error.message, error.code);
  }
  return error;
};

/** Runs a driver call, raising the port's errors. */
export const mapped = async <R>(side: ErrorSide, call: () => Promise<R>): Promise<R> => {
  try {
    return await call();
  } catch (error) {
    throw portError(error, side);
  }
};
