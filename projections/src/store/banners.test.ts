/** The banner view read back from events: any payload gives a banner or null, never a throw (a projection must not stop). */

import { bannerEntryOf } from '@parks/domain/catalog/banner';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('bannerEntryOf', () => {
  it('never throws, and gives a banner only for a payload with its id, store and image', () => {
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        const entry = bannerEntryOf(payload);
        if (entry !== null) {
          expect(typeof entry.bannerId).toBe('string');
          expect(['b2c', 'b2b']).toContain(entry.storeCode);
          expect([null, 'HomeTop', 'HomeBottom']).toContain(entry.location);
        }
      }),
    );
  });

  it('keeps a known location and drops an unknown one', () => {
    const payload = { bannerId: 'ban-1', storeCode: 'b2c', imageUrl: '/files/x', alt: { en: 'A', fr: 'B' } };
    expect(bannerEntryOf({ ...payload, location: 'HomeBottom' })?.location).toBe('HomeBottom');
    expect(bannerEntryOf({ ...payload, location: 'Sky' })?.location).toBeNull();
    expect(bannerEntryOf({ ...payload, displayOrder: 3 })).toMatchObject({
      displayOrder: 3,
      alt: { en: 'A', fr: 'B' },
    });
    expect(bannerEntryOf({ storeCode: 'b2c', imageUrl: '/files/x' })).toBeNull();
  });
});
