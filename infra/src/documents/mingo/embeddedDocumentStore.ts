/**
 * The embedded read-model store (the default adapter): MongoDB semantics for what the port exposes, over
 * documents held in memory and persisted in ONE SQLite file at `path` (see storage.ts for durability).
 * One process owns the file: another process that opens it sees what was committed when it opened.
 *
 * Module map: values.ts (BSON order, equality, copies), documents.ts (what may be written), paths.ts,
 * filter.ts and valueTests.ts (compiled queries, mingo for the rare operators), sort.ts (top-k), projection.ts,
 * indexes.ts, group.ts and aggregate.ts (pipelines, mingo for expression stages), collectionState.ts, storage.ts,
 * engine.ts (the operations), names.ts (collection names and handles), refuse.ts (how a request is refused).
 * filter/sort/projection/aggregate/documents/indexes/names also validate for the mongo adapter, so both adapters
 * refuse the same requests.
 */
import type { Collection, Document, DocumentStore } from '../port.ts';
import { createEngine, type Engine } from './engine.ts';
import { checkCollectionName, collectionHandles } from './names.ts';
import { openStorage } from './storage.ts';

export type EmbeddedDocumentStoreOptions = Readonly<{
  path: string;
  /** Shown in E11000 messages as `<dbName>.<collection>` (default `parks`, as MONGODB_DB). */
  dbName?: string;
}>;

export const openEmbeddedDocumentStore = async (options: EmbeddedDocumentStoreOptions): Promise<DocumentStore> => {
  const storage = openStorage(options.path);
  let engine: Engine | null;
  try {
    engine = createEngine(storage, options.dbName ?? 'parks');
  } catch (error) {
    storage.close();
    throw error;
  }
  const live = (): Engine => {
    if (engine === null) throw new Error('The document store is closed');
    return engine;
  };
  /** A write's outcome, given once its turn committed (see engine.ts); a failed commit fails it. */
  const written = async <R>(work: (engine: Engine) => R): Promise<R> => {
    const current = live();
    let outcome: { ok: true; value: R } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: work(current) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    await current.committed();
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };

  const handleOf = (name: string): Collection<Document> => ({
    name,
    findById: async (id) => live().findById(name, id),
    find: async (filter, findOptions) => live().find(name, filter, findOptions) as Document[],
    countDocuments: async (filter, countOptions) => live().countDocuments(name, filter, countOptions),
    aggregate: async <R>(pipeline: Parameters<Collection['aggregate']>[0]) => live().aggregate(name, pipeline) as R[],
    insertOne: (document) => written((engine) => engine.insertOne(name, document)),
    replaceOne: (filter, replacement, replaceOptions) =>
      written((engine) => engine.replaceOne(name, filter, replacement, replaceOptions)),
    deleteOne: (filter) => written((engine) => engine.deleteOne(name, filter)),
    deleteMany: (filter) => written((engine) => engine.deleteMany(name, filter)),
    bulkWrite: (operations, bulkOptions) => written((engine) => engine.bulkWrite(name, operations, bulkOptions)),
    createIndex: (spec) => written((engine) => engine.createIndex(name, spec)),
    changeStamp: () => live().changeStamp(name),
  });

  return {
    collection: collectionHandles(handleOf),
    listCollections: async () => live().listCollections(),
    dropCollection: async (name) => {
      checkCollectionName(name);
      await written((engine) => engine.dropCollection(name));
    },
    close: async () => {
      if (engine === null) return;
      // Writes already made are committed, not lost.
      engine.flush();
      engine = null;
      storage.close();
    },
  };
};
