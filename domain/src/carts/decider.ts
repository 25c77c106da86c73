import type { StreamDecider } from '../shared/decider.ts';
import type { CartCommand } from './commands.ts';
import { checkOut, recordAuthorization, recordDecline, startCheckout } from './decide/checkout.ts';
import { addItem, changeQuantity, editItem, removeItem } from './decide/items.ts';
import { applyPromoCode, removePromoCode } from './decide/promo.ts';
import { parseCartEvent } from './eventParser.ts';
import type { CartEvent } from './events.ts';
import { type CartState, evolve, initialState } from './state.ts';

export const decide = (command: CartCommand, state: CartState): CartEvent[] => {
  switch (command.type) {
    case 'AddCartItem':
      return addItem(command, state);
    case 'ChangeCartItemQuantity':
      return changeQuantity(command, state);
    case 'EditCartItem':
      return editItem(command, state);
    case 'RemoveCartItem':
      return removeItem(command, state);
    case 'ApplyPromoCode':
      return applyPromoCode(command, state);
    case 'RemovePromoCode':
      return removePromoCode(command, state);
    case 'StartCheckout':
      return startCheckout(command, state);
    case 'RecordPaymentAuthorization':
      return recordAuthorization(command, state);
    case 'RecordPaymentDecline':
      return recordDecline(command, state);
    case 'CheckOutCart':
      return checkOut(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
};

export const cartDecider: StreamDecider<CartState, CartCommand, CartEvent> = {
  decide,
  evolve,
  initialState,
  parse: parseCartEvent,
};
