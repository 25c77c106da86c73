/**
 * The blob store of the process, by configuration, beside the other stores (stores.ts): GridFS in the
 * MONGODB_URL database when one is configured (the real stack keeps its files with its read models),
 * DATA_DIR/blobs otherwise. The MongoDB driver is loaded only when configured.
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openFilesystemBlobStore } from './filesystem/filesystemBlobStore.ts';
import type { BlobStore } from './port.ts';

export type BlobStoreConfig = Pick<Config, 'dataDir' | 'mongodbUrl' | 'mongodbDb'>;

export const openBlobStore = async (config: BlobStoreConfig): Promise<BlobStore> => {
  if (config.mongodbUrl === undefined) return openFilesystemBlobStore({ dir: join(config.dataDir, 'blobs') });
  const { openGridFsBlobStore } = await import('./gridfs/gridFsBlobStore.ts');
  return openGridFsBlobStore({ url: config.mongodbUrl, dbName: config.mongodbDb });
};
