import type { DocumentStore } from '@parks/infra/documents/port';
import type { Position } from '@parks/infra/eventStore/port';
import { decodeOptional, isAfter } from './positions.ts';
import { type RegistryDoc, registryOf } from './registry.ts';
import type { ReadModel } from './types.ts';

export type CheckpointWaiter = Readonly<{
  waitFor(position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean>;
}>;

/** The read models whose `handles` meet `eventTypes`: only they matter for read-your-writes. */
export const concernedBy = (readModels: readonly ReadModel[], eventTypes: readonly string[]): ReadModel[] =>
  readModels.filter((model) => model.handles.some((type) => eventTypes.includes(type)));

/**
 * A model's checkpoint is where its subscription has LOOKED, events it skips included: the filtered subscription
 * yields `checkpoint` items past the events it does not deliver, and the runner persists them. So the append's
 * (last) position is the target for every concerned model, even one that handles only its first events. Waiting
 * instead for the last event of each model's own types would need every event's position from the append, which
 * EventStoreDB does not return (one more read per command), and a change to every caller's outcome; the rule at the
 * subscription needs neither, and also moves the lag ops sees for a model whose events are rare.
 */
export const hasApplied = (doc: Pick<RegistryDoc, 'position'> | null | undefined, position: Position): boolean => {
  const applied = decodeOptional(doc?.position);
  return applied !== null && !isAfter(position, applied);
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value, or null when it fails or takes longer than `ms`; leaves no timer behind. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), Math.max(ms, 0));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });

/**
 * Read-your-writes for a process that runs no projection (the API in its own process): polls the
 * `_projections` checkpoints every `intervalMs`. Always settles by `timeoutMs` (plus one poll).
 */
export const createCheckpointWaiter = (
  documents: DocumentStore,
  readModels: readonly ReadModel[],
  intervalMs = 15,
): CheckpointWaiter => {
  const registry = registryOf(documents);
  return {
    async waitFor(position, eventTypes, timeoutMs) {
      const names = concernedBy(readModels, eventTypes).map((model) => model.name);
      if (names.length === 0) return true;
      const deadline = Date.now() + Math.max(0, timeoutMs);
      for (;;) {
        const remaining = deadline - Date.now();
        const docs = await within(registry.find({ _id: { $in: names } }), remaining);
        if (docs !== null) {
          const byName = new Map(docs.map((doc) => [doc._id, doc]));
          if (names.every((name) => hasApplied(byName.get(name), position))) return true;
        }
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await sleep(Math.min(intervalMs, left));
      }
    },
  };
};
