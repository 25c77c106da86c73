/**
 * The one SQLite file: WAL, synchronous=FULL (an acknowledged append is on disk, so it survives a process
 * kill and an OS crash), a busy timeout for other processes sharing the file.
 *
 * `events.position` is the opaque log position (commit === prepare): the previous position plus a
 * byte-offset-like record size, assigned inside the write transaction. It is monotonic but neither dense
 * nor index-like, so nobody can mistake it for a counter (C1.8).
 * `streams` holds what deletions leave behind: soft delete (A7.1, A7.2) and tombstones (A7.4).
 */
import { DatabaseSync } from 'node:sqlite';
import { preparePrivateDatabase } from '../../privateFiles.ts';

const SCHEMA_VERSION = 1;
const BUSY_TIMEOUT_MS = 10_000;

const DDL = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY,
  stream TEXT NOT NULL,
  revision INTEGER NOT NULL,
  id TEXT NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT,
  created INTEGER NOT NULL,
  UNIQUE (stream, revision)
);
CREATE INDEX IF NOT EXISTS events_by_id ON events (id);
CREATE TABLE IF NOT EXISTS deleted_streams (
  stream TEXT PRIMARY KEY,
  -- revisions below this are hidden from readStream (the server's $tb)
  truncate_before INTEGER NOT NULL,
  -- 1 from a soft delete until the next append
  soft_deleted INTEGER NOT NULL,
  tombstoned INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** Fixed part of a record's size in the position arithmetic (a header, like the server's log records). */
export const RECORD_OVERHEAD = 64n;

export const openDatabase = (path: string): DatabaseSync => {
  if (path !== ':memory:' && !path.startsWith('file:')) preparePrivateDatabase(path);
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('BEGIN IMMEDIATE');
    try {
      const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
      if (version > SCHEMA_VERSION) {
        throw new Error(`${path} has event-store schema ${version}; this code knows up to ${SCHEMA_VERSION}`);
      }
      db.exec(DDL);
      if (version < SCHEMA_VERSION) db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
};
