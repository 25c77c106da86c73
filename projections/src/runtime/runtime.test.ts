import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, Position } from '@parks/infra/eventStore/port';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckpointWaiter } from './checkpointWaiter.ts';
import { createProjectionRuntime } from './createProjectionRuntime.ts';
import { silentLogger } from './logger.ts';
import { added, eventually, freshPrefix, openTestStores, reset, type Tally, tallyModel } from './testSupport.ts';
import type { ProjectionRuntime, ReadModel } from './types.ts';

let events: EventStore;
let documents: DocumentStore;
let close: () => Promise<void>;
let prefix: string;
const runtimes: ProjectionRuntime[] = [];

beforeEach(async () => {
  ({ events, documents, close } = await openTestStores('runtime'));
  prefix = freshPrefix();
});

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.stop();
  await close();
});

const runtimeFor = (readModels: ReadModel[], batchSize?: number, eventStore = events): ProjectionRuntime => {
  const runtime = createProjectionRuntime({
    eventStore,
    documents,
    readModels,
    logger: silentLogger,
    ...(batchSize === undefined ? {} : { batchSize }),
  });
  runtimes.push(runtime);
  return runtime;
};

const appendMany = async (streams: number, perStream: number, n = 1): Promise<Position> => {
  let last: Position | undefined;
  for (let s = 0; s < streams; s += 1) {
    const batch = Array.from({ length: perStream }, () => added(prefix, n));
    last = (await events.appendToStream(`tally${prefix}-${s}`, batch)).position;
  }
  return last as Position;
};

describe('a projection started over history', () => {
  it('applies history then live events, reports live with no lag', async () => {
    const model = tallyModel(prefix);
    await appendMany(3, 4, 2);
    const runtime = runtimeFor([model]);
    await runtime.start();
    const { position } = await events.appendToStream(`tally${prefix}-0`, [added(prefix, 10), reset(prefix)]);
    const { position: last } = await events.appendToStream(`tally${prefix}-1`, [added(prefix, 5)]);
    expect(position).toBeDefined();
    expect(await runtime.waitFor(last, model.handles, 5_000)).toBe(true);

    const tallies = runtime.collection<Tally>(model.name);
    expect(await tallies.findById(`tally${prefix}-0`)).toBeNull();
    expect(await tallies.findById(`tally${prefix}-1`)).toMatchObject({ count: 5, sum: 13 });
    expect(await tallies.findById(`tally${prefix}-2`)).toMatchObject({ count: 4, sum: 8 });

    const [report] = await eventually(async () => {
      const reports = await runtime.report();
      expect(reports[0]?.status).toBe('live');
      return reports;
    });
    expect(report).toMatchObject({
      name: model.name,
      version: 1,
      collection: `${model.name}_v1`,
      shadowCollection: null,
      position: last.commit.toString(),
      lagEvents: 0,
      lastError: null,
    });
    expect(report?.headPosition).toBe(last.commit.toString());
  });

  it('creates the declared indexes and keeps a registry document', async () => {
    const model = tallyModel(prefix);
    const last = await appendMany(2, 2);
    const runtime = runtimeFor([model]);
    await runtime.start();
    expect(await runtime.waitFor(last, model.handles, 5_000)).toBe(true);
    // The in-process wait reads the runner; the document follows within a turn or two (writes are batched).
    const stored = () => documents.collection('_projections').findById(model.name);
    await expect.poll(async () => (await stored())?.position).toMatch(/^\d{20}\/\d{20}$/);
    expect(await stored()).toMatchObject({ version: 1, collection: `${model.name}_v1`, shadowCollection: null });
  });
});

describe('read your writes', () => {
  it('resolves at once for event types no projection handles', async () => {
    const runtime = runtimeFor([tallyModel(prefix)]);
    expect(await runtime.waitFor({ commit: 10n ** 15n, prepare: 10n ** 15n }, ['Nobody'], 1_000)).toBe(true);
  });

  it('times out on a stopped runtime, and a checkpoint waiter sees the applied position', async () => {
    const model = tallyModel(prefix);
    const first = await appendMany(1, 3);
    const runtime = runtimeFor([model]);
    await runtime.start();
    expect(await runtime.waitFor(first, model.handles, 5_000)).toBe(true);
    await runtime.stop();
    const later = await appendMany(1, 1);
    expect(await runtime.waitFor(later, model.handles, 100)).toBe(false);

    const waiter = createCheckpointWaiter(documents, [model]);
    expect(await waiter.waitFor(first, model.handles, 100)).toBe(true);
    expect(await waiter.waitFor(later, model.handles, 50)).toBe(false);
  });
});

