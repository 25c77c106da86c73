/**
 * The public cart (spec §7): get, add, edit, update quantity, apply (and remove) a promo code, remove a line.
 * Every call needs the guest session or a signed-in user's token (Authorization: Bearer); the cart is the
 * visitor's (or user's) current cart, never one named by the client; admins in UAT mode add from the `uat`
 * view. A command route parses the body with the shared schema, looks up the catalogue records it needs, runs
 * the command, waits (bounded) until the read models have its events, and answers the cart as the next GET
 * will show it. Promotional codes that are not valid are limited per client address (auth/rateLimits.ts), so codes
 * cannot be guessed by trying many.
 */
import Router from '@koa/router';
import type { CartCommand } from '@parks/domain/carts/commands';
import { cartDecider } from '@parks/domain/carts/decider';
import { cartStream } from '@parks/domain/carts/streams';
import { pricingNow } from '@parks/domain/shared/decider';
import { DomainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { currentCartOf } from '@parks/projections/store/carts';
import { productForCart } from '@parks/projections/store/catalog';
import { promoCodeByCode } from '@parks/projections/store/promoCodes';
import type { StoreView } from '@parks/projections/store/revisionTracking';
import {
  addCartItemSchema,
  type CartDto,
  editCartItemSchema,
  promoCodeSchema,
  updateCartItemSchema,
} from '@parks/schemas/cart';
import type { ParameterizedContext } from 'koa';
import { limitingFailures } from '../auth/rateLimits.ts';
import type { AuthDeps, CommandDeps, ReadDeps } from '../deps.ts';
import { ProblemError } from '../http/problems.ts';
import { validate } from '../http/validate.ts';
import type { GuestSessions } from '../session/guestSessions.ts';
import { visitorGuard } from '../session/visitor.ts';
import { storeClock } from '../settings/storeClock.ts';
import { storeViewOf } from '../settings/storeView.ts';
import type { AppState } from '../state.ts';
import { lineIdForKey } from '../store/ids.ts';
import { publicStoreOnly, storeCodeOf } from '../store/input.ts';
import { storeCollections } from '../store/readModels.ts';
import { cartDtoOf, currentCart, emptyCartDto, loadCart } from './carts.ts';
import { idempotencyKeyOf } from './idempotencyKey.ts';

/** What the cart routes need: cart commands, the store's read models, and the auth service (a signed-in shopper). */
export type CartRouteDeps = ReadDeps &
  AuthDeps &
  Pick<CommandDeps, 'eventStore' | 'awaitProjections' | 'clock' | 'ids'>;

export const cartRoutes = (deps: CartRouteDeps, sessions: GuestSessions) => {
  const collections = storeCollections(deps.projections);
  const visitorOf = visitorGuard(sessions, deps.clock);

  const viewOf = storeViewOf(collections);
  // Prices and promo windows at the store's now (the seeded clock when enabled); events at the real time.
  const clock = storeClock(collections, deps.clock);

  const productFor = async (productId: string, view: StoreView) => {
    const found = await productForCart(collections.catalog(), productId, view);
    if (found === null || found.product.storeCode !== 'b2c') throw new ProblemError(404, 'cart.productUnavailable');
    return found;
  };

  /** The visitor and their current cart id, for a command route of the public store. */
  const cartOf = async (ctx: ParameterizedContext<AppState>) => {
    const visitorId = await visitorOf(ctx);
    publicStoreOnly(storeCodeOf(ctx));
    const [{ cartId, exists }, view, moment] = await Promise.all([
      currentCart(deps.eventStore, visitorId),
      viewOf(ctx),
      clock.moment(),
    ]);
    const metadata = { now: moment.real.toISOString(), userId: visitorId, storeNow: moment.store.toISOString() };
    return { visitorId, cartId, exists, view, metadata, settings: moment.settings };
  };

  /** Runs one cart command, waits for its events in the read models, and gives the cart as it is now. */
  const run = async (
    {
      visitorId,
      cartId,
      exists,
      view,
    }: Readonly<{ visitorId: string; cartId: string; exists: boolean; view: StoreView }>,
    command: CartCommand,
  ): Promise<CartDto> => {
    // A cart with no event yet is decided on its empty state without a second read; the append then expects no
    // stream, so a concurrent first add makes it read and decide again.
    const known = exists ? undefined : { state: cartDecider.initialState(), revision: undefined };
    const outcome = await handleCommand(deps.eventStore, cartStream(cartId), cartDecider, command, { known });
    await deps.awaitProjections(outcome);
    return cartDtoOf(collections, cartId, visitorId, pricingNow(command.metadata), view);
  };

  const promoLimit = deps.auth?.rateLimits.promoCodes;
  const isInvalidPromo = (error: unknown) => error instanceof DomainError && error.code === 'promo.invalid';

  return new Router<AppState>({ prefix: '/cart' })
    .get('/getCart', async (ctx) => {
      const visitorId = await visitorOf(ctx);
      publicStoreOnly(storeCodeOf(ctx));
      const doc = await currentCartOf(collections.carts(), visitorId, 'b2c');
      ctx.body =
        doc === null
          ? emptyCartDto
          : await cartDtoOf(collections, doc._id, visitorId, (await clock.now()).toISOString(), await viewOf(ctx));
    })
    .post('/addToCart', validate({ body: addCartItemSchema }), async (ctx) => {
      const cart = await cartOf(ctx);
      const { visitorId, cartId } = cart;
      const input = ctx.state.input.body;
      const { product, category, prices } = await productFor(input.productId, cart.view);
      const key = idempotencyKeyOf(ctx, { required: false });
      ctx.body = await run(cart, {
        type: 'AddCartItem',
        data: {
          cartId,
          ownerId: visitorId,
          storeCode: 'b2c',
          lineId: key === undefined ? deps.ids.lineId() : lineIdForKey(cartId, key),
          product,
          category,
          prices,
          ...(input.priceId ? { priceId: input.priceId } : {}),
          quantity: input.quantity,
          vessel: input.vessel ?? null,
          shoppingCartDisabled: cart.settings.disableShoppingCart,
        },
        metadata: cart.metadata,
      });
    })
    .post('/editCart', validate({ body: editCartItemSchema }), async (ctx) => {
      const cart = await cartOf(ctx);
      const { cartId } = cart;
      const input = ctx.state.input.body;
      const { product, prices } = await productFor(input.productId, cart.view);
      ctx.body = await run(cart, {
        type: 'EditCartItem',
        data: {
          cartId,
          lineId: input.lineId,
          product,
          prices,
          ...(input.priceId ? { priceId: input.priceId } : {}),
          quantity: input.quantity,
        },
        metadata: cart.metadata,
      });
    })
    .put('/updateCart', validate({ body: updateCartItemSchema }), async (ctx) => {
      const cart = await cartOf(ctx);
      const { cartId } = cart;
      const input = ctx.state.input.body;
      ctx.body = await run(cart, {
        type: 'ChangeCartItemQuantity',
        data: { cartId, lineId: input.lineId, quantity: input.quantity },
        metadata: cart.metadata,
      });
    })
    .put('/addDiscount', validate({ body: promoCodeSchema }), async (ctx) => {
      const cart = await cartOf(ctx);
      const { cartId } = cart;
      const input = ctx.state.input.body;
      const now = pricingNow(cart.metadata);
      ctx.body = await limitingFailures(ctx, promoLimit, 'promo.tooManyAttempts', isInvalidPromo, async () => {
        const discount = await promoCodeByCode(collections.promoCodes(), input.code, { view: cart.view, now });
        return run(cart, {
          type: 'ApplyPromoCode',
          data: { cartId, code: input.code, discount },
          metadata: cart.metadata,
        });
      });
    })
    .delete('/removeDiscount', async (ctx) => {
      const cart = await cartOf(ctx);
      const { cartId } = cart;
      ctx.body = await run(cart, {
        type: 'RemovePromoCode',
        data: { cartId },
        metadata: cart.metadata,
      });
    })
    .delete('/remove/:id', validate({ params: { id: 'cart.itemNotFound' } }), async (ctx) => {
      const cart = await cartOf(ctx);
      const { cartId } = cart;
      const lineId = ctx.state.input.params.id;
      // Removing is idempotent for the visitor's own lines (a double click); a line id this cart never had
      // (another visitor's, or made up) is not found.
      const state = await loadCart(deps.eventStore, cartId);
      if (!state.knownLineIds.includes(lineId)) throw new ProblemError(404, 'cart.itemNotFound');
      ctx.body = await run(cart, {
        type: 'RemoveCartItem',
        data: { cartId, lineId },
        metadata: cart.metadata,
      });
    });
};
