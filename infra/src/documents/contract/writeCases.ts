/** Contract cases for writes: replaceOne (B3), bulkWrite (B4), unique keys (B11), the driver boundary (B12). */
import { describe, expect, it } from 'vitest';
import { BulkWriteError, DuplicateKeyError, InvalidDocumentError, InvalidQueryError } from '../errors.ts';
import type { Document, WriteOperation } from '../port.ts';
import { byId, type ContractContext, expectRefusal, rejectionOf, seed } from './context.ts';

const E11000 = (collection: string, index: string, dupKey: string): RegExp =>
  new RegExp(
    `^E11000 duplicate key error collection: [^.\\s]+\\.${collection} index: ${index} dup key: \\{ ${dupKey.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\}`,
  );

export const writeCases = ({ fresh }: ContractContext): void => {
  describe('B3 replaceOne', () => {
    it('B3.1 replaces the whole document, keeps _id, reports matched and modified', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1, y: 2 });
      const result = await c.replaceOne({ _id: 'a' }, { _id: 'a', z: 3 });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
      expect(await c.findById('a')).toEqual({ _id: 'a', z: 3 });
    });

    it('B3.1 a replacement equal to the stored document matches without modifying', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1, o: { p: [1, 2] } });
      const result = await c.replaceOne({ _id: 'a' }, { _id: 'a', x: 1, o: { p: [1, 2] } });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedCount: 0, upsertedId: null });
    });

    it('B3.1 a replacement without _id keeps the filter _id', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1 });
      await c.replaceOne({ _id: 'a' }, { x: 2 } as unknown as Document);
      expect(await c.findById('a')).toEqual({ _id: 'a', x: 2 });
    });

    it('B3.1 a replacement with $ operators is refused and changes nothing', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1 });
      await expectRefusal(
        c.replaceOne({ _id: 'a' }, { _id: 'a', $set: { x: 2 } } as unknown as Document),
        InvalidDocumentError,
      );
      expect(await c.findById('a')).toEqual({ _id: 'a', x: 1 });
    });

    it('B3.1 a replacement that changes _id is refused with code 66', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1 });
      await expectRefusal(c.replaceOne({ _id: 'a' }, { _id: 'b', x: 2 }), InvalidDocumentError, 66);
      expect(await c.find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', x: 1 }]);
    });

    it('B3.1 no match and no upsert: nothing matched, nothing written', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1 });
      const result = await c.replaceOne({ _id: 'zz' }, { _id: 'zz', x: 9 });
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null });
      expect(await c.countDocuments({})).toBe(1);
    });

    it('B3.2 upsert without a match inserts the replacement and reports upsertedId', async () => {
      const c = fresh('b3');
      const result = await c.replaceOne({ _id: 'n' }, { _id: 'n', x: 1 }, { upsert: true });
      expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: 'n' });
      expect(await c.findById('n')).toEqual({ _id: 'n', x: 1 });
    });

    it('B3.2 upsert of a replacement without _id takes the filter _id', async () => {
      const c = fresh('b3');
      await c.replaceOne({ _id: 'n' }, { x: 1 } as unknown as Document, { upsert: true });
      expect(await c.find({})).toEqual([{ _id: 'n', x: 1 }]);
    });

    it('B3.2 upsert with a match replaces (no insert)', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1 });
      const result = await c.replaceOne({ _id: 'a' }, { _id: 'a', x: 2 }, { upsert: true });
      expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
      expect(await c.countDocuments({})).toBe(1);
    });

    it('B3.2 upsert of a replacement whose _id differs from the filter is refused with code 66', async () => {
      const c = fresh('b3');
      await expectRefusal(c.replaceOne({ _id: 'a' }, { _id: 'b' }, { upsert: true }), InvalidDocumentError, 66);
      expect(await c.countDocuments({})).toBe(0);
    });

    it('port: replaceOne, deleteOne and bulkWrite take only an { _id } filter', async () => {
      const c = fresh('b3');
      await c.insertOne({ _id: 'a', x: 1 });
      await expectRefusal(c.replaceOne({ x: 1 } as unknown as { _id: string }, { _id: 'a' }), InvalidQueryError);
      await expectRefusal(c.deleteOne({ _id: 'a', x: 1 } as unknown as { _id: string }), InvalidQueryError);
      expect(await c.countDocuments({})).toBe(1);
    });
  });

  describe('B4 bulkWrite', () => {
    const ops = (...list: WriteOperation<Document>[]): WriteOperation<Document>[] => list;

    it('B4.1 ordered (the default) stops at the first error, reports its index and code, keeps what ran', async () => {
      const c = fresh('b4');
      await c.insertOne({ _id: 'taken' });
      const error = await rejectionOf(
        c.bulkWrite(
          ops(
            { insertOne: { document: { _id: 'first' } } },
            { insertOne: { document: { _id: 'taken' } } },
            { insertOne: { document: { _id: 'never' } } },
          ),
        ),
      );
      expect(error).toBeInstanceOf(BulkWriteError);
      const bulk = error as BulkWriteError;
      expect(bulk.writeErrors.map(({ index, code }) => ({ index, code }))).toEqual([{ index: 1, code: 11000 }]);
      expect(bulk.writeErrors[0]?.message).toMatch(/^E11000 duplicate key error/);
      expect(bulk.result).toEqual({
        insertedCount: 1,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      });
      expect(byId(await c.find({}))).toEqual([{ _id: 'first' }, { _id: 'taken' }]);
    });

    it('B4.2 unordered tries every operation, reports every error, keeps the rest', async () => {
      const c = fresh('b4');
      await c.insertOne({ _id: 'taken' });
      const error = await rejectionOf(
        c.bulkWrite(
          ops(
            { insertOne: { document: { _id: 'one' } } },
            { insertOne: { document: { _id: 'taken' } } },
            { replaceOne: { filter: { _id: 'two' }, replacement: { _id: 'two', v: 2 }, upsert: true } },
            { insertOne: { document: { _id: 'one' } } },
            { deleteOne: { filter: { _id: 'taken' } } },
          ),
          { ordered: false },
        ),
      );
      expect(error).toBeInstanceOf(BulkWriteError);
      const bulk = error as BulkWriteError;
      expect(bulk.writeErrors.map(({ index, code }) => ({ index, code }))).toEqual([
        { index: 1, code: 11000 },
        { index: 3, code: 11000 },
      ]);
      expect(bulk.result).toEqual({
        insertedCount: 1,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 1,
        upsertedCount: 1,
      });
      expect(byId(await c.find({}))).toEqual([{ _id: 'one' }, { _id: 'two', v: 2 }]);
    });

    it('B4.3 result counts of a mixed batch', async () => {
      const c = fresh('b4');
      await seed(c, [
        { _id: 'a', v: 1 },
        { _id: 'b', v: 1 },
        { _id: 'c', v: 1 },
      ]);
      const result = await c.bulkWrite(
        ops(
          { insertOne: { document: { _id: 'd', v: 1 } } },
          { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', v: 2 } } },
          { replaceOne: { filter: { _id: 'b' }, replacement: { _id: 'b', v: 1 } } },
          { replaceOne: { filter: { _id: 'e' }, replacement: { _id: 'e', v: 1 }, upsert: true } },
          { replaceOne: { filter: { _id: 'f' }, replacement: { _id: 'f', v: 1 } } },
          { deleteOne: { filter: { _id: 'c' } } },
          { deleteOne: { filter: { _id: 'zz' } } },
        ),
      );
      expect(result).toEqual({
        insertedCount: 1,
        matchedCount: 2,
        modifiedCount: 1,
        deletedCount: 1,
        upsertedCount: 1,
      });
      expect(byId(await c.find({}))).toEqual([
        { _id: 'a', v: 2 },
        { _id: 'b', v: 1 },
        { _id: 'd', v: 1 },
        { _id: 'e', v: 1 },
      ]);
    });

    it('B4.1 operations of one batch see each other, in order', async () => {
      const c = fresh('b4');
      const result = await c.bulkWrite(
        ops(
          { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', n: 1 }, upsert: true } },
          { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', n: 2 }, upsert: true } },
          { deleteOne: { filter: { _id: 'a' } } },
          { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', n: 3 }, upsert: true } },
        ),
      );
      expect(result).toEqual({
        insertedCount: 0,
        matchedCount: 1,
        modifiedCount: 1,
        deletedCount: 1,
        upsertedCount: 2,
      });
      expect(await c.find({})).toEqual([{ _id: 'a', n: 3 }]);
    });

    it('B4.1 a projection-sized batch (1000 upserts and deletes) lands whole', async () => {
      const c = fresh('b4');
      const first = Array.from({ length: 1000 }, (_, i) => ({
        replaceOne: { filter: { _id: `d${i}` }, replacement: { _id: `d${i}`, n: i }, upsert: true },
      }));
      expect((await c.bulkWrite(first)).upsertedCount).toBe(1000);
      const second: WriteOperation<Document>[] = Array.from({ length: 1000 }, (_, i) =>
        i % 2 === 0
          ? { deleteOne: { filter: { _id: `d${i}` } } }
          : { replaceOne: { filter: { _id: `d${i}` }, replacement: { _id: `d${i}`, n: -i }, upsert: true } },
      );
      expect(await c.bulkWrite(second)).toEqual({
        insertedCount: 0,
        matchedCount: 500,
        modifiedCount: 500,
        deletedCount: 500,
        upsertedCount: 0,
      });
      expect(await c.countDocuments({})).toBe(500);
      expect(await c.countDocuments({ n: { $lt: 0 } })).toBe(500);
    });

    it('B4.1 a replacement changing _id fails that operation with code 66', async () => {
      const c = fresh('b4');
      await c.insertOne({ _id: 'a' });
      const error = await rejectionOf(
        c.bulkWrite(
          ops(
            { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'b' } } },
            { insertOne: { document: { _id: 'c' } } },
          ),
          {
            ordered: false,
          },
        ),
      );
      expect((error as BulkWriteError).writeErrors.map(({ index, code }) => ({ index, code }))).toEqual([
        { index: 0, code: 66 },
      ]);
      expect(byId(await c.find({}))).toEqual([{ _id: 'a' }, { _id: 'c' }]);
    });

    it('port: an atomic bulkWrite is seen whole or not at all by snapshot finds that overlap it', async () => {
      const c = fresh('b4');
      const size = 300;
      const docs = (version: number) =>
        Array.from({ length: size }, (_, i) => ({ _id: `d${String(i).padStart(3, '0')}`, version }));
      await c.bulkWrite(docs(1).map((document) => ({ insertOne: { document } })));
      const seen = new Set<string>();
      let writing = true;
      const reader = (async () => {
        // Reads until the write is over (a condition, not a time), then once more. Each read lets the event
        // loop turn, as a read over the network does: a loop of reads that never did would hold the process,
        // and the embedded store answers a write once its turn has committed.
        do {
          await new Promise((resolve) => setImmediate(resolve));
          const versions = new Set(
            (await c.find({}, { projection: { version: 1 }, snapshot: true })).map((doc) => doc.version),
          );
          expect(versions.size).toBe(1);
          seen.add(String([...versions][0]));
        } while (writing);
      })();
      await c.bulkWrite(
        docs(2).map((replacement) => ({ replaceOne: { filter: { _id: replacement._id }, replacement } })),
        { atomic: true },
      );
      writing = false;
      await reader;
      expect(seen.has('2')).toBe(true);
      expect((await c.find({ version: 2 })).length).toBe(size);
    });

    it('port: an atomic bulkWrite with a failing operation writes nothing, even the ones before it', async () => {
      const c = fresh('b4');
      await c.insertOne({ _id: 'a', x: 1 });
      const error = await rejectionOf(
        c.bulkWrite(
          ops(
            { replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', x: 2 } } },
            { insertOne: { document: { _id: 'b' } } },
            { insertOne: { document: { _id: 'a' } } },
          ),
          { atomic: true },
        ),
      );
      expect(error).toBeInstanceOf(BulkWriteError);
      expect(byId(await c.find({}))).toEqual([{ _id: 'a', x: 1 }]);
    });

    it('port: an empty batch writes nothing and counts nothing', async () => {
      const c = fresh('b4');
      expect(await c.bulkWrite([])).toEqual({
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      });
    });

    it('port: an invalid document anywhere in a batch refuses the whole batch before writing', async () => {
      const c = fresh('b4');
      await expectRefusal(
        c.bulkWrite(
          ops({ insertOne: { document: { _id: 'ok' } } }, { insertOne: { document: { _id: 'bad', 'a.b': 1 } } }),
        ),
        InvalidDocumentError,
      );
      expect(await c.countDocuments({})).toBe(0);
    });
  });

  describe('B11 unique indexes and duplicate keys', () => {
    it('B11.1 a duplicate _id is E11000 on index _id_ with keyPattern and keyValue', async () => {
      const c = fresh('b11');
      await c.insertOne({ _id: 'a' });
      const error = (await expectRefusal(
        c.insertOne({ _id: 'a', x: 1 }),
        DuplicateKeyError,
        11000,
      )) as DuplicateKeyError;
      expect(error.message).toMatch(E11000(c.name, '_id_', '_id: "a"'));
      expect(error.keyPattern).toEqual({ _id: 1 });
      expect(error.keyValue).toEqual({ _id: 'a' });
      expect(await c.find({})).toEqual([{ _id: 'a' }]);
    });

    it('B11.1 a unique index refuses a duplicate value on insert, replace and upsert', async () => {
      const c = fresh('b11');
      expect(await c.createIndex({ key: { email: 1 }, unique: true })).toBe('email_1');
      await c.insertOne({ _id: 'a', email: 'x@parks.example' });
      await c.insertOne({ _id: 'b', email: 'y@parks.example' });
      const onInsert = (await expectRefusal(
        c.insertOne({ _id: 'c', email: 'x@parks.example' }),
        DuplicateKeyError,
        11000,
      )) as DuplicateKeyError;
      expect(onInsert.message).toMatch(E11000(c.name, 'email_1', 'email: "x@parks.example"'));
      expect(onInsert.keyPattern).toEqual({ email: 1 });
      expect(onInsert.keyValue).toEqual({ email: 'x@parks.example' });
      await expectRefusal(c.replaceOne({ _id: 'b' }, { _id: 'b', email: 'x@parks.example' }), DuplicateKeyError, 11000);
      await expectRefusal(
        c.replaceOne({ _id: 'n' }, { _id: 'n', email: 'x@parks.example' }, { upsert: true }),
        DuplicateKeyError,
        11000,
      );
      // A document may keep its own value.
      await c.replaceOne({ _id: 'a' }, { _id: 'a', email: 'x@parks.example', name: 'Ann' });
      expect(byId(await c.find({}))).toEqual([
        { _id: 'a', email: 'x@parks.example', name: 'Ann' },
        { _id: 'b', email: 'y@parks.example' },
      ]);
    });

    it('B11.1 a compound unique index compares the whole key', async () => {
      const c = fresh('b11');
      expect(await c.createIndex({ key: { park: 1, day: -1 }, unique: true })).toBe('park_1_day_-1');
      await c.insertOne({ _id: 'a', park: 'banff', day: 1 });
      await c.insertOne({ _id: 'b', park: 'banff', day: 2 });
      await c.insertOne({ _id: 'c', park: 'jasper', day: 1 });
      const error = (await expectRefusal(
        c.insertOne({ _id: 'd', park: 'banff', day: 2 }),
        DuplicateKeyError,
      )) as DuplicateKeyError;
      expect(error.keyPattern).toEqual({ park: 1, day: -1 });
      expect(error.keyValue).toEqual({ park: 'banff', day: 2 });
      expect(error.message).toMatch(E11000(c.name, 'park_1_day_-1', 'park: "banff", day: 2'));
    });

    it('B11.1 a unique index over an array field indexes each element', async () => {
      const c = fresh('b11');
      await c.createIndex({ key: { codes: 1 }, unique: true });
      await c.insertOne({ _id: 'a', codes: ['x', 'y'] });
      const error = (await expectRefusal(
        c.insertOne({ _id: 'b', codes: ['z', 'y'] }),
        DuplicateKeyError,
      )) as DuplicateKeyError;
      expect(error.keyValue).toEqual({ codes: 'y' });
      await c.insertOne({ _id: 'c', codes: ['z'] });
    });

    it('B11.2 a duplicate inside bulkWrite is a write error with code 11000 at its index', async () => {
      const c = fresh('b11');
      await c.createIndex({ key: { sku: 1 }, unique: true, name: 'bySku' });
      const error = await rejectionOf(
        c.bulkWrite([
          { insertOne: { document: { _id: 'a', sku: 's1' } } },
          { replaceOne: { filter: { _id: 'b' }, replacement: { _id: 'b', sku: 's1' }, upsert: true } },
        ]),
      );
      expect(error).toBeInstanceOf(BulkWriteError);
      const [first] = (error as BulkWriteError).writeErrors;
      expect(first?.index).toBe(1);
      expect(first?.code).toBe(11000);
      expect(first?.message).toMatch(E11000(c.name, 'bySku', 'sku: "s1"'));
    });

    it('B11.3 a missing field is indexed as null: a second document without it is a duplicate', async () => {
      const c = fresh('b11');
      await c.createIndex({ key: { email: 1 }, unique: true });
      await c.insertOne({ _id: 'a' });
      const error = (await expectRefusal(c.insertOne({ _id: 'b' }), DuplicateKeyError, 11000)) as DuplicateKeyError;
      expect(error.keyValue).toEqual({ email: null });
      expect(error.message).toMatch(E11000(c.name, 'email_1', 'email: null'));
      await expectRefusal(c.insertOne({ _id: 'c', email: null }), DuplicateKeyError, 11000);
    });

    it('B11.1 creating a unique index over duplicates fails with E11000', async () => {
      const c = fresh('b11');
      await seed(c, [
        { _id: 'a', k: 1 },
        { _id: 'b', k: 1 },
      ]);
      await expectRefusal(c.createIndex({ key: { k: 1 }, unique: true }), DuplicateKeyError, 11000);
      await c.insertOne({ _id: 'c', k: 1 });
    });

    it('port: createIndex returns the name, default or given, and is idempotent', async () => {
      const c = fresh('idx');
      expect(await c.createIndex({ key: { a: 1, 'b.c': -1 } })).toBe('a_1_b.c_-1');
      expect(await c.createIndex({ key: { a: 1, 'b.c': -1 } })).toBe('a_1_b.c_-1');
      expect(await c.createIndex({ key: { d: 1 }, name: 'byD' })).toBe('byD');
      await expectRefusal(c.createIndex({ key: { a: 'text' } } as unknown as { key: { a: 1 } }), InvalidQueryError);
    });

    it('port: a non-unique index allows duplicates and still answers queries', async () => {
      const c = fresh('idx');
      await c.createIndex({ key: { status: 1 } });
      await seed(c, [
        { _id: 'a', status: 'open', n: 1 },
        { _id: 'b', status: 'open', n: 2 },
        { _id: 'c', status: ['open', 'closed'], n: 3 },
        { _id: 'd', status: 'closed', n: 4 },
      ]);
      expect(byId(await c.find({ status: 'open' }))).toEqual([
        { _id: 'a', status: 'open', n: 1 },
        { _id: 'b', status: 'open', n: 2 },
        { _id: 'c', status: ['open', 'closed'], n: 3 },
      ]);
      await c.replaceOne({ _id: 'a' }, { _id: 'a', status: 'closed', n: 1 });
      await c.deleteOne({ _id: 'b' });
      expect(byId(await c.find({ status: { $in: ['open'] }, n: { $gte: 1 } })).map((doc) => doc._id)).toEqual(['c']);
      expect(await c.countDocuments({ status: 'closed' })).toBe(3);
    });
  });

  describe('B12 driver boundary', () => {
    it('B12.1 undefined is stored as null, in subdocuments and arrays too', async () => {
      const c = fresh('b12');
      await c.insertOne({ _id: 'a', top: undefined, sub: { inner: undefined }, list: [1, undefined] });
      expect(await c.findById('a')).toEqual({ _id: 'a', top: null, sub: { inner: null }, list: [1, null] });
      const stored = await c.findById('a');
      expect(Object.hasOwn(stored ?? {}, 'top')).toBe(true);
      expect(await c.countDocuments({ top: { $exists: true } })).toBe(1);
      expect(await c.countDocuments({ top: null })).toBe(1);
    });

    it('B12.2 insertOne does not touch the caller document, and a string _id is required', async () => {
      const c = fresh('b12');
      const doc = { _id: 'a', n: 1 };
      await c.insertOne(doc);
      expect(doc).toEqual({ _id: 'a', n: 1 });
      await expectRefusal(c.insertOne({ n: 1 } as unknown as Document), InvalidDocumentError);
      await expectRefusal(c.insertOne({ _id: 7 } as unknown as Document), InvalidDocumentError);
    });

    it('B12.3 stored documents never alias caller objects, in or out', async () => {
      const c = fresh('b12');
      const input = { _id: 'a', sub: { n: 1 }, list: [{ k: 1 }] };
      await c.insertOne(input);
      input.sub.n = 99;
      input.list.push({ k: 2 });
      const out = await c.findById('a');
      expect(out).toEqual({ _id: 'a', sub: { n: 1 }, list: [{ k: 1 }] });
      (out?.sub as { n: number }).n = 42;
      const [listed] = await c.find({});
      (listed?.list as unknown[]).length = 0;
      const [aggregated] = await c.aggregate<Document>([{ $match: { _id: 'a' } }]);
      (aggregated?.sub as { n: number }).n = 7;
      expect(await c.findById('a')).toEqual({ _id: 'a', sub: { n: 1 }, list: [{ k: 1 }] });
    });

    it('B12.3 keys starting with $ or holding a dot are refused, at any depth', async () => {
      const c = fresh('b12');
      await expectRefusal(c.insertOne({ _id: 'a', $bad: 1 }), InvalidDocumentError);
      await expectRefusal(c.insertOne({ _id: 'a', 'a.b': 1 }), InvalidDocumentError);
      await expectRefusal(c.insertOne({ _id: 'a', sub: { $bad: 1 } }), InvalidDocumentError);
      await expectRefusal(c.insertOne({ _id: 'a', list: [{ 'x.y': 1 }] }), InvalidDocumentError);
      await expectRefusal(
        c.replaceOne({ _id: 'a' }, { _id: 'a', sub: { 'p.q': 1 } }, { upsert: true }),
        InvalidDocumentError,
      );
      expect(await c.countDocuments({})).toBe(0);
    });

    it('B12.3 Dates come back as Dates with millisecond precision', async () => {
      const c = fresh('b12');
      const at = new Date('2026-11-21T15:00:00.123Z');
      await c.insertOne({ _id: 'a', at, list: [at] });
      const doc = await c.findById('a');
      expect(doc?.at).toBeInstanceOf(Date);
      expect((doc?.at as Date | undefined)?.getTime()).toBe(at.getTime());
      expect(await c.countDocuments({ at: { $gte: new Date('2026-11-21T15:00:00.000Z') } })).toBe(1);
      expect(await c.countDocuments({ at: { $gt: '2026' } })).toBe(0);
    });

    it('B12.4 errors are the port types with MongoDB codes', async () => {
      const c = fresh('b12');
      await c.insertOne({ _id: 'a' });
      const duplicate = await rejectionOf(c.insertOne({ _id: 'a' }));
      expect(duplicate).toBeInstanceOf(DuplicateKeyError);
      expect((duplicate as DuplicateKeyError).code).toBe(11000);
      const query = await rejectionOf(c.find({ a: { $nope: 1 } }));
      expect(query).toBeInstanceOf(InvalidQueryError);
    });
  });
};
