import type { PortalOptionChoice } from '@parks/schemas/portal';
import { portalOptionKinds } from '@parks/schemas/portal';
import type { Command, Event, StreamDecider } from '../shared/decider.ts';
import { domainError } from '../shared/errors.ts';
import { parsePortalCartEvent } from './cartEventParser.ts';
import { choiceKeys, type PortalProductSnapshot, quantityRangeOf } from './catalog.ts';

/**
 * The portal cart of one signed-in user (`portalCart-<userId>`): printed products with their options and a
 * quantity. Adding checks the product's status, its options, its quantity limits and its stock; the same product
 * with the same options adds to the existing line. Placing the order empties the cart (PortalCartCheckedOut).
 */
export const portalCartStream = (userId: string): string => `portalCart-${userId}`;

export type PortalCartItem = Readonly<{
  cartItemId: string;
  productId: string;
  sku: string;
  choice: PortalOptionChoice;
  quantity: number;
}>;

export type PortalCartItemAdded = Event<
  'PortalCartItemAdded',
  PortalCartItem & Readonly<{ userId: string; addedAt: string }>
>;
export type PortalCartItemChanged = Event<
  'PortalCartItemChanged',
  Readonly<{ userId: string; cartItemId: string; choice: PortalOptionChoice; quantity: number; changedAt: string }>
>;
export type PortalCartItemRemoved = Event<
  'PortalCartItemRemoved',
  Readonly<{ userId: string; cartItemId: string; removedAt: string }>
>;
export type PortalCartCheckedOut = Event<
  'PortalCartCheckedOut',
  Readonly<{ userId: string; orderId: string; cartItemIds: readonly string[]; checkedOutAt: string }>
>;
export type PortalCartEvent =
  | PortalCartItemAdded
  | PortalCartItemChanged
  | PortalCartItemRemoved
  | PortalCartCheckedOut;

export const portalCartEventTypes = [
  'PortalCartItemAdded',
  'PortalCartItemChanged',
  'PortalCartItemRemoved',
  'PortalCartCheckedOut',
] as const satisfies readonly PortalCartEvent['type'][];

export type AddPortalCartItem = Command<
  'AddPortalCartItem',
  { userId: string; cartItemId: string; product: PortalProductSnapshot; choice: PortalOptionChoice; quantity: number }
>;
/** A new quantity (0 removes the line) and, from the edit modal, new options (left out: unchanged). */
export type ChangePortalCartItem = Command<
  'ChangePortalCartItem',
  {
    userId: string;
    cartItemId: string;
    product: PortalProductSnapshot;
    choice: Partial<PortalOptionChoice>;
    quantity: number;
  }
>;
export type RemovePortalCartItem = Command<'RemovePortalCartItem', { userId: string; cartItemId: string }>;
/** The order `orderId` was placed from the cart's `cartItemIds`. */
export type CheckOutPortalCart = Command<
  'CheckOutPortalCart',
  { userId: string; orderId: string; cartItemIds: readonly string[] }
>;
export type PortalCartCommand = AddPortalCartItem | ChangePortalCartItem | RemovePortalCartItem | CheckOutPortalCart;

export type PortalCartState = Readonly<{
  items: readonly PortalCartItem[];
  /** Orders already placed from this cart: a repeated checkout of one of them adds nothing. */
  orderIds: readonly string[];
}>;

export const initialState = (): PortalCartState => ({ items: [], orderIds: [] });

export const evolve = (state: PortalCartState, event: PortalCartEvent): PortalCartState => {
  switch (event.type) {
    case 'PortalCartItemAdded': {
      const { cartItemId, productId, sku, choice, quantity } = event.data;
      return { ...state, items: [...state.items, { cartItemId, productId, sku, choice, quantity }] };
    }
    case 'PortalCartItemChanged':
      return {
        ...state,
        items: state.items.map((item) =>
          item.cartItemId === event.data.cartItemId
            ? { ...item, choice: event.data.choice, quantity: event.data.quantity }
            : item,
        ),
      };
    case 'PortalCartItemRemoved':
      return { ...state, items: state.items.filter((item) => item.cartItemId !== event.data.cartItemId) };
    case 'PortalCartCheckedOut': {
      const taken = new Set(event.data.cartItemIds);
      return {
        items: state.items.filter((item) => !taken.has(item.cartItemId)),
        orderIds: [...state.orderIds, event.data.orderId].slice(-20),
      };
    }
  }
};

const sameChoice = (a: PortalOptionChoice, b: PortalOptionChoice): boolean =>
  portalOptionKinds.every((kind) => a[choiceKeys[kind]] === b[choiceKeys[kind]]);

