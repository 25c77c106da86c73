/**
 * The contract against a real MongoDB: MONGODB_URL, or a `mongo:8` container when testcontainers finds a
 * runtime. Otherwise the suite is skipped with one printed line. Each run uses its own database, dropped after.
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { announceSkip, mongoServerSpec, resolveRealServer } from '../../testing/realServers.ts';
import { openMongoDocumentStore } from '../mongo/mongoDocumentStore.ts';
import { describeDocumentStoreContract } from './documentStoreContract.ts';

const server = await resolveRealServer(mongoServerSpec);
announceSkip('DocumentStore contract (mongodb)', server);

describeDocumentStoreContract(
  'mongodb',
  async () => {
    if (!server.available) throw new Error(server.reason);
    const dbName = `parks_contract_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const store = await openMongoDocumentStore({ url: server.url, dbName });
    return {
      store,
      dispose: async () => {
        await store.close();
        const client = new MongoClient(server.url);
        try {
          await client.connect();
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
          await server.stop();
        }
      },
    };
  },
  { skip: !server.available },
);
