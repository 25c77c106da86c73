import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore } from '../sqlite/sqliteEventStore.ts';
import { describeEventStoreContract } from './eventStoreContract.ts';

const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));

// Small limits keep the A4 tests quick; a per-event limit below the append limit makes EventTooLarge testable.
describeEventStoreContract('sqlite', {
  open: async () =>
    openSqliteEventStore({ path: join(dir, 'events.sqlite'), maxAppendSize: 256 * 1024, maxEventSize: 64 * 1024 }),
  limits: { maxAppendSize: 256 * 1024, maxEventSize: 64 * 1024 },
  dispose: async () => rmSync(dir, { recursive: true, force: true }),
});
