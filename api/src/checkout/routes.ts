/**
 * The public checkout (spec §7): the order summary (get, and refreshed from the form values as typed), Purchase
 * now, and the confirmation (the latest order, or one by id). Every call needs the guest session or a signed-in
 * user's token (the owner is the user); a visitor reads only their own orders (another visitor's order id is not found).
 */
import Router from '@koa/router';
import { initialState } from '@parks/domain/carts/state';
import { currentCartOf } from '@parks/projections/store/carts';
import { shippingRates, taxRecords } from '@parks/projections/store/checkoutRates';
import { latestConfirmation, orderConfirmation } from '@parks/projections/store/orderConfirmations';
import { promoCodeById } from '@parks/projections/store/promoCodes';
import type { StoreView } from '@parks/projections/store/revisionTracking';
import { languageFromHeader } from '@parks/schemas/language';
import type { CheckoutDataDto } from '@parks/schemas/store/dtos';
import type { ParameterizedContext } from 'koa';
import { idempotencyKeyOf } from '../cart/idempotencyKey.ts';
import type { CommandDeps, PaymentDeps, ReadDeps } from '../deps.ts';
import { ProblemError } from '../http/problems.ts';
import { validate, withoutInheritedNames } from '../http/validate.ts';
import type { GuestSessions } from '../session/guestSessions.ts';
import { visitorGuard } from '../session/visitor.ts';
import { storeClock } from '../settings/storeClock.ts';
import { storeViewOf } from '../settings/storeView.ts';
import type { AppState } from '../state.ts';
import { storeCollections } from '../store/readModels.ts';
import { purchase } from './purchase.ts';
import { checkoutSummary, provinceOptions, summaryRequestOf } from './summary.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What the checkout routes need: purchase commands, the store's read models, the card gateway. */
export type CheckoutRouteDeps = CommandDeps & ReadDeps & PaymentDeps;

export const checkoutRoutes = (deps: CheckoutRouteDeps, sessions: GuestSessions) => {
  const collections = storeCollections(deps.projections);
  const visitorOf = visitorGuard(sessions, deps.clock);
  const viewOf = storeViewOf(collections);
  const clock = storeClock(collections, deps.clock);

  /** The summary of the visitor's open cart (from the read model), priced for the form values given. */
  const summaryFor = async (visitorId: string, formValues: unknown, view: StoreView): Promise<CheckoutDataDto> => {
    const now = (await clock.now()).toISOString();
    const doc = await currentCartOf(collections.carts(), visitorId, 'b2c');
    const state = doc?.state ?? initialState();
    const [discount, rates, taxes] = await Promise.all([
      state.promo ? promoCodeById(collections.promoCodes(), state.promo.discountId, view) : null,
      shippingRates(collections.checkoutRates(), view),
      taxRecords(collections.checkoutRates(), view),
    ]);
    const summary = checkoutSummary(state, {
      request: summaryRequestOf(formValues),
      discount,
      shippingRates: rates,
      taxRecords: taxes,
      now,
    });
    return { ...summary, cartId: doc?._id ?? '', provinceStates: provinceOptions(taxes) };
  };

  const orderNotFound = () => new ProblemError(404, 'order.notFound');
  const bodyOf = (ctx: ParameterizedContext<unknown>): Record<string, unknown> => {
    const body: unknown = ctx.request.body;
    if (!isObject(body) || Array.isArray(body)) {
      throw new ProblemError(422, 'validation.invalid', { errors: { _: ['validation.invalid'] } });
    }
    // The checkout form is validated by its own yup schema (validateCheckout), which a body key like `toString`
    // crashes as it does validInput's: the same cleaning first.
    return withoutInheritedNames(body) as Record<string, unknown>;
  };

  return new Router<AppState>({ prefix: '/checkout' })
    .get('/getCheckoutDto', async (ctx) => {
      const visitorId = await visitorOf(ctx);
      ctx.body = await summaryFor(visitorId, {}, await viewOf(ctx));
    })
    .put('/updateCheckoutDto', async (ctx) => {
      const visitorId = await visitorOf(ctx);
      ctx.body = await summaryFor(visitorId, bodyOf(ctx), await viewOf(ctx));
    })
    .put('/checkoutOrder', async (ctx) => {
      const visitorId = await visitorOf(ctx);
      const idempotencyKey = idempotencyKeyOf(ctx, { required: true });
      const form = bodyOf(ctx);
      ctx.body = await purchase(
        {
          eventStore: deps.eventStore,
          collections,
          awaitProjections: (outcome) => deps.awaitProjections(outcome),
          paymentGateway: deps.paymentGateway,
          ids: deps.ids,
          logger: ctx.state.log,
        },
        {
          visitorId,
          idempotencyKey,
          form,
          language: languageFromHeader(ctx.get('Accept-Language')),
          now: deps.clock(),
          storeNow: await clock.now(),
          view: await viewOf(ctx),
        },
      );
    })
    .get('/GetConfirmation', async (ctx) => {
      const visitorId = await visitorOf(ctx);
      const order = await latestConfirmation(collections.confirmations(), visitorId, 'b2c');
      if (order === null) throw orderNotFound();
      ctx.body = order;
    })
    .get('/GetOrderById/:id', validate({ params: { id: 'order.notFound' } }), async (ctx) => {
      const visitorId = await visitorOf(ctx);
      const order = await orderConfirmation(collections.confirmations(), ctx.state.input.params.id, visitorId);
      if (order === null) throw orderNotFound();
      ctx.body = order;
    });
};
