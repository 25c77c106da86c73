/**
 * The embedded store's file: ONE SQLite database (WAL, synchronous=NORMAL: a process kill loses nothing
 * committed; an OS crash may lose the last commits, which the projections repair from their checkpoints).
 * The write calls of one turn of the event loop share one transaction, each call in its own savepoint (see
 * engine.ts), so a process killed mid-turn leaves the file as it was before the turn, and no call is
 * answered before its turn committed. Documents are JSON text; the whole file is read into memory at open.
 */
import { DatabaseSync } from 'node:sqlite';
import { preparePrivateDatabase } from '../../privateFiles.ts';

export type StoredDocumentRow = Readonly<{ collection: number; body: string }>;

export type Storage = Readonly<{
  collections(): Array<{ id: number; name: string }>;
  indexes(): Array<{ collection: number; spec: string }>;
  documents(): Iterable<StoredDocumentRow>;
  createCollection(name: string): number;
  dropCollection(collection: number): void;
  putDocument(collection: number, id: string, body: string): void;
  deleteDocument(collection: number, id: string): void;
  putIndex(collection: number, name: string, spec: string): void;
  /** The turn's transaction: opened by the first write of a turn, committed (or rolled back) once. */
  begin(): void;
  commit(): void;
  rollback(): void;
  /** One write call inside the turn: kept by release, undone alone by rollbackToSavepoint. */
  savepoint(): void;
  release(): void;
  rollbackToSavepoint(): void;
  close(): void;
}>;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS collections (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
  CREATE TABLE IF NOT EXISTS documents (
    collection INTEGER NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS indexes (
    collection INTEGER NOT NULL, name TEXT NOT NULL, spec TEXT NOT NULL, PRIMARY KEY (collection, name)
  ) WITHOUT ROWID;
`;

export const openStorage = (path: string): Storage => {
  preparePrivateDatabase(path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  const insertCollection = db.prepare('INSERT INTO collections (name) VALUES (?)');
  const deleteCollection = db.prepare('DELETE FROM collections WHERE id = ?');
  const deleteCollectionDocuments = db.prepare('DELETE FROM documents WHERE collection = ?');
  const deleteCollectionIndexes = db.prepare('DELETE FROM indexes WHERE collection = ?');
  const upsertDocument = db.prepare(
    'INSERT INTO documents (collection, id, body) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body',
  );
  const deleteDocument = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const savepoint = db.prepare('SAVEPOINT call');
  const release = db.prepare('RELEASE call');
  const rollbackTo = db.prepare('ROLLBACK TO call');
  const upsertIndex = db.prepare(
    'INSERT INTO indexes (collection, name, spec) VALUES (?, ?, ?) ON CONFLICT (collection, name) DO UPDATE SET spec = excluded.spec',
  );

  return {
    collections: () =>
      db
        .prepare('SELECT id, name FROM collections')
        .all()
        .map((row) => ({ id: Number(row.id), name: String(row.name) })),
    indexes: () =>
      db
        .prepare('SELECT collection, spec FROM indexes')
        .all()
        .map((row) => ({ collection: Number(row.collection), spec: String(row.spec) })),
    documents: function* () {
      const rows = db.prepare('SELECT collection, body FROM documents');
      rows.setReturnArrays(true);
      for (const row of rows.iterate() as Iterable<unknown>) {
        const [collection, body] = row as [number, string];
        yield { collection, body };
      }
    },
    createCollection: (name) => Number(insertCollection.run(name).lastInsertRowid),
    dropCollection: (collection) => {
      deleteCollectionDocuments.run(collection);
      deleteCollectionIndexes.run(collection);
      deleteCollection.run(collection);
    },
    putDocument: (collection, id, body) => {
      upsertDocument.run(collection, id, body);
    },
    deleteDocument: (collection, id) => {
      deleteDocument.run(collection, id);
    },
    putIndex: (collection, name, spec) => {
      upsertIndex.run(collection, name, spec);
    },
    begin: () => begin.run(),
    commit: () => commit.run(),
    rollback: () => {
      if (db.isTransaction) rollback.run();
    },
    savepoint: () => savepoint.run(),
    release: () => release.run(),
    rollbackToSavepoint: () => {
      rollbackTo.run();
      release.run();
    },
    close: () => db.close(),
  };
};
