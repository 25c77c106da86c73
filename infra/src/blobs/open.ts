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

/**
 * Which of the process's two stores: `uploads`, the files staff upload, served to anyone at `/files/{sha256}`
 * (images, sample PDFs); `exports`, the files the exports worker makes from orders (names, addresses, amounts),
 * which only their requesters download through `/api/Reports/Export/{id}/File`. Two stores, not one with a flag:
 * the public route cannot serve an export whatever its id, because it never holds the store they are in.
 */
export type BlobArea = 'uploads' | 'exports';

const places: Readonly<Record<BlobArea, string>> = { uploads: 'blobs', exports: 'exports' };

export const openBlobStore = async (config: BlobStoreConfig, area: BlobArea = 'uploads'): Promise<BlobStore> => {
  if (config.mongodbUrl === undefined) return openFilesystemBlobStore({ dir: join(config.dataDir, places[area]) });
  const { openGridFsBlobStore } = await import('./gridfs/gridFsBlobStore.ts');
  return openGridFsBlobStore({ url: config.mongodbUrl, dbName: config.mongodbDb, bucketName: places[area] });
};
