/** Contract cases for reads: filters (B5), sort/skip/limit (B6), projection (B7), counting (B8), search (B9). */
import { describe, expect, it } from 'vitest';
import { InvalidQueryError } from '../errors.ts';
import { type Collection, type Document, escapeRegex } from '../port.ts';
import { byId, type ContractContext, expectRefusal, ids, seed } from './context.ts';

const matching = async (c: Collection, filter: Record<string, unknown>): Promise<unknown[]> =>
  ids(await c.find(filter, { sort: { _id: 1 } }));

export const queryCases = ({ fresh }: ContractContext): void => {
  describe('B5 filters', () => {
    const values: Document[] = [
      { _id: 'd1', v: 10 },
      { _id: 'd2', v: '20' },
      { _id: 'd3', v: null },
      { _id: 'd4' },
      { _id: 'd5', v: [1, 30] },
      { _id: 'd6', v: { x: 1, y: 2 } },
      { _id: 'd7', v: [] },
    ];

    it('B5.1 {v: null} matches null and missing; $exists:false only missing; $ne and $in with null', async () => {
      const c = fresh('b5');
      await seed(c, values);
      expect(await matching(c, { v: null })).toEqual(['d3', 'd4']);
      expect(await matching(c, { v: { $exists: false } })).toEqual(['d4']);
      expect(await matching(c, { v: { $exists: true } })).toEqual(['d1', 'd2', 'd3', 'd5', 'd6', 'd7']);
      expect(await matching(c, { v: { $ne: null } })).toEqual(['d1', 'd2', 'd5', 'd6', 'd7']);
      expect(await matching(c, { v: { $in: [null, 10] } })).toEqual(['d1', 'd3', 'd4']);
      expect(await matching(c, { v: { $nin: [null, 10] } })).toEqual(['d2', 'd5', 'd6', 'd7']);
    });

    it('B5.2 $gte: null and $lte: null match null and missing; $gt/$lt null match nothing', async () => {
      const c = fresh('b5');
      await seed(c, values);
      expect(await matching(c, { v: { $gte: null } })).toEqual(['d3', 'd4']);
      expect(await matching(c, { v: { $lte: null } })).toEqual(['d3', 'd4']);
      expect(await matching(c, { v: { $gt: null } })).toEqual([]);
      expect(await matching(c, { v: { $lt: null } })).toEqual([]);
    });

    it('B5.3 type bracketing: a number bound never matches strings and the reverse; arrays match by element', async () => {
      const c = fresh('b5');
      await seed(c, values);
      expect(await matching(c, { v: { $gt: 5 } })).toEqual(['d1', 'd5']);
      expect(await matching(c, { v: { $lt: 'z' } })).toEqual(['d2']);
      expect(await matching(c, { v: { $gte: 0, $lte: 100 } })).toEqual(['d1', 'd5']);
      // Different elements may satisfy different bounds.
      expect(await matching(c, { v: { $gt: 20, $lt: 5 } })).toEqual(['d5']);
      expect(await matching(c, { v: { $elemMatch: { $gt: 20, $lt: 5 } } })).toEqual([]);
    });

    it('B5.4 arrays: exact order-sensitive equality, element match, $all, $size, $elemMatch vs dotted paths', async () => {
      const c = fresh('b5');
      await seed(c, [
        {
          _id: 'a',
          tags: ['x', 'y'],
          items: [
            { sku: 'p', q: 1 },
            { sku: 'q', q: 5 },
          ],
        },
        { _id: 'b', tags: ['y', 'x'], items: [{ sku: 'p', q: 5 }] },
        { _id: 'c', tags: ['x'], items: [] },
      ]);
      expect(await matching(c, { tags: ['x', 'y'] })).toEqual(['a']);
      expect(await matching(c, { tags: 'y' })).toEqual(['a', 'b']);
      expect(await matching(c, { tags: { $all: ['y', 'x'] } })).toEqual(['a', 'b']);
      expect(await matching(c, { tags: { $size: 1 } })).toEqual(['c']);
      expect(await matching(c, { items: { $size: 0 } })).toEqual(['c']);
      expect(await matching(c, { items: { $elemMatch: { sku: 'p', q: 5 } } })).toEqual(['b']);
      expect(await matching(c, { 'items.sku': 'p', 'items.q': 5 })).toEqual(['a', 'b']);
      expect(await matching(c, { 'items.q': { $gte: 5 } })).toEqual(['a', 'b']);
      expect(await matching(c, { 'items.0.sku': 'p' })).toEqual(['a', 'b']);
      expect(await matching(c, { 'items.1.q': 5 })).toEqual(['a']);
    });

    it('B5.5 whole-subdocument equality is refused (use dotted paths), in $eq, $in, $ne and $nin too', async () => {
      const c = fresh('b5');
      await seed(c, values);
      await expectRefusal(c.find({ v: { x: 1, y: 2 } }), InvalidQueryError);
      await expectRefusal(c.find({ v: { $eq: { x: 1, y: 2 } } }), InvalidQueryError);
      await expectRefusal(c.find({ v: { $in: [{ y: 2, x: 1 }] } }), InvalidQueryError);
      await expectRefusal(c.find({ v: { $ne: { x: 1 } } }), InvalidQueryError);
      await expectRefusal(c.find({ v: { $nin: [[{ x: 1 }]] } }), InvalidQueryError);
      await expectRefusal(c.countDocuments({ v: {} }), InvalidQueryError);
      await expectRefusal(c.deleteMany({ v: { x: 1, y: 2 } }), InvalidQueryError);
      expect(await matching(c, { 'v.x': 1, 'v.y': 2 })).toEqual(['d6']);
    });

    it('B5.6 {"a.b": null} over an array of subdocuments: matches when no element has b, not on []', async () => {
      const c = fresh('b5');
      await seed(c, [
        { _id: 'noB', a: [{ c: 1 }] },
        { _id: 'empty', a: [] },
        { _id: 'hasB', a: [{ b: 2 }] },
        { _id: 'scalarA', a: 5 },
      ]);
      expect(await matching(c, { 'a.b': null })).toEqual(['noB', 'scalarA']);
      expect(await matching(c, { 'a.b': { $exists: true } })).toEqual(['hasB']);
    });

    it('B5.7 numbers compare by value (1 = 1.0, -0 = 0); literal regular expressions', async () => {
      const c = fresh('b5');
      await seed(c, [
        { _id: 'one', n: 1 },
        { _id: 'zero', n: -0 },
        { _id: 'half', n: 0.5 },
        { _id: 'txt', s: 'a.b+c' },
      ]);
      expect(await matching(c, { n: 1.0 })).toEqual(['one']);
      expect(await matching(c, { n: 0 })).toEqual(['zero']);
      expect(await matching(c, { n: { $in: [0.5, 7] } })).toEqual(['half']);
      expect(await matching(c, { s: { $regex: '^a\\.b\\+c$' } })).toEqual(['txt']);
      expect(await matching(c, { s: /b\+/ })).toEqual(['txt']);
    });

    it('port: $and, $or, $nor, $not, $in with regular expressions, dotted paths into subdocuments', async () => {
      const c = fresh('b5');
      await seed(c, [
        { _id: 'a', status: 'Pending', total: 10, customer: { region: 'QC', tier: 1 } },
        { _id: 'b', status: 'Approved', total: 50, customer: { region: 'ON', tier: 2 } },
        { _id: 'c', status: 'Pending', total: 90, customer: { region: 'ON' } },
        { _id: 'd', status: 'Cancelled', total: 5 },
      ]);
      expect(await matching(c, { $or: [{ status: 'Approved' }, { total: { $gt: 80 } }] })).toEqual(['b', 'c']);
      expect(await matching(c, { $and: [{ status: 'Pending' }, { 'customer.region': 'ON' }] })).toEqual(['c']);
      expect(await matching(c, { $nor: [{ status: 'Pending' }, { total: { $lt: 10 } }] })).toEqual(['b']);
      expect(await matching(c, { total: { $not: { $gte: 10 } } })).toEqual(['d']);
      expect(await matching(c, { status: { $not: /^P/ } })).toEqual(['b', 'd']);
      expect(await matching(c, { status: { $in: [/^app/i, 'Cancelled'] } })).toEqual(['b', 'd']);
      expect(await matching(c, { 'customer.tier': { $exists: false } })).toEqual(['c', 'd']);
      expect(await matching(c, { _id: { $in: ['a', 'd', 'zz'] } })).toEqual(['a', 'd']);
      expect(await matching(c, { _id: 'b', status: 'Pending' })).toEqual([]);
    });

    it('port: the rarer operators ($type, $mod, $expr, $elemMatch with $not) still answer', async () => {
      const c = fresh('b5');
      await seed(c, [
        { _id: 'a', n: 4, m: 1, s: 'x', list: [1, 8] },
        { _id: 'b', n: 5, m: 9, s: 7, list: [3] },
        { _id: 'c', n: '6', m: 2, list: [] },
      ]);
      expect(await matching(c, { s: { $type: 'string' } })).toEqual(['a']);
      expect(await matching(c, { n: { $mod: [2, 0] } })).toEqual(['a']);
      expect(await matching(c, { $expr: { $gt: ['$m', '$n'] } })).toEqual(['b']);
      expect(await matching(c, { list: { $type: 'int' } })).toEqual(['a', 'b']);
      expect(await matching(c, { n: { $type: ['string', 'bool'] } })).toEqual(['c']);
      expect(await matching(c, { list: { $elemMatch: { $not: { $lt: 5 } } } })).toEqual(['a']);
      expect(await matching(c, { list: { $all: [] } })).toEqual([]);
    });

    it('port: operators the port does not know are refused, as is $where', async () => {
      const c = fresh('b5');
      await c.insertOne({ _id: 'a', n: 1 });
      await expectRefusal(c.find({ n: { $nope: 1 } }), InvalidQueryError);
      await expectRefusal(c.find({ $where: 'true' }), InvalidQueryError);
      await expectRefusal(c.find({ $or: [] }), InvalidQueryError);
      await expectRefusal(c.find({ n: { $gt: 1, b: 2 } }), InvalidQueryError);
      await expectRefusal(c.find({ n: { $gt: { x: 1 } } }), InvalidQueryError);
    });
  });

  describe('B6 sort, skip, limit', () => {
    it('B6.1 ascending order across types: null = missing < numbers < strings < objects < booleans < Dates', async () => {
      const c = fresh('b6');
      await seed(c, [
        { _id: 'str', k: 'b' },
        { _id: 'STR', k: 'B' },
        { _id: 'num', k: 2 },
        { _id: 'neg', k: -1.5 },
        { _id: 'null', k: null },
        { _id: 'missing' },
        { _id: 'obj', k: { a: 1 } },
        { _id: 'bool', k: false },
        { _id: 'true', k: true },
        { _id: 'date', k: new Date(0) },
      ]);
      const ascending = ['missing', 'null', 'neg', 'num', 'STR', 'str', 'obj', 'bool', 'true', 'date'];
      expect(ids(await c.find({}, { sort: { k: 1, _id: 1 } }))).toEqual(ascending);
      expect(ids(await c.find({}, { sort: { k: -1, _id: 1 } }))).toEqual([
        'date',
        'true',
        'bool',
        'obj',
        'str',
        'STR',
        'num',
        'neg',
        'missing',
        'null',
      ]);
    });

    it('B6.2 sorting on a field that holds an array is refused', async () => {
      const c = fresh('b6');
      await seed(c, [
        { _id: 'a', k: [3, 1] },
        { _id: 'b', k: [2] },
      ]);
      await expectRefusal(c.find({}, { sort: { k: -1, _id: 1 } }), InvalidQueryError);
      await expectRefusal(c.find({}, { sort: { k: 1, _id: 1 }, limit: 1 }), InvalidQueryError);
    });

    it('B6.3 with _id as the last key, ties come out in _id order and pages do not overlap', async () => {
      const c = fresh('b6');
      await seed(
        c,
        Array.from({ length: 50 }, (_, i) => ({ _id: `d${String(i).padStart(2, '0')}`, group: i % 3 })),
      );
      const all = ids(await c.find({}, { sort: { group: -1, _id: 1 } }));
      const pages: unknown[] = [];
      for (let skip = 0; skip < 50; skip += 7)
        pages.push(...ids(await c.find({}, { sort: { group: -1, _id: 1 }, skip, limit: 7 })));
      expect(pages).toEqual(all);
      expect(all.slice(0, 3)).toEqual(['d02', 'd05', 'd08']);
    });

    it('B6.6 an index whose key is the sort gives the same pages as no index, after every kind of write', async () => {
      const indexed = fresh('b6i');
      const plain = fresh('b6p');
      await indexed.createIndex({ key: { 'a.k': 1, g: -1 }, name: 'byKG' });
      const kinds = [null, 3, -1, 'x', 'X', 2.5, { z: 1 }, true, undefined];
      const docs: Document[] = Array.from({ length: 60 }, (_, i) => ({
        _id: `d${String(i).padStart(2, '0')}`,
        ...(i % 7 === 0 ? {} : { a: { k: kinds[i % kinds.length] } }),
        g: i % 4,
        t: i % 2 === 0 ? 'even' : 'odd',
      }));
      await seed(indexed, docs);
      await seed(plain, docs);
      const sort = { 'a.k': 1, g: -1 } as const;
      const same = async (): Promise<void> => {
        for (const filter of [{}, { t: 'odd' }, { g: { $gte: 2 } }]) {
          for (const [skip, limit] of [
            [0, 5],
            [3, 7],
            [40, 30],
            [0, 0],
          ] as const) {
            const options = { sort, skip, limit };
            expect(ids(await indexed.find(filter, options))).toEqual(ids(await plain.find(filter, options)));
          }
        }
      };
      await same();
      for (const c of [indexed, plain]) {
        await c.insertOne({ _id: 'new', a: { k: 0 }, g: 9, t: 'odd' });
        await c.replaceOne({ _id: 'd03' }, { _id: 'd03', a: { k: 'zz' }, g: 0, t: 'even' });
        await c.deleteOne({ _id: 'd05' });
      }
      await same();
      // An array at a sort key is still refused, index or not.
      await indexed.insertOne({ _id: 'arr', a: { k: [1, 2] }, g: 0, t: 'odd' });
      await expectRefusal(indexed.find({}, { sort, limit: 3 }), InvalidQueryError);
    });

    it('B6.6 pages along an index stay those of no index through a run of writes read between', async () => {
      const indexed = fresh('b6k');
      const plain = fresh('b6q');
      // The sort's index, and one on the filtered field: a filter on it narrows to more than a few hundred.
      await indexed.createIndex({ key: { at: -1, n: 1 }, name: 'byAt' });
      await indexed.createIndex({ key: { g: 1 }, name: 'byG' });
      let x = 7;
      const next = (below: number): number => {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        return x % below;
      };
      const docOf = (i: number): Document => ({
        _id: `d${String(i).padStart(4, '0')}`,
        at: `2026-11-${String(1 + next(28)).padStart(2, '0')}`,
        n: next(5),
        g: next(3),
      });
      const docs = Array.from({ length: 1_500 }, (_, i) => docOf(i));
      await seed(indexed, docs);
      await seed(plain, docs);
      const sort = { at: -1, n: 1 } as const;
      const same = async (skip: number): Promise<void> => {
        for (const filter of [{}, { g: { $in: [0, 1] } }, { g: 2, n: { $lt: 3 } }, { at: { $regex: '-1' } }]) {
          for (const limit of [21, 0]) {
            const options = { sort, skip, limit };
            expect(ids(await indexed.find(filter, options))).toEqual(ids(await plain.find(filter, options)));
          }
        }
      };
      await same(0);
      for (let step = 0; step < 40; step += 1) {
        const target = `d${String(next(1_600)).padStart(4, '0')}`;
        const kind = step % 4;
        for (const c of [indexed, plain]) {
          x = 1_000 + step; // the same draws for both collections
          if (kind === 0) await c.deleteOne({ _id: target });
          else if (kind === 1) await c.replaceOne({ _id: target }, { ...docOf(0), _id: target }, { upsert: true });
          else if (kind === 2) await c.insertOne({ ...docOf(0), _id: `new${step}` });
          else {
            await c.bulkWrite([
              { replaceOne: { filter: { _id: target }, replacement: { ...docOf(0), _id: target }, upsert: true } },
              { insertOne: { document: { ...docOf(0), _id: `bulk${step}` } } },
            ]);
          }
        }
        await same(next(1_400));
      }
    });

    it('B6.4 skip applies before limit', async () => {
      const c = fresh('b6');
      await seed(
        c,
        [1, 2, 3, 4].map((n) => ({ _id: `d${n}`, n })),
      );
      expect(ids(await c.find({}, { sort: { n: 1 }, limit: 2, skip: 1 }))).toEqual(['d2', 'd3']);
      expect(ids(await c.find({}, { sort: { n: -1 }, skip: 3, limit: 5 }))).toEqual(['d1']);
      expect(await c.find({}, { sort: { n: 1 }, skip: 9 })).toEqual([]);
    });

    it('B6.5 limit 0 means no limit; a negative limit or skip is refused', async () => {
      const c = fresh('b6');
      await seed(c, [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]);
      expect(ids(await c.find({}, { sort: { _id: 1 }, limit: 0 }))).toEqual(['a', 'b', 'c']);
      expect(await c.find({}, { limit: 0 })).toHaveLength(3);
      expect(await c.countDocuments({}, { limit: 0 })).toBe(3);
      await expectRefusal(c.find({}, { limit: -1 }), InvalidQueryError);
      await expectRefusal(c.find({}, { skip: -1 }), InvalidQueryError);
      await expectRefusal(c.countDocuments({}, { limit: -2 }), InvalidQueryError);
    });

    it('B6.6 strings sort by byte order under the simple collation', async () => {
      const c = fresh('b6');
      await seed(
        c,
        ['a', 'B', 'Z', 'é', 'A', '_', '1'].map((s, i) => ({ _id: `d${i}`, s })),
      );
      const sorted = (await c.find({}, { sort: { s: 1, _id: 1 } })).map((doc) => doc.s);
      expect(sorted).toEqual(['1', 'A', 'B', 'Z', '_', 'a', 'é']);
    });

    it('port: find without sort pages by limit alone; an invalid sort is refused', async () => {
      const c = fresh('b6');
      await seed(c, [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]);
      expect(await c.find({}, { limit: 2 })).toHaveLength(2);
      expect(await c.find({}, { skip: 2 })).toHaveLength(1);
      await expectRefusal(c.find({}, { sort: { a: 2 } as unknown as { a: 1 } }), InvalidQueryError);
    });
  });

  describe('B7 projection', () => {
    const doc: Document = {
      _id: 'p',
      a: 1,
      b: { c: 1, d: 2 },
      items: [{ sku: 'x', q: 1 }, { sku: 'y', q: 2 }, 7],
      e: {},
      s: 'text',
    };

    it('B7.1 inclusion returns the fields and _id, omits missing ones', async () => {
      const c = fresh('b7');
      await c.insertOne(doc);
      expect(await c.find({}, { projection: { a: 1, zz: 1 } })).toEqual([{ _id: 'p', a: 1 }]);
      expect(await c.find({}, { projection: { a: 1, _id: 0 } })).toEqual([{ a: 1 }]);
      expect(await c.find({}, { projection: { _id: 1 } })).toEqual([{ _id: 'p' }]);
    });

    it('B7.2 exclusion removes the fields; mixing inclusion and exclusion is refused', async () => {
      const c = fresh('b7');
      await c.insertOne(doc);
      expect(await c.find({}, { projection: { b: 0, items: 0, e: 0, s: 0 } })).toEqual([{ _id: 'p', a: 1 }]);
      expect(await c.find({}, { projection: { _id: 0, b: 0, items: 0, e: 0 } })).toEqual([{ a: 1, s: 'text' }]);
      await expectRefusal(c.find({}, { projection: { a: 1, b: 0 } }), InvalidQueryError, 31254);
      await expectRefusal(c.find({}, { projection: { a: 0, b: 1 } }), InvalidQueryError, 31253);
    });

    it('B7.3 dotted paths: into subdocuments, arrays of subdocuments, subdocuments without the field, scalars', async () => {
      const c = fresh('b7');
      await c.insertOne(doc);
      expect(await c.find({}, { projection: { 'b.c': 1, 'items.sku': 1, 'e.z': 1, 's.t': 1, _id: 0 } })).toEqual([
        { b: { c: 1 }, items: [{ sku: 'x' }, { sku: 'y' }], e: {} },
      ]);
      expect(await c.find({}, { projection: { 'b.c': 0, 'items.q': 0 } })).toEqual([
        { _id: 'p', a: 1, b: { d: 2 }, items: [{ sku: 'x' }, { sku: 'y' }, 7], e: {}, s: 'text' },
      ]);
    });
  });

  describe('B8 counting', () => {
    it('B8.1 countDocuments counts matches exactly, after skip, up to limit', async () => {
      const c = fresh('b8');
      await seed(
        c,
        Array.from({ length: 10 }, (_, i) => ({ _id: `d${i}`, even: i % 2 === 0 })),
      );
      expect(await c.countDocuments({})).toBe(10);
      expect(await c.countDocuments({ even: true })).toBe(5);
      expect(await c.countDocuments({ even: true }, { skip: 2 })).toBe(3);
      expect(await c.countDocuments({ even: true }, { skip: 4, limit: 5 })).toBe(1);
      expect(await c.countDocuments({}, { limit: 1 })).toBe(1);
      expect(await c.countDocuments({ even: 'no' }, { limit: 1 })).toBe(0);
      expect(await fresh('b8').countDocuments({}, { limit: 1 })).toBe(0);
    });
  });

  describe('B9 case-insensitive search', () => {
    it('B9.1 $regex with $options i, on strings and string elements, never numbers; escapeRegex for user text', async () => {
      const c = fresh('b9');
      await seed(c, [
        { _id: 'n1', name: 'alice' },
        { _id: 'n2', name: 'Alice' },
        { _id: 'n3', name: 'ALICE Smith' },
        { _id: 'n4', name: 'bob', aliases: ['Al', 'ALICE'] },
        { _id: 'n5', name: 123 },
        { _id: 'n6', name: 'Parc (Jasper) 1.5$' },
      ]);
      expect(await matching(c, { name: { $regex: '^alice$', $options: 'i' } })).toEqual(['n1', 'n2']);
      expect(await matching(c, { name: { $regex: 'alice', $options: 'i' } })).toEqual(['n1', 'n2', 'n3']);
      expect(await matching(c, { aliases: { $regex: '^alice$', $options: 'i' } })).toEqual(['n4']);
      expect(await matching(c, { name: { $regex: '12' } })).toEqual([]);
      const userText = '(jasper) 1.5$';
      expect(await matching(c, { name: { $regex: escapeRegex(userText), $options: 'i' } })).toEqual(['n6']);
      expect(await matching(c, { name: { $regex: escapeRegex('.*'), $options: 'i' } })).toEqual([]);
      await expectRefusal(c.find({ name: { $regex: '(' } }), InvalidQueryError);
    });
  });

  describe('port: find by id, find with $in ids', () => {
    it('findById returns a copy or null', async () => {
      const c = fresh('ids');
      await c.insertOne({ _id: 'a', n: 1 });
      expect(await c.findById('a')).toEqual({ _id: 'a', n: 1 });
      expect(await c.findById('b')).toBeNull();
      expect(await fresh('ids').findById('a')).toBeNull();
    });

    it('find by _id $in returns exactly the stored ones (how projections load a batch)', async () => {
      const c = fresh('ids');
      await seed(
        c,
        Array.from({ length: 30 }, (_, i) => ({ _id: `d${i}`, n: i })),
      );
      const wanted = ['d3', 'd29', 'nope', 'd3', 'd0'];
      expect(byId(await c.find({ _id: { $in: wanted } }))).toEqual([
        { _id: 'd0', n: 0 },
        { _id: 'd29', n: 29 },
        { _id: 'd3', n: 3 },
      ]);
    });
  });
};