describe('read your writes after an append whose last events a concerned model does not handle', () => {
  // A live runtime first (one handled append waited for), so what follows is read at the head, not in history.
  const liveRuntime = async (readModels: ReadModel[]): Promise<ProjectionRuntime> => {
    const runtime = runtimeFor(readModels);
    await runtime.start();
    const { position } = await events.appendToStream(`tally${prefix}-warm`, [added(prefix, 1)]);
    expect(await runtime.waitFor(position, [`${prefix}Added`], 10_000)).toBe(true);
    return runtime;
  };

  it('a model handling only A passes one append of [A, B]: in process and through the registry', async () => {
    const model = tallyModel(prefix);
    const runtime = await liveRuntime([model]);
    const types = [`${prefix}Added`, `${prefix}Skipped`];
    const { position } = await events.appendToStream(`tally${prefix}-0`, [
      added(prefix, 2),
      { type: `${prefix}Skipped`, data: {} },
    ]);
    expect(await runtime.waitFor(position, types, 10_000)).toBe(true);
    expect(await runtime.collection<Tally>(model.name).findById(`tally${prefix}-0`)).toMatchObject({
      count: 1,
      sum: 2,
    });
    // Another process (the API on its own) reads the checkpoint the runner wrote.
    expect(await createCheckpointWaiter(documents, [model]).waitFor(position, types, 10_000)).toBe(true);
  });

  it('a batch whose last event no model handles: both concerned models pass it', async () => {
    const first = tallyModel(prefix);
    const otherPrefix = freshPrefix();
    const second = tallyModel(otherPrefix);
    const runtime = await liveRuntime([first, second]);
    const types = [`${prefix}Added`, `${otherPrefix}Added`, `${prefix}Nobody`];
    const { position } = await events.appendToStream(`tally${prefix}-0`, [
      added(prefix, 3),
      added(otherPrefix, 4),
      { type: `${prefix}Nobody`, data: {} },
    ]);
    expect(await runtime.waitFor(position, types, 10_000)).toBe(true);
    expect(await createCheckpointWaiter(documents, [first, second]).waitFor(position, types, 10_000)).toBe(true);
    expect(await runtime.collection<Tally>(second.name).findById(`tally${prefix}-0`)).toMatchObject({ sum: 4 });
  });
});

describe('live checkpoints past events a model does not handle', () => {
  it('move in memory at once and are written by the time the runtime stops, for a restart to resume from', async () => {
    const idle = tallyModel(prefix);
    const busyPrefix = freshPrefix();
    const busy = tallyModel(busyPrefix);
    const runtime = runtimeFor([idle, busy]);
    await runtime.start();
    let last: Position | undefined;
    for (let i = 0; i < 20; i += 1) {
      last = (await events.appendToStream(`tally${busyPrefix}-${i}`, [added(busyPrefix, i)])).position;
    }
    const head = (last as Position).commit.toString();
    expect(await runtime.waitFor(last as Position, busy.handles, 10_000)).toBe(true);
    // In this process, the idle model is at the head without having written anything for those 20 appends.
    await eventually(async () => {
      const reports = await runtime.report();
      expect(reports.find((report) => report.name === idle.name)).toMatchObject({ position: head, lagEvents: 0 });
    });
    await runtime.stop();
    // A runtime that is not started reads the registry: what a restart resumes from.
    const [stored] = await runtimeFor([idle, busy]).report();
    expect(stored).toMatchObject({ name: idle.name, position: head, lagEvents: 0 });
  });
});

