import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFilesystemBlobStore } from '../filesystem/filesystemBlobStore.ts';
import { describeBlobStoreContract } from './blobStoreContract.ts';

describeBlobStoreContract('filesystem (DATA_DIR/blobs)', async (clock) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'blobs-contract-'));
  const dir = join(dataDir, 'blobs');
  const store = await openFilesystemBlobStore({ dir, now: clock.now });
  return {
    store,
    openAnother: () => openFilesystemBlobStore({ dir, now: clock.now }),
    copiesOf: async (id) => readdirSync(dir).filter((name) => name === id).length,
    leftovers: async () => readdirSync(dir).filter((name) => name.startsWith('.')).length,
    dispose: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
