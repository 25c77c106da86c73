/**
 * The portal cart of the signed-in user: GET /api/portal/cart/getCart, POST addToCart, POST editCart,
 * PUT updateCart, DELETE remove/{cartItemId}. Each command answers the cart as it now stands (read from the cart's
 * own stream, so it is never stale). The rules (status, options, limits, stock) are the domain's.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  type PortalCartCommand,
  type PortalCartItem,
  type PortalCartState,
  portalCartDecider,
  portalCartStream,
} from '@parks/domain/portal/cart';
import { availabilityOf, optionName } from '@parks/domain/portal/catalog';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { multiplyCents, sumCents } from '@parks/schemas/money';
import type {
  PortalAddToCartInput,
  PortalCartDto,
  PortalCartItemDto,
  PortalUpdateCartInput,
} from '@parks/schemas/portal';
import type { ParameterizedContext } from 'koa';
import { signedInUser } from '../auth/guards.ts';
import { idempotencyKeyOf } from '../cart/idempotencyKey.ts';
import { ProblemError } from '../http/problems.ts';
import type { ValidatedContext } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import { foldStream } from '../store/streams.ts';
import {
  availableOf,
  categoryOf,
  loadPortalCatalogue,
  type PortalCatalogue,
  productOf,
  productOr404,
  snapshotOf,
  statusOf,
  unitPriceOf,
} from './catalogue.ts';
import type { PortalDeps } from './deps.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };
/** What a helper of several handlers needs (validated or not). */
type AnyContext = ParameterizedContext<AppState>;

const none = { en: '', fr: '' };

export const toCartItemDto = (catalogue: PortalCatalogue, item: PortalCartItem): PortalCartItemDto => {
  const product = productOf(catalogue, item.productId);
  const category = product ? categoryOf(catalogue, product.categoryId) : undefined;
  const unit = product ? unitPriceOf(catalogue, item.productId) : 0;
  const available = product ? availableOf(catalogue, product) : 0;
  const options = product?.options ?? { year: [], month: [], language: [], packSize: [] };
  const { choice } = item;
  return {
    cartItemId: item.cartItemId,
    productId: item.productId,
    sku: item.sku,
    categoryId: product?.categoryId ?? '',
    categoryName: category?.name ?? none,
    productName: product?.title ?? none,
    imageUrl: product?.imageUrl ?? null,
    yearOptionId: choice.yearOptionId,
    yearOption: optionName(options, 'year', choice.yearOptionId),
    monthOptionId: choice.monthOptionId,
    monthOption: optionName(options, 'month', choice.monthOptionId),
    languageOptionId: choice.languageOptionId,
    languageOption: optionName(options, 'language', choice.languageOptionId),
    packSizeId: choice.packSizeId,
    packSize: optionName(options, 'packSize', choice.packSizeId),
    quantity: item.quantity,
    currentPriceCents: unit,
    totalCents: multiplyCents(unit, item.quantity),
    minimumOrderQty: product?.minimumOrderQty ?? 1,
    maximumOrderQty: product?.maximumOrderQty ?? 1,
    inStock: available > 0,
    allowBackorder: product?.allowBackorder ?? false,
    availability: product
      ? availabilityOf({ status: statusOf(catalogue, product), available, allowBackorder: product.allowBackorder })
      : 'unavailable',
  };
};

export const toCartDto = (catalogue: PortalCatalogue, state: PortalCartState): PortalCartDto => {
  const cartItems = state.items.map((item) => toCartItemDto(catalogue, item));
  return {
    cartItems,
    cartTotalCents: sumCents(cartItems.map((item) => item.totalCents)),
    itemCount: sumCents(cartItems.map((item) => item.quantity)),
  };
};

