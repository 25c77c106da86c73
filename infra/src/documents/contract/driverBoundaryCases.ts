/** Contract cases for the driver boundary (B12): undefined, copies, keys, Dates, and the port's error types. */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, InvalidDocumentError, InvalidQueryError } from '../errors.ts';
import type { Document } from '../port.ts';
import { type ContractContext, expectRefusal, rejectionOf } from './context.ts';

export const driverBoundaryCases = ({ fresh }: ContractContext): void => {
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
