/** Statements that return positional rows with bigint integers, and the one row → RecordedEvent decoder. */
import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { JsonObject, RecordedEvent } from '../port.ts';
import { decodeMetadata } from './newEvents.ts';

export type Row = readonly SQLOutputValue[];

/** The columns every event read selects, in this order (see decodeRow). */
export const EVENT_COLUMNS = 'position, stream, revision, id, type, data, metadata, created';

export const statement = (db: DatabaseSync, sql: string): StatementSync => {
  const prepared = db.prepare(sql);
  prepared.setReadBigInts(true);
  prepared.setReturnArrays(true);
  return prepared;
};

type Param = string | bigint | number | null;

/**
 * A row of a statement prepared by `statement`: node:sqlite types rows as objects whatever `setReturnArrays` says,
 * so the array is checked rather than cast (a statement prepared some other way fails here, not in decodeRow).
 */
const positional = (row: unknown): Row => {
  if (!Array.isArray(row)) throw new TypeError('an event store statement must return positional rows');
  return row;
};

/** All rows of a statement prepared by `statement` (positional arrays). */
export const rowsOf = (prepared: StatementSync, ...params: Param[]): Row[] => prepared.all(...params).map(positional);

/** The first row of a statement prepared by `statement`. */
export const rowOf = (prepared: StatementSync, ...params: Param[]): Row | undefined => {
  const row = prepared.get(...params);
  return row === undefined ? undefined : positional(row);
};

/** The first column of the first row, or null. */
export const scalar = (prepared: StatementSync, ...params: Param[]): SQLOutputValue => {
  const row = rowOf(prepared, ...params);
  return row === undefined ? null : (row[0] ?? null);
};

export const decodeRow = (row: Row): RecordedEvent => {
  const position = row[0] as bigint;
  const metadata = row[6];
  return {
    streamId: row[1] as string,
    id: row[3] as string,
    revision: row[2] as bigint,
    type: row[4] as string,
    data: JSON.parse(row[5] as string) as JsonObject,
    metadata: metadata === null || metadata === undefined ? undefined : decodeMetadata(JSON.parse(metadata as string)),
    created: new Date(Number(row[7])),
    position: { commit: position, prepare: position },
  };
};