/** The choice cleaned against the product's lists: required where a list exists, known ids only, null elsewhere. */
export const checkedChoice = (product: PortalProductSnapshot, choice: PortalOptionChoice): PortalOptionChoice => {
  const checked: Record<keyof PortalOptionChoice, string | null> = { ...choice };
  for (const kind of portalOptionKinds) {
    const key = choiceKeys[kind];
    const list = product.options[kind];
    const id = choice[key];
    if (list.length === 0) {
      checked[key] = null;
      continue;
    }
    if (id === null || id === '') throw domainError('portal.option.required', 422, { field: key });
    if (!list.some((option) => option.id === id)) throw domainError('portal.option.invalid', 422, { field: key });
  }
  return checked;
};

/** Status, quantity limits and stock of a line of `quantity` units. */
export const assertOrderable = (product: PortalProductSnapshot, quantity: number): void => {
  if (product.status === 'Unavailable') throw domainError('portal.productUnavailable', 409);
  if (product.available <= 0 && !product.allowBackorder) throw domainError('portal.outOfStock', 409);
  const { min, max } = quantityRangeOf(product);
  if (!Number.isSafeInteger(quantity) || quantity < min) throw domainError('portal.quantity.belowMinimum', 422);
  if (quantity > max) throw domainError('portal.quantity.aboveMaximum', 422);
  if (quantity > product.available && !product.allowBackorder) throw domainError('portal.notEnoughStock', 409);
};

const addItem = (command: AddPortalCartItem, state: PortalCartState): PortalCartEvent[] => {
  const { userId, cartItemId, product, quantity } = command.data;
  const at = command.metadata.now;
  if (state.items.some((item) => item.cartItemId === cartItemId)) return []; // a retried add
  const choice = checkedChoice(product, command.data.choice);
  const same = state.items.find((item) => item.productId === product.productId && sameChoice(item.choice, choice));
  const total = (same?.quantity ?? 0) + quantity;
  assertOrderable(product, total);
  if (same) {
    return [
      {
        type: 'PortalCartItemChanged',
        data: { userId, cartItemId: same.cartItemId, choice, quantity: total, changedAt: at },
      },
    ];
  }
  const { productId, sku } = product;
  return [{ type: 'PortalCartItemAdded', data: { userId, cartItemId, productId, sku, choice, quantity, addedAt: at } }];
};

const changeItem = (command: ChangePortalCartItem, state: PortalCartState): PortalCartEvent[] => {
  const { userId, cartItemId, product, quantity } = command.data;
  const at = command.metadata.now;
  const item = state.items.find((candidate) => candidate.cartItemId === cartItemId);
  if (!item || item.productId !== product.productId) throw domainError('portal.cartItemNotFound', 404);
  if (quantity === 0) return [{ type: 'PortalCartItemRemoved', data: { userId, cartItemId, removedAt: at } }];
  const choice = checkedChoice(product, { ...item.choice, ...command.data.choice });
  if (quantity === item.quantity && sameChoice(choice, item.choice)) return [];
  // Lowering a quantity, or editing options, never needs more stock than the line already holds.
  if (quantity > item.quantity) assertOrderable(product, quantity);
  else if (product.status === 'Unavailable') throw domainError('portal.productUnavailable', 409);
  else {
    const { min } = quantityRangeOf(product);
    if (quantity < min) throw domainError('portal.quantity.belowMinimum', 422);
  }
  return [{ type: 'PortalCartItemChanged', data: { userId, cartItemId, choice, quantity, changedAt: at } }];
};

export const decide = (command: PortalCartCommand, state: PortalCartState): PortalCartEvent[] => {
  switch (command.type) {
    case 'AddPortalCartItem':
      return addItem(command, state);
    case 'ChangePortalCartItem':
      return changeItem(command, state);
    case 'RemovePortalCartItem': {
      const { userId, cartItemId } = command.data;
      if (!state.items.some((item) => item.cartItemId === cartItemId)) return []; // already gone
      return [{ type: 'PortalCartItemRemoved', data: { userId, cartItemId, removedAt: command.metadata.now } }];
    }
    case 'CheckOutPortalCart': {
      const { userId, orderId, cartItemIds } = command.data;
      if (state.orderIds.includes(orderId)) return [];
      if (state.items.length === 0) throw domainError('portal.cartEmpty', 409);
      const data = { userId, orderId, cartItemIds, checkedOutAt: command.metadata.now };
      return [{ type: 'PortalCartCheckedOut', data }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
};

export const portalCartDecider: StreamDecider<PortalCartState, PortalCartCommand, PortalCartEvent> = {
  decide,
  evolve,
  initialState,
  parse: parsePortalCartEvent,
};
