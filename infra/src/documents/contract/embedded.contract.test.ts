import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedDocumentStore } from '../mingo/embeddedDocumentStore.ts';
import { describeDocumentStoreContract } from './documentStoreContract.ts';

describeDocumentStoreContract('embedded (mingo + node:sqlite)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'documents-contract-'));
  const store = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
