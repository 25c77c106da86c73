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

/** All rows of a statement prepared by `statement` (positional arrays). */
export const rowsOf = (prepared: StatementSync, ...params: Param[]): Row[] =>
  prepared.all(...params) as unknown as Row[];

/** The first row of a statement prepared by `statement`. */
export const rowOf = (prepared: StatementSync, ...params: Param[]): Row | undefined =>
  prepared.get(...params) as unknown as Row | undefined;

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
