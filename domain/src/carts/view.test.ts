import { describe, expect, it } from 'vitest';
import { added, opened, passLine, promoApplied, vesselLine } from '../testing/cartItems.ts';
import { now, tenPercentOff } from '../testing/catalog.ts';
import type { CartEvent } from './events.ts';
import { evolve, initialState } from './state.ts';
import { toCartDto } from './view.ts';

const stateOf = (events: CartEvent[]) => events.reduce(evolve, initialState());

describe('the cart view', () => {
  const state = stateOf([
    opened,
    added({ ...passLine, quantity: 2 }),
    added(vesselLine('line-v', 20, 20)),
    promoApplied,
  ]);
  it('totals each line and the cart, less the promo discount that applies', () => {
    const dto = toCartDto(state, tenPercentOff, now);
    expect(dto.items.map((item) => item.totalCents)).toEqual([14_500, 17_600]);
    expect(dto).toMatchObject({
      subtotalCents: 32_100,
      discounts: [{ code: 'PARKS10', amountCents: 3_210 }],
      totalCents: 28_890,
    });
  });
  it('marks vessel permits as having a fixed quantity', () =>
    expect(toCartDto(state, null, now).items.map((item) => item.quantityEditable)).toEqual([true, false]));
  it('shows no discount when the code no longer applies', () =>
    expect(toCartDto(state, { ...tenPercentOff, endsAt: now }, now).discounts).toEqual([]));
});
