/**
 * Child process of exports.test.ts: an `exports` worker over the shared event store and blob directory, whose
 * rows stop half way for good, with a short lock so that, once the test SIGKILLs it, another worker soon takes
 * the stalled job over.
 * Usage: node exportWorkerChild.ts <redisUrl> <eventStorePath> <blobDir> <rows>
 */
import { dirname, join } from 'node:path';
import { openFilesystemBlobStore } from '@parks/infra/blobs/filesystem/filesystemBlobStore';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { silentLogger } from '@parks/infra/logging';
import { Redis } from 'ioredis';
import { runKillableWorker } from '../../testing/childWorker.ts';
import { EXPORTS_QUEUE, exportProcessor } from '../worker.ts';
import { fixtureSource } from './fixtureSource.ts';

const [redisUrl, eventStorePath, blobDir, rowsText] = process.argv.slice(2);
if (redisUrl === undefined || eventStorePath === undefined || blobDir === undefined || rowsText === undefined) {
  throw new Error('usage: exportWorkerChild.ts <redisUrl> <eventStorePath> <blobDir> <rows>');
}
const rows = Number(rowsText);
const source = fixtureSource({ rows, holdAt: rows / 2, hold: new Promise<void>(() => {}) });

const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const processor = exportProcessor({
  eventStore: openSqliteEventStore({ path: eventStorePath }),
  documents: await openEmbeddedDocumentStore({ path: join(dirname(blobDir), 'child-readmodels.sqlite') }),
  blobs: await openFilesystemBlobStore({ dir: blobDir }),
  sourceOf: () => source,
  logger: silentLogger(),
  batchSize: 100,
});
await runKillableWorker(EXPORTS_QUEUE, processor, connection);
