/**
 * The two stores of the process, by configuration (README §Embedded defaults and real servers):
 * SQLite event store in DATA_DIR/events.sqlite unless EVENTSTORE_URL, embedded read-model store in
 * DATA_DIR/readmodels.sqlite unless MONGODB_URL.
 */
import { join } from 'node:path';
import type { Config } from './config.ts';
import { openEmbeddedDocumentStore } from './documents/mingo/embeddedDocumentStore.ts';
import type { DocumentStore } from './documents/port.ts';
import type { EventStore } from './eventStore/port.ts';
import { openSqliteEventStore } from './eventStore/sqlite/sqliteEventStore.ts';
import { ownPrivateTree } from './privateFiles.ts';

export type Stores = Readonly<{
  eventStore: EventStore;
  documents: DocumentStore;
  /** Which implementation each port uses, for the start-up log line. */
  kinds: Readonly<{ eventStore: 'sqlite' | 'esdb'; documents: 'embedded' | 'mongodb' }>;
  /** Closes both; idempotent. */
  close: () => Promise<void>;
}>;

export type StoresConfig = Pick<Config, 'dataDir' | 'eventStoreUrl' | 'mongodbUrl' | 'mongodbDb'>;

// The real-server clients (gRPC, the MongoDB driver) are loaded only when configured: the embedded
// default starts without them.
const openEventStore = async (config: StoresConfig): Promise<EventStore> => {
  if (config.eventStoreUrl === undefined)
    return openSqliteEventStore({ path: join(config.dataDir, 'events.sqlite'), writerThread: true });
  const { openEsdbEventStore } = await import('./eventStore/esdb/esdbEventStore.ts');
  return openEsdbEventStore({ connectionString: config.eventStoreUrl });
};

const openDocuments = async (config: StoresConfig): Promise<DocumentStore> => {
  if (config.mongodbUrl === undefined)
    return openEmbeddedDocumentStore({ path: join(config.dataDir, 'readmodels.sqlite') });
  const { openMongoDocumentStore } = await import('./documents/mongo/mongoDocumentStore.ts');
  return openMongoDocumentStore({ url: config.mongodbUrl, dbName: config.mongodbDb });
};

export const openStores = async (config: StoresConfig): Promise<Stores> => {
  if (config.eventStoreUrl === undefined || config.mongodbUrl === undefined) {
    // DATA_DIR is ours alone: created 0700, and what an older version left readable by others is tightened.
    ownPrivateTree(config.dataDir);
  }
  const eventStore = await openEventStore(config);
  let documents: DocumentStore;
  try {
    documents = await openDocuments(config);
  } catch (error) {
    await eventStore.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    eventStore,
    documents,
    kinds: {
      eventStore: config.eventStoreUrl === undefined ? 'sqlite' : 'esdb',
      documents: config.mongodbUrl === undefined ? 'embedded' : 'mongodb',
    },
    close: () => {
      closing ??= Promise.allSettled([eventStore.close(), documents.close()]).then((results) => {
        const failed = results.find((result) => result.status === 'rejected');
        if (failed !== undefined) throw failed.reason;
      });
      return closing;
    },
  };
};
