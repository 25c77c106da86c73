import { describe, it } from 'vitest';
import {
  add,
  added,
  addVessel,
  applyPromo,
  cartId,
  change,
  metadata,
  opened,
  passLine,
  quantityChanged,
  removed,
  vesselLine,
  withPass,
} from '../testing/cartItems.ts';
import { discoveryPass, discoveryPrice, familyPass, familyPrice, now } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import { cartDecider } from './decider.ts';

const given = specFor(cartDecider);

describe('a new cart', () => {
  it('opens with its first item, guest or signed in', () =>
    given([])
      .when(add('line-1'))
      .then([opened, added(passLine)]));
  it('adds at the current price (sale price rule)', () =>
    given([])
      .when(add('line-1', { prices: [{ ...discoveryPrice, salePriceCents: 5_000 }] }))
      .then([opened, added({ ...passLine, unitPriceCents: 5_000 })]));
  it('refuses a quantity of 0', () =>
    given([])
      .when(add('line-1', { quantity: 0 }))
      .thenThrows('cart.quantity.min'));
  it('refuses more than 5000', () =>
    given([])
      .when(add('line-1', { quantity: 5_001 }))
      .thenThrows('cart.quantity.max'));
  it('accepts exactly 5000', () =>
    given([])
      .when(add('line-1', { quantity: 5_000 }))
      .then([opened, added({ ...passLine, quantity: 5_000 })]));
  it('refuses a price the product does not have', () =>
    given([])
      .when(add('line-1', { priceId: 'nope' }))
      .thenThrows('cart.priceUnavailable'));
  it('takes no promo code while empty', () => given([]).when(applyPromo('PARKS10')).thenThrows('cart.empty'));
});

describe('a new cart adding a vessel permit', () => {
  it('prices the permit at the first price times the length in feet', () =>
    given([])
      .when(addVessel('line-v', 20))
      .then([opened, added(vesselLine('line-v', 20, 20))]));
  it('charges 12 feet for a boat of 12 feet or under', () =>
    given([])
      .when(addVessel('line-v', 9))
      .then([opened, added(vesselLine('line-v', 9, 12))]));
  it('refuses a boat over 84 feet', () =>
    given([]).when(addVessel('line-v', 85)).thenThrows('boating.vesselLength.tooLong'));
  it('fixes the quantity at 1', () =>
    given([])
      .when(addVessel('line-v', 20, 'ON 1', 2))
      .thenThrows('cart.vesselQuantityFixed'));
  it('refuses a vessel type that is not in the product’s list', () => {
    const command = addVessel('line-v', 20);
    const vessel = { lengthFeet: 20, vesselId: 'ON 1', vesselType: 'x'.repeat(200_000) };
    return given([])
      .when({ ...command, data: { ...command.data, vessel } })
      .thenThrows('boating.vesselType.invalid');
  });
  it('requires the vessel registration id or name', () =>
    given([])
      .when(addVessel('line-v', 20, '  '))
      .thenThrows('boating.vesselId.required'));
});

describe('an open cart', () => {
  it('ignores a retried add (same line id)', () => given(withPass).when(add('line-1')).thenNothingHappened());
  it('merges a second add of the same product and price', () =>
    given(withPass)
      .when(add('line-2', { quantity: 2 }))
      .then([quantityChanged('line-1', 3, 'line-2')]));
  it('ignores a retried add that was merged', () =>
    given([...withPass, quantityChanged('line-1', 3, 'line-2')])
      .when(add('line-2', { quantity: 2 }))
      .thenNothingHappened());
  it('refuses a merge over 5000', () =>
    given(withPass)
      .when(add('line-2', { quantity: 5_000 }))
      .thenThrows('cart.quantity.max'));
  it('adds another product as its own line', () =>
    given(withPass)
      .when(add('line-2', { product: familyPass, prices: [familyPrice] }))
      .then([
        added({
          ...passLine,
          lineId: 'line-2',
          productId: familyPass.productId,
          priceId: familyPrice.priceId,
          productName: familyPass.name,
          unitPriceCents: 14_500,
        }),
      ]));
  it('changes a quantity', () =>
    given(withPass)
      .when(change('line-1', 4))
      .then([quantityChanged('line-1', 4)]));
  it('removes the line when the quantity is 0', () =>
    given(withPass)
      .when(change('line-1', 0))
      .then([removed('line-1')]));
  it('ignores the same quantity', () => given(withPass).when(change('line-1', 1)).thenNothingHappened());
  it('refuses a quantity over 5000', () =>
    given(withPass).when(change('line-1', 5_001)).thenThrows('cart.quantity.max'));
  it('refuses a quantity for a line it does not have', () =>
    given(withPass).when(change('nope', 2)).thenThrows('cart.itemNotFound'));
  it('edits an item to another product and quantity', () =>
    given(withPass)
      .when({
        type: 'EditCartItem',
        data: { cartId, lineId: 'line-1', product: familyPass, prices: [familyPrice], quantity: 2 },
        metadata,
      })
      .then([
        {
          type: 'CartItemEdited',
          data: {
            cartId,
            lineId: 'line-1',
            productId: familyPass.productId,
            priceId: familyPrice.priceId,
            productName: familyPass.name,
            validityPeriod: familyPass.validityPeriod,
            unitPriceCents: 14_500,
            quantity: 2,
            editedAt: now,
          },
        },
      ]));
  it('removes an item, and ignores removing it again', () => {
    given(withPass)
      .when({ type: 'RemoveCartItem', data: { cartId, lineId: 'line-1' }, metadata })
      .then([removed('line-1')]);
    given([...withPass, removed('line-1')])
      .when({ type: 'RemoveCartItem', data: { cartId, lineId: 'line-1' }, metadata })
      .thenNothingHappened();
  });
});

describe('an open cart with a vessel permit', () => {
  const withVessel = [opened, added(vesselLine('line-v', 20, 20))];
  it('keeps the quantity at 1', () =>
    given(withVessel).when(change('line-v', 2)).thenThrows('cart.vesselQuantityFixed'));
  it('still removes it with quantity 0', () =>
    given(withVessel)
      .when(change('line-v', 0))
      .then([removed('line-v')]));
  it('cannot be edited', () =>
    given(withVessel)
      .when({
        type: 'EditCartItem',
        data: { cartId, lineId: 'line-v', product: discoveryPass, prices: [discoveryPrice], quantity: 1 },
        metadata,
      })
      .thenThrows('cart.vesselItemNotEditable'));
  it('refuses a second permit for the same vessel', () =>
    given(withVessel)
      .when(addVessel('line-w', 30, 'on 1234 ab'))
      .thenThrows('cart.vesselAlreadyInCart'));
  it('adds a permit for another vessel as its own line', () =>
    given(withVessel)
      .when(addVessel('line-w', 20, 'QC 99'))
      .then([
        added({
          ...vesselLine('line-w', 20, 20),
          vessel: { lengthFeet: 20, chargedLengthFeet: 20, vesselId: 'QC 99', vesselType: 'power' },
        }),
      ]));
});
