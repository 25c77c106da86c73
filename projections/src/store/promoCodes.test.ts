import { seedDiscounts } from '@parks/domain/seed/checkout';
import { describe, expect, it } from 'vitest';
import { type PromoCodeDocument, storePromoCodes } from './promoCodes.ts';
import { fold, publishedEntity, revisionEvents } from './testEvents.ts';

describe('promo code documents', () => {
  it('keep the record under its normalised code', () => {
    const record = { ...seedDiscounts[0], code: ' discover10 ' };
    const doc = fold<PromoCodeDocument>(
      storePromoCodes,
      'disc-discover10',
      publishedEntity('Discount', 'disc-discover10', record),
    );
    expect(doc?.published).toEqual({ record, codeKey: 'DISCOVER10' });
  });
  it('show nothing for a discount without an amount', () => {
    const discount = revisionEvents('Discount', 'disc-bad');
    const payload = { discountId: 'disc-bad', code: 'BAD', kind: 'percentage' };
    const doc = fold<PromoCodeDocument>(storePromoCodes, 'disc-bad', [
      discount.drafted('r', 1, payload),
      discount.published('r'),
    ]);
    expect(doc?.published).toBeNull();
  });
});
