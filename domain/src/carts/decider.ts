import { decideByType, type StreamDecider } from '../shared/decider.ts';
import type { CartCommand } from './commands.ts';
import { checkOut, recordAuthorization, recordDecline, startCheckout } from './decide/checkout.ts';
import { addItem, changeQuantity, editItem, removeItem } from './decide/items.ts';
import { applyPromoCode, removePromoCode } from './decide/promo.ts';
import { parseCartEvent } from './eventParser.ts';
import type { CartEvent } from './events.ts';
import { type CartState, evolve, initialState } from './state.ts';

export const decide = decideByType<CartState, CartCommand, CartEvent>({
  AddCartItem: addItem,
  ChangeCartItemQuantity: changeQuantity,
  EditCartItem: editItem,
  RemoveCartItem: removeItem,
  ApplyPromoCode: applyPromoCode,
  RemovePromoCode: removePromoCode,
  StartCheckout: startCheckout,
  RecordPaymentAuthorization: recordAuthorization,
  RecordPaymentDecline: recordDecline,
  CheckOutCart: checkOut,
});

export const cartDecider: StreamDecider<CartState, CartCommand, CartEvent> = {
  decide,
  evolve,
  initialState,
  parse: parseCartEvent,
};
