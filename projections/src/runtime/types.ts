import type { Collection, Document, IndexSpec } from '@parks/infra/documents/port';
import type { Position, RecordedEvent } from '@parks/infra/eventStore/port';

/**
 * A read model is a small declaration; the runtime is the only code that writes read models.
 * `evolve` returns the next document, or null to delete it. It must not throw for bad data: a fact
 * is never rejected, so it skips what it cannot use.
 */
export type ReadModel<D extends Document = Document> = Readonly<{
  name: string;
  /** Bump whenever evolve or the document shape changes: the runtime rebuilds into a shadow collection, then swaps. */
  version: number;
  /** Event types this read model handles; the subscription is filtered by them. */
  handles: readonly string[];
  /** Which document an event belongs to; null when this event touches none. */
  documentId: (event: RecordedEvent) => string | null;
  /**
   * Addition: for events that change several documents at once (a changeset publishes many revisions). When set,
   * it routes every event instead of `documentId` (empty: none). All the documents of one event are written in
   * the same bulkWrite, which the runtime then asks the port to make atomic for readers.
   */
  documentIds?: (event: RecordedEvent) => readonly string[];
  evolve: (document: D | null, event: RecordedEvent) => D | null;
  indexes?: readonly IndexSpec[];
  /**
   * Addition: for ops read models that see whole streams rather than some event types. When set, the
   * subscription is filtered by stream-name prefix instead ('' = every user stream) and `handles` is not
   * used for filtering (leave it empty). `waitFor` only waits on `handles`, so such a model is never part
   * of read-your-writes.
   */
  streamPrefixes?: readonly string[];
}>;

declare const documentType: unique symbol;

/**
 * A read model that keeps its document type (`readModel<D>` gives one back): the runtime's `read(model)` returns
 * the collection typed by what the model writes, so no query names a collection by string or picks its type.
 */
export type TypedReadModel<D extends Document> = ReadModel & { readonly [documentType]?: D };

export type ProjectionStatus = 'catchingUp' | 'live' | 'rebuilding' | 'stopped' | 'failed';

/** What ops sees for one projection (GET /ops/projections and /ready). */
export type ProjectionReport = Readonly<{
  name: string;
  version: number;
  status: ProjectionStatus;
  /** The collection queries read now, and the shadow one being rebuilt, if any. */
  collection: string;
  shadowCollection: string | null;
  /** How far the shadow got (decimal string), and the events it still has to apply; null without a shadow. */
  shadowPosition: string | null;
  shadowLagEvents: number | null;
  /** Last position applied (decimal string, since JSON has no bigint), or null before the first event. */
  position: string | null;
  /** Head of $all when the report was made. */
  headPosition: string | null;
  /** User events in $all after `position` that this projection has not yet passed. */
  lagEvents: number;
  lastError: string | null;
  updatedAt: string | null;
}>;

export interface ProjectionRuntime {
  /** Starts every registered projection from its checkpoint (rebuilding those whose version changed). */
  start(): Promise<void>;
  /** The collection a query reads for this read model, typed by it: always the active (not the shadow) one. */
  read<D extends Document>(model: TypedReadModel<D>): Collection<D>;
  /** The same, by name, for ops and generic code that holds a name (a report's source, a test's model). */
  collection<D extends Document>(name: string): Collection<D>;
  /**
   * Read your writes: resolves true once every projection that handles one of `eventTypes` has applied
   * `position`, false when `timeoutMs` passes first. Works across processes (it reads checkpoints).
   */
  waitFor(position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean>;
  report(): Promise<ProjectionReport[]>;
  /** Ops: rebuild one read model from the start into a shadow collection, then swap. */
  rebuild(name: string): Promise<void>;
  stop(): Promise<void>;
}
