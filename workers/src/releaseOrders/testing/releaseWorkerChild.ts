/**
 * Child process of releaseOrders.test.ts: a `release-orders` worker over the shared stores whose event store
 * freezes the first release for ever, so that the test can SIGKILL it at a chosen point:
 *   - `beforeAppend`: prints `appending` and never appends (killed before the release is recorded);
 *   - `afterAppend`: appends, prints `appended`, and never returns (killed after the release is recorded but
 *     before BullMQ hears that the job is done).
 * A short lock lets another worker soon take the stalled job over.
 * Usage: node releaseWorkerChild.ts <redisUrl> <eventStorePath> <beforeAppend|afterAppend>
 */
import type { EventStore } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { createQueues } from '@parks/infra/queues/queues';
import { runKillableWorker } from '../../testing/childWorker.ts';
import { RELEASE_QUEUE, releaseOrdersProcessor } from '../worker.ts';

const [redisUrl, eventStorePath, mode] = process.argv.slice(2);
if (redisUrl === undefined || eventStorePath === undefined || (mode !== 'beforeAppend' && mode !== 'afterAppend')) {
  throw new Error('usage: releaseWorkerChild.ts <redisUrl> <eventStorePath> <beforeAppend|afterAppend>');
}

const store = openSqliteEventStore({ path: eventStorePath });
const never = <T>(): Promise<T> => new Promise<T>(() => {});
const frozen: EventStore = {
  appendToStream: async (streamName, events, options) => {
    if (mode === 'beforeAppend') {
      process.stdout.write('appending\n');
      return never();
    }
    await store.appendToStream(streamName, events, options);
    process.stdout.write('appended\n');
    return never();
  },
  readStream: (streamName, options) => store.readStream(streamName, options),
  readAll: (options) => store.readAll(options),
  subscribeToAll: (options) => store.subscribeToAll(options),
  deleteStream: (streamName, options) => store.deleteStream(streamName, options),
  tombstoneStream: (streamName, options) => store.tombstoneStream(streamName, options),
  headPosition: () => store.headPosition(),
  close: () => store.close(),
};

const logger = silentLogger();
const queues = createQueues({ url: redisUrl, logger });
await runKillableWorker(
  RELEASE_QUEUE,
  releaseOrdersProcessor({ queues, eventStore: frozen, logger }),
  queues.connection,
);
