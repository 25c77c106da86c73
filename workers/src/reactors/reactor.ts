/**
 * A reactor turns events into side effects, typically "enqueue a job with a deterministic id". It is a
 * checkpointed subscription to $all, filtered by event type: each matching event is handled, then the
 * checkpoint moves past it (at-least-once: a crash between the two handles the event again, so handlers
 * must be idempotent). Filtered subscriptions also report progress over events they skip, so the
 * checkpoint advances on quiet logs too. A failure (store or Redis down) restarts from the checkpoint
 * with a backoff; a handler skips bad data itself and never throws for it.
 */
import type { EventStore, Position, RecordedEvent, Subscription } from '@parks/infra/eventStore/port';
import { comparePositions } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { ReactorCheckpoints } from './checkpoints.ts';

export type ReactorDefinition = Readonly<{
  /** Names the checkpoint: keep it stable. */
  name: string;
  /** The exact event types handled (the subscription filters by these as prefixes, then checks exactly). */
  eventTypes: readonly string[];
  handle: (event: RecordedEvent) => Promise<void>;
}>;

export type Reactor = Readonly<{
  name: string;
  /** Last position handled and checkpointed, null before the first. */
  position: () => Position | null;
  /** Resolves once the reactor has handled the history and gone live (at once if it already has). */
  caughtUp: () => Promise<void>;
  stop: () => Promise<void>;
}>;

export type ReactorOptions = Readonly<{
  eventStore: EventStore;
  checkpoints: ReactorCheckpoints;
  logger: Logger;
  definition: ReactorDefinition;
  /** A progress-only checkpoint is written at most this often (default 1 s). */
  checkpointIntervalMs?: number;
}>;

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const startReactor = (options: ReactorOptions): Reactor => {
  const { eventStore, checkpoints, definition } = options;
  const logger = options.logger.child({ reactor: definition.name });
  const interval = options.checkpointIntervalMs ?? 1_000;
  const types = new Set(definition.eventTypes);
  const stopping = new AbortController();
  let position: Position | null = null;
  let subscription: Subscription | null = null;
  let waiters: (() => void)[] = [];
  let live = false;

  const advance = async (to: Position): Promise<void> => {
    if (position !== null && comparePositions(to, position) <= 0) return;
    await checkpoints.save(definition.name, to);
    position = to;
  };

  const runOnce = async (): Promise<void> => {
    position = await checkpoints.load(definition.name);
    live = false;
    const current = eventStore.subscribeToAll({
      fromPosition: position ?? 'start',
      filter: { eventTypePrefixes: definition.eventTypes },
    });
    subscription = current;
    let lastSave = Date.now();
    try {
      for await (const item of current) {
        if (stopping.signal.aborted) break;
        if (item.kind === 'event') {
          if (types.has(item.event.type)) await definition.handle(item.event);
          await advance(item.event.position);
          lastSave = Date.now();
        } else if (item.kind === 'checkpoint') {
          if (Date.now() - lastSave >= interval) {
            await advance(item.position);
            lastSave = Date.now();
          }
        } else {
          live = true;
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } finally {
      subscription = null;
      await current.unsubscribe().catch(() => {});
    }
  };

  const done = (async () => {
    let backoff = 250;
    while (!stopping.signal.aborted) {
      try {
        await runOnce();
        if (!stopping.signal.aborted) throw new Error('the subscription ended by itself');
      } catch (error) {
        if (stopping.signal.aborted) break;
        logger.warn({ err: error, retryInMs: backoff }, 'reactor failed; restarting from its checkpoint');
        await sleep(backoff, stopping.signal);
        backoff = Math.min(backoff * 2, 30_000);
      }
    }
  })();

  return {
    name: definition.name,
    position: () => position,
    caughtUp: () =>
      live
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiters.push(resolve);
          }),
    stop: async () => {
      stopping.abort();
      await subscription?.unsubscribe().catch(() => {});
      await done;
      for (const wake of waiters.splice(0)) wake();
      waiters = [];
    },
  };
};