describe('lag, rebuild and bad events', () => {
  it('reports lag of a stopped projection, and a rebuild by hand catches up and swaps', async () => {
    const model = tallyModel(prefix);
    const first = await appendMany(2, 3);
    const live = runtimeFor([model]);
    await live.start();
    expect(await live.waitFor(first, model.handles, 5_000)).toBe(true);
    await live.stop();
    await appendMany(2, 2); // 4 events the stopped projection has not seen
    await events.appendToStream(`other${prefix}-1`, [{ type: `${prefix}Other`, data: {} }]);

    const ops = runtimeFor([model]); // never started: reads the registry, like the CLI
    const [before] = await ops.report();
    expect(before).toMatchObject({ status: 'stopped', lagEvents: 4, position: first.commit.toString() });

    await ops.rebuild(model.name);
    const [after] = await ops.report();
    expect(after).toMatchObject({ collection: `${model.name}_v1_r1`, shadowCollection: null, lagEvents: 0 });
    expect(await documents.listCollections()).not.toContain(`${model.name}_v1`);
    expect(await ops.collection<Tally>(model.name).findById(`tally${prefix}-1`)).toMatchObject({ count: 5 });
  });

  it('rebuilds a running projection while the old collection keeps serving', async () => {
    const model = tallyModel(prefix);
    const first = await appendMany(5, 20);
    const runtime = runtimeFor([model], 7);
    await runtime.start();
    expect(await runtime.waitFor(first, model.handles, 5_000)).toBe(true);
    await runtime.rebuild(model.name);
    const { position } = await events.appendToStream(`tally${prefix}-0`, [added(prefix, 100)]);
    expect(await runtime.waitFor(position, model.handles, 5_000)).toBe(true);
    const tallies = runtime.collection<Tally>(model.name);
    expect(tallies.name).toBe(`${model.name}_v1_r1`);
    expect(await tallies.findById(`tally${prefix}-0`)).toMatchObject({ count: 21, sum: 120 });
    expect(await tallies.countDocuments({})).toBe(5);
  });

  it('records a throwing evolve as lastError and does not stall', async () => {
    const model = tallyModel(prefix);
    await events.appendToStream(`tally${prefix}-1`, [added(prefix, 1), { type: `${prefix}Poison`, data: {} }]);
    const runtime = runtimeFor([model]);
    await runtime.start();
    const { position } = await events.appendToStream(`tally${prefix}-1`, [added(prefix, 2)]);
    expect(await runtime.waitFor(position, model.handles, 5_000)).toBe(true);
    expect(await runtime.collection<Tally>(model.name).findById(`tally${prefix}-1`)).toMatchObject({
      count: 2,
      sum: 3,
    });
    const [report] = await runtime.report();
    expect(report?.lastError).toContain(`${prefix}Poison`);
    expect(report?.status).not.toBe('failed');
  });
});

/**
 * The real store, with subscriptions held until `open()`: a test can look at the runtime while a
 * rebuild has certainly not finished, instead of hoping the rebuild is slower than its assertions.
 */
const gatedSubscriptions = (store: EventStore): { store: EventStore; open: () => void } => {
  let open = (): void => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gated: EventStore = {
    appendToStream: (...args) => store.appendToStream(...args),
    readStream: (...args) => store.readStream(...args),
    readAll: (...args) => store.readAll(...args),
    deleteStream: (...args) => store.deleteStream(...args),
    tombstoneStream: (...args) => store.tombstoneStream(...args),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    subscribeToAll: (options) => {
      const subscription = store.subscribeToAll(options);
      return {
        unsubscribe: () => subscription.unsubscribe(),
        async *[Symbol.asyncIterator]() {
          await gate;
          yield* subscription;
        },
      };
    },
  };
  return { store: gated, open };
};

describe('a version bump', () => {
  it('keeps serving v1 while v2 rebuilds in a shadow, then swaps and drops v1', async () => {
    const v1 = tallyModel(prefix, { name: `bump${prefix}` });
    const last = await appendMany(40, 50, 1); // 2 000 events
    const first = runtimeFor([v1]);
    await first.start();
    expect(await first.waitFor(last, v1.handles, 10_000)).toBe(true);
    await first.stop();

    const v2 = tallyModel(prefix, { name: `bump${prefix}`, version: 2, scale: 10 });
    const held = gatedSubscriptions(events);
    const second = runtimeFor([v2], 5, held.store);
    await second.start();
    const tallies = second.collection<Tally>(v2.name);
    // While the shadow rebuilds, queries still read v1.
    const [during] = await second.report();
    expect(during).toMatchObject({
      status: 'rebuilding',
      collection: `${v2.name}_v1`,
      shadowCollection: `${v2.name}_v2`,
    });
    expect(await tallies.findById(`tally${prefix}-0`)).toMatchObject({ sum: 50 });
    expect(await documents.listCollections()).toContain(`${v2.name}_v2`);

    held.open();
    await eventually(async () => {
      const [report] = await second.report();
      expect(report).toMatchObject({ status: 'live', version: 2, collection: `${v2.name}_v2`, shadowCollection: null });
    }, 30_000);
    expect(await tallies.findById(`tally${prefix}-39`)).toMatchObject({ sum: 500, count: 50 });
    // The registry write is the swap; dropping v1 is clean-up that follows it, so the report can say
    // live a moment before v1 is gone.
    await eventually(async () => {
      expect(await documents.listCollections()).not.toContain(`${v2.name}_v1`);
    }, 5_000);
    const { position } = await events.appendToStream(`tally${prefix}-0`, [added(prefix, 1)]);
    expect(await second.waitFor(position, v2.handles, 5_000)).toBe(true);
    expect(await tallies.findById(`tally${prefix}-0`)).toMatchObject({ sum: 510 });
  });
});
