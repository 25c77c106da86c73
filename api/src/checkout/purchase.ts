/**
 * Purchase now (PUT /api/checkout/checkoutOrder), idempotent per `Idempotency-Key`. The request is validated
 * with the shared checkout schema (card required when the quote's total is above 0), then:
 *   StartCheckout (always: it recognises the same attempt, refuses a changed one, answers a declined one again)
 *   → loop on `checkoutStep`: authorize → the gateway with the attempt's payment key, then
 *     RecordPaymentAuthorization / RecordPaymentDecline; placeOrder → PlaceOrder on the order stream, then
 *     CheckOutCart; done → `{ orderId, confirmationAlias }`; declined → 402.
 * Every step is repeatable, so a retry (or a concurrent double click) resumes where the first one stands: one
 * attempt, one charge (the gateway's idempotency key), one order (the order stream's idempotency check).
 * The card number and CVV go to the gateway call and nowhere else: the events get brand, last four and the
 * authorization id; the request hash covers the card only as brand and last four.
 */
import { createHash } from 'node:crypto';
import { checkoutFingerprint, checkoutStep, placeOrderCommand } from '@parks/domain/carts/checkoutProgress';
import type { CartCommand } from '@parks/domain/carts/commands';
import { cartDecider } from '@parks/domain/carts/decider';
import { quoteCart } from '@parks/domain/carts/orderDraft';
import { type CartState, subtotalCents } from '@parks/domain/carts/state';
import { cartStream } from '@parks/domain/carts/streams';
import { isUnavailable } from '@parks/domain/catalog/availability';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import type {
  AuthorizationRequest,
  AuthorizationResult,
  CardDetails,
  PaymentGateway,
} from '@parks/domain/payments/port';
import { domainError } from '@parks/domain/shared/errors';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import { productForCart } from '@parks/projections/store/catalog';
import { shippingRates, taxRecords } from '@parks/projections/store/checkoutRates';
import { contentByName } from '@parks/projections/store/content';
import { promoCodeById } from '@parks/projections/store/promoCodes';
import type { StoreView } from '@parks/projections/store/revisionTracking';
import type { CheckoutInput, CheckoutOrderForm, CheckoutResultDto } from '@parks/schemas/checkout';
import { cardDigits, parseExpiry, requiresCvv } from '@parks/schemas/checkout/card';
import { fieldErrors, validateCheckout } from '@parks/schemas/checkout/issues';
import type { Language } from '@parks/schemas/language';
import { currentCartFolded, visitorCartId } from '../cart/carts.ts';
import { ProblemError } from '../http/problems.ts';
import type { CommandOutcome } from '../http/readYourWrites.ts';
import type { IdMinter } from '../store/ids.ts';
import { shopperView } from '../store/input.ts';
import type { StoreCollections } from '../store/readModels.ts';

export type PurchaseDeps = Readonly<{
  eventStore: EventStore;
  collections: StoreCollections;
  awaitProjections: (outcome: CommandOutcome) => Promise<boolean>;
  paymentGateway: PaymentGateway | undefined;
  ids: IdMinter;
  logger: Logger;
}>;

export type PurchaseRequest = Readonly<{
  visitorId: string;
  idempotencyKey: string;
  form: unknown;
  language: Language;
  now: Date;
  /** The store's now for the quote (the seeded clock when enabled); `now` when absent. */
  storeNow?: Date;
  /** The catalogue view of promo codes and rates (published; `uat` for staff in UAT mode). */
  view?: StoreView;
}>;

/** Earlier carts searched for the attempt of a repeated key (its cart may have been checked out since). */
const lookBackCarts = 20;
/** Gateway calls per request when the outcome is unknown (timeouts); the client's retry resumes after that. */
const gatewayAttempts = 3;

/** A cart as read (or as its last command left it), with the revision that state is at. */
type PurchaseCart = Readonly<{ cartId: string; state: CartState; revision: bigint | undefined }>;

const readCart = async (eventStore: EventStore, cartId: string): Promise<PurchaseCart> => ({
  cartId,
  ...(await foldStreamRevision(eventStore, cartStream(cartId), cartDecider)),
});

