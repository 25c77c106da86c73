import type { Collection, Document, Projection } from '@parks/infra/documents/port';
import { POSITION_FIELD } from '../runtime/evolveBatch.ts';

/**
 * Views derived from a whole read model (a store's catalogue, its search index, its category paths), kept
 * between reads and rebuilt as soon as the read model changes, so a read never shows less than the
 * projections had applied when it started (read your writes), and costs one small find instead of copying
 * every document.
 *
 * How a change is seen: a store that counts its writes (the embedded one: `changeStamp`) says so without a read;
 * otherwise, and whenever the count moved, the documents' stamps decide. The runtime stamps every document it
 * writes with `_position`, the position of the last event applied to it, and evolve is a pure function of the
 * events; so within one collection a document's content is fixed by its `_id` and `_position`, and the
 * collection's by the set of those pairs. Each read fetches that set (`_id` and `_position` only) and reuses the
 * view only when it is exactly the set the view was built from: an event applied, a document deleted or a
 * rebuild swapped in (another collection) all change it. The view is built from the documents of ONE find and its
 * pairs are taken from those same documents, so a view always matches its pairs, whatever the adapter (a find
 * that overlaps a bulkWrite gives the pairs of what it read). A document without `_position` (not written by the
 * runtime) turns the cache off.
 *
 * A change re-reads only what changed: the stamps name the documents whose position moved (or that are new), one
 * find by `_id` fetches those, and the view is built again from them and the unchanged documents of the last build,
 * the very same objects, so a build may memoise its work per document (`perDocument`). A publish then costs a
 * find of a few documents instead of the whole catalogue. Both reads are snapshots; a document fetched at another
 * position than its stamp, or gone, means a write came in between, and the view is read whole instead, so it is
 * still never built from half of an atomic write.
 *
 * Views must not depend on the time: what does (prices at `now`) is computed from the view at each read.
 * A cached view is shared by every read: build it immutable (`deepFreeze`), never hand it out to be changed.
 */
export type DerivedView<D extends Document, V> = (collection: Collection<D>) => Promise<V>;

const STAMPS: Projection = { [POSITION_FIELD]: 1 };

type Pairs = Readonly<{ ids: readonly string[]; positions: readonly string[] }>;

type Built<D, V> = Pairs &
  Readonly<{ collection: string; documents: readonly D[]; value: V; stamp: string | undefined }>;

/** Beyond this share of the documents changed, one whole find is cheaper than a find by `_id` of each. */
const INCREMENTAL_SHARE = 0.25;

/** The `_id`s and `_position`s of the documents, in their order; null when a document has no position. */
const pairsOf = (documents: readonly Document[]): Pairs | null => {
  const ids: string[] = [];
  const positions: string[] = [];
  for (const doc of documents) {
    const position = doc[POSITION_FIELD];
    if (typeof position !== 'string') return null;
    ids.push(doc._id);
    positions.push(position);
  }
  return { ids, positions };
};

/** The stamps are exactly the pairs: same `_id`s with the same positions (in the same order, or else by `_id`). */
const samePairs = ({ ids, positions }: Pairs, stamps: readonly Document[]): boolean => {
  if (stamps.length !== ids.length) return false;
  let i = 0;
  for (; i < stamps.length; i += 1) {
    const stamp = stamps[i] as Document;
    if (stamp._id !== ids[i] || stamp[POSITION_FIELD] !== positions[i]) break;
  }
  if (i === stamps.length) return true;
  // Another order (the port does not promise one): compare by `_id`.
  const byId = new Map<string, string>();
  for (let j = 0; j < ids.length; j += 1) byId.set(ids[j] as string, positions[j] as string);
  for (const stamp of stamps) {
    const position = stamp[POSITION_FIELD];
    if (typeof position !== 'string' || byId.get(stamp._id) !== position) return false;
  }
  return byId.size === stamps.length;
};

