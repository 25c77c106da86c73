/**
 * The portal checkout of the signed-in user (/api/PortalCheckout, by user id):
 *   GET  /GetById/{userId}          the checkout DTO with defaults (first address of the book, Ground, ship complete)
 *   PUT  /GetById/{userId}  {form}  the DTO recomputed from the cleaned form values (issues listed, never refused)
 *   POST /Review/{userId}   {form}  the same DTO for the read-only review step; 422 while any issue remains
 *   POST /Create/{userId}   {form}  Idempotency-Key required: places the order → 201 {orderId, confirmationAlias, status}
 * The rules are the domain's (portal/checkoutQuote.ts, portal/checkoutAttempt.ts); here HTTP and the order of steps:
 * ReservePortalStock on each product's stock stream (stockReservations.ts: the last units go to one order only),
 * StartPortalCheckout on the cart, PlaceOrder on the order stream, CheckOutPortalCart. One cart gives one order:
 * the same key gets the first answer, another key 409 (`checkout.inProgress`, or `cart.checkedOut` once placed).
 */
import { createHash } from 'node:crypto';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { portalCartDecider, portalCartStream } from '@parks/domain/portal/cart';
import { placeOrderOf, portalCheckoutStep } from '@parks/domain/portal/checkoutAttempt';
import { assertNoIssues, portalCheckoutFingerprint, quotePortalCheckout } from '@parks/domain/portal/checkoutQuote';
import { domainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import {
  type PortalCheckoutFormInput,
  type PortalCheckoutResultDto,
  portalCheckoutFormSchema,
} from '@parks/schemas/portal';
import type { ParameterizedContext } from 'koa';
import { signedInUser } from '../auth/guards.ts';
import { idempotencyKeyOf } from '../cart/idempotencyKey.ts';
import type { CommandOutcome } from '../http/readYourWrites.ts';
import { validInput } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import { foldStream } from '../store/streams.ts';
import { loadCheckoutContext, toCheckoutDto } from './checkoutContext.ts';
import type { PortalDeps } from './deps.ts';
import { assertReservationsHeld, cancelStockReservations, reserveStock } from './stockReservations.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

/** Rounds of start → place → done; a submission needs three at most. */
const maxRounds = 4;

export const portalCheckoutRoutes = (deps: PortalDeps) => {
  const cartOf = (userId: string) => foldStream(deps.eventStore, portalCartStream(userId), portalCartDecider);
  const formOf = (ctx: Context): PortalCheckoutFormInput =>
    validInput(portalCheckoutFormSchema, ctx.request.body ?? {});

  const page = async (ctx: Context, form: PortalCheckoutFormInput | null, review: boolean) => {
    const signed = signedInUser(ctx);
    const [loaded, cart] = await Promise.all([loadCheckoutContext(deps, signed), cartOf(signed.id)]);
    const now = deps.clock().toISOString();
    const quoted = quotePortalCheckout({ items: cart.items, form, context: loaded.context, now });
    if (review) assertNoIssues(quoted.issues);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCheckoutDto(loaded, cart, quoted);
  };

  const get = (ctx: Context) => page(ctx, null, false);
  const update = (ctx: Context) => page(ctx, formOf(ctx), false);
  const review = (ctx: Context) => page(ctx, formOf(ctx), true);

  const create = async (ctx: Context) => {
    const signed = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx, { required: true });
    const form = formOf(ctx);
    const userId = signed.id;
    const cartStream = portalCartStream(userId);
    const outcomes: CommandOutcome[] = [];
    for (let round = 0; round < maxRounds; round += 1) {
      const at = deps.clock();
      const metadata = { now: at.toISOString(), userId };
      const cart = await cartOf(userId);
      const step = portalCheckoutStep(cart, key);
      if (step.step === 'done') {
        await Promise.all(outcomes.map((outcome) => deps.awaitProjections(outcome)));
        const order = await foldStream(deps.eventStore, orderStream(step.orderId), orderDecider);
        if (order.status === 'absent') throw domainError('order.notFound', 404); // placed before checked out
        const { orderId, confirmationAlias } = step;
        ctx.status = 201;
        ctx.body = { orderId, confirmationAlias, status: order.status } satisfies PortalCheckoutResultDto;
        return;
      }
      if (step.step === 'place') {
        const { attempt } = step;
        const placeOrder = placeOrderOf(attempt, metadata);
        outcomes.push(await handleCommand(deps.eventStore, orderStream(attempt.orderId), orderDecider, placeOrder));
        const checkOut = { userId, orderId: attempt.orderId, cartItemIds: attempt.cartItemIds };
        outcomes.push(
          await handleCommand(deps.eventStore, cartStream, portalCartDecider, {
            type: 'CheckOutPortalCart',
            data: checkOut,
            metadata,
          }),
        );
        continue;
      }
      const loaded = await loadCheckoutContext(deps, signed);
      const orderId = deps.ids.orderId(at);
      const requestHash = createHash('sha256').update(portalCheckoutFingerprint(cart.items, form)).digest('hex');
      const quoted = quotePortalCheckout({ items: cart.items, form, context: loaded.context, now: metadata.now });
      // A cart with issues is refused by the start below, with its own message: nothing to reserve for it.
      const reserved =
        quoted.issues.length === 0 ? await reserveStock(deps, loaded.catalogue, orderId, quoted.lines, metadata) : [];
      await assertReservationsHeld(deps, orderId, reserved, metadata);
      await handleCommand(deps.eventStore, cartStream, portalCartDecider, {
        type: 'StartPortalCheckout',
        data: {
          userId,
          orderId,
          confirmationAlias: `portal/confirmation/${orderId}`,
          idempotencyKey: key,
          requestHash,
          form,
          context: loaded.context,
          preferredLanguage: loaded.preferredLanguage,
        },
        metadata,
      }).catch(async (error: unknown) => {
        await cancelStockReservations(deps, orderId, reserved, metadata);
        throw error;
      });
    }
    // Only when other submissions keep moving the cart under this one.
    throw domainError('checkout.inProgress', 409);
  };

  return { get, update, review, create };
};
