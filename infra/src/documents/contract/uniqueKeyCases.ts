/** Contract cases for unique indexes and duplicate keys (B11), and createIndex. */
import { describe, expect, it } from 'vitest';
import { BulkWriteError, DuplicateKeyError, InvalidQueryError } from '../errors.ts';
import { byId, type ContractContext, expectRefusal, rejectionOf, seed } from './context.ts';

const E11000 = (collection: string, index: string, dupKey: string): RegExp =>
  new RegExp(
    `^E11000 duplicate key error collection: [^.\\s]+\\.${collection} index: ${index} dup key: \\{ ${dupKey.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\}`,
  );

/** The DuplicateKeyError a write is refused with (and its code, when given). */
const duplicateOf = async (write: Promise<unknown>, code?: number): Promise<DuplicateKeyError> =>
  (await expectRefusal(write, DuplicateKeyError, code)) as DuplicateKeyError;

export const uniqueKeyCases = ({ fresh }: ContractContext): void => {
  describe('B11 unique indexes and duplicate keys', () => {
    it('B11.1 a duplicate _id is E11000 on index _id_ with keyPattern and keyValue', async () => {
      const c = fresh('b11');
      await c.insertOne({ _id: 'a' });
      const error = await duplicateOf(c.insertOne({ _id: 'a', x: 1 }), 11000);
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
      const onInsert = await duplicateOf(c.insertOne({ _id: 'c', email: 'x@parks.example' }), 11000);
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
      const error = await duplicateOf(c.insertOne({ _id: 'd', park: 'banff', day: 2 }));
      expect(error.keyPattern).toEqual({ park: 1, day: -1 });
      expect(error.keyValue).toEqual({ park: 'banff', day: 2 });
      expect(error.message).toMatch(E11000(c.name, 'park_1_day_-1', 'park: "banff", day: 2'));
    });

    it('B11.1 a unique index over an array field indexes each element', async () => {
      const c = fresh('b11');
      await c.createIndex({ key: { codes: 1 }, unique: true });
      await c.insertOne({ _id: 'a', codes: ['x', 'y'] });
      const error = await duplicateOf(c.insertOne({ _id: 'b', codes: ['z', 'y'] }));
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
      const error = await duplicateOf(c.insertOne({ _id: 'b' }), 11000);
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
};
