import { describe, expect, it } from 'vitest';
import { decodePosition, displayPosition, encodePosition, isAfter, maxPosition } from './positions.ts';
import { rebuildName, versionedName } from './registry.ts';

const at = (n: bigint) => ({ commit: n, prepare: n });

describe('encoded positions', () => {
  it('round-trip to the same bigints', () => {
    const position = { commit: 18_446_744_073_709_551_615n, prepare: 42n };
    expect(decodePosition(encodePosition(position))).toEqual(position);
  });
  it('sort as strings in log order', () => {
    const values = [0n, 9n, 10n, 99n, 100n, 123_456_789n, 1_000_000_000_000n];
    const encoded = values.map((n) => encodePosition(at(n)));
    expect([...encoded].sort()).toEqual(encoded);
  });
  it('refuse what is not a position', () => {
    expect(() => decodePosition('12')).toThrow(RangeError);
    expect(() => encodePosition(at(-1n))).toThrow(RangeError);
  });
  it('display the commit as a plain decimal', () => {
    expect(displayPosition(at(1234n))).toBe('1234');
    expect(displayPosition(null)).toBeNull();
  });
  it('order with null before everything', () => {
    expect(isAfter(at(1n), null)).toBe(true);
    expect(isAfter(at(1n), at(1n))).toBe(false);
    expect(isAfter(at(2n), at(1n))).toBe(true);
    expect(maxPosition(null, at(3n))).toEqual(at(3n));
    expect(maxPosition(at(5n), at(3n))).toEqual(at(5n));
  });
});

describe('collection names', () => {
  it('carry the version', () => expect(versionedName('orders', 3)).toBe('orders_v3'));
  it('count rebuilds of one version up', () => {
    expect(rebuildName('orders', 3, 'orders_v3')).toBe('orders_v3_r1');
    expect(rebuildName('orders', 3, 'orders_v3_r1')).toBe('orders_v3_r2');
    expect(rebuildName('orders', 3, 'orders_v2_r7')).toBe('orders_v3_r1');
  });
});
