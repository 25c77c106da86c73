/**
 * A visitor's carts. Their ids are derived from the visitor id (`<visitorId>-1`, `-2`, …): a checked-out cart
 * is closed for good, and the next purchase starts in the next one. The current cart is found on the command
 * side, from the event store (the last event of each cart in turn, one read per past purchase), so two
 * concurrent first adds land in the same cart and a command never waits on a read model. Cart ids are never
 * taken from the client: a visitor can only ever reach their own carts. The visitor is a guest session's visitor
 * id or a signed-in user's id (session/visitor.ts).
 */
import { cartDecider } from '@parks/domain/carts/decider';
import type { CartState } from '@parks/domain/carts/state';
import { cartStream } from '@parks/domain/carts/streams';
import { foldStreamRevision } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import { cartById, cartDto } from '@parks/projections/store/carts';
import type { StoreView } from '@parks/projections/store/revisionTracking';
import type { CartDto } from '@parks/schemas/cart';
import { shopperView } from '../store/input.ts';
import type { StoreCollections } from '../store/readModels.ts';
import { foldStream, lastEventType } from '../store/streams.ts';

/** A guard against an endless scan; a guest with this many purchases would start over at their last cart. */
const maxCartsPerVisitor = 500;

export const visitorCartId = (visitorId: string, number: number): string => `${visitorId}-${number}`;

/** `exists` is false for a cart whose stream has no event yet: its first command need not read it again. */
export type CurrentCart = Readonly<{ cartId: string; number: number; exists: boolean }>;

/** The visitor's first cart that is not checked out (it may not exist yet: its first add opens it). */
export const currentCart = async (eventStore: EventStore, visitorId: string): Promise<CurrentCart> => {
  for (let number = 1; ; number += 1) {
    const cartId = visitorCartId(visitorId, number);
    const last = await lastEventType(eventStore, cartStream(cartId));
    if (number >= maxCartsPerVisitor || last !== 'CartCheckedOut') return { cartId, number, exists: last !== null };
  }
};

/** A cart folded from its stream, with the revision that state is at (undefined: no stream yet). */
export type FoldedCart = Readonly<{ cartId: string; number: number; state: CartState; revision: bigint | undefined }>;

/**
 * The current cart as currentCart finds it, folded whole on the way: the purchase needs the state anyway, so each
 * candidate is read once instead of its last event and then all of it.
 */
export const currentCartFolded = async (eventStore: EventStore, visitorId: string): Promise<FoldedCart> => {
  for (let number = 1; ; number += 1) {
    const cartId = visitorCartId(visitorId, number);
    const folded = await foldStreamRevision(eventStore, cartStream(cartId), cartDecider);
    if (number >= maxCartsPerVisitor || folded.state.phase !== 'checkedOut') return { cartId, number, ...folded };
  }
};

export const loadCart = (eventStore: EventStore, cartId: string): Promise<CartState> =>
  foldStream(eventStore, cartStream(cartId), cartDecider);

export const emptyCartDto: CartDto = {
  cartId: '',
  items: [],
  subtotalCents: 0,
  discounts: [],
  totalCents: 0,
  checkedOut: false,
};

/** The cart as the side panel shows it, from the read model (the route has waited for its own writes). */
export const cartDtoOf = async (
  collections: StoreCollections,
  cartId: string,
  visitorId: string,
  now: string,
  view: StoreView = shopperView,
): Promise<CartDto> => {
  const doc = await cartById(collections.carts(), cartId, visitorId);
  return doc === null ? emptyCartDto : cartDto(collections.promoCodes(), doc, { view, now });
};
