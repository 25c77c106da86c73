import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { portalStatusAt } from '../portal/catalog.ts';
import { type AvailabilityWindow, instantShape, isUnavailable } from './availability.ts';

const june1 = '2026-06-01T00:00:00.000Z';
const july1 = '2026-07-01T00:00:00.000Z';
const window = (start: string | null, end: string | null, orderable = true): AvailabilityWindow => ({
  orderable,
  unavailableStart: start,
  unavailableEnd: end,
});

// Instants of a few years around now, in milliseconds (valid Dates only).
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) });
const iso = (time: number) => new Date(time).toISOString();

describe('a product availability window', () => {
  it('given a window of June, it is orderable before, unavailable during and orderable again at its end', () => {
    const june = window(june1, july1);
    expect(isUnavailable(june, '2026-05-31T23:59:59.999Z')).toBe(false);
    expect(isUnavailable(june, june1)).toBe(true);
    expect(isUnavailable(june, '2026-06-15T12:00:00.000Z')).toBe(true);
    expect(isUnavailable(june, july1)).toBe(false);
  });
  it('given no window, it is orderable unless staff unticked "Can be ordered"', () => {
    expect(isUnavailable(window(null, null), june1)).toBe(false);
    expect(isUnavailable(window(null, null, false), june1)).toBe(true);
    expect(isUnavailable(window(null, july1), june1)).toBe(false);
  });
  it('given a seeded clock (a Date), it answers as for the same instant in text', () => {
    expect(isUnavailable(window(june1, july1), new Date('2026-06-10T00:00:00Z'))).toBe(true);
    expect(isUnavailable(window(june1, july1), new Date('2026-07-10T00:00:00Z'))).toBe(false);
  });

  it('is unavailable exactly when the start has passed and the end, if any, has not', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), instant, fc.boolean(), (start, end, now, asDate) => {
        const product = window(iso(start), end === null ? null : iso(end));
        const expected = start <= now && (end === null || now < end);
        expect(isUnavailable(product, asDate ? new Date(now) : iso(now))).toBe(expected);
      }),
    );
  });
  it('with an open-ended window, stays unavailable at every instant from the start on', () => {
    fc.assert(
      fc.property(instant, fc.nat(10 * 365 * 86_400_000), (start, after) => {
        expect(isUnavailable(window(iso(start), null), iso(start + after))).toBe(true);
        expect(isUnavailable(window(iso(start), null), iso(start - 1 - (after % 1_000)))).toBe(false);
      }),
    );
  });
  it('never makes an unorderable product orderable, whatever the window and the time', () => {
    fc.assert(
      fc.property(fc.option(instant, { nil: null }), fc.option(instant, { nil: null }), instant, (start, end, now) => {
        const product = window(start === null ? null : iso(start), end === null ? null : iso(end), false);
        expect(isUnavailable(product, iso(now))).toBe(true);
      }),
    );
  });
  it('reads a payload instant leniently: a date is kept, anything else is no window', () => {
    expect(instantShape(june1)).toBe(june1);
    expect(instantShape('soon')).toBeNull();
    expect(instantShape(undefined)).toBeNull();
    expect(instantShape(12)).toBeNull();
  });
});

describe('a portal product status at the store time', () => {
  const portal = (status: 'Active' | 'Unavailable', start: string | null, end: string | null) => ({
    status,
    unavailableStart: start,
    unavailableEnd: end,
  });
  it('given its window is open, then it is Unavailable; before and after, Active', () => {
    expect(portalStatusAt(portal('Active', june1, july1), '2026-06-10T00:00:00.000Z')).toBe('Unavailable');
    expect(portalStatusAt(portal('Active', june1, july1), '2026-05-10T00:00:00.000Z')).toBe('Active');
    expect(portalStatusAt(portal('Active', june1, july1), '2026-07-10T00:00:00.000Z')).toBe('Active');
  });
  it('given it is Unavailable by its status, then it stays so whatever the window', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), instant, (start, end, now) => {
        const product = portal('Unavailable', iso(start), end === null ? null : iso(end));
        expect(portalStatusAt(product, iso(now))).toBe('Unavailable');
      }),
    );
  });
});
