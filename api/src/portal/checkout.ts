/**
 * The portal checkout of the signed-in user (/api/PortalCheckout, by user id):
 *   GET  /GetById/{userId}          the checkout DTO with defaults (first address of the book, Ground, ship complete)
 *   PUT  /GetById/{userId}  {form}  the DTO recomputed from the cleaned form values (issues listed, never refused)
 *   POST /Review/{userId}   {form}  the same DTO for the read-only review step; 422 while any issue remains
 *   POST /Create/{userId}   {form}  Idempotency-Key required: places the order → 201 {orderId, confirmationAlias, status}
 * Every amount is computed here from the cart, the catalogue and the fee schedule; the form only chooses.
 */
import { createHash } from 'node:crypto';
import { requiresApproval } from '@parks/domain/orders/approvalRule';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { assertOrderable, portalCartDecider, portalCartStream } from '@parks/domain/portal/cart';
import { optionName } from '@parks/domain/portal/catalog';
import {
  accountOf,
  budgetCodeRequired,
  budgetCodesOf,
  isBackOrdered,
  lineTotalCents,
  type PortalCheckoutChoices,
  type PortalCheckoutUser,
  type PortalPricedLine,
  placePortalOrder,
  portalCheckoutIssues,
  showsPoNumber,
} from '@parks/domain/portal/checkout';
import { type PortalQuote, quotePortalOrder } from '@parks/domain/portal/fees';
import { portalCustomerAccounts, portalFeeSchedule } from '@parks/domain/seed/portalCheckout';
import { canonicalJson } from '@parks/domain/shared/canonicalJson';
import { DomainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { type AccountUserDocument, accountUsers } from '@parks/projections/accounts/users';
import { type CheckoutRateDocument, storeCheckoutRates, taxRecords } from '@parks/projections/store/checkoutRates';
import type { AddressDto } from '@parks/schemas/account';
import type { ShippingMethod } from '@parks/schemas/catalog';
import { isLanguage } from '@parks/schemas/language';
import {
  type PortalCheckoutDto,
  type PortalCheckoutFormInput,
  type PortalCheckoutIssue,
  type PortalCheckoutResultDto,
  type PortalShippingOption,
  portalCheckoutFormSchema,
} from '@parks/schemas/portal';
import type { ParameterizedContext } from 'koa';
import { signedInUser } from '../auth/guards.ts';
import { idempotencyKeyOf } from '../cart/idempotencyKey.ts';
import { ProblemError } from '../http/problems.ts';
import { validInput } from '../http/validate.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { shopperView } from '../store/input.ts';
import { foldStream } from '../store/streams.ts';
import { toCartDto } from './cart.ts';
import {
  availableOf,
  categoryOf,
  loadPortalCatalogue,
  priceOf,
  productOf,
  snapshotOf,
  unitPriceOf,
} from './catalogue.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The order number of a submission: the day, then 10 base-32 characters of hash(user, Idempotency-Key). */
const orderIdFor = (now: Date, userId: string, key: string): string => {
  const digest = createHash('sha256').update(`portal\n${userId}\n${key}`).digest();
  const suffix = Array.from(digest.subarray(0, 10), (byte) => crockford[byte % 32]).join('');
  return `${now.toISOString().slice(0, 10).replaceAll('-', '')}-${suffix}`;
};

const orNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

type Computed = Readonly<{
  dto: PortalCheckoutDto;
  user: PortalCheckoutUser;
  lines: readonly PortalPricedLine[];
  choices: PortalCheckoutChoices;
  preferredLanguage: 'en' | 'fr';
  cartItemIds: readonly string[];
  quote: PortalQuote;
}>;

export const portalCheckoutRoutes = (deps: RouteDeps) => {
  const accounts = () => deps.projections.collection<AccountUserDocument>(accountUsers.name);
  const rates = () => deps.projections.collection<CheckoutRateDocument>(storeCheckoutRates.name);
  const methodIds: readonly string[] = portalFeeSchedule.shippingMethods.map((method) => method.id);

  const compute = async (ctx: Context, form: PortalCheckoutFormInput | null): Promise<Computed> => {
    const signed = signedInUser(ctx);
    const [account, catalogue, cart, taxes] = await Promise.all([
      accounts().findById(signed.id),
      loadPortalCatalogue(deps),
      foldStream(deps.eventStore, portalCartStream(signed.id), portalCartDecider),
      taxRecords(rates(), shopperView),
    ]);
    const user: PortalCheckoutUser = {
      userId: signed.id,
      username: signed.username,
      role: signed.role,
      customerNumbers: account?.customerNumbers ?? [],
    };
    const book: readonly AddressDto[] = account?.addresses ?? [];
    const stockIssues: PortalCheckoutIssue[] = [];
    const lines: PortalPricedLine[] = [];
    const backOrdered: boolean[] = [];
    for (const item of cart.items) {
      const product = productOf(catalogue, item.productId);
      if (!product) {
        stockIssues.push({ field: `cartItems.${item.cartItemId}`, code: 'portal.productNotFound' });
        continue;
      }
      try {
        assertOrderable(snapshotOf(catalogue, product), item.quantity);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        stockIssues.push({ field: `cartItems.${item.cartItemId}`, code: error.code });
      }
      const available = availableOf(catalogue, product);
      const { choice } = item;
      lines.push({
        cartItemId: item.cartItemId,
        productId: product.productId,
        priceId: priceOf(catalogue, product.productId)?.priceId ?? '',
        sku: product.sku,
        productName: product.title,
        categoryName: categoryOf(catalogue, product.categoryId)?.name ?? { en: '', fr: '' },
        yearOption: optionName(product.options, 'year', choice.yearOptionId),
        monthOption: optionName(product.options, 'month', choice.monthOptionId),
        languageOption: optionName(product.options, 'language', choice.languageOptionId),
        packSize: optionName(product.options, 'packSize', choice.packSizeId),
        quantity: item.quantity,
        unitPriceCents: unitPriceOf(catalogue, product.productId),
        inStock: available > 0,
        allowBackorder: product.allowBackorder,
      });
      backOrdered.push(isBackOrdered(item, available));
    }

    // The address: a book entry by id, else the typed one, else (first load) the book's first entry.
    const typed = form !== null && form.address1 !== '';
    const chosen =
      form?.addressId != null
        ? (book.find((entry) => entry.entityId === form.addressId) ?? null)
        : typed
          ? null
          : form === null
            ? (book[0] ?? null)
            : null;
    const field = (fromBook: string | null | undefined, fromForm: string | undefined): string =>
      chosen ? (fromBook ?? '') : (fromForm ?? '');
    const address = {
      firstName: field(chosen?.firstName, form?.firstName),
      lastName: field(chosen?.lastName, form?.lastName),
      companyName: orNull(field(chosen?.companyName, form?.companyName)),
      address1: field(chosen?.address1, form?.address1),
      address2: orNull(field(chosen?.address2, form?.address2)),
      city: field(chosen?.city, form?.city),
      provinceState: orNull(field(chosen?.provinceState, form?.provinceState)),
      country: field(chosen?.country, form?.country),
      postalCode: field(chosen?.postalCode, form?.postalCode),
      phone1: field(chosen?.phone1, form?.phone1),
      email: field(chosen?.email1, form?.email1),
    };
    const email2 = orNull(field(chosen?.email2, form?.email2));
    const shippingMethod = orNull(form?.shippingMethod) ?? 'standard';
    const shippingOption = orNull(form?.shippingOption) ?? 'shipComplete';
    const budgetCode = orNull(form?.budgetCode);
    const poNumber = orNull(form?.poNumber);
    const choices: PortalCheckoutChoices = { address, email2, shippingMethod, shippingOption, budgetCode, poNumber };

    const issues = [
      ...portalCheckoutIssues({
        choices,
        user,
        accounts: portalCustomerAccounts,
        shippingMethods: methodIds,
        cartEmpty: cart.items.length === 0,
      }),
      ...stockIssues,
    ];
    const hasDestination = address.country !== '' && (address.country !== 'CA' || address.provinceState !== null);
    const method = methodIds.includes(shippingMethod) ? (shippingMethod as ShippingMethod) : null;
    const option = (['shipComplete', 'shipAsAvailable'] as const).find((id) => id === shippingOption) ?? null;
    let quote: PortalQuote;
    try {
      quote = quotePortalOrder({
        lines: lines.map((line, index) => ({
          totalCents: lineTotalCents(line),
          backOrdered: backOrdered[index] ?? false,
        })),
        shippingMethod: method,
        shippingOption: option,
        destination: hasDestination ? { country: address.country, provinceState: address.provinceState } : null,
        taxRecords: taxes,
        schedule: portalFeeSchedule,
        now: deps.clock().toISOString(),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      issues.push({ field: 'provinceState', code: error.code });
      quote = quotePortalOrder({
        lines: lines.map((line) => ({ totalCents: lineTotalCents(line), backOrdered: false })),
        shippingMethod: null,
        shippingOption: option,
        destination: null,
        taxRecords: taxes,
        schedule: portalFeeSchedule,
        now: deps.clock().toISOString(),
      });
    }
    const selectedAccount = accountOf(budgetCode, portalCustomerAccounts);
    const { fees } = quote;
    const cartDto = toCartDto(catalogue, cart);
    const dto: PortalCheckoutDto = {
      cartItems: cartDto.cartItems,
      aliases: book.map((entry) => ({
        id: entry.entityId,
        name: entry.nickName,
        isSelected: entry.entityId === chosen?.entityId,
      })),
      addressId: chosen?.entityId ?? null,
      fullName: `${address.firstName} ${address.lastName}`.trim(),
      firstName: address.firstName,
      lastName: address.lastName,
      companyName: address.companyName ?? '',
      address1: address.address1,
      address2: address.address2 ?? '',
      city: address.city,
      provinceState: address.provinceState ?? '',
      country: address.country,
      postalCode: address.postalCode,
      phone1: address.phone1,
      email1: address.email,
      email2: email2 ?? '',
      shippingMethods: portalFeeSchedule.shippingMethods.map((m) => ({
        id: m.id,
        name: m.name,
        isSelected: m.id === shippingMethod,
      })),
      shippingOptions: portalFeeSchedule.shippingOptions.map((o) => ({
        id: o.id,
        name: o.name,
        isSelected: o.id === shippingOption,
      })),
      estimatedArrivalDate: quote.estimatedArrivalDate,
      budgetCodes: budgetCodesOf(user, portalCustomerAccounts).map((a) => ({
        id: a.customerNumber,
        name: a.name,
        isSelected: a.customerNumber === budgetCode,
      })),
      budgetCode,
      budgetCodeRequired: budgetCodeRequired(user.role),
      showPoNumber: showsPoNumber(selectedAccount),
      poNumber: poNumber ?? '',
      fees,
      subtotal: fees.subtotalCents,
      lineItemFee: fees.lineItemFeeCents,
      orderProcessingFee: fees.orderProcessingFeeCents,
      orderShipmentFee: fees.orderShipmentFeeCents,
      productionSubtotal: fees.productionSubtotalCents,
      discountAmount: fees.discountCents,
      taxAmount: fees.taxCents,
      productionTotal: fees.productionTotalCents,
      shippingAmount: fees.shippingCents,
      shippingTaxAmount: fees.shippingTaxCents,
      shippingTotal: fees.shippingTotalCents,
      total: fees.totalCents,
      requiresApproval: requiresApproval(selectedAccount, fees.totalCents, user.role),
      issues,
      canSubmit: issues.length === 0,
    };
    const language = account?.profile.language;
    return {
      dto,
      user,
      lines,
      choices,
      preferredLanguage: isLanguage(language) ? language : 'en',
      cartItemIds: cart.items.map((item) => item.cartItemId),
      quote,
    };
  };

  const formOf = (ctx: Context): PortalCheckoutFormInput =>
    validInput(portalCheckoutFormSchema, ctx.request.body ?? {});

  const refuseIssues = (issues: readonly PortalCheckoutIssue[]): void => {
    if (issues.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const issue of issues) errors[issue.field] = [...(errors[issue.field] ?? []), issue.code];
    throw new ProblemError(422, 'portal.checkoutIncomplete', { errors });
  };

  const reply = (ctx: Context, dto: PortalCheckoutDto) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = dto;
  };

  const get = async (ctx: Context) => reply(ctx, (await compute(ctx, null)).dto);
  const update = async (ctx: Context) => reply(ctx, (await compute(ctx, formOf(ctx))).dto);
  const review = async (ctx: Context) => {
    const { dto } = await compute(ctx, formOf(ctx));
    refuseIssues(dto.issues);
    reply(ctx, dto);
  };

  /** The cart lines an order was placed from (its line ids are the cart item ids). */
  const placedLineIds = async (stream: string): Promise<string[]> => {
    for await (const recorded of deps.eventStore.readStream(stream, { maxCount: 1 })) {
      const lines = recorded.data.lines;
      return Array.isArray(lines)
        ? lines.flatMap((line) => {
            const lineId = typeof line === 'object' && line !== null && !Array.isArray(line) ? line.lineId : undefined;
            return typeof lineId === 'string' ? [lineId] : [];
          })
        : [];
    }
    return [];
  };

  /** Empties the cart of the lines the order took; already done (or an emptied cart) is fine. */
  const checkOutCart = async (userId: string, orderId: string, cartItemIds: readonly string[], at: Date) => {
    try {
      await handleCommand(deps.eventStore, portalCartStream(userId), portalCartDecider, {
        type: 'CheckOutPortalCart',
        data: { userId, orderId, cartItemIds },
        metadata: { now: at.toISOString(), userId },
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error; // portal.cartEmpty: nothing left to take
    }
  };

  const create = async (ctx: Context) => {
    const signed = signedInUser(ctx);
    const key = idempotencyKeyOf(ctx, { required: true });
    const form = formOf(ctx);
    const at = deps.clock();
    const orderId = orderIdFor(at, signed.id, key);
    const stream = orderStream(orderId);
    const answer = (status: PortalCheckoutResultDto['status']) => {
      ctx.status = 201;
      ctx.body = {
        orderId,
        confirmationAlias: `portal/confirmation/${orderId}`,
        status,
      } satisfies PortalCheckoutResultDto;
    };
    // A repeated submission (retry, double click) finds its order already placed: the same answer, nothing new.
    const existing = await foldStream(deps.eventStore, stream, orderDecider);
    if (existing.status !== 'absent') {
      const lineIds = await placedLineIds(stream);
      await checkOutCart(signed.id, orderId, lineIds, at);
      answer(existing.status);
      return;
    }
    const computed = await compute(ctx, form);
    refuseIssues(computed.dto.issues);
    const { choices, user, lines } = computed;
    const account = accountOf(choices.budgetCode, portalCustomerAccounts);
    const { quote } = computed;
    const requestHash = createHash('sha256')
      .update(canonicalJson({ lines, choices, fees: computed.dto.fees }))
      .digest('hex');
    const command = placePortalOrder(
      {
        orderId,
        cartId: portalCartStream(user.userId),
        user,
        lines,
        choices: {
          ...choices,
          shippingMethod: choices.shippingMethod as ShippingMethod,
          shippingOption: choices.shippingOption as PortalShippingOption,
        },
        account,
        quote,
        preferredLanguage: computed.preferredLanguage,
        confirmationAlias: `portal/confirmation/${orderId}`,
        idempotencyKey: key,
        requestHash,
      },
      at.toISOString(),
    );
    const placed = await handleCommand(deps.eventStore, stream, orderDecider, command);
    await checkOutCart(user.userId, orderId, computed.cartItemIds, at);
    await deps.awaitProjections(placed);
    const first = placed.newEvents[0];
    answer(first?.type === 'OrderPlaced' ? first.data.status : 'pending');
  };

  return { get, update, review, create };
};
