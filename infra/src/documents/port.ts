/**
 * The read-model store port, with MongoDB semantics (../shared/guide/store-semantics.md, part B),
 * only as wide as projections and queries need. Projections write whole documents (replace, delete,
 * bulkWrite of those); queries find, count and aggregate. No update operators are exposed.
 * Adapters: `mingo/` (embedded, persisted) and `mongo/` (the mongodb driver); one contract suite.
 */

/** A read-model document: plain JSON with a string `_id` chosen by the projection (B12.2). */
export type Document = { _id: string; [key: string]: unknown };

/** A MongoDB query filter. Whole-subdocument equality is not supported; use dotted paths (B5.5). */
export type Filter = Readonly<Record<string, unknown>>;

/** Sort keys in order; queries that page add `_id` last (B6.3). Array fields must not be sort keys (B6.2). */
export type Sort = Readonly<Record<string, 1 | -1>>;

/** Inclusion or exclusion, never mixed except for `_id` (B7.2). */
export type Projection = Readonly<Record<string, 0 | 1>>;

export type FindOptions = Readonly<{
  sort?: Sort;
  skip?: number;
  /** A positive limit, or none; 0 means no limit (B6.5). */
  limit?: number;
  projection?: Projection;
  /**
   * Read every document from one point in time, even across the driver's batches, so the result never straddles
   * an atomic bulkWrite. The embedded store always reads so (a find is one synchronous step); the mongo adapter
   * reads with read concern `snapshot` (MongoDB 5.0+, a replica set).
   */
  snapshot?: boolean;
}>;

export type IndexSpec = Readonly<{
  key: Readonly<Record<string, 1 | -1>>;
  name?: string;
  unique?: boolean;
}>;

export type ReplaceResult = Readonly<{
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: string | null;
}>;

export type WriteOperation<T extends Document> =
  | Readonly<{ replaceOne: Readonly<{ filter: Readonly<{ _id: string }>; replacement: T; upsert?: boolean }> }>
  | Readonly<{ insertOne: Readonly<{ document: T }> }>
  | Readonly<{ deleteOne: Readonly<{ filter: Readonly<{ _id: string }> }> }>;

export type BulkWriteResult = Readonly<{
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
}>;

/** Aggregation stages the port supports: $match $group $sort $project $unwind $skip $limit $facet $count. */
export type PipelineStage = Readonly<Record<string, unknown>>;

export interface Collection<T extends Document = Document> {
  readonly name: string;
  findById(id: string): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter: Filter, options?: Readonly<{ skip?: number; limit?: number }>): Promise<number>;
  aggregate<R = Document>(pipeline: readonly PipelineStage[]): Promise<R[]>;
  /** Duplicate `_id` or unique-index value → DuplicateKeyError (B11.1). */
  insertOne(document: T): Promise<void>;
  /** Replaces the document with this `_id`; with upsert inserts it (B3). */
  replaceOne(
    filter: Readonly<{ _id: string }>,
    replacement: T,
    options?: Readonly<{ upsert?: boolean }>,
  ): Promise<ReplaceResult>;
  deleteOne(filter: Readonly<{ _id: string }>): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  /**
   * Ordered by default: stops at the first error, no rollback (B4). With `atomic`, readers see all of it or none
   * of it, and an error writes nothing: the embedded store always works so (one synchronous step, one SQLite
   * transaction); the mongo adapter runs it in a transaction (needs a replica set).
   */
  bulkWrite(
    operations: readonly WriteOperation<T>[],
    options?: Readonly<{ ordered?: boolean; atomic?: boolean }>,
  ): Promise<BulkWriteResult>;
  createIndex(spec: IndexSpec): Promise<string>;
  /**
   * An opaque value that changes with every write to the collection through this store (its creation and drop
   * included), read without touching the documents: what a cache of a whole collection compares to know it is
   * still true. Only a store that sees every write can say so (the embedded one, which one process owns); the
   * others have no such method, or answer undefined, and their callers read the documents.
   */
  changeStamp?(): string | undefined;
}

export interface DocumentStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Escapes user text for a case-insensitive `$regex` search (B5.7, B9.1). */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