/** The cart holding this key's attempt: the current cart, or an earlier one the attempt already checked out. */
const cartOfAttempt = async (eventStore: EventStore, visitorId: string, key: string): Promise<PurchaseCart> => {
  const current = await currentCartFolded(eventStore, visitorId);
  const cart: PurchaseCart = { cartId: current.cartId, state: current.state, revision: current.revision };
  if (checkoutStep(cart.state, key).step !== 'start') return cart;
  for (let number = current.number - 1; number >= Math.max(1, current.number - lookBackCarts); number -= 1) {
    const earlier = await readCart(eventStore, visitorCartId(visitorId, number));
    if (checkoutStep(earlier.state, key).step !== 'start') return earlier;
  }
  return cart;
};

const invalid = (issues: Parameters<typeof fieldErrors>[0]): ProblemError =>
  new ProblemError(422, 'checkout.invalid', { errors: fieldErrors(issues) });

const withoutCard = ({ ccNumber: _n, ccExpiry: _e, ccCvd: _c, ...form }: CheckoutInput): CheckoutOrderForm => form;

const cardOf = (form: CheckoutInput): CardDetails | null => {
  const expiry = parseExpiry(form.ccExpiry ?? '');
  if (!form.ccNumber || expiry === null) return null;
  const number = cardDigits(form.ccNumber);
  const cvv = form.ccCvd?.trim() ?? '';
  return { number, expiryMonth: expiry.month, expiryYear: expiry.year, cvv: requiresCvv(number) ? cvv : null };
};

const billingPostalCode = (form: CheckoutInput): string => {
  const billing = form.billing as { postalCode?: unknown } | undefined;
  return !form.billingSameAsShipping && typeof billing?.postalCode === 'string'
    ? billing.postalCode
    : form.shipping.postalCode;
};

/**
 * The cart's products that cannot be ordered at the store's now (availability.ts): a window may have opened since
 * they were added. Products no longer in the catalogue are left to the rules that price the cart.
 */
const unorderableInCart = async (
  collections: StoreCollections,
  state: CartState,
  view: StoreView,
  now: string,
): Promise<string[]> => {
  const productIds = [...new Set(state.lines.map((line) => line.productId))];
  const found = await Promise.all(productIds.map((id) => productForCart(collections.catalog(), id, view)));
  return found.flatMap((entry) =>
    entry !== null && isUnavailable(entry.product, now) ? [entry.product.productId] : [],
  );
};

