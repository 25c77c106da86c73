/** Contract cases for aggregate (B10) and the store-level operations (list, drop, delete). */
import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '../errors.ts';
import type { Document } from '../port.ts';
import { byId, type ContractContext, expectRefusal, ids, seed } from './context.ts';

const sales: Document[] = [
  { _id: 's1', cat: 'a', n: 1, tags: ['x', 'y'], price: 10 },
  { _id: 's2', cat: 'a', n: 's', price: 20 },
  { _id: 's3', cat: 'b', n: 5, tags: [], price: 30 },
  { _id: 's4', n: 2, tags: null, price: 40 },
  { _id: 's5', cat: null, n: 3, tags: 'z', price: 50 },
];

export const aggregateCases = ({ fresh, freshName, store }: ContractContext): void => {
  describe('B10 aggregation', () => {
    it('B10.1 $match $sort $skip $limit $project', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      const out = await c.aggregate([
        { $match: { price: { $gte: 20 } } },
        { $sort: { price: -1, _id: 1 } },
        { $skip: 1 },
        { $limit: 2 },
        { $project: { price: 1, doubled: { $multiply: ['$price', 2] } } },
      ]);
      expect(out).toEqual([
        { _id: 's4', price: 40, doubled: 80 },
        { _id: 's3', price: 30, doubled: 60 },
      ]);
      expect(await c.aggregate([{ $match: { cat: 'a' } }, { $project: { _id: 0, cat: 1 } }])).toEqual([
        { cat: 'a' },
        { cat: 'a' },
      ]);
    });

    it('B10.1 $group: null and missing keys share one group; $sum ignores non-numbers; $avg $min $max $count', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      const out = await c.aggregate([
        {
          $group: {
            _id: '$cat',
            s: { $sum: '$n' },
            count: { $sum: 1 },
            docs: { $count: {} },
            avg: { $avg: '$n' },
            low: { $min: '$price' },
            high: { $max: '$price' },
          },
        },
        { $sort: { _id: 1 } },
      ]);
      expect(out).toEqual([
        { _id: null, s: 5, count: 2, docs: 2, avg: 2.5, low: 40, high: 50 },
        { _id: 'a', s: 1, count: 2, docs: 2, avg: 1, low: 10, high: 20 },
        { _id: 'b', s: 5, count: 1, docs: 1, avg: 5, low: 30, high: 30 },
      ]);
    });

    it('B10.1 $avg of no number is null; $group over everything with _id null; compound keys', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      expect(
        await c.aggregate([{ $match: { cat: 'a', n: 's' } }, { $group: { _id: null, avg: { $avg: '$n' } } }]),
      ).toEqual([{ _id: null, avg: null }]);
      expect(await c.aggregate([{ $group: { _id: null, total: { $sum: '$price' } } }])).toEqual([
        { _id: null, total: 150 },
      ]);
      const compound = await c.aggregate([
        { $match: { cat: { $in: ['a', 'b'] } } },
        { $group: { _id: { cat: '$cat', big: { $gte: ['$price', 20] } }, n: { $sum: 1 } } },
        { $sort: { '_id.cat': 1, '_id.big': 1 } },
      ]);
      expect(compound).toEqual([
        { _id: { cat: 'a', big: false }, n: 1 },
        { _id: { cat: 'a', big: true }, n: 1 },
        { _id: { cat: 'b', big: true }, n: 1 },
      ]);
      const byPaths = await c.aggregate([
        { $match: { cat: 'a' } },
        { $group: { _id: { cat: '$cat' }, prices: { $push: '$price' } } },
      ]);
      expect(byPaths).toHaveLength(1);
      expect([...((byPaths[0]?.prices as number[] | undefined) ?? [])].sort()).toEqual([10, 20]);
    });

    it('B10.2 group keys that are subdocuments are key-order-sensitive', async () => {
      const c = fresh('b10');
      await seed(c, [
        { _id: 'k1', k: { a: 1, b: 2 } },
        { _id: 'k2', k: { b: 2, a: 1 } },
        { _id: 'k3', k: { a: 1, b: 2 } },
      ]);
      const out = await c.aggregate([{ $group: { _id: '$k', n: { $sum: 1 } } }, { $sort: { n: 1 } }]);
      expect(out).toHaveLength(2);
      expect(out.map((group) => group.n)).toEqual([1, 2]);
    });

    it('B10.3 $count on empty input emits no document, inside $facet too; $group on empty input is empty', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      expect(await c.aggregate([{ $match: { cat: 'none' } }, { $count: 'c' }])).toEqual([]);
      expect(await c.aggregate([{ $match: { cat: 'a' } }, { $count: 'c' }])).toEqual([{ c: 2 }]);
      expect(await fresh('b10').aggregate([{ $count: 'c' }])).toEqual([]);
      expect(
        await c.aggregate([
          { $facet: { none: [{ $match: { cat: 'none' } }, { $count: 'c' }], some: [{ $count: 'c' }] } },
        ]),
      ).toEqual([{ none: [], some: [{ c: 5 }] }]);
      expect(await c.aggregate([{ $match: { cat: 'none' } }, { $group: { _id: '$cat', n: { $sum: 1 } } }])).toEqual([]);
    });

    it('B10.1 $facet runs each pipeline over the same input', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      const [out] = await c.aggregate([
        { $match: { price: { $gt: 10 } } },
        {
          $facet: {
            page: [{ $sort: { price: 1, _id: 1 } }, { $limit: 2 }, { $project: { _id: 1 } }],
            total: [{ $count: 'n' }],
            byCat: [{ $group: { _id: '$cat', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          },
        },
      ]);
      expect(out).toEqual({
        page: [{ _id: 's2' }, { _id: 's3' }],
        total: [{ n: 4 }],
        byCat: [
          { _id: null, n: 2 },
          { _id: 'a', n: 1 },
          { _id: 'b', n: 1 },
        ],
      });
    });

    it('B10.4 $unwind drops missing, null and []; keeps them when asked; scalars count as one element', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      const plain = await c.aggregate([
        { $unwind: '$tags' },
        { $sort: { _id: 1, tags: 1 } },
        { $project: { tags: 1 } },
      ]);
      expect(plain).toEqual([
        { _id: 's1', tags: 'x' },
        { _id: 's1', tags: 'y' },
        { _id: 's5', tags: 'z' },
      ]);
      const kept = await c.aggregate([
        { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
        { $project: { tags: 1, i: 1 } },
      ]);
      expect(byId(kept).map((doc) => [doc._id, doc.tags, doc.i])).toEqual([
        ['s1', 'x', 0],
        ['s1', 'y', 1],
        ['s2', undefined, null],
        ['s3', undefined, null],
        ['s4', null, null],
        ['s5', 'z', null],
      ]);
      expect(await c.find({ _id: 's1' })).toEqual([sales[0]]);
    });

    it('port: stages outside the port, $limit 0 and malformed stages are refused', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      await expectRefusal(
        c.aggregate([{ $lookup: { from: 'x', localField: 'a', foreignField: 'b', as: 'm' } }]),
        InvalidQueryError,
      );
      await expectRefusal(c.aggregate([{ $addFields: { x: 1 } }]), InvalidQueryError);
      await expectRefusal(c.aggregate([{ $limit: 0 }]), InvalidQueryError);
      await expectRefusal(c.aggregate([{ $skip: -1 }]), InvalidQueryError);
      await expectRefusal(c.aggregate([{ $match: {}, $limit: 1 }]), InvalidQueryError);
      await expectRefusal(c.aggregate([{ $group: { n: { $sum: 1 } } }]), InvalidQueryError);
      await expectRefusal(c.aggregate([{ $match: { v: { a: 1 } } }]), InvalidQueryError);
      await expectRefusal(c.aggregate([{ $count: '$n' }]), InvalidQueryError);
    });

    it('port: an empty pipeline returns every document; aggregate over a missing collection is empty', async () => {
      const c = fresh('b10');
      await seed(c, sales);
      expect(byId(await c.aggregate<Document>([]))).toEqual(sales);
      expect(await fresh('b10').aggregate([{ $match: {} }])).toEqual([]);
    });
  });

  describe('port: collections and deletes', () => {
    it('deleteOne and deleteMany report what they deleted', async () => {
      const c = fresh('del');
      await seed(
        c,
        Array.from({ length: 6 }, (_, i) => ({ _id: `d${i}`, even: i % 2 === 0 })),
      );
      expect(await c.deleteOne({ _id: 'd0' })).toEqual({ deletedCount: 1 });
      expect(await c.deleteOne({ _id: 'd0' })).toEqual({ deletedCount: 0 });
      expect(await c.deleteMany({ even: true })).toEqual({ deletedCount: 2 });
      expect(ids(await c.find({}, { sort: { _id: 1 } }))).toEqual(['d1', 'd3', 'd5']);
      expect(await c.deleteMany({})).toEqual({ deletedCount: 3 });
      expect(await c.countDocuments({})).toBe(0);
    });

    it('listCollections shows collections that were written or indexed, until dropped', async () => {
      const written = freshName('list');
      const indexed = freshName('list');
      const emptied = freshName('list');
      const never = freshName('list');
      await store().collection(written).insertOne({ _id: 'a' });
      await store()
        .collection(indexed)
        .createIndex({ key: { k: 1 } });
      await store().collection(emptied).insertOne({ _id: 'a' });
      await store().collection(emptied).deleteMany({});
      await store().collection(never).findById('a');
      const names = await store().listCollections();
      expect(names).toEqual(expect.arrayContaining([written, indexed, emptied]));
      expect(names).not.toContain(never);
      await store().dropCollection(written);
      expect(await store().listCollections()).not.toContain(written);
    });

    it('dropCollection removes documents and indexes; the handle keeps working; dropping nothing is fine', async () => {
      const name = freshName('drop');
      const c = store().collection(name);
      await c.createIndex({ key: { k: 1 }, unique: true });
      await c.insertOne({ _id: 'a', k: 1 });
      await store().dropCollection(name);
      expect(await c.countDocuments({})).toBe(0);
      await c.insertOne({ _id: 'a', k: 1 });
      await c.insertOne({ _id: 'b', k: 1 });
      expect(await c.countDocuments({ k: 1 })).toBe(2);
      await store().dropCollection(freshName('never'));
    });

    it('collection names the store cannot hold are refused', () => {
      expect(() => store().collection('bad$name')).toThrow(InvalidQueryError);
      expect(() => store().collection('')).toThrow(InvalidQueryError);
    });
  });
};
