import type { Collection, Document, DocumentStore } from '@parks/infra/documents/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocuments, tempDir } from '../runtime/testSupport.ts';
import { deepFreeze, derivedView } from './derivedViews.ts';

type Doc = Document & { n: number; _position?: string; revisions?: string[] };

let dir: ReturnType<typeof tempDir>;
let documents: DocumentStore;

beforeAll(async () => {
  dir = tempDir('derived');
  documents = await openDocuments(dir.path);
});

afterAll(async () => {
  await documents.close();
  dir.remove();
});

let collections = 0;
/** A fresh collection holding `docs`, with a counting view over it (the sum of `n`, and how many builds). */
const setUp = async (docs: readonly Doc[]) => {
  collections += 1;
  const collection: Collection<Doc> = documents.collection<Doc>(`derived${collections}`);
  for (const doc of docs) await collection.insertOne(doc);
  let builds = 0;
  const read = derivedView<Doc, { sum: number; seen: readonly string[] }>(
    (found) => {
      builds += 1;
      return deepFreeze({ sum: found.reduce((total, doc) => total + doc.n, 0), seen: found.map((doc) => doc._id) });
    },
    { revisions: 0 },
  );
  return { collection, read, builds: () => builds };
};

const at = (n: number): string => `${String(n).padStart(20, '0')}/${String(n).padStart(20, '0')}`;

describe('a derived view', () => {
  it('is built once and given again while the documents stay the same', async () => {
    const { collection, read, builds } = await setUp([
      { _id: 'a', n: 1, _position: at(1), revisions: ['big'] },
      { _id: 'b', n: 2, _position: at(2) },
    ]);
    const first = await read(collection);
    expect(first).toEqual({ sum: 3, seen: ['a', 'b'] });
    expect(await read(collection)).toBe(first);
    expect(builds()).toBe(1);
    expect(Object.isFrozen(first.seen)).toBe(true);
  });

  it('is built again after any change: a document written, added or deleted', async () => {
    const { collection, read, builds } = await setUp([
      { _id: 'a', n: 1, _position: at(1) },
      { _id: 'b', n: 2, _position: at(2) },
    ]);
    await read(collection);
    await collection.replaceOne({ _id: 'a' }, { _id: 'a', n: 10, _position: at(3) });
    expect(await read(collection)).toEqual({ sum: 12, seen: ['a', 'b'] });
    await collection.insertOne({ _id: 'c', n: 100, _position: at(4) });
    expect((await read(collection)).sum).toBe(112);
    await collection.deleteOne({ _id: 'c' });
    expect((await read(collection)).sum).toBe(12);
    // The same count and the same newest position as before, but not the same documents.
    await collection.deleteOne({ _id: 'b' });
    await collection.insertOne({ _id: 'd', n: 5, _position: at(2) });
    expect(await read(collection)).toEqual({ sum: 15, seen: ['a', 'd'] });
    expect(builds()).toBe(5);
    expect((await read(collection)).sum).toBe(15);
    expect(builds()).toBe(5);
  });

  it('keeps nothing when a document has no position (it was not written by the runtime)', async () => {
    const { collection, read, builds } = await setUp([
      { _id: 'a', n: 1, _position: at(1) },
      { _id: 'b', n: 2 },
    ]);
    await read(collection);
    await read(collection);
    expect(builds()).toBe(2);
  });

  it('follows another collection (a rebuild swapped in) even with the same positions', async () => {
    const docs = [{ _id: 'a', n: 1, _position: at(1) }];
    const first = await setUp(docs);
    const second = await setUp(docs.map((doc) => ({ ...doc, n: 7 })));
    expect((await first.read(first.collection)).sum).toBe(1);
    expect((await first.read(second.collection)).sum).toBe(7);
  });

  it('is read with an exclusion that keeps the position', () => {
    expect(() => derivedView(() => 0, { _position: 0 })).toThrow();
    expect(() => derivedView(() => 0, { n: 1 })).toThrow();
  });
});