export const purchase = async (deps: PurchaseDeps, request: PurchaseRequest): Promise<CheckoutResultDto> => {
  const { eventStore, collections, ids } = deps;
  const { visitorId, idempotencyKey } = request;
  const now = request.now.toISOString();
  // Card expiry and timestamps at the real time; the quote (rates, promo windows) at the store's now.
  const storeNow = (request.storeNow ?? request.now).toISOString();
  const metadata = { now, userId: visitorId, storeNow };
  const view = request.view ?? shopperView;
  const cart = await cartOfAttempt(eventStore, visitorId, idempotencyKey);
  const { cartId, state } = cart;

  // Outside data, before any command: the promo's record, the rates, the confirmation page's alias.
  const [discount, rates, taxes, confirmationPage, unorderableProductIds] = await Promise.all([
    state.promo ? promoCodeById(collections.promoCodes(), state.promo.discountId, view) : null,
    shippingRates(collections.checkoutRates(), view),
    taxRecords(collections.checkoutRates(), view),
    contentByName(collections.content(), 'ConfirmationPage', { view }),
    unorderableInCart(collections, state, view, storeNow),
  ]);

  // The form, validated once in the usual case: with the card required when the cart has something to pay, which
  // the quote almost always confirms. Only when that guess fails is it validated again: without the card, to price
  // the cart (an invalid form answers the guess's issues, as the page shows them), or with the quote's answer.
  const guess = subtotalCents(state) > 0;
  const first = validateCheckout(request.form, { payable: guess, now });
  const draft = first.ok || !guess ? first : validateCheckout(request.form, { payable: false, now });
  if (!draft.ok) throw invalid(first.ok ? draft.issues : first.issues);
  const quote = quoteCart(state, {
    shippingMethod: draft.value.shippingMethod,
    destination: { country: draft.value.shipping.country, provinceState: draft.value.shipping.provinceState || null },
    discount,
    shippingRates: rates,
    taxRecords: taxes,
    now: storeNow,
  });
  const payable = quote.totals.totalCents > 0;
  const checked = first.ok && payable === guess ? first : validateCheckout(request.form, { payable, now });
  if (!checked.ok) throw invalid(checked.issues);
  const form = checked.value;
  const requestHash = createHash('sha256').update(checkoutFingerprint(state, form)).digest('hex');

  const outcomes: CommandOutcome[] = [];
  // The cart as its last command left it: each step goes on from there without reading the stream again, and the
  // next command decides on it too (handleCommand's `known`: a concurrent attempt's append makes it read afresh).
  let known = { state, revision: cart.revision };
  const onCart = async (command: CartCommand): Promise<void> => {
    const outcome = await handleCommand(eventStore, cartStream(cartId), cartDecider, command, { known });
    outcomes.push(outcome);
    known = { state: outcome.state, revision: outcome.nextExpectedRevision };
  };
  const settle = () => Promise.all(outcomes.map((outcome) => deps.awaitProjections(outcome)));

  const orderId = ids.orderId(request.now);
  const alias = confirmationPage?.urlAlias?.[request.language] || 'confirmation';
  await onCart({
    type: 'StartCheckout',
    data: {
      cartId,
      orderId,
      confirmationAlias: `${alias}/${orderId}`,
      idempotencyKey,
      requestHash,
      form: withoutCard(form),
      discount,
      shippingRates: rates,
      taxRecords: taxes,
      unorderableProductIds,
    },
    metadata,
  });

  for (let round = 0; round < 4; round += 1) {
    const current = known.state;
    const step = checkoutStep(current, idempotencyKey);
    switch (step.step) {
      case 'done':
        await settle();
        return { orderId: step.orderId, confirmationAlias: step.confirmationAlias };
      case 'declined':
        await settle();
        throw domainError('payment.declined', 402, { orderId: step.orderId, reason: step.reason });
      case 'authorize': {
        const card = cardOf(form);
        if (card === null) {
          // The attempt needs a payment but this request's form has no usable card (its total changed since).
          throw new ProblemError(422, 'checkout.invalid', { errors: { ccNumber: ['checkout.ccNumber.invalid'] } });
        }
        const result = await authorize(deps, {
          idempotencyKey: step.paymentKey,
          orderId: step.orderId,
          amountCents: step.amountCents,
          currency: 'CAD',
          card,
          billingPostalCode: billingPostalCode(form),
        });
        if (result.outcome === 'authorized') {
          const { brand, last4, authorizationId, amountCents } = result;
          const payment = { brand, last4, authorizationId, amountCents };
          await onCart({
            type: 'RecordPaymentAuthorization',
            data: { cartId, orderId: step.orderId, payment },
            metadata,
          });
        } else {
          await onCart({
            type: 'RecordPaymentDecline',
            data: { cartId, orderId: step.orderId, reason: result.reason },
            metadata,
          });
        }
        break;
      }
      case 'placeOrder': {
        const placeOrder = placeOrderCommand(current, metadata);
        if (placeOrder === null) throw domainError('checkout.notInProgress', 409);
        // The order id was minted for this attempt, so its stream is new but for a retried request: the append
        // expects no stream, and only if one exists is it read and the command decided again (as already placed).
        const fresh = { state: orderDecider.initialState(), revision: undefined };
        outcomes.push(
          await handleCommand(eventStore, orderStream(step.orderId), orderDecider, placeOrder, { known: fresh }),
        );
        await onCart({ type: 'CheckOutCart', data: { cartId, orderId: step.orderId }, metadata });
        break;
      }
      case 'start':
        // StartCheckout appended nothing for this key and no attempt holds it: another attempt runs.
        throw domainError('checkout.inProgress', 409);
    }
  }
  throw new ProblemError(503, 'checkout.purchaseFailed', { headers: { 'Retry-After': '2' } });
};

/** The gateway, retried with the same key while the outcome is unknown; then 503 (the client retries later). */
const authorize = async (deps: PurchaseDeps, request: AuthorizationRequest): Promise<AuthorizationResult> => {
  const gateway = deps.paymentGateway;
  if (gateway === undefined)
    throw new ProblemError(503, 'checkout.purchaseFailed', { headers: { 'Retry-After': '30' } });
  let failure: unknown;
  for (let attempt = 1; attempt <= gatewayAttempts; attempt += 1) {
    try {
      return await gateway.authorize(request);
    } catch (error) {
      failure = error;
      // Only what identifies the attempt: the request (card details) is never logged.
      const reason = error instanceof Error ? error.name : 'unknown';
      deps.logger.warn({ orderId: request.orderId, attempt, reason }, 'payment authorization outcome unknown');
    }
  }
  throw new ProblemError(503, 'checkout.purchaseFailed', { headers: { 'Retry-After': '2' }, cause: failure });
};
