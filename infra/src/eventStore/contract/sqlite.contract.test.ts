import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore } from '../sqlite/sqliteEventStore.ts';
import { describeEventStoreContract } from './eventStoreContract.ts';

// Small limits keep the A4 tests quick; a per-event limit below the append limit makes EventTooLarge testable.
const limits = { maxAppendSize: 256 * 1024, maxEventSize: 64 * 1024 };

// Both ways the embedded store writes: on the caller's thread, and on a writer thread (the app's choice).
for (const writerThread of [false, true]) {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  describeEventStoreContract(writerThread ? 'sqlite (writer thread)' : 'sqlite', {
    open: async () => openSqliteEventStore({ path: join(dir, 'events.sqlite'), ...limits, writerThread }),
    limits,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  });
}
