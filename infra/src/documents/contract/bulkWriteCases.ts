/** Contract cases for bulkWrite (B4): ordered and unordered batches, their counts, atomic batches. */
import { describe, expect, it } from 'vitest';
import { BulkWriteError, InvalidDocumentError } from '../errors.ts';
import type { Document, WriteOperation } from '../port.ts';
import { byId, type ContractContext, expectRefusal, rejectionOf, seed } from './context.ts';

/** Where a refused batch failed: the index and code of each write error. */
const failedAt = (bulk: BulkWriteError) => bulk.writeErrors.map(({ index, code }) => ({ index, code }));

export const bulkWriteCases = ({ fresh }: ContractContext): void => {
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
      expect(failedAt(bulk)).toEqual([{ index: 1, code: 11000 }]);
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
      expect(failedAt(bulk)).toEqual([
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
      expect(failedAt(error as BulkWriteError)).toEqual([{ index: 0, code: 66 }]);
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
};
