import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../port.ts';
import { openEmbeddedDocumentStore } from './embeddedDocumentStore.ts';

let dir: string;
let store: DocumentStore;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'change-stamp-'));
  store = await openEmbeddedDocumentStore({ path: join(dir, 'readmodels.sqlite') });
});

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store’s change stamp', () => {
  it('changes with every write and drop, and with nothing else', async () => {
    const things = store.collection<{ _id: string; n: number }>('things');
    const seen = new Set<string>();
    const stamp = (): string => {
      const value = things.changeStamp?.();
      if (value === undefined) throw new Error('the embedded store counts its writes');
      return value;
    };
    const expectNew = (): void => {
      const value = stamp();
      expect(seen.has(value), value).toBe(false);
      seen.add(value);
    };
    const absent = stamp();
    expectNew();
    await things.insertOne({ _id: 'a', n: 1 });
    expectNew();
    await things.find({});
    await things.countDocuments({});
    await things.replaceOne({ _id: 'a' }, { _id: 'a', n: 1 }); // the same document: nothing written
    expect(seen.has(stamp())).toBe(true);
    await things.replaceOne({ _id: 'a' }, { _id: 'a', n: 2 });
    expectNew();
    await things.bulkWrite([{ insertOne: { document: { _id: 'b', n: 3 } } }, { deleteOne: { filter: { _id: 'a' } } }]);
    expectNew();
    await expect(things.insertOne({ _id: 'b', n: 4 })).rejects.toThrow();
    const afterRefusal = stamp();
    await store.dropCollection('things');
    // Dropped, it holds what it held before it existed: nothing.
    expect(stamp()).toBe(absent);
    await things.insertOne({ _id: 'b', n: 4 });
    // Created again: not the stamp it had before the drop, even with the same count of writes.
    expect(stamp()).not.toBe(afterRefusal);
    expectNew();
  });
});
