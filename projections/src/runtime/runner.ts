import type { Document, DocumentStore } from '@parks/infra/documents/port';
import type {
  EventStore,
  Position,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionItem,
} from '@parks/infra/eventStore/port';
import { type DocState, type EvolveFailure, evolveBatch, loadedState, routeEvents } from './evolveBatch.ts';
import { isAfter, maxPosition } from './positions.ts';
import { tombstonesOf } from './registry.ts';
import type { ReadModel } from './types.ts';

export type RunnerMode = 'primary' | 'shadow';

/** One subscription applying one read model to one collection. */
export type Runner = {
  readonly model: ReadModel;
  readonly collection: string;
  mode: RunnerMode;
  /**
   * Last position applied. Durable too, except live past events the model does not handle: those checkpoints are
   * written at most every CHECKPOINT_INTERVAL_MS (and on stop), as replaying skipped events changes nothing.
   */
  position: Position | null;
  caughtUp: boolean;
  stop(): Promise<void>;
};

export type RunnerOptions = Readonly<{
  eventStore: EventStore;
  documents: DocumentStore;
  model: ReadModel;
  collection: string;
  mode: RunnerMode;
  from: Position | null;
  batchSize: number;
  /** Persist the checkpoint; the runner only advances `position` once this resolves. */
  persist: (runner: Runner, position: Position) => Promise<void>;
  /**
   * Live, the subscription moved past events this model does not handle: the checkpoint moves in memory now (for
   * read-your-writes in this process) and is persisted later. Such a checkpoint changes no document, so losing it
   * in a crash only makes the model read those events again and skip them again.
   */
  advance: (runner: Runner, position: Position) => void;
  caughtUp: (runner: Runner) => Promise<void>;
  evolveFailed: (runner: Runner, failure: EvolveFailure) => void;
  /** The subscription or a store failed; the runner retries from its checkpoint with a backoff. */
  failed: (runner: Runner, error: unknown) => void;
}>;

const IDLE = Symbol('idle');
const STOP = Symbol('stop');
/** A checkpoint that carries no event of the model is written at most this often (catching up, and live). */
const CHECKPOINT_INTERVAL_MS = 1_000;
const MAX_CACHED_DOCUMENTS = 50_000;

/** The port's filter is by prefix: exact event types are checked again after delivery. */
export const subscriptionFilter = (model: ReadModel): SubscribeToAllOptions['filter'] => {
  if (model.streamPrefixes !== undefined) {
    return model.streamPrefixes.includes('') ? undefined : { streamNamePrefixes: model.streamPrefixes };
  }
  return { eventTypePrefixes: model.handles };
};

