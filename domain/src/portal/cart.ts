import type { PortalOptionChoice } from '@parks/schemas/portal';
import { portalOptionKinds } from '@parks/schemas/portal';
import type { AttemptKey } from '../shared/attemptKey.ts';
import { type Command, decideByType, type Event, type StreamDecider } from '../shared/decider.ts';
import { domainError } from '../shared/errors.ts';
import { parsePortalCartEvent } from './cartEventParser.ts';
import { assertOrderable, choiceKeys, type PortalProductSnapshot, quantityRangeOf } from './catalog.ts';
import {
  checkOutPortalCart,
  type PortalCheckoutAttempt,
  type PortalCheckoutStarted,
  type StartPortalCheckout,
  startPortalCheckout,
} from './checkoutAttempt.ts';

/**
 * The portal cart of one signed-in user (`portalCart-<userId>`): printed products with their options and a
 * quantity. Adding checks the product's status, its options, its quantity limits and its stock; the same product
 * with the same options adds to the existing line.
 *
 * The cart is also the consistency boundary of its checkout (checkoutAttempt.ts): one attempt at a time
 * (PortalCheckoutStarted freezes the cart and holds the order to place), then the order placed from it empties
 * the cart (PortalCartCheckedOut). Another attempt is refused until items are added again, so one cart gives one
 * order whatever the number of tabs, keys or retries.
 */
// The stream's name has a module of its own: the checkout (checkoutAttempt.ts) needs it without this module.
export { portalCartStream } from './cartStream.ts';
export { assertOrderable };

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
  | PortalCheckoutStarted
  | PortalCartCheckedOut;

export const portalCartEventTypes = [
  'PortalCartItemAdded',
  'PortalCartItemChanged',
  'PortalCartItemRemoved',
  'PortalCheckoutStarted',
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
export type PortalCartCommand =
  | AddPortalCartItem
  | ChangePortalCartItem
  | RemovePortalCartItem
  | StartPortalCheckout
  | CheckOutPortalCart;

/**
 * open: items can change. checkingOut: an attempt is started, the cart is frozen until its order is placed.
 * checkedOut: the order was placed and nothing was added since: another attempt has nothing to order.
 */
export type PortalCartPhase = 'open' | 'checkingOut' | 'checkedOut';

/** An attempt as the cart remembers it: its key, and where its confirmation page is. */
export type PortalAttemptRecord = AttemptKey & Readonly<{ confirmationAlias: string }>;

export type PortalCartState = Readonly<{
  phase: PortalCartPhase;
  items: readonly PortalCartItem[];
  /** Orders already placed from this cart: a repeated checkout of one of them adds nothing. */
  orderIds: readonly string[];
  /** The attempt started and not yet checked out. */
  checkout: PortalCheckoutAttempt | null;
  /** The latest attempts (20), so a repeated key gets its first answer. */
  attempts: readonly PortalAttemptRecord[];
}>;

/** Attempts remembered per cart: a key repeated after that many later orders is a new attempt. */
const rememberedAttempts = 20;

export const initialState = (): PortalCartState => ({
  phase: 'open',
  items: [],
  orderIds: [],
  checkout: null,
  attempts: [],
});

export const evolve = (state: PortalCartState, event: PortalCartEvent): PortalCartState => {
  switch (event.type) {
    case 'PortalCartItemAdded': {
      const { cartItemId, productId, sku, choice, quantity } = event.data;
      return { ...state, phase: 'open', items: [...state.items, { cartItemId, productId, sku, choice, quantity }] };
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
    case 'PortalCheckoutStarted': {
      const { orderId, idempotencyKey, requestHash, cartItemIds, order, requiresApproval } = event.data;
      const { confirmationAlias } = order;
      return {
        ...state,
        phase: 'checkingOut',
        checkout: { orderId, idempotencyKey, requestHash, cartItemIds, order, requiresApproval },
        attempts: [...state.attempts, { idempotencyKey, requestHash, orderId, confirmationAlias }].slice(
          -rememberedAttempts,
        ),
      };
    }
    case 'PortalCartCheckedOut': {
      const taken = new Set(event.data.cartItemIds);
      return {
        ...state,
        phase: 'checkedOut',
        items: state.items.filter((item) => !taken.has(item.cartItemId)),
        orderIds: [...state.orderIds, event.data.orderId].slice(-rememberedAttempts),
        checkout: state.checkout?.orderId === event.data.orderId ? null : state.checkout,
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

/** While an attempt runs, its order is being placed from these items: they cannot change under it. */
const assertNotCheckingOut = (state: PortalCartState): void => {
  if (state.checkout !== null) throw domainError('checkout.inProgress', 409);
};

const addItem = (command: AddPortalCartItem, state: PortalCartState): PortalCartEvent[] => {
  const { userId, cartItemId, product, quantity } = command.data;
  const at = command.metadata.now;
  if (state.items.some((item) => item.cartItemId === cartItemId)) return []; // a retried add
  assertNotCheckingOut(state);
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
  assertNotCheckingOut(state);
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

const removeItem = (command: RemovePortalCartItem, state: PortalCartState): PortalCartEvent[] => {
  const { userId, cartItemId } = command.data;
  if (!state.items.some((item) => item.cartItemId === cartItemId)) return []; // already gone
  assertNotCheckingOut(state);
  return [{ type: 'PortalCartItemRemoved', data: { userId, cartItemId, removedAt: command.metadata.now } }];
};

export const decide = decideByType<PortalCartState, PortalCartCommand, PortalCartEvent>({
  AddPortalCartItem: addItem,
  ChangePortalCartItem: changeItem,
  RemovePortalCartItem: removeItem,
  StartPortalCheckout: startPortalCheckout,
  CheckOutPortalCart: checkOutPortalCart,
});

export const portalCartDecider: StreamDecider<PortalCartState, PortalCartCommand, PortalCartEvent> = {
  decide,
  evolve,
  initialState,
  parse: parsePortalCartEvent,
};
