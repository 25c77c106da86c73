/**
 * The embedded store's operations, synchronous, over the collections in memory and the SQLite file.
 * Reads compile the filter, narrow by `_id` or an index, and copy only the documents they return.
 * Writes validate first, then run as ONE savepoint per call (a bulkWrite included) inside the transaction
 * of their turn of the event loop: documents are stored as normalised copies (mingo's `update()` is never
 * used), and memory is undone if SQLite fails, for the call or, if the turn's COMMIT fails, for the turn.
 *
 * Why a turn: one append wakes every read model, and each writes its documents and its checkpoint; one
 * transaction each was a COMMIT (WAL frames written, locks taken) per read model per append. A caller learns
 * its outcome only once the turn committed (`committed()`), so nothing is acknowledged that a kill could lose.
 */
import { BulkWriteError, DuplicateKeyError, InvalidDocumentError } from '../errors.ts';
import type {
  BulkWriteResult,
  Document,
  Filter,
  FindOptions,
  IndexSpec,
  PipelineStage,
  ReplaceResult,
  WriteOperation,
} from '../port.ts';
import { compilePipeline, runPipeline } from './aggregate.ts';
import {
  buildIndex,
  type CollectionState,
  candidatePlanOf,
  candidatesOf,
  createCollectionState,
  deleteDocument,
  insertDocument,
  replaceDocument,
  type Undo,
} from './collectionState.ts';
import {
  idOfFilter,
  type NormalizedDocument,
  normalizeDocument,
  type PreparedWrite,
  prepareWrite,
} from './documents.ts';
import { type CompiledFilter, compileFilter } from './filter.ts';
import { createIndexState, type IndexDefinition, indexDefinitionOf } from './indexes.ts';
import { limitOf, skipOf } from './options.ts';
import { keptFilterOf, orderedDocuments } from './ordered.ts';
import { compileProjection } from './projection.ts';
import { refuse } from './refuse.ts';
import { compileSort, selectSorted } from './sort.ts';
import type { Storage } from './storage.ts';
import { cloneValue, deepEqual, fromJson, isPlainObject, type PlainObject, toJson } from './values.ts';

export type Engine = ReturnType<typeof createEngine>;

