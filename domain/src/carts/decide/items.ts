import { isUnavailable } from '../../catalog/availability.ts';
import { boatingPriceCents, chargedLengthFeet } from '../../pricing/boating.ts';
import { chosenPrice, currentPriceCents } from '../../pricing/prices.ts';
import { pricingNow } from '../../shared/decider.ts';
import { domainError } from '../../shared/errors.ts';
import type { AddCartItem, CartProduct, ChangeCartItemQuantity, EditCartItem, RemoveCartItem } from '../commands.ts';
import type { CartEvent, CartLine, VesselLine } from '../events.ts';
import type { CartState } from '../state.ts';
import { assertEditable, assertQuantity, findLine } from './guards.ts';

const sameVessel = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A vessel permit: fixed quantity 1, priced by length, one per vessel and permit. */
const vesselLineOf = (
  command: AddCartItem,
  state: CartState,
): { vessel: VesselLine; unitPriceCents: number; priceId: string } => {
  const { product, prices, vessel, quantity } = command.data;
  if (quantity !== 1) throw domainError('cart.vesselQuantityFixed', 422);
  const vesselId = vessel?.vesselId.trim() ?? '';
  if (!vessel || vesselId === '') throw domainError('boating.vesselId.required', 422);
  // The vessel type is one of this product's list: only the product knows it.
  if (!product.vesselTypes.some((type) => type.value === vessel.vesselType)) {
    throw domainError('boating.vesselType.invalid', 422);
  }
  const duplicate = state.lines.some(
    (line) => line.productId === product.productId && line.vessel && sameVessel(line.vessel.vesselId, vesselId),
  );
  if (duplicate) throw domainError('cart.vesselAlreadyInCart', 409);
  const unitPriceCents = boatingPriceCents(prices, vessel.lengthFeet, pricingNow(command.metadata));
  const priceId = chosenPrice(prices, undefined).priceId;
  const charged = chargedLengthFeet(vessel.lengthFeet);
  return {
    vessel: { lengthFeet: vessel.lengthFeet, chargedLengthFeet: charged, vesselId, vesselType: vessel.vesselType },
    unitPriceCents,
    priceId,
  };
};

/** Any other product: the chosen (or first) price, sale price rule applied. */
const passLineOf = (command: AddCartItem): { vessel: null; unitPriceCents: number; priceId: string } => {
  const price = chosenPrice(command.data.prices, command.data.priceId);
  return {
    vessel: null,
    unitPriceCents: currentPriceCents(price, pricingNow(command.metadata)),
    priceId: price.priceId,
  };
};

/**
 * A product that cannot be ordered at the store's now (unticked, or inside its unavailability window) is refused
 * before anything else is checked: the store shows its tagline instead of Add to cart.
 */
const assertOrderable = (product: CartProduct, now: string): void => {
  const window = {
    orderable: product.orderable ?? true,
    unavailableStart: product.unavailableStart ?? null,
    unavailableEnd: product.unavailableEnd ?? null,
  };
  if (isUnavailable(window, now)) throw domainError('cart.productNotOrderable', 409);
};

export const addItem = (command: AddCartItem, state: CartState): CartEvent[] => {
  // The store's settings can close the cart (Change Settings: disable shopping cart): nothing is added.
  if (command.data.shoppingCartDisabled === true) throw domainError('cart.disabled', 409);
  assertEditable(state);
  const { cartId, ownerId, storeCode, lineId, product, category, quantity } = command.data;
  const now = command.metadata.now;
  if (state.knownLineIds.includes(lineId)) return []; // a retried add
  assertOrderable(product, pricingNow(command.metadata));
  assertQuantity(quantity);
  const opened: CartEvent[] =
    state.phase === 'new' ? [{ type: 'CartOpened', data: { cartId, ownerId, storeCode, openedAt: now } }] : [];
  const priced = product.isBoatingPermit ? vesselLineOf(command, state) : passLineOf(command);
  const same = priced.vessel
    ? undefined
    : state.lines.find(
        (line) => !line.vessel && line.productId === product.productId && line.priceId === priced.priceId,
      );
  if (same) {
    const merged = same.quantity + quantity;
    assertQuantity(merged);
    const data = { cartId, lineId: same.lineId, quantity: merged, mergedLineId: lineId, changedAt: now };
    return [...opened, { type: 'CartItemQuantityChanged', data }];
  }
  const line: CartLine = {
    lineId,
    productId: product.productId,
    priceId: priced.priceId,
    categoryId: category.categoryId,
    categoryName: category.name,
    productName: product.name,
    validityPeriod: product.validityPeriod,
    vessel: priced.vessel,
    unitPriceCents: priced.unitPriceCents,
    quantity,
  };
  return [...opened, { type: 'CartItemAdded', data: { cartId, line, addedAt: now } }];
};

/** Typing a quantity: 0 removes the line; a vessel permit stays at 1. */
export const changeQuantity = (command: ChangeCartItemQuantity, state: CartState): CartEvent[] => {
  assertEditable(state);
  const { cartId, lineId, quantity } = command.data;
  const now = command.metadata.now;
  const line = findLine(state, lineId);
  if (quantity === 0) return [{ type: 'CartItemRemoved', data: { cartId, lineId, removedAt: now } }];
  if (line.vessel && quantity !== 1) throw domainError('cart.vesselQuantityFixed', 422);
  assertQuantity(quantity);
  if (quantity === line.quantity) return [];
  return [{ type: 'CartItemQuantityChanged', data: { cartId, lineId, quantity, mergedLineId: null, changedAt: now } }];
};

/** The edit modal: only items without a vessel ID, and only to another non-boating product. */
export const editItem = (command: EditCartItem, state: CartState): CartEvent[] => {
  assertEditable(state);
  const { cartId, lineId, product, prices, priceId, quantity } = command.data;
  const line = findLine(state, lineId);
  if (line.vessel || product.isBoatingPermit) throw domainError('cart.vesselItemNotEditable', 409);
  assertOrderable(product, pricingNow(command.metadata));
  assertQuantity(quantity);
  const price = chosenPrice(prices, priceId);
  const unitPriceCents = currentPriceCents(price, pricingNow(command.metadata));
  const unchanged =
    line.productId === product.productId &&
    line.priceId === price.priceId &&
    line.quantity === quantity &&
    line.unitPriceCents === unitPriceCents;
  if (unchanged) return [];
  const data = {
    cartId,
    lineId,
    productId: product.productId,
    priceId: price.priceId,
    productName: product.name,
    validityPeriod: product.validityPeriod,
    unitPriceCents,
    quantity,
    editedAt: command.metadata.now,
  };
  return [{ type: 'CartItemEdited', data }];
};

/** Deleting is idempotent: a line already gone is not an error. */
export const removeItem = (command: RemoveCartItem, state: CartState): CartEvent[] => {
  assertEditable(state);
  const { cartId, lineId } = command.data;
  if (!state.lines.some((line) => line.lineId === lineId)) return [];
  return [{ type: 'CartItemRemoved', data: { cartId, lineId, removedAt: command.metadata.now } }];
};
