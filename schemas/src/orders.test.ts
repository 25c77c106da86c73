import { describe, expect, it } from 'vitest';
import { hasBoatingPermit } from './orders.ts';

const pass = { vessel: null };
const permit = { vessel: { lengthFeet: 20, chargedLengthFeet: 20, vesselId: 'ON 1234 AB', vesselType: 'power' } };

describe('an order with a boating permit', () => {
  it('is one with a vessel line', () => expect(hasBoatingPermit({ lines: [pass, permit] })).toBe(true));
  it('is not one of passes only, or of nothing', () => {
    expect(hasBoatingPermit({ lines: [pass, pass] })).toBe(false);
    expect(hasBoatingPermit({ lines: [] })).toBe(false);
  });
});
