/**
 * My account (portal and staff alike): my profile, my profile change (pending until approved), my address book
 * and my orders. Every route takes the user id in its path and serves only the caller's own (requireSelf: another
 * user's id is 403); an order or address id that is not the caller's is 404.
 */
import { createHash, randomUUID } from 'node:crypto';
import { revisionStream } from '@parks/domain/revisions/streams';
import { profileDecider } from '@parks/domain/users/profile';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { accountUserQueries } from '@parks/projections/accounts/userQueries';
import { type AccountUserDocument, toAccountDto } from '@parks/projections/accounts/users';
import { orderConfirmationQueries } from '@parks/projections/store/orderConfirmationQueries';
import {
  type AccountOrderRowDto,
  type AddressBookEntryInput,
  type AddressResultDto,
  type accountOrdersQuerySchema,
  type ProfileInput,
  toAddressRecord,
  toUserProfile,
} from '@parks/schemas/account';
import type { ParameterizedContext } from 'koa';
import { signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import type { ValidatedContext } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import type { AccountDeps } from './deps.ts';
import { messageOf } from './replies.ts';
import { runUserCommand } from './users.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };
/** What a helper of several handlers needs (validated or not). */
type AnyContext = ParameterizedContext<AppState>;
type AccountOrdersQuery = ReturnType<typeof accountOrdersQuerySchema.validateSync>;

/** With an Idempotency-Key, a retried create names the same address (and adds nothing); else a fresh id. */
const addressIdFor = (ctx: AnyContext, userId: string): string => {
  const key = ctx.get('Idempotency-Key').trim();
  if (key === '') return `adr-${randomUUID()}`;
  return `adr-${createHash('sha256').update(`${userId}\n${key}`).digest('hex').slice(0, 32)}`;
};

export const myAccountRoutes = (deps: AccountDeps) => {
  const accounts = () => accountUserQueries(deps.projections);
  const orders = () => orderConfirmationQueries(deps.projections);
  const now = () => deps.clock().toISOString();

  const myAccount = async (ctx: AnyContext): Promise<AccountUserDocument> => {
    const account = await accounts().byId(signedInUser(ctx).id);
    if (account === null) throw new ProblemError(404, 'user.notFound');
    return account;
  };

  /** GET (or PUT) /api/account/GetById/{id}: my account, with the pending profile change if any. */
  const getById = async (ctx: Context): Promise<void> => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toAccountDto(await myAccount(ctx));
  };

  /** PUT /api/account/Update/{userId} {profile fields} → 202: the change waits for an administrator's approval. */
  const updateProfile = async (ctx: ValidatedContext<ProfileInput>): Promise<void> => {
    const user = signedInUser(ctx);
    const profile = toUserProfile(ctx.state.input.body);
    const outcome = await handleCommand(deps.eventStore, revisionStream('User', user.id), profileDecider, {
      type: 'RequestProfileChange',
      data: { userId: user.id, revisionId: `rev-${randomUUID()}`, profile },
      metadata: { now: now(), userId: user.id },
    });
    await deps.awaitProjections(outcome);
    ctx.status = 202;
    ctx.body = { ...messageOf(ctx, 'profile.pendingApproval'), account: toAccountDto(await myAccount(ctx)) };
  };

  const addressResult = (ctx: AnyContext, result: AddressResultDto['result'], entityId: string): AddressResultDto => {
    const code =
      result === 'created' ? 'address.created' : result === 'updated' ? 'address.updated' : 'address.deleted';
    return { result, entityId, ...messageOf(ctx, code) };
  };

  /** GET /api/account/{userId}/addresses. */
  const listAddresses = async (ctx: Context): Promise<void> => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await myAccount(ctx)).addresses;
  };

  /** POST /api/account/{userId}/addresses (AddressCreateDto) → 201 {result: 'created', entityId}. */
  const addAddress = async (ctx: ValidatedContext<AddressBookEntryInput>): Promise<void> => {
    const user = signedInUser(ctx);
    const address = toAddressRecord(ctx.state.input.body);
    const addressId = addressIdFor(ctx, user.id);
    await runUserCommand(deps.eventStore, deps.awaitProjections, {
      type: 'AddAddress',
      data: { userId: user.id, addressId, address },
      metadata: { now: now(), userId: user.id },
    });
    ctx.status = 201;
    ctx.body = addressResult(ctx, 'created', addressId);
  };

  /** PUT /api/account/{userId}/addresses/{addressId} (AddressUpdateDto) → {result: 'updated', entityId}. */
  const updateAddress = async (ctx: ValidatedContext<AddressBookEntryInput, undefined, 'addressId'>): Promise<void> => {
    const user = signedInUser(ctx);
    const address = toAddressRecord(ctx.state.input.body);
    const { addressId } = ctx.state.input.params;
    await runUserCommand(deps.eventStore, deps.awaitProjections, {
      type: 'UpdateAddress',
      data: { userId: user.id, addressId, address },
      metadata: { now: now(), userId: user.id },
    });
    ctx.body = addressResult(ctx, 'updated', addressId);
  };

  /** DELETE /api/account/{userId}/addresses/{addressId} → {result: 'deleted', entityId}. */
  const removeAddress = async (ctx: ValidatedContext<undefined, undefined, 'addressId'>): Promise<void> => {
    const user = signedInUser(ctx);
    const { addressId } = ctx.state.input.params;
    await runUserCommand(deps.eventStore, deps.awaitProjections, {
      type: 'RemoveAddress',
      data: { userId: user.id, addressId },
      metadata: { now: now(), userId: user.id },
    });
    ctx.body = addressResult(ctx, 'deleted', addressId);
  };

  /**
   * GET /api/account/{userId}/orders?storeCode=b2b&tab=processed|waiting&search=&max=: my orders, newest first,
   * at most 20 (the summary asks 5). `waiting` is Pending Approval; `processed` everything else.
   */
  const listOrders = async (ctx: ValidatedContext<undefined, AccountOrdersQuery>): Promise<void> => {
    const user = signedInUser(ctx);
    const { storeCode, max, search, tab } = ctx.state.input.query;
    const docs = await orders().newest(
      { customerId: user.id, storeCode, ...(tab === undefined ? {} : { tab }), search },
      max,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = docs.map(
      (doc): AccountOrderRowDto => ({
        orderId: doc.orderId,
        dateOrdered: doc.dateOrdered,
        status: doc.status,
        productionCents: doc.productionTotalCents,
        estimatedShipping: doc.estimatedArrivalDate,
        totalCents: doc.totals.totalCents,
        refundedCents: doc.refundedCents,
      }),
    );
  };

  /** GET /api/account/{userId}/orders/{orderId}: one of my orders; someone else's is 404, like a missing one. */
  const getOrder = async (ctx: ValidatedContext<undefined, undefined, 'orderId'>): Promise<void> => {
    const user = signedInUser(ctx);
    const order = await orders().ofCustomer(ctx.state.input.params.orderId, user.id);
    if (order === null) throw new ProblemError(404, 'order.notFound');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = order;
  };

  return { getById, updateProfile, listAddresses, addAddress, updateAddress, removeAddress, listOrders, getOrder };
};
