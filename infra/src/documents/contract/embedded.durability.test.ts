/**
 * Embedded store only: what the file keeps. Data, indexes and drops survive close and reopen; a process
 * SIGKILLed in the middle of bulkWrites leaves a file that opens, passes SQLite's integrity check, and holds
 * whole bulkWrites only (each a savepoint of its turn's one transaction).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../testing/tempDirs.ts';
import { DuplicateKeyError } from '../errors.ts';
import { openEmbeddedDocumentStore } from '../mingo/embeddedDocumentStore.ts';

const here = dirname(fileURLToPath(import.meta.url));
const DOCUMENTS_PER_ROUND = 500;

const freshDir = tempDirs('documents-durability-');
const tempFile = (): string => join(freshDir(), 'readmodels.sqlite');

/** Runs the child until it reports `rounds` rounds, then SIGKILLs it while it keeps writing. */
const runAndKill = (path: string, rounds: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'bulkWriteChild.ts'), path], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const seen = [...chunk.toString().matchAll(/round (\d+)/g)].map((match) => Number(match[1]));
      // A short random delay, so the kill lands at a different point of a bulkWrite each time.
      if (seen.some((round) => round >= rounds)) setTimeout(() => child.kill('SIGKILL'), Math.random() * 20);
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`child exited with ${code}: ${stderr}`));
    });
  });

describe('embedded store durability', () => {
  it('keeps documents, Dates, indexes and drops across close and reopen', async () => {
    const path = tempFile();
    const first = await openEmbeddedDocumentStore({ path });
    const orders = first.collection('orders');
    await orders.createIndex({ key: { email: 1 }, unique: true });
    await orders.createIndex({ key: { status: 1 } });
    await orders.bulkWrite([
      { insertOne: { document: { _id: 'a', email: 'a@x', status: 'open', at: new Date(1_700_000_000_123) } } },
      { insertOne: { document: { _id: 'b', email: 'b@x', status: 'closed', lines: [{ sku: 'p', q: 2 }] } } },
    ]);
    await orders.replaceOne(
      { _id: 'a' },
      { _id: 'a', email: 'a@x', status: 'closed', at: new Date(1_700_000_000_123) },
    );
    await first.collection('gone').insertOne({ _id: 'g' });
    await first.dropCollection('gone');
    await first.collection('empty').createIndex({ key: { k: 1 } });
    await first.close();

    const second = await openEmbeddedDocumentStore({ path });
    try {
      const reopened = second.collection('orders');
      expect(await reopened.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'a', email: 'a@x', status: 'closed', at: new Date(1_700_000_000_123) },
        { _id: 'b', email: 'b@x', status: 'closed', lines: [{ sku: 'p', q: 2 }] },
      ]);
      expect((await reopened.findById('a'))?.at).toBeInstanceOf(Date);
      expect(await second.listCollections()).toEqual(['empty', 'orders']);
      await expect(reopened.insertOne({ _id: 'c', email: 'a@x' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await reopened.countDocuments({ status: 'closed' })).toBe(2);
      expect(await reopened.createIndex({ key: { status: 1 } })).toBe('status_1');
    } finally {
      await second.close();
    }
  });

  it('a writer SIGKILLed mid-bulkWrite leaves a consistent file holding whole bulkWrites only', async () => {
    const path = tempFile();
    await runAndKill(path, 15);

    const raw = new DatabaseSync(path);
    try {
      expect(raw.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    } finally {
      raw.close();
    }

    const store = await openEmbeddedDocumentStore({ path });
    try {
      const docs = await store.collection('rounds').find({}, { projection: { round: 1 } });
      const rounds = new Set(docs.map((doc) => doc.round));
      expect(rounds.size).toBe(1);
      const round = [...rounds][0] as number;
      expect(round).toBeGreaterThanOrEqual(15);
      expect(docs).toHaveLength(round % 2 === 0 ? DOCUMENTS_PER_ROUND * 0.9 : DOCUMENTS_PER_ROUND);
      const last = (await store.collection('log').findById('last'))?.round as number;
      expect([round, round - 1]).toContain(last);
      // The unique index was rebuilt from the file and still holds.
      await expect(store.collection('rounds').insertOne({ _id: 'other', slot: 1 })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    } finally {
      await store.close();
    }
  });
});
