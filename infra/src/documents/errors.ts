/** The port's own error types (B12.4); both adapters raise these, with MongoDB's codes. */
import type { BulkWriteResult } from './port.ts';

export class DuplicateKeyError extends Error {
  readonly code = 11000;
  readonly keyPattern: Readonly<Record<string, number>>;
  readonly keyValue: Readonly<Record<string, unknown>>;
  constructor(message: string, keyPattern: Record<string, number>, keyValue: Record<string, unknown>) {
    super(message);
    this.name = 'DuplicateKeyError';
    this.keyPattern = keyPattern;
    this.keyValue = keyValue;
  }
}

/** A request the store refuses, with MongoDB's error code (2, BadValue, unless said). */
abstract class RefusalError extends Error {
  readonly code: number;
  constructor(name: string, message: string, code: number) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

/** A write the store refuses: `$`/`.` keys, a changed `_id` (code 66), a replacement with operators. */
export class InvalidDocumentError extends RefusalError {
  constructor(message: string, code = 2) {
    super('InvalidDocumentError', message, code);
  }
}

/** A query the store refuses: mixed projection, negative limit, unknown operator. */
export class InvalidQueryError extends RefusalError {
  constructor(message: string, code = 2) {
    super('InvalidQueryError', message, code);
  }
}

/** Bulk write failure (B4): the errors by operation index, and what ran before the stop. */
export class BulkWriteError extends Error {
  readonly writeErrors: ReadonlyArray<Readonly<{ index: number; code: number; message: string }>>;
  readonly result: BulkWriteResult;
  constructor(writeErrors: ReadonlyArray<{ index: number; code: number; message: string }>, result: BulkWriteResult) {
    super(writeErrors[0]?.message ?? 'bulk write failed');
    this.name = 'BulkWriteError';
    this.writeErrors = writeErrors;
    this.result = result;
  }
}