export const portalCartRoutes = (deps: PortalDeps) => {
  const now = () => deps.clock().toISOString();
  const stateOf = (userId: string) => foldStream(deps.eventStore, portalCartStream(userId), portalCartDecider);
  const reply = async (ctx: AnyContext, userId: string, catalogue?: PortalCatalogue) => {
    const [state, loaded] = await Promise.all([stateOf(userId), catalogue ?? loadPortalCatalogue(deps)]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCartDto(loaded, state);
  };
  const run = (userId: string, command: PortalCartCommand) =>
    handleCommand(deps.eventStore, portalCartStream(userId), portalCartDecider, command);

  /** With an Idempotency-Key, a retried add names the same line (and adds nothing); else a fresh id. */
  const cartItemIdFor = (ctx: AnyContext, userId: string): string => {
    const key = idempotencyKeyOf(ctx, { required: false });
    if (key === undefined) return `pci-${randomUUID()}`;
    return `pci-${createHash('sha256').update(`${userId}\n${key}`).digest('hex').slice(0, 32)}`;
  };

  const getCart = async (ctx: Context) => reply(ctx, signedInUser(ctx).id);

  /** POST /api/portal/cart/addToCart {productId, quantity, yearOptionId?, monthOptionId?, languageOptionId?, packSizeId?} → 201 cart. */
  const addToCart = async (ctx: ValidatedContext<PortalAddToCartInput>) => {
    const user = signedInUser(ctx);
    const input = ctx.state.input.body;
    const catalogue = await loadPortalCatalogue(deps);
    const product = productOr404(catalogue, input.productId);
    const { yearOptionId, monthOptionId, languageOptionId, packSizeId } = input;
    await run(user.id, {
      type: 'AddPortalCartItem',
      data: {
        userId: user.id,
        cartItemId: cartItemIdFor(ctx, user.id),
        product: snapshotOf(catalogue, product),
        choice: { yearOptionId, monthOptionId, languageOptionId, packSizeId },
        quantity: input.quantity,
      },
      metadata: { now: now(), userId: user.id },
    });
    await reply(ctx, user.id, catalogue);
    ctx.status = 201;
  };

  /** PUT updateCart / POST editCart {cartItemId, quantity, options?}: 0 removes the line. */
  const changeItem = async (ctx: ValidatedContext<PortalUpdateCartInput>) => {
    const user = signedInUser(ctx);
    const input = ctx.state.input.body;
    const [catalogue, state] = await Promise.all([loadPortalCatalogue(deps), stateOf(user.id)]);
    const item = state.items.find((candidate) => candidate.cartItemId === input.cartItemId);
    if (!item) throw new ProblemError(404, 'portal.cartItemNotFound');
    const product = productOf(catalogue, item.productId);
    if (!product && input.quantity > 0) throw new ProblemError(404, 'portal.productNotFound');
    if (input.quantity === 0 || !product) {
      await run(user.id, {
        type: 'RemovePortalCartItem',
        data: { userId: user.id, cartItemId: item.cartItemId },
        metadata: { now: now(), userId: user.id },
      });
    } else {
      const choice = Object.fromEntries(
        (['yearOptionId', 'monthOptionId', 'languageOptionId', 'packSizeId'] as const).flatMap((key) =>
          input[key] === undefined ? [] : [[key, input[key]]],
        ),
      );
      await run(user.id, {
        type: 'ChangePortalCartItem',
        data: {
          userId: user.id,
          cartItemId: input.cartItemId,
          product: snapshotOf(catalogue, product),
          choice,
          quantity: input.quantity,
        },
        metadata: { now: now(), userId: user.id },
      });
    }
    await reply(ctx, user.id, catalogue);
  };

  /** DELETE /api/portal/cart/remove/{cartItemId}: the cart without the line (already gone: the same). */
  const remove = async (ctx: ValidatedContext<undefined, undefined, 'cartItemId'>) => {
    const user = signedInUser(ctx);
    await run(user.id, {
      type: 'RemovePortalCartItem',
      data: { userId: user.id, cartItemId: ctx.state.input.params.cartItemId },
      metadata: { now: now(), userId: user.id },
    });
    await reply(ctx, user.id);
  };

  return { getCart, addToCart, changeItem, remove };
};