const immutableId = (id: string, replacementId: string): InvalidDocumentError =>
  new InvalidDocumentError(
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${JSON.stringify(replacementId)} (was ${JSON.stringify(id)})`,
    66,
  );

type Counts = {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
};

/**
 * Few enough candidates (by `_id` or an index) that sorting them beats walking a whole order: fewer than NARROW, or
 * a small share of the collection. The walk tests documents until the page is full, which for a value a few
 * thousand documents hold (a customer's orders among 100,000) means testing nearly all of them; sorting the
 * candidates tests only those.
 */
const NARROW = 1_000;
const NARROW_SHARE = 8;

export const createEngine = (storage: Storage, dbName: string) => {
  const collections = new Map<string, CollectionState>();

  // Load the whole file.
  const byId = new Map<number, CollectionState>();
  for (const { id, name } of storage.collections()) {
    const state = createCollectionState(name, id, dbName);
    collections.set(name, state);
    byId.set(id, state);
  }
  for (const { collection, body } of storage.documents()) {
    const doc = fromJson(body) as Document;
    byId.get(collection)?.docs.set(doc._id, doc);
  }
  for (const { collection, spec } of storage.indexes()) {
    const state = byId.get(collection);
    if (state !== undefined) state.indexes.push(buildIndex(state, JSON.parse(spec) as IndexDefinition));
  }

  type Turn = { undos: Undo[]; done: Promise<void>; settle: (error?: unknown) => void; timer: NodeJS.Immediate };
  let turn: Turn | null = null;

  /** Commits the open turn; if that fails, the file rolls back and memory is put back for every call of it. */
  const endTurn = (): void => {
    const ending = turn;
    if (ending === null) return;
    turn = null;
    clearImmediate(ending.timer);
    try {
      storage.commit();
    } catch (error) {
      storage.rollback();
      for (let c = ending.undos.length - 1; c >= 0; c -= 1) {
        const undo = ending.undos[c] as Undo;
        for (let i = undo.length - 1; i >= 0; i -= 1) (undo[i] as () => void)();
      }
      ending.settle(error);
      return;
    }
    ending.settle();
  };

  const openTurn = (): Turn => {
    if (turn !== null) return turn;
    storage.begin();
    let settle: (error?: unknown) => void = () => {};
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Callers observe it through committed(); a turn nobody awaited must not be an unhandled rejection.
    done.catch(() => {});
    const opened: Turn = { undos: [], done, settle, timer: setImmediate(endTurn) };
    turn = opened;
    return opened;
  };

  /** One call: a savepoint of the turn; if it fails, it alone is undone, in SQLite and in memory. */
  const write = <R>(work: (undo: Undo) => R): R => {
    const current = openTurn();
    const undo: Undo = [];
    storage.savepoint();
    try {
      const result = work(undo);
      storage.release();
      current.undos.push(undo);
      return result;
    } catch (error) {
      storage.rollbackToSavepoint();
      for (let i = undo.length - 1; i >= 0; i -= 1) (undo[i] as () => void)();
      throw error;
    }
  };

  const ensure = (name: string, undo: Undo): CollectionState => {
    const existing = collections.get(name);
    if (existing !== undefined) return existing;
    const state = createCollectionState(name, storage.createCollection(name), dbName);
    collections.set(name, state);
    undo.push(() => collections.delete(name));
    return state;
  };

  const store = (state: CollectionState, normalized: NormalizedDocument) => () =>
    storage.putDocument(state.id, normalized.doc._id, toJson(normalized.doc, normalized.hasDate));

  const insert = (name: string, normalized: NormalizedDocument, undo: Undo): void => {
    const state = ensure(name, undo);
    insertDocument(state, normalized.doc, store(state, normalized), undo);
  };

  /** replaceOne's rules (B3): `_id` immutable (66), upsert inserts the replacement with the filter's `_id`. */
  const replace = (
    name: string,
    id: string,
    normalized: NormalizedDocument,
    upsert: boolean,
    undo: Undo,
  ): ReplaceResult => {
    const state = collections.get(name);
    const old = state?.docs.get(id);
    if (normalized.doc._id !== id && (old !== undefined || upsert)) throw immutableId(id, normalized.doc._id);
    if (state !== undefined && old !== undefined) {
      if (deepEqual(old, normalized.doc))
        return { matchedCount: 1, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
      replaceDocument(state, old, normalized.doc, store(state, normalized), undo);
      return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
    insert(name, normalized, undo);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: id };
  };

  const remove = (state: CollectionState | undefined, id: string, undo: Undo): number => {
    const doc = state?.docs.get(id);
    if (state === undefined || doc === undefined) return 0;
    deleteDocument(state, doc, () => storage.deleteDocument(state.id, id), undo);
    return 1;
  };

  const matching = (state: CollectionState, filter: CompiledFilter): Document[] => {
    const found: Document[] = [];
    for (const doc of candidatesOf(state, filter)) if (filter.test(doc)) found.push(doc);
    return found;
  };

  /**
   * Which life of a collection a state is: counted up in this engine at each creation, as SQLite may give a
   * collection created again the id of one dropped.
   */
  const lives = new WeakMap<CollectionState, number>();
  let created = 0;
  const lifeOf = (state: CollectionState): number => {
    let life = lives.get(state);
    if (life === undefined) {
      created += 1;
      life = created;
      lives.set(state, life);
    }
    return life;
  };

  return {
    /** The collection's life (see lifeOf) and its write count; an absent collection holds nothing. */
    changeStamp(name: string): string {
      const state = collections.get(name);
      return state === undefined ? 'absent' : `${lifeOf(state)}/${state.version}`;
    },
    findById(name: string, id: string): Document | null {
      if (typeof id !== 'string') return refuse('findById takes a string _id');
      const doc = collections.get(name)?.docs.get(id);
      return doc === undefined ? null : cloneValue(doc);
    },

    find(name: string, filter: Filter, options: FindOptions = {}): PlainObject[] {
      if (!isPlainObject(options)) return refuse('find options must be an object');
      const compiled = compileFilter(filter);
      const sort = compileSort(options.sort, true);
      const skip = skipOf(options.skip);
      const limit = limitOf(options.limit);
      const project = compileProjection(options.projection);
      const state = collections.get(name);
      if (state === undefined) return [];
      const plan = candidatePlanOf(state, compiled);
      const test = compiled.matchesAll ? null : compiled.test;
      // A sort that an index declares, over more than a few candidates: walk the kept order, stop when the page
      // is full (a limit of 0 walks it all, which still saves the sort).
      const wide = !plan.narrowed || (plan.size >= NARROW && plan.size * NARROW_SHARE > state.docs.size);
      const kept = test === null ? null : keptFilterOf(filter, test);
      const ordered = sort !== null && wide ? orderedDocuments(state, options.sort, kept ?? undefined) : null;
      if (ordered !== null) {
        const end = limit === 0 ? Number.POSITIVE_INFINITY : limit;
        const page: PlainObject[] = [];
        // Every document matches (or the order holds only the matches): the page starts at `skip` directly.
        if (test === null || kept !== null) {
          for (let at = skip; at < ordered.length && page.length < end; at += 1) {
            page.push(project(ordered[at] as Document));
          }
          return page;
        }
        let passed = 0;
        for (const doc of ordered) {
          if (!test(doc)) continue;
          passed += 1;
          if (passed <= skip) continue;
          page.push(project(doc));
          if (page.length === end) break;
        }
        return page;
      }
      const source = plan.read();
      if (sort !== null) return selectSorted(source, test, sort, skip, limit).map(project);
      const out: PlainObject[] = [];
      let skipped = 0;
      for (const doc of source) {
        if (test !== null && !test(doc)) continue;
        if (skipped < skip) {
          skipped += 1;
          continue;
        }
        out.push(project(doc));
        if (out.length === limit) break;
      }
      return out;
    },

    countDocuments(name: string, filter: Filter, options: Readonly<{ skip?: number; limit?: number }> = {}): number {
      if (!isPlainObject(options)) return refuse('countDocuments options must be an object');
      const compiled = compileFilter(filter);
      const skip = skipOf(options.skip);
      const limit = limitOf(options.limit);
      const state = collections.get(name);
      if (state === undefined) return 0;
      let count = 0;
      if (compiled.matchesAll) count = state.docs.size;
      else {
        const enough = limit === 0 ? Number.POSITIVE_INFINITY : skip + limit;
        for (const doc of candidatesOf(state, compiled)) {
          if (compiled.test(doc)) count += 1;
          if (count >= enough) break;
        }
      }
      const after = Math.max(0, count - skip);
      return limit === 0 ? after : Math.min(after, limit);
    },

    aggregate(name: string, pipeline: readonly PipelineStage[]): PlainObject[] {
      const compiled = compilePipeline(pipeline);
      const state = collections.get(name);
      return runPipeline(compiled, {
        matching: (filter) => (state === undefined ? [] : matching(state, filter)),
        all: () => (state === undefined ? [] : state.docs.values()),
      });
    },

    insertOne(name: string, document: unknown): void {
      const normalized = normalizeDocument(document);
      write((undo) => insert(name, normalized, undo));
    },

    replaceOne(
      name: string,
      filter: unknown,
      replacement: unknown,
      options: Readonly<{ upsert?: boolean }> = {},
    ): ReplaceResult {
      const id = idOfFilter(filter);
      const normalized = normalizeDocument(replacement, { replacement: true, idFromFilter: id });
      return write((undo) => replace(name, id, normalized, options.upsert === true, undo));
    },

    deleteOne(name: string, filter: unknown): { deletedCount: number } {
      const id = idOfFilter(filter);
      return { deletedCount: write((undo) => remove(collections.get(name), id, undo)) };
    },

    deleteMany(name: string, filter: Filter): { deletedCount: number } {
      const compiled = compileFilter(filter);
      const state = collections.get(name);
      if (state === undefined) return { deletedCount: 0 };
      const doomed = matching(state, compiled);
      if (doomed.length === 0) return { deletedCount: 0 };
      return {
        deletedCount: write((undo) => {
          for (const doc of doomed) remove(state, doc._id, undo);
          return doomed.length;
        }),
      };
    },

    /** B4: ordered stops at the first failure, unordered tries all; no rollback of what succeeded. */
    bulkWrite(
      name: string,
      operations: readonly WriteOperation<Document>[],
      options: Readonly<{ ordered?: boolean; atomic?: boolean }> = {},
    ): BulkWriteResult {
      if (!Array.isArray(operations)) return refuse('bulkWrite takes an array of operations');
      const prepared = operations.map(prepareWrite);
      const counts: Counts = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, deletedCount: 0, upsertedCount: 0 };
      if (prepared.length === 0) return counts;
      const ordered = options.ordered !== false;
      const writeErrors: Array<{ index: number; code: number; message: string }> = [];
      write((undo) => {
        for (let index = 0; index < prepared.length; index += 1) {
          const operation = prepared[index] as PreparedWrite;
          try {
            if (operation.kind === 'insert') {
              insert(name, operation.doc, undo);
              counts.insertedCount += 1;
            } else if (operation.kind === 'replace') {
              const result = replace(name, operation.id, operation.doc, operation.upsert, undo);
              counts.matchedCount += result.matchedCount;
              counts.modifiedCount += result.modifiedCount;
              counts.upsertedCount += result.upsertedCount;
            } else {
              counts.deletedCount += remove(collections.get(name), operation.id, undo);
            }
          } catch (error) {
            if (!(error instanceof DuplicateKeyError || error instanceof InvalidDocumentError)) throw error;
            writeErrors.push({ index, code: error.code, message: error.message });
            if (ordered) break;
          }
        }
        // Atomic: an error undoes the whole call (thrown inside the transaction, so memory and SQLite roll back).
        // Readers already see all or nothing: this runs in one synchronous step that no find can interleave.
        if (options.atomic === true && writeErrors.length > 0) {
          throw new BulkWriteError(writeErrors, {
            insertedCount: 0,
            matchedCount: 0,
            modifiedCount: 0,
            deletedCount: 0,
            upsertedCount: 0,
          });
        }
      });
      if (writeErrors.length > 0) throw new BulkWriteError(writeErrors, { ...counts });
      return counts;
    },

    createIndex(name: string, spec: IndexSpec): string {
      const def = indexDefinitionOf(spec);
      const fields = Object.keys(def.key);
      if (fields.length === 1 && def.key._id === 1) return '_id_';
      return write((undo) => {
        const state = ensure(name, undo);
        const sameName = state.indexes.find((index) => index.def.name === def.name);
        if (sameName !== undefined) {
          if (deepEqual(sameName.def.key, def.key) && sameName.def.unique === def.unique) return def.name;
          return refuse(
            `An existing index has the same name (${def.name}) as the requested index but different options`,
            86,
          );
        }
        const sameKey = state.indexes.find((index) => deepEqual(index.def.key, def.key));
        if (sameKey !== undefined) return refuse(`Index already exists with a different name: ${sameKey.def.name}`, 85);
        const index = state.docs.size === 0 ? createIndexState(def) : buildIndex(state, def);
        storage.putIndex(state.id, def.name, JSON.stringify(def));
        state.indexes.push(index);
        undo.push(() => state.indexes.splice(state.indexes.indexOf(index), 1));
        return def.name;
      });
    },

    /** Settles once the writes made so far in this turn are committed (at once when none is open). */
    committed(): Promise<void> {
      return turn === null ? Promise.resolve() : turn.done;
    },

    /** Commits the open turn now (before the file closes). */
    flush(): void {
      endTurn();
    },

    listCollections(): string[] {
      return [...collections.keys()].sort();
    },

    dropCollection(name: string): void {
      const state = collections.get(name);
      if (state === undefined) return;
      write((undo) => {
        storage.dropCollection(state.id);
        collections.delete(name);
        undo.push(() => collections.set(name, state));
      });
    },
  };
};
