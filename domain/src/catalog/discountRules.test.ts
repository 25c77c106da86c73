import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountCodeProblems, generateCodes } from './discountRules.ts';

const summer = { id: 'd1', code: 'SUMMER', startsAt: '2026-06-01T00:00:00.000Z', endsAt: '2026-09-01T00:00:00.000Z' };

describe('a discount code', () => {
  it('may be reused by a campaign that does not overlap, never by one that does', () => {
    const later = { id: null, code: 'summer', startsAt: '2026-09-01T00:00:00.000Z', endsAt: null };
    expect(discountCodeProblems([summer], later)).toEqual({});
    expect(discountCodeProblems([summer], { ...later, startsAt: '2026-08-01T00:00:00.000Z' })).toEqual({
      code: ['admin.discount.code.taken'],
    });
    expect(discountCodeProblems([summer], { ...summer })).toEqual({});
    expect(discountCodeProblems([summer], { id: null, code: 'SUMMER', startsAt: null, endsAt: null })).toEqual({
      code: ['admin.discount.code.taken'],
    });
  });
});

describe('generated codes', () => {
  it('are as many as asked, prefixed, upper case, unique and never taken', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.stringMatching(/^[a-z0-9]{0,4}$/),
        fc.array(fc.stringMatching(/^[A-Z0-9]{1,2}$/), { maxLength: 30 }),
        fc.infiniteStream(fc.stringMatching(/^[a-z0-9]{3}$/)),
        (count, prefix, takenParts, parts) => {
          const taken = new Set(takenParts.map((part) => `${prefix}${part}`.toUpperCase()));
          const source = parts[Symbol.iterator]();
          const codes = generateCodes(count, prefix, taken, () => String(source.next().value));
          expect(codes).toHaveLength(count);
          expect(new Set(codes).size).toBe(count);
          for (const code of codes) {
            expect(code.startsWith(prefix.toUpperCase())).toBe(true);
            expect(taken.has(code)).toBe(false);
            expect(code).toBe(code.toUpperCase());
          }
        },
      ),
    );
  });
  it('stop when the random source keeps colliding', () =>
    expect(() => generateCodes(2, 'A', new Set(['AX']), () => 'x')).toThrow());
});