/**
 * `build` over every document of the collection (read with `projection`, an exclusion that must keep
 * `_position`), reused while the collection holds the same documents. One per view variant (store view,
 * store code), one set per app: the cache lives as long as the returned function.
 */
export const derivedView = <D extends Document, V>(
  build: (documents: readonly D[]) => V,
  projection?: Projection,
): DerivedView<D, V> => {
  if (projection !== undefined && (POSITION_FIELD in projection || Object.values(projection).some(Boolean))) {
    throw new Error(`a derived view is read with an exclusion that keeps ${POSITION_FIELD}`);
  }
  // One point in time: the view is never built from half of an atomic write (a changeset, see the port).
  const options = projection === undefined ? { snapshot: true } : { projection, snapshot: true };
  let built: Built<D, V> | null = null;

  const remember = (collection: string, documents: readonly D[], stamp: string | undefined): V => {
    const value = build(documents);
    const pairs = pairsOf(documents);
    built = pairs === null ? null : { collection, ...pairs, documents, value, stamp };
    return value;
  };

  /** The documents now: the last build's, with the changed ones fetched again; null when a write came between. */
  const patched = async (
    collection: Collection<D>,
    current: Built<D, V>,
    stamps: readonly Document[],
  ): Promise<D[] | null> => {
    const known = new Map<string, { position: string; document: D }>();
    current.documents.forEach((document, index) => {
      known.set(document._id, { position: current.positions[index] as string, document });
    });
    const changed = stamps.filter((stamp) => known.get(stamp._id)?.position !== stamp[POSITION_FIELD]);
    if (changed.length > Math.max(16, stamps.length * INCREMENTAL_SHARE)) return null;
    const fetched = new Map<string, D>();
    if (changed.length > 0) {
      const ids = changed.map((stamp) => stamp._id);
      for (const document of await collection.find({ _id: { $in: ids } }, options)) {
        fetched.set(document._id, document);
      }
      const moved = changed.some((stamp) => fetched.get(stamp._id)?.[POSITION_FIELD] !== stamp[POSITION_FIELD]);
      if (moved || fetched.size !== changed.length) return null;
    }
    return stamps.map((stamp) => fetched.get(stamp._id) ?? (known.get(stamp._id)?.document as D));
  };

  return async (collection) => {
    // The name is read on both sides of each find: a swap in between (another collection) caches nothing.
    const name = collection.name;
    const current = built as Built<D, V> | null;
    // Taken before any read: a write during the reads leaves the view with an older stamp, checked again next time.
    const stamp = collection.changeStamp?.();
    if (current !== null && current.collection === name) {
      // A store that counts its writes says at no cost whether anything changed since the view was built.
      if (stamp !== undefined && stamp === current.stamp) return current.value;
      const stamps = await collection.find({}, { projection: STAMPS, snapshot: true });
      if (collection.name === name && samePairs(current, stamps)) {
        built = { ...current, stamp };
        return current.value;
      }
      const documents = collection.name === name ? await patched(collection, current, stamps) : null;
      if (documents !== null && collection.name === name) return remember(name, documents, stamp);
    }
    const before = collection.name;
    const documents = await collection.find({}, options);
    if (before !== collection.name) {
      built = null;
      return build(documents);
    }
    return remember(before, documents, stamp);
  };
};

/**
 * A build's work per document, done once for each document object and reused by the next builds while the
 * document is unchanged (derivedView hands unchanged documents back as the same objects). `of` must be pure.
 */
export const perDocument = <D extends object, R>(of: (document: D) => R): ((document: D) => R) => {
  const done = new WeakMap<D, R>();
  return (document) => {
    if (done.has(document)) return done.get(document) as R;
    const result = of(document);
    done.set(document, result);
    return result;
  };
};

/**
 * Freezes a value and everything in it (plain objects, arrays, a Map's values), so a shared view cannot be
 * changed by mistake (a Map itself stays writable: hand it out as a ReadonlyMap).
 */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Map) for (const inner of value.values()) deepFreeze(inner);
  else for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
};
