/**
 * An optimistic consistent read of a report's read models: the rows "as of R", a log position.
 *
 * The runtime writes each document with `_position`, the position of the last event applied to it, and a delete
 * leaves a tombstone carrying the deleting event's position (evolveBatch.ts); documents are written before the
 * model's checkpoint moves. So, over the active collections of a report's read models:
 * 1. R = the newest `_position` of their documents and tombstones, at least the position asked for; once every
 *    model's checkpoint has reached R, every event up to R is in the documents.
 * 2. The caller reads the rows (an export writes them into its file, not yet stored). Any write after step 1 is of
 *    an event after R, so it leaves a `_position` newer than R (a delete, a newer tombstone), which stays there.
 * 3. If no document nor tombstone is newer than R, and no rebuild swapped a collection meanwhile, nothing changed
 *    during the read: the rows are exactly those at R. Otherwise the read is discarded and made again, at the new R.
 * No lock and no snapshot of the store: a read that races a burst of writes is retried, a bounded number of times.
 */
import type { DocumentStore, IndexSpec } from '@parks/infra/documents/port';
import { hasApplied } from '../runtime/checkpointWaiter.ts';
import { POSITION_FIELD } from '../runtime/evolveBatch.ts';
import { decodePosition } from '../runtime/positions.ts';
import { registryOf, tombstonesOf } from '../runtime/registry.ts';

/**
 * Newest first: on MongoDB an index answers the newest `_position` in one key; the embedded store serves a find
 * sorted by exactly an index's key from its kept order (ordered.ts), so its direction must be the query's.
 */
export const positionIndex: IndexSpec = { key: { [POSITION_FIELD]: -1 }, name: 'position_newest' };

const newestFirst = { [POSITION_FIELD]: -1 } as const;

/** The collections already given the index, per store: createIndex is idempotent, but a round trip all the same. */
const indexed = new WeakMap<DocumentStore, Set<string>>();

/**
 * Adds `positionIndex` to the collections and their tombstone collections. Done by the reader rather than declared
 * on the read models, so collections made before it need no rebuild (a declared index is made only on a new one).
 */
export const ensurePositionIndexes = async (store: DocumentStore, collections: readonly string[]): Promise<void> => {
  const done = indexed.get(store) ?? new Set<string>();
  indexed.set(store, done);
  for (const name of collections.flatMap((collection) => [collection, tombstonesOf(collection)])) {
    if (done.has(name)) continue;
    await store.collection(name).createIndex(positionIndex);
    done.add(name);
  }
};

/** The collection each read model's queries read now (the registry's active one), in `readModels` order. */
export const activeCollections = async (store: DocumentStore, readModels: readonly string[]): Promise<string[]> => {
  if (readModels.length === 0) return [];
  const docs = await registryOf(store).find({ _id: { $in: [...readModels] } });
  const byName = new Map(docs.map((doc) => [doc._id, doc.collection]));
  return readModels.flatMap((name) => {
    const collection = byName.get(name);
    return collection === undefined ? [] : [collection];
  });
};

/** The newest `_position` over the collections and their tombstones (encoded), null when all are empty. */
export const newestPosition = async (store: DocumentStore, collections: readonly string[]): Promise<string | null> => {
  let newest: string | null = null;
  for (const name of collections.flatMap((collection) => [collection, tombstonesOf(collection)])) {
    const [doc] = await store
      .collection(name)
      .find({}, { sort: newestFirst, limit: 1, projection: { [POSITION_FIELD]: 1 } });
    const position = doc?.[POSITION_FIELD];
    // Encoded positions are zero-padded, so text order is log order (positions.ts).
    if (typeof position === 'string' && (newest === null || position > newest)) newest = position;
  }
  return newest;
};

/** Whether every read model's checkpoint has reached `position` (all its events up to there applied). */
export const checkpointsReached = async (
  store: DocumentStore,
  readModels: readonly string[],
  position: string,
): Promise<boolean> => {
  if (readModels.length === 0) return true;
  const target = decodePosition(position);
  const docs = await registryOf(store).find({ _id: { $in: [...readModels] } });
  const byName = new Map(docs.map((doc) => [doc._id, doc]));
  return readModels.every((name) => hasApplied(byName.get(name), target));
};

export class ReadModelsBehind extends Error {
  constructor(readModels: readonly string[], position: string) {
    super(`read models ${readModels.join(', ')} did not reach ${position} in time`);
    this.name = 'ReadModelsBehind';
  }
}

export class RowsKeptChanging extends Error {
  constructor(readModels: readonly string[], attempts: number) {
    super(`read models ${readModels.join(', ')} changed during each of ${attempts} reads`);
    this.name = 'RowsKeptChanging';
  }
}

export type AsOfOptions<T> = Readonly<{
  /** The store that holds the read models' collections and the projections' registry. */
  store: DocumentStore;
  readModels: readonly string[];
  /** The rows reflect at least this position (the request's). */
  atLeast: string;
  /** Resolves true once `reached()` does, false when it gives up (the reader then fails). */
  waitFor: (reached: () => Promise<boolean>) => Promise<boolean>;
  /**
   * Reads everything at once (as of `asOf`, pass `attempt` from 1); what it gives is discarded when the read turns out
   * not to be, or cannot be checked.
   */
  read: (asOf: string, attempt: number) => Promise<T>;
  discard: (value: T) => Promise<void>;
  /** Reads made at most before giving up (default 5). */
  attempts?: number;
  onRetry?: (details: Readonly<{ attempt: number; asOf: string; newest: string | null }>) => void;
}>;

/** `read`'s value made when nothing changed, and the position its rows are those of. See the top of the file. */
export const readAsOf = async <T>(options: AsOfOptions<T>): Promise<Readonly<{ asOf: string; value: T }>> => {
  const { store, readModels } = options;
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const collections = await activeCollections(store, readModels);
    await ensurePositionIndexes(store, collections);
    const newest = await newestPosition(store, collections);
    const asOf = newest !== null && newest > options.atLeast ? newest : options.atLeast;
    if (!(await options.waitFor(() => checkpointsReached(store, readModels, asOf)))) {
      throw new ReadModelsBehind(readModels, asOf);
    }
    const value = await options.read(asOf, attempt);
    let after: string[];
    let newestAfter: string | null;
    try {
      after = await activeCollections(store, readModels);
      newestAfter = await newestPosition(store, after);
    } catch (error) {
      // What was read is the caller's to drop (an open file) whether or not it could be checked.
      await options.discard(value);
      throw error;
    }
    const swapped = after.join('\n') !== collections.join('\n');
    if (!swapped && (newestAfter === null || newestAfter <= asOf)) return { asOf, value };
    await options.discard(value);
    options.onRetry?.({ attempt, asOf, newest: newestAfter });
  }
  throw new RowsKeptChanging(readModels, attempts);
};
