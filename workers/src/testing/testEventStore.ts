/**
 * A SQLite event store of each test's own, in a temp dir, for the handler tests that need neither Redis nor a mail
 * sink (those open a `WorkerBed`): opened before each test, closed and removed after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { afterEach, beforeEach } from 'vitest';

export type TestEventStore = Readonly<{ dir: string; eventStore: EventStore }>;

/** Read it from a hook or a test, not at import time: each test's store is opened into the one object. */
export const useTestEventStore = (label: string): TestEventStore => {
  const holder = {} as { dir: string; eventStore: EventStore };
  beforeEach(() => {
    holder.dir = mkdtempSync(join(tmpdir(), `${label}-`));
    holder.eventStore = openSqliteEventStore({ path: join(holder.dir, 'events.sqlite') });
  });
  afterEach(async () => {
    await holder.eventStore.close();
    rmSync(holder.dir, { recursive: true, force: true });
  });
  return holder;
};
