import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, useFileRedis } from '../testing/fileRedis.ts';
import { type ReactorCheckpoints, redisCheckpoints } from './checkpoints.ts';
import { type Reactor, type ReactorDefinition, startReactor } from './reactor.ts';

const logger = silentLogger();
const fileRedis = useFileRedis('reactor');
let dir: string;
let queues: Queues;
let eventStore: EventStore;
let checkpoints: ReactorCheckpoints;
const running: Reactor[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reactor-'));
  queues = createQueues({ url: fileRedis.redis.url, logger });
  await queues.connection.flushdb();
  eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  checkpoints = redisCheckpoints(queues.connection);
});

afterEach(async () => {
  for (const reactor of running.splice(0)) await reactor.stop();
  await queues.close(2_000);
  await eventStore.close();
  rmSync(dir, { recursive: true, force: true });
});

const append = async (stream: string, type: string, n: number): Promise<Position> => {
  const result = await eventStore.appendToStream(stream, [{ type, data: { n } }]);
  return result.position;
};

const start = (definition: ReactorDefinition, checkpointIntervalMs = 1_000): Reactor => {
  const reactor = startReactor({ eventStore, checkpoints, logger, definition, checkpointIntervalMs });
  running.push(reactor);
  return reactor;
};

const recorder = (name: string, seen: number[], failOn?: number): ReactorDefinition => {
  let failed = false;
  return {
    name,
    eventTypes: ['Thing'],
    handle: async (event: RecordedEvent) => {
      const n = Number(event.data.n);
      if (n === failOn && !failed) {
        failed = true;
        throw new Error('Redis is down');
      }
      seen.push(n);
    },
  };
};

const passed = (reactor: Reactor, position: Position): boolean => {
  const at = reactor.position();
  return at !== null && comparePositions(at, position) >= 0;
};

describe('a reactor', () => {
  it('handles the events of its types only, in log order, and checkpoints after each', async () => {
    const name = `r-${randomUUID()}`;
    await append('thing-1', 'Thing', 1);
    await append('thing-1', 'ThingElse', 99);
    await append('other-1', 'Things', 98);
    const seen: number[] = [];
    const reactor = start(recorder(name, seen));
    await reactor.caughtUp();
    const last = await append('thing-2', 'Thing', 2);
    await eventually(() => seen.length === 2 && passed(reactor, last));
    expect(seen).toEqual([1, 2]);
    expect(await checkpoints.load(name)).toEqual(reactor.position());
  });

  it('resumes after its checkpoint when restarted, and from the start once the checkpoint is cleared', async () => {
    const name = `r-${randomUUID()}`;
    await append('thing-1', 'Thing', 1);
    const seen: number[] = [];
    const first = start(recorder(name, seen));
    await eventually(() => seen.length === 1);
    await first.stop();

    await append('thing-1', 'Thing', 2);
    const second = start(recorder(name, seen));
    await eventually(() => seen.length === 2);
    await second.stop();
    expect(seen).toEqual([1, 2]);

    await checkpoints.clear(name);
    const third = start(recorder(name, seen));
    await eventually(() => seen.length === 4);
    await third.stop();
    expect(seen).toEqual([1, 2, 1, 2]);
  });

  it('handles an event again after its handler failed, from the checkpoint, and goes on', async () => {
    const name = `r-${randomUUID()}`;
    for (const n of [1, 2, 3]) await append('thing-1', 'Thing', n);
    const seen: number[] = [];
    start(recorder(name, seen, 2));
    await eventually(() => seen.length === 3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('moves its checkpoint over a stretch of events it does not handle', async () => {
    const name = `r-${randomUUID()}`;
    const seen: number[] = [];
    const reactor = start(recorder(name, seen), 0);
    await reactor.caughtUp();
    const positions: Position[] = [];
    for (let n = 0; n < 100; n += 1) positions.push(await append(`noise-${n % 7}`, 'Noise', n));
    const halfway = positions[49];
    if (halfway === undefined) throw new Error('nothing appended');
    // The filtered subscription reports its progress: the checkpoint moves though nothing matched.
    await eventually(() => passed(reactor, halfway));
    expect(seen).toEqual([]);
    expect(await checkpoints.load(name)).not.toBeNull();
  });
});
