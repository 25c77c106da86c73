import { parseCartEvent } from '@parks/domain/carts/eventParser';
import { type CartEvent, cartEventTypes } from '@parks/domain/carts/events';
import { type CartPhase, type CartState, evolve, initialState } from '@parks/domain/carts/state';
import { toCartDto } from '@parks/domain/carts/view';
import type { Collection } from '@parks/infra/documents/port';
import type { CartDto } from '@parks/schemas/cart';
import type { StoreCode } from '@parks/schemas/store';
import { parsedReadModel } from '../runtime/readModel.ts';
import { type PromoCodeDocument, promoCodeById } from './promoCodes.ts';
import { eventTime, type StoreView } from './revisionTracking.ts';

/**
 * Carts as the side panel, the cart page and the checkout summary read them: one document per cart, holding the
 * cart's state folded with the domain's own `evolve` (so the view cannot drift from the rules), plus the keys the
 * API looks a cart up by. The DTO is made at query time by the domain's `toCartDto`, because whether a promo code
 * still applies depends on `now` and on the discount's current record.
 */
export type CartDocument = {
  _id: string;
  ownerId: string | null;
  storeCode: StoreCode;
  phase: CartPhase;
  /** False once checked out: a checked-out cart is never the owner's current cart again. */
  open: boolean;
  state: CartState;
  orderId: string | null;
  confirmationAlias: string | null;
  openedAt: string | null;
  updatedAt: string;
};

const cartIdOf = (data: Readonly<Record<string, unknown>>): string | null =>
  typeof data.cartId === 'string' && data.cartId !== '' ? data.cartId : null;

export const storeCarts = parsedReadModel<CartDocument, CartEvent>({
  name: 'storeCarts',
  version: 1,
  handles: cartEventTypes,
  documentId: (event) => cartIdOf(event.data),
  // Not a cart event we can read: skipped, never thrown.
  parse: parseCartEvent,
  evolve: (doc, event, recorded) => {
    const { cartId } = event.data;
    const state = evolve(doc?.state ?? initialState(), event);
    const at = eventTime(recorded);
    const checkedOut = event.type === 'CartCheckedOut' ? event.data : null;
    return {
      _id: cartId,
      ownerId: state.ownerId,
      storeCode: state.storeCode,
      phase: state.phase,
      open: state.phase !== 'checkedOut',
      state,
      orderId: checkedOut?.orderId ?? doc?.orderId ?? null,
      confirmationAlias: checkedOut?.confirmationAlias ?? doc?.confirmationAlias ?? null,
      openedAt: doc?.openedAt ?? (event.type === 'CartOpened' ? event.data.openedAt : null),
      updatedAt: at,
    };
  },
  indexes: [{ key: { ownerId: 1, storeCode: 1, open: 1, updatedAt: -1 }, name: 'owner_store_open_updated' }],
});

/** A cart by id; with `ownerId`, only if that owner's (a guest or user sees only their own cart). */
export const cartById = async (
  carts: Collection<CartDocument>,
  cartId: string,
  ownerId?: string,
): Promise<CartDocument | null> => {
  const doc = await carts.findById(cartId);
  return doc && (ownerId === undefined || doc.ownerId === ownerId) ? doc : null;
};

/** The owner's open cart in a store (the most recently changed one), or null when they have none. */
export const currentCartOf = async (
  carts: Collection<CartDocument>,
  ownerId: string,
  storeCode: StoreCode,
): Promise<CartDocument | null> => {
  const [doc] = await carts.find({ ownerId, storeCode, open: true }, { sort: { updatedAt: -1, _id: 1 }, limit: 1 });
  return doc ?? null;
};

/** The DTO of a cart, its promo code priced as the checkout would price it now. */
export const cartDto = async (
  promoCodes: Collection<PromoCodeDocument>,
  cart: CartDocument,
  options: Readonly<{ view: StoreView; now: string }>,
): Promise<CartDto> => {
  const promo = cart.state.promo;
  const discount = promo ? await promoCodeById(promoCodes, promo.discountId, options.view) : null;
  return toCartDto(cart.state, discount, options.now);
};
