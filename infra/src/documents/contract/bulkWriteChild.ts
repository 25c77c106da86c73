/**
 * Child process of embedded.durability.test.ts: rewrites the same 500 documents in one bulkWrite per round,
 * each round stamping them with its number, until the test SIGKILLs it. Usage: node bulkWriteChild.ts <file>
 */

import { openEmbeddedDocumentStore } from '../mingo/embeddedDocumentStore.ts';
import type { Document, WriteOperation } from '../port.ts';

const DOCUMENTS_PER_ROUND = 500;

const [path] = process.argv.slice(2);
if (path === undefined) throw new Error('usage: bulkWriteChild.ts <file>');

const store = await openEmbeddedDocumentStore({ path });
const rounds = store.collection('rounds');
const log = store.collection('log');
await rounds.createIndex({ key: { slot: 1 }, unique: true });
const padding = 'x'.repeat(200);
for (let round = 1; ; round += 1) {
  const operations: WriteOperation<Document>[] = [];
  for (let i = 0; i < DOCUMENTS_PER_ROUND; i += 1) {
    const _id = `d${i}`;
    operations.push({ replaceOne: { filter: { _id }, replacement: { _id, slot: i, round, padding }, upsert: true } });
    // Every other round deletes a block, so a torn write would also show as a wrong count.
    if (round % 2 === 0 && i % 10 === 0) operations.push({ deleteOne: { filter: { _id } } });
  }
  await rounds.bulkWrite(operations);
  await log.replaceOne({ _id: 'last' }, { _id: 'last', round }, { upsert: true });
  if (round % 5 === 0) process.stdout.write(`round ${round}\n`);
}