export const eventMatcher = (model: ReadModel): ((event: RecordedEvent) => boolean) => {
  const prefixes = model.streamPrefixes;
  if (prefixes !== undefined) return (event) => prefixes.some((prefix) => event.streamId.startsWith(prefix));
  const types = new Set(model.handles);
  return (event) => types.has(event.type);
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

export const startRunner = (options: RunnerOptions): Runner => {
  const { eventStore, documents, model, batchSize } = options;
  const target = documents.collection(options.collection);
  const tombstones = documents.collection(tombstonesOf(options.collection));
  const accepts = eventMatcher(model);
  const filter = subscriptionFilter(model);
  /** Documents as last written by this runner: it is their only writer, so the cache stays true. */
  const cache = new Map<string, DocState>();
  let tombstonesMayExist = true;
  let stopRequested = false;
  let subscription: Subscription | null = null;
  // Woken by stop() while the runner waits with nothing to flush. A fresh promise per wait: racing one
  // long-lived promise on every event would pile a reaction on it per event (a leak, and GC time).
  let interrupt: ((value: typeof STOP) => void) | null = null;
  const stopped = (): Promise<typeof STOP> =>
    new Promise((resolve) => {
      interrupt = resolve;
      if (stopRequested) resolve(STOP);
    });

  const runner: Runner = {
    model,
    collection: options.collection,
    mode: options.mode,
    position: options.from,
    caughtUp: false,
    stop: async () => {
      stopRequested = true;
      interrupt?.(STOP);
      await subscription?.unsubscribe().catch(() => {});
      await done;
    },
  };

  const load = async (ids: string[]): Promise<void> => {
    const filterById = { _id: { $in: ids } };
    const [stored, deleted] = await Promise.all([
      target.find(filterById),
      tombstonesMayExist ? tombstones.find(filterById) : Promise.resolve([] as Document[]),
    ]);
    const byId = new Map(stored.map((doc) => [doc._id, doc]));
    const deletedById = new Map(deleted.map((doc) => [doc._id, doc]));
    for (const id of ids) cache.set(id, loadedState(byId.get(id) ?? null, deletedById.get(id) ?? null));
  };

  const apply = async (events: RecordedEvent[]): Promise<void> => {
    const failures: EvolveFailure[] = [];
    const routed = routeEvents(model, events, failures);
    const missing = new Set<string>();
    for (const [, id] of routed) if (!cache.has(id)) missing.add(id);
    if (missing.size > 0) await load([...missing]);
    const writes = evolveBatch(model, routed, cache, failures);
    // The tombstones first: a delete is remembered before it happens (see evolveBatch.ts).
    if (writes.tombstones.length > 0) {
      tombstonesMayExist = true;
      await tombstones.bulkWrite(writes.tombstones);
    }
    // A model whose events fan out (documentIds) needs each event's writes seen all at once (see types.ts).
    if (writes.documents.length > 0) {
      await target.bulkWrite(writes.documents, model.documentIds ? { atomic: true } : undefined);
    }
    for (const failure of failures) options.evolveFailed(runner, failure);
    if (cache.size > MAX_CACHED_DOCUMENTS) {
      let excess = cache.size - Math.floor(MAX_CACHED_DOCUMENTS * 0.8);
      for (const id of cache.keys()) {
        if (excess-- <= 0) break;
        cache.delete(id);
      }
    }
  };

  const runOnce = async (): Promise<void> => {
    runner.caughtUp = false;
    tombstonesMayExist = (await tombstones.countDocuments({}, { limit: 1 })) > 0;
    let seen = runner.position;
    let batch: RecordedEvent[] = [];
    let lastWrite = Date.now();
    /** The last checkpoint written; behind `runner.position` while a live checkpoint waits in memory. */
    let durable = runner.position;
    let deferred: NodeJS.Timeout | null = null;
    const writeCheckpoint = async (position: Position): Promise<void> => {
      if (deferred !== null) clearTimeout(deferred);
      deferred = null;
      await options.persist(runner, position);
      if (isAfter(position, runner.position)) runner.position = position;
      if (isAfter(position, durable)) durable = position;
      lastWrite = Date.now();
    };
    const flush = async (final = false): Promise<void> => {
      let applied = false;
      if (batch.length > 0) {
        const events = batch;
        batch = [];
        await apply(events);
        applied = true;
      }
      if (seen !== null && isAfter(seen, runner.position)) {
        if (applied || final || !runner.caughtUp || Date.now() - lastWrite >= CHECKPOINT_INTERVAL_MS) {
          await writeCheckpoint(seen);
        } else {
          // One append wakes every read model; most have nothing to do with it. Writing each one's checkpoint per
          // append was a registry write per model per append, for positions a restart can recompute by skipping.
          runner.position = seen;
          options.advance(runner, seen);
          deferred ??= setTimeout(() => {
            deferred = null;
            const position = runner.position;
            if (position !== null && isAfter(position, durable)) {
              writeCheckpoint(position).catch((error: unknown) => options.failed(runner, error));
            }
          }, CHECKPOINT_INTERVAL_MS);
          deferred.unref?.();
        }
      }
      if (final && runner.position !== null && isAfter(runner.position, durable))
        await writeCheckpoint(runner.position);
    };
    const current: Subscription = eventStore.subscribeToAll({
      fromPosition: runner.position ?? 'start',
      ...(filter === undefined ? {} : { filter }),
    });
    subscription = current;
    const iterator = current[Symbol.asyncIterator]();
    let pending: Promise<IteratorResult<SubscriptionItem>> | null = null;
    // Live: resolves once the event loop got a turn; if the next item is still not there, nothing more
    // is ready, so the batch is flushed (items that are ready arrive through microtasks only).
    let idle: Promise<typeof IDLE> | null = null;
    try {
      for (;;) {
        const next: Promise<IteratorResult<SubscriptionItem>> = pending ?? iterator.next();
        pending = null;
        let result: IteratorResult<SubscriptionItem> | typeof IDLE | typeof STOP;
        if (!runner.caughtUp) {
          // History: items keep coming until caughtUp, which flushes; a full batch flushes too.
          // stop() unsubscribes, which ends the iteration (A8.8).
          result = await next;
        } else if (batch.length > 0 || (seen !== null && isAfter(seen, runner.position))) {
          idle ??= new Promise((resolve) => setImmediate(() => resolve(IDLE)));
          result = await Promise.race([next, idle]);
        } else {
          result = await Promise.race([next, stopped()]);
          interrupt = null;
        }
        if (result === STOP || stopRequested) break;
        if (result === IDLE) {
          pending = next;
          idle = null;
          await flush();
          continue;
        }
        if (result.done === true) {
          if (stopRequested) break;
          throw new Error('the subscription ended by itself');
        }
        const item = result.value;
        if (item.kind === 'event') {
          seen = item.event.position;
          if (accepts(item.event)) {
            batch.push(item.event);
            if (batch.length >= batchSize) {
              await flush();
              idle = null;
            }
          }
        } else if (item.kind === 'checkpoint') {
          // How far the subscription looked, past events the filter skipped: read-your-writes waits for the
          // position of an append's last event, which may be one of those. Live, the position is persisted
          // once nothing more is ready (the idle flush above), like events, so a burst costs one write.
          seen = maxPosition(seen, item.position);
          if (!runner.caughtUp && Date.now() - lastWrite >= CHECKPOINT_INTERVAL_MS) {
            await flush();
            idle = null;
          }
        } else {
          await flush();
          idle = null;
          runner.caughtUp = true;
          await options.caughtUp(runner);
        }
      }
      await flush(true);
    } finally {
      if (deferred !== null) clearTimeout(deferred);
      subscription = null;
      await current.unsubscribe().catch(() => {});
    }
  };

  const done = (async () => {
    let backoff = 250;
    while (!stopRequested) {
      try {
        await runOnce();
        return;
      } catch (error) {
        cache.clear();
        options.failed(runner, error);
        await Promise.race([sleep(backoff), stopped()]);
        interrupt = null;
        backoff = Math.min(backoff * 2, 30_000);
      }
    }
  })();

  return runner;
};
