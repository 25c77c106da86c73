/**
 * The contract against a real MongoDB's GridFS: MONGODB_URL, or a `mongo:8` container when testcontainers
 * finds a runtime. Otherwise the suite is skipped with one printed line. Each run uses its own database,
 * dropped after.
 */
import { randomUUID } from 'node:crypto';
import { type Db, GridFSBucket, MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { announceSkip, mongoServerSpec, resolveRealServer } from '../../testing/realServers.ts';
import { BUCKET, openGridFsBlobStore } from '../gridfs/gridFsBlobStore.ts';
import { describeBlobStoreContract } from './blobStoreContract.ts';

const server = await resolveRealServer(mongoServerSpec);
announceSkip('BlobStore contract (gridfs)', server);
// After every suite of this file: the container, when there is one, serves them all.
afterAll(async () => {
  if (server.available) await server.stop();
});

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
        }
      },
    };
  },
  { skip: !server.available },
);

(server.available ? describe : describe.skip)('the GridFS blob store at open', () => {
  it('removes an upload that was never renamed to its id a day later, and leaves a recent one', async () => {
    if (!server.available) throw new Error(server.reason);
    const dbName = `parks_blobs_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const client = new MongoClient(server.url);
    await client.connect();
    const db = client.db(dbName);
    try {
      const bucket = new GridFSBucket(db, { bucketName: BUCKET });
      const incoming = async (name: string, uploadDate: Date) => {
        const stream = bucket.openUploadStream(name);
        stream.end(Buffer.alloc(300 * 1024, 1));
        await new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
        await db.collection(`${BUCKET}.files`).updateOne({ _id: stream.id }, { $set: { uploadDate } });
      };
      const now = new Date('2026-11-23T15:00:00.000Z');
      await incoming('.incoming-dead', new Date(now.getTime() - 25 * 60 * 60 * 1000));
      await incoming('.incoming-running', new Date(now.getTime() - 60 * 1000));
      const store = await openGridFsBlobStore({ url: server.url, dbName, now: () => now });
      await store.close();
      const names = await db.collection(`${BUCKET}.files`).distinct('filename');
      expect(names).toEqual(['.incoming-running']);
      expect(await orphanChunks(db)).toBe(0);
    } finally {
      await db.dropDatabase();
      await client.close();
    }
  });
});
