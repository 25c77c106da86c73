/** Contract cases for replaceOne (B3), and the `{ _id }` filter the port's writes take. */
import { describe, expect, it } from 'vitest';
import { InvalidDocumentError, InvalidQueryError } from '../errors.ts';
import type { Document } from '../port.ts';
import { type ContractContext, expectRefusal } from './context.ts';

export const replaceCases = ({ fresh }: ContractContext): void => {
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
};
