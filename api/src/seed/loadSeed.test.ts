/** The seed loader on the embedded event store: loads once, a second start appends nothing, starts converge. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedEntities as storeEntities } from '@parks/domain/seed/catalog';
import { portalSeedEntities } from '@parks/domain/seed/portalCommands';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEvents } from '../testing/testApi.ts';
import { loadSeed } from './loadSeed.ts';

/** The store's and the portal's seeded entities. */
const seedEntities = [...storeEntities, ...portalSeedEntities];

let dir: string;
let eventStore: EventStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'seed-'));
  eventStore = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
});

afterEach(async () => {
  await eventStore.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an empty event store', () => {
  it('gets every seeded entity drafted and published, through the revision streams', async () => {
    const report = await loadSeed({ eventStore });
    expect(report.commands).toBe(seedEntities.length * 2);
    expect(report.appendedEvents).toBe(seedEntities.length * 2);
    const events = await allEvents(eventStore);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['RevisionDrafted', 'RevisionPublished']));
    expect(new Set(events.map((event) => event.streamId)).size).toBe(seedEntities.length);
    expect(events.every((event) => event.streamId.startsWith('revision-'))).toBe(true);
  });

  it('appends nothing on a second start', async () => {
    await loadSeed({ eventStore });
    const head = await eventStore.headPosition();
    const again = await loadSeed({ eventStore });
    expect(again.appendedEvents).toBe(0);
    expect(await eventStore.headPosition()).toEqual(head);
  });

  it('converges when two processes load it at once', async () => {
    const [first, second] = await Promise.all([loadSeed({ eventStore }), loadSeed({ eventStore })]);
    expect((first?.appendedEvents ?? 0) + (second?.appendedEvents ?? 0)).toBe(seedEntities.length * 2);
    expect(await allEvents(eventStore)).toHaveLength(seedEntities.length * 2);
  });
});
