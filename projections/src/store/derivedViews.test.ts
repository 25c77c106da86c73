import type { Collection, Document, DocumentStore } from '@parks/infra/documents/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDocuments } from '../runtime/testSupport.ts';
import { deepFreeze, derivedView, perDocument } from './derivedViews.ts';

type Doc = Document & { n: number; _position?: string; revisions?: string[] };

let documents: DocumentStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ documents, close } = await openTestDocuments('derived'));
});

afterAll(() => close());

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

  /** The collection, with the documents each find returned (stamps included) counted, and a hook before a find. */
  const watched = (collection: Collection<Doc>, before: (call: number) => Promise<void> = async () => {}) => {
    const fetched: string[][] = [];
    const view: Collection<Doc> = {
      ...collection,
      name: collection.name,
      find: async (filter, options) => {
        await before(fetched.length);
        const found = await collection.find(filter, options);
        const whole = options?.projection === undefined || !('_position' in options.projection);
        fetched.push(whole ? found.map((doc) => doc._id) : []);
        return found;
      },
    };
    return { view, fetched };
  };

  it('reads again only the documents that changed, and hands the others back as the same objects', async () => {
    const docs = Array.from({ length: 100 }, (_, i) => ({
      _id: `d${String(i).padStart(3, '0')}`,
      n: i,
      _position: at(i + 1),
    }));
    const kept: Doc[][] = [];
    const read = derivedView<Doc, number>((found) => {
      kept.push([...found]);
      return found.reduce((total, doc) => total + doc.n, 0);
    });
    collections += 1;
    const collection = documents.collection<Doc>(`derived${collections}`);
    for (const doc of docs) await collection.insertOne(doc);
    const { view, fetched } = watched(collection);
    expect(await read(view)).toBe(4950);
    await collection.replaceOne({ _id: 'd010' }, { _id: 'd010', n: 1010, _position: at(500) });
    await collection.insertOne({ _id: 'd999', n: 1, _position: at(501) });
    await collection.deleteOne({ _id: 'd020' });
    expect(await read(view)).toBe(4950 + 1000 + 1 - 20);
    // The whole collection once, then the stamps and the two documents that changed.
    expect(fetched.map((ids) => ids.length)).toEqual([100, 0, 2]);
    expect(fetched[2]).toEqual(['d010', 'd999']);
    const [first, second] = kept as [Doc[], Doc[]];
    expect(second).toHaveLength(100);
    expect(second.find((doc) => doc._id === 'd011')).toBe(first.find((doc) => doc._id === 'd011'));
    expect(second.find((doc) => doc._id === 'd010')?.n).toBe(1010);
  });

  it('reads the whole collection when a write comes between the stamps and the changed documents', async () => {
    const { collection, read } = await setUp([
      { _id: 'a', n: 1, _position: at(1) },
      { _id: 'b', n: 2, _position: at(2) },
    ]);
    await read(collection);
    await collection.replaceOne({ _id: 'a' }, { _id: 'a', n: 10, _position: at(3) });
    // After the stamps (find 0), before the changed documents (find 1): `a` moves on again, and `b` with it.
    const { view, fetched } = watched(collection, async (call) => {
      if (call !== 1) return;
      await collection.replaceOne({ _id: 'a' }, { _id: 'a', n: 100, _position: at(4) });
      await collection.replaceOne({ _id: 'b' }, { _id: 'b', n: 200, _position: at(4) });
    });
    expect(await read(view)).toEqual({ sum: 300, seen: ['a', 'b'] });
    expect(fetched.map((ids) => ids.length)).toEqual([0, 1, 2]);
  });
});

describe('perDocument', () => {
  it('works once per document object, and again for a new one', () => {
    let calls = 0;
    const double = perDocument((doc: { n: number }) => {
      calls += 1;
      return doc.n * 2;
    });
    const a = { n: 2 };
    expect([double(a), double(a), double({ n: 2 })]).toEqual([4, 4, 4]);
    expect(calls).toBe(2);
  });
});
