/**
 * The contract against a real MongoDB's GridFS: MONGODB_URL, or a `mongo:8` container when testcontainers
 * finds a runtime. Otherwise the suite is skipped with one printed line. Each run uses its own database,
 * dropped after.
 */
import { randomUUID } from 'node:crypto';
import { type Db, MongoClient } from 'mongodb';
import { announceSkip, resolveRealServer } from '../../testing/realServers.ts';
import { BUCKET, openGridFsBlobStore } from '../gridfs/gridFsBlobStore.ts';
import { describeBlobStoreContract } from './blobStoreContract.ts';

const server = await resolveRealServer({
  envVar: 'MONGODB_URL',
  image: 'mongo:8',
  port: 27017,
  readyLog: /Waiting for connections/,
  urlOf: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
});
announceSkip('BlobStore contract (gridfs)', server);

/** Chunks whose file document does not exist: an upload that was cut, and not cleaned up. */
const orphanChunks = async (db: Db): Promise<number> => {
  const fileIds = new Set((await db.collection(`${BUCKET}.files`).distinct('_id')).map(String));
  const chunkFileIds = (await db.collection(`${BUCKET}.chunks`).distinct('files_id')).map(String);
  return chunkFileIds.filter((id) => !fileIds.has(id)).length;
};

describeBlobStoreContract(
  'gridfs',
  async (clock) => {
    if (!server.available) throw new Error(server.reason);
    const dbName = `parks_blobs_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const options = { url: server.url, dbName, now: clock.now };
    const store = await openGridFsBlobStore(options);
    const client = new MongoClient(server.url);
    await client.connect();
    const db = client.db(dbName);
    const files = db.collection(`${BUCKET}.files`);
    return {
      store,
      openAnother: () => openGridFsBlobStore(options),
      copiesOf: (id) => files.countDocuments({ filename: id }),
      leftovers: async () => (await files.countDocuments({ filename: /^\.incoming-/ })) + (await orphanChunks(db)),
      dispose: async () => {
        await store.close();
        try {
          await db.dropDatabase();
        } finally {
          await client.close();
          await server.stop();
        }
      },
    };
  },
  { skip: !server.available },
);
