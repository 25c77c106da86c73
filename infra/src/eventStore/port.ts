/**
 * The event store port, with EventStoreDB semantics (see ../shared/guide/store-semantics.md, part A).
 * Revisions and positions are bigints everywhere; positions are opaque and only ordered.
 * Two adapters implement it: `sqlite/` (embedded, node:sqlite) and `esdb/` (@eventstore/db-client).
 * Both must pass the one contract suite in `contract/`.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue | undefined };
export type JsonObject = { [key: string]: JsonValue | undefined };

/** A log position. commit === prepare for every event both adapters write. */
export type Position = Readonly<{ commit: bigint; prepare: bigint }>;

/** Expected revision of an append (A1). An exact revision is the revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;
/** Deletions take no `stream_exists` (A7.6). */
export type DeleteExpectedRevision = 'any' | 'no_stream' | bigint;

/**
 * Who, why and when, carried with every event. Adapters store correlationId/causationId under the
 * reserved `$correlationId`/`$causationId` keys (A10.1) and give them back under these names.
 */
export type EventMetadata = Readonly<{
  correlationId?: string;
  causationId?: string;
  userId?: string;
  /** ISO-8601 time the command was handled (the domain's clock, not the server's). */
  timestamp?: string;
}>;

export type NewEvent = Readonly<{
  /** A UUID; minted by the caller (time-ordered v7 via `newEventId()`), normalised to lowercase. */
  id?: string;
  type: string;
  data: JsonObject;
  metadata?: EventMetadata;
}>;

export type RecordedEvent = Readonly<{
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  /** JSON round-tripped through bytes (A9.3): Dates come back as ISO strings, undefined keys vanish. */
  data: JsonObject;
  metadata: EventMetadata | undefined;
  created: Date;
  position: Position;
}>;

export type AppendResult = Readonly<{
  /** Revision of the last event of this append (or of the original write for an idempotent retry). */
  nextExpectedRevision: bigint;
  position: Position;
}>;

export type Direction = 'forwards' | 'backwards';

export type ReadStreamOptions = Readonly<{
  direction?: Direction;
  /** Inclusive (A5.1). Defaults to 'start' forwards and 'end' backwards. */
  fromRevision?: 'start' | 'end' | bigint;
  maxCount?: number;
}>;

export type ReadAllOptions = Readonly<{
  direction?: Direction;
  /** Inclusive (A6.2). */
  fromPosition?: 'start' | 'end' | Position;
  maxCount?: number;
}>;

/** Filter of a subscription to $all (A8.4): by stream-name prefix or by event-type prefix, not both. */
export type SubscriptionFilter =
  | Readonly<{ streamNamePrefixes: readonly string[] }>
  | Readonly<{ eventTypePrefixes: readonly string[] }>;

export type SubscribeToAllOptions = Readonly<{
  /** Exclusive (A8.2): the event at this position is not delivered again. */
  fromPosition?: 'start' | 'end' | Position;
  filter?: SubscriptionFilter;
}>;

/**
 * What a subscription yields, in log order: events, one `caughtUp` when history has been delivered,
 * and (filtered subscriptions only) `checkpoint`s carrying the position scanned so far, so a consumer
 * whose events are rare still advances its checkpoint (A8.6). Once the subscription has passed over
 * events at the head of the log, a checkpoint at the last of them follows without waiting for more
 * appends (read-your-writes waits for an append's last position, which may be a skipped event); while
 * catching up, checkpoints come at intervals.
 */
export type SubscriptionItem =
  | Readonly<{ kind: 'event'; event: RecordedEvent }>
  | Readonly<{ kind: 'caughtUp' }>
  | Readonly<{ kind: 'checkpoint'; position: Position }>;

export interface Subscription extends AsyncIterable<SubscriptionItem> {
  /** Ends the iteration; no item is yielded after this resolves (A8.8). */
  unsubscribe(): Promise<void>;
}

export interface EventStore {
  /**
   * Appends atomically (A1.6). Rejects empty batches, duplicate ids in one batch (A3.7) and
   * `$`-prefixed stream names or event types (A10.2) with InvalidArgumentError.
   */
  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options?: Readonly<{ expectedRevision?: ExpectedRevision }>,
  ): Promise<AppendResult>;
  /** Errors (StreamNotFound, StreamDeleted) surface while iterating, not at the call (A5.4). */
  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  /** User events only: the adapters hide `$`-prefixed system streams and event types (A6.1). */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** User events only, like readAll. */
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  deleteStream(streamName: string, options?: Readonly<{ expectedRevision?: DeleteExpectedRevision }>): Promise<void>;
  tombstoneStream(streamName: string, options?: Readonly<{ expectedRevision?: DeleteExpectedRevision }>): Promise<void>;
  /** Position of the last event in the log (system events included), or undefined for an empty log. */
  headPosition(): Promise<Position | undefined>;
  close(): Promise<void>;
}

export const comparePositions = (a: Position, b: Position): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1;
