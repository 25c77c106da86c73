/**
 * Staff actions on orders (back-office.md sections 4 and 6): approve or decline a portal order waiting for
 * approval, ship with a tracking number, cancel with a reason. One order at a time, or the b2b bulk action:
 *   POST /api/Orders/{orderId}/Approve | Decline {reason} | Ship {trackingNumber, trackingUrl?} | Cancel {reason}
 *   PUT  /api/Orders/UpdateOrders {action, orderIds, reason?, trackingNumber?, trackingUrl?, storeCode?}
 * The same PUT carries the order modal's views, one order each (`action` tells the shapes apart):
 *   {action: 'edit', orderId, data: {shippingAddress?, billingAddress?, poNumber?, budgetCode?, trackingNumber?,
 *     trackingUrl?, reason?}}: exactly the changed fields are recorded, before and after; nothing changed, nothing
 *     recorded (`order.unchanged`);
 *   {action: 'editStatus', orderId, data: {status, reason?, trackingNumber?, trackingUrl?}}: the legal transition to
 *     that status (409 otherwise); cancel and decline need a reason, ship a tracking number;
 *   {action: 'note', orderId, data: {note, correctsNoteId?}}: a new note, or a correction naming an earlier one;
 *   {action: 'email', orderId, data: {requestId, to?}}: the confirmation mailed again by the mail worker, once per
 *     client request id however often the request is sent.
 * Each answers `{message, id}` (the message in the request's language, the order id); the actor's id and role go
 * with the event.
 * Who may: the orders area of the order's own store, read from its stream (b2b: LMG, SuperUser; b2c: also
 * Administrator); a `storeCode` in the request neither opens nor closes it, and an order not found gets the
 * stricter b2b rules. Approve and decline are b2b only. The rules (which status allows what, repeated actions)
 * are the order decider's.
 *
 * The orders list of the back office, one page per call: `PUT /api/Orders/SearchOrders` (search.ts), and the same
 * list as the gateway's `POST /api/Orders/GetAll {entity: 'Orders', storeCode, data}`.
 *
 * The order modal's details, everything about one order with its refunds, notes and audit timeline (details.ts):
 *   GET  /api/Orders/GetOrderDetails/{orderId}?storeCode=   → OrderDetailsDto
 *
 * The resource family's names for the same calls (§7: Orders has no create or delete):
 *   GET /api/Orders/GetAll?storeCode=&page=&search= = SearchOrders; GET /api/Orders/GetById/{id} =
 *   GetOrderDetails; PUT /api/Orders/Update/{id} {action, data | reason, tracking…} = UpdateOrders for that order;
 *   POST /api/Orders/Create and DELETE /api/Orders/Delete/{id} → 405 `order.createOrDelete.notAllowed` (Allow).
 *   An order comes from a checkout and is kept: staff cancel or refund it.
 *
 * Release for production on demand (b2b only, LMG and SuperUser), without waiting for the scheduled sweep:
 *   POST /api/Orders/Release {orderIds: string[]}  |  POST /api/Orders/{orderId}/Release
 * Every id is checked first (all or nothing): unknown → 404 `order.notFound`; a public-store order → 409
 * `order.notPortalOrder`; not Pending (say still waiting for approval) → 409 `order.notPending`; `errors` says
 * which id broke which rule. Then 202 `{enqueued, alreadyReleased, requestedBy}`: the Pending ones are handed
 * to `deps.requestRelease` (one `release-order` job each on the Redis queue; the release worker runs them),
 * those already In Production are only reported. Without `requestRelease` (a process with no queues) → 503
 * `order.releaseUnavailable`. 202 means enqueued, not released: the order turns In Production when the job ran.
 */
import { randomUUID } from 'node:crypto';
import type { OrderStaffCommand, OrderTransitionCommand } from '@parks/domain/orders/commands';
import { orderDecider } from '@parks/domain/orders/decider';
import { releaseCheck } from '@parks/domain/orders/release';
import { orderStream } from '@parks/domain/orders/streams';
import { DomainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { orderDetailsQuerySchema } from '@parks/schemas/admin/orderDetails';
import { ordersListQuerySchema, searchOrdersBodySchema, searchOrdersQuerySchema } from '@parks/schemas/admin/orders';
import { gatewayRequestSchema } from '@parks/schemas/admin/requests';
import { isWellFormedId } from '@parks/schemas/fields';
import { languageFromHeader } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import {
  isSingleOrderAction,
  isSingleOrderInput,
  type OrderUpdateAnswer,
  type OrderUpdateInput,
  orderUpdateSchema,
  type SingleOrderInput,
  type UpdateOrdersBulk,
} from '@parks/schemas/orderStaff';
import type { OrderStatus } from '@parks/schemas/orders';
import {
  cancelOrderSchema,
  declineOrderSchema,
  type OrderAction,
  releaseOrdersSchema,
  shipOrderSchema,
  type UpdateOrdersResultDto,
} from '@parks/schemas/portal';
import { adminAreaRoles, type Role } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import type { ParameterizedContext } from 'koa';
import { eitherStoreAreaRoles } from '../auth/adminAreas.ts';
import { assertRole, guardedRouter, requireRole } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { type InputSchema, isJsonObject, type Validated, validate, validInput } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import { foldStream } from '../store/streams.ts';
import type { OrdersDeps } from './deps.ts';
import { orderDetails } from './details.ts';
import { ordersListProblems, searchOrders } from './search.ts';
import { validateOrderRoute } from './staffOrder.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

/** Orders come from a checkout and are kept (§7): a create or a delete is refused with the way that exists. */
const notCreatedOrDeleted = (allow: string): ProblemError =>
  new ProblemError(405, 'order.createOrDelete.notAllowed', { headers: { Allow: allow } });

export type ReleaseRequestedDto = Readonly<{
  /** Pending orders whose release job was added (or was already waiting). */
  enqueued: readonly string[];
  /** Orders already In Production: nothing to do. */
  alreadyReleased: readonly string[];
  requestedBy: string;
}>;

type ActionData = Readonly<{ reason: string; trackingNumber: string; trackingUrl: string | null }>;

const commandOf = (
  action: OrderAction,
  orderId: string,
  data: ActionData,
  metadata: { now: string; userId: string },
  actorRole: Role,
) => {
  switch (action) {
    case 'approve':
      return { type: 'ApproveOrder', data: { orderId, actorRole }, metadata } satisfies OrderTransitionCommand;
    case 'decline':
      return {
        type: 'DeclineOrder',
        data: { orderId, reason: data.reason, actorRole },
        metadata,
      } satisfies OrderTransitionCommand;
    case 'ship':
      return {
        type: 'ShipOrder',
        data: { orderId, trackingNumber: data.trackingNumber, trackingUrl: data.trackingUrl, actorRole },
        metadata,
      } satisfies OrderTransitionCommand;
    case 'cancel':
      return {
        type: 'CancelOrder',
        data: { orderId, reason: data.reason, actorRole },
        metadata,
      } satisfies OrderTransitionCommand;
  }
};

/** The command of one order-modal view, by the signed-in staff member (`metadata.userId`) acting as `actorRole`. */
const viewCommandOf = (input: SingleOrderInput, metadata: { now: string; userId: string }, actorRole: Role) => {
  const { orderId } = input;
  switch (input.action) {
    case 'edit': {
      const { reason, ...values } = input.data;
      return {
        type: 'EditOrder',
        data: { orderId, values, reason: reason === '' ? null : reason, actorRole },
        metadata,
      } satisfies OrderStaffCommand;
    }
    case 'editStatus':
      return {
        type: 'ChangeOrderStatus',
        data: { orderId, ...input.data, actorRole },
        metadata,
      } satisfies OrderStaffCommand;
    case 'note': {
      const { note, correctsNoteId } = input.data;
      // The note's id is ours: a note is never looked up by anything the client makes up.
      const noteId = `note-${randomUUID()}`;
      return {
        type: 'AddOrderNote',
        data: { orderId, noteId, text: note, correctsNoteId, actorRole },
        metadata,
      } satisfies OrderStaffCommand;
    }
    case 'email':
      return {
        type: 'RequestConfirmationResend',
        data: { orderId, requestId: input.data.requestId, to: input.data.to, actorRole },
        metadata,
      } satisfies OrderStaffCommand;
  }
};

const viewMessages: Readonly<Record<SingleOrderInput['action'], MessageKey>> = {
  edit: 'order.edited',
  editStatus: 'order.statusChanged',
  note: 'order.noteAdded',
  email: 'order.confirmationResendRequested',
};

export const ordersRoutes = (deps: OrdersDeps) => {
  /** The order's own store, from its stream (never behind, unlike a read model); not found: the b2b rules. */
  const storeOf = async (orderId: string): Promise<StoreCode> => {
    const state = await foldStream(deps.eventStore, orderStream(orderId), orderDecider);
    return state.status === 'absent' ? 'b2b' : state.storeCode;
  };

  /** One action on one order, as the signed-in staff member: the order's status after it. */
  const act = async (ctx: Context, action: OrderAction, orderId: string, data: ActionData): Promise<OrderStatus> => {
    // An id that is not one of ours (`__proto__`, `a:b`) names no order: not found, like any unknown id.
    if (!isWellFormedId(orderId)) throw new ProblemError(404, 'order.notFound');
    const store = action === 'approve' || action === 'decline' ? 'b2b' : await storeOf(orderId);
    const user = assertRole(ctx, adminAreaRoles('orders', store));
    const metadata = { now: deps.clock().toISOString(), userId: user.id };
    const command = commandOf(action, orderId, data, metadata, user.role);
    const outcome = await handleCommand(deps.eventStore, orderStream(orderId), orderDecider, command);
    await deps.awaitProjections(outcome);
    const state = await foldStream(deps.eventStore, orderStream(orderId), orderDecider);
    if (state.status === 'absent') throw new ProblemError(404, 'order.notFound');
    return state.status;
  };

  /** One action on the order of the path: its validation (id, and the action's body) then the action. */
  const single = <B>(action: OrderAction, body: InputSchema<B> | undefined, dataOf: (body: B) => ActionData) =>
    [
      validate<B, undefined, 'orderId'>({ params: { orderId: 'order.notFound' }, ...(body ? { body } : {}) }),
      async (ctx: Context & { state: Validated<B, undefined, 'orderId'> }) => {
        const { orderId } = ctx.state.input.params;
        const status = await act(ctx, action, orderId, dataOf(ctx.state.input.body));
        ctx.body = { orderId, status };
      },
    ] as const;
  const noTracking = { trackingNumber: '', trackingUrl: null };

  /** One view of the order modal on one order (see the header); a refusal changes nothing. */
  const view = async (ctx: Context, input: SingleOrderInput) => {
    const { orderId } = input;
    if (!isWellFormedId(orderId)) throw new ProblemError(404, 'order.notFound');
    const user = assertRole(ctx, adminAreaRoles('orders', await storeOf(orderId)));
    const command = viewCommandOf(input, { now: deps.clock().toISOString(), userId: user.id }, user.role);
    const outcome = await handleCommand(deps.eventStore, orderStream(orderId), orderDecider, command);
    await deps.awaitProjections(outcome);
    const message =
      input.action === 'edit' && outcome.newEvents.length === 0 ? 'order.unchanged' : viewMessages[input.action];
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      message: translate(languageFromHeader(ctx.get('Accept-Language')), message),
      id: orderId,
    } satisfies OrderUpdateAnswer;
  };

  /** Each selected order on its own: one refused (status, rights) does not stop the others. */
  const bulk = async (ctx: Context, input: UpdateOrdersBulk) => {
    const data: ActionData = {
      reason: input.reason,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl,
    };
    const results: UpdateOrdersResultDto['results'][number][] = [];
    for (const orderId of [...new Set(input.orderIds)]) {
      try {
        results.push({
          orderId,
          ok: true,
          status: await act(ctx, input.action as OrderAction, orderId, data),
          code: null,
        });
      } catch (error) {
        if (error instanceof DomainError || error instanceof ProblemError) {
          if (error instanceof ProblemError && error.status === 401) throw error;
          results.push({ orderId, ok: false, status: null, code: error.code });
        } else throw error;
      }
    }
    ctx.body = { results } satisfies UpdateOrdersResultDto;
  };

  /** The release on demand of `orderIds` (see the header): checks all, then enqueues the Pending ones. */
  const release = async (ctx: Context, orderIds: readonly string[]) => {
    const user = assertRole(ctx, adminAreaRoles('orders', 'b2b'));
    const enqueued: string[] = [];
    const alreadyReleased: string[] = [];
    // A Map, not an object: an id such as `__proto__` would set the object's prototype instead of a key.
    const errors = new Map<string, string[]>();
    for (const orderId of orderIds) {
      const state = isWellFormedId(orderId)
        ? await foldStream(deps.eventStore, orderStream(orderId), orderDecider)
        : { status: 'absent' as const };
      const check = releaseCheck(state); // the order decider's own release rule
      if (check === 'releasable') enqueued.push(orderId);
      else if (check === 'alreadyReleased') alreadyReleased.push(orderId);
      else errors.set(orderId, [check]);
    }
    const refused = [...errors.values()].map(([code]) => code ?? '');
    if (refused.length > 0) {
      const notFound = refused.includes('order.notFound');
      throw new ProblemError(notFound ? 404 : 409, notFound ? 'order.notFound' : (refused[0] ?? ''), {
        errors: Object.fromEntries(errors),
      });
    }
    // Only a request that is right gets as far as the queue: a wrong id is a 4xx even where there is none.
    if (deps.requestRelease === undefined) {
      throw new ProblemError(503, 'order.releaseUnavailable', {
        detail: 'Releases cannot be requested here: this process has no release queue.',
      });
    }
    if (enqueued.length > 0) await deps.requestRelease(enqueued, user.id);
    ctx.status = 202;
    ctx.body = { enqueued, alreadyReleased, requestedBy: user.id } satisfies ReleaseRequestedDto;
  };

  const search = searchOrders(deps);
  const details = orderDetails(deps);
  const update = async (ctx: Context, input: OrderUpdateInput) => {
    if (isSingleOrderInput(input)) await view(ctx, input);
    else await bulk(ctx, input);
  };

  return (
    guardedRouter('/Orders', requireRole(...eitherStoreAreaRoles('orders')))
      .get('/GetOrderDetails/:orderId', validateOrderRoute(orderDetailsQuerySchema), async (ctx) => {
        const language = languageFromHeader(ctx.get('Accept-Language'));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await details(ctx, ctx.state.input.params.orderId, language);
      })
      .post('/Release', validate({ body: releaseOrdersSchema }), async (ctx) => {
        assertRole(ctx, adminAreaRoles('orders', 'b2b'));
        await release(ctx, [...new Set(ctx.state.input.body.orderIds)]);
      })
      // The ids of the path are checked with the others (one 404 per unknown id), so no params spec here.
      .post('/:orderId/Release', (ctx) => release(ctx, [ctx.params.orderId ?? '']))
      .post('/:orderId/Approve', ...single('approve', undefined, () => ({ reason: '', ...noTracking })))
      .post('/:orderId/Decline', ...single('decline', declineOrderSchema, ({ reason }) => ({ reason, ...noTracking })))
      .post('/:orderId/Ship', ...single('ship', shipOrderSchema, (tracking) => ({ reason: '', ...tracking })))
      .post('/:orderId/Cancel', ...single('cancel', cancelOrderSchema, ({ reason }) => ({ reason, ...noTracking })))
      .put('/UpdateOrders', validate({ body: orderUpdateSchema }), (ctx) => update(ctx, ctx.state.input.body))
      .get('/GetById/:orderId', validateOrderRoute(orderDetailsQuerySchema), async (ctx) => {
        const language = languageFromHeader(ctx.get('Accept-Language'));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await details(ctx, ctx.state.input.params.orderId, language);
      })
      // The order is the path's: a view action names it `orderId`, the bulk action `orderIds` (one).
      .put('/Update/:orderId', (ctx) => {
        const body: unknown = ctx.request.body;
        const orderId = ctx.params.orderId ?? '';
        // Anything but an object goes to the schema as sent, to be refused as every body is.
        const named = !isJsonObject(body)
          ? body
          : isSingleOrderAction(body.action)
            ? { ...body, orderId }
            : { ...body, orderIds: [orderId] };
        return update(ctx, validInput(orderUpdateSchema, named));
      })
      .get('/GetAll', ordersListProblems, validate({ query: searchOrdersQuerySchema }), (ctx) =>
        search(ctx, ctx.state.input.query, searchOrdersBodySchema.validateSync({})),
      )
      .post('/Create', () => {
        throw notCreatedOrDeleted('GET, PUT');
      })
      .delete('/Delete/:orderId', () => {
        throw notCreatedOrDeleted('GET, PUT');
      })
      .put(
        '/SearchOrders',
        ordersListProblems,
        validate({ query: searchOrdersQuerySchema, body: searchOrdersBodySchema }),
        (ctx) => search(ctx, ctx.state.input.query, ctx.state.input.body),
      )
      // The gateway's GetAll (§7): the same list, the advanced fields beside the page and keyword in `data`.
      .post('/GetAll', ordersListProblems, validate({ body: gatewayRequestSchema }), (ctx) => {
        const { entity, storeCode, data } = ctx.state.input.body;
        if (entity.toLowerCase() !== 'orders') {
          throw new ProblemError(422, 'admin.entity.mismatch', { errors: { entity: ['admin.entity.mismatch'] } });
        }
        const { page, search: keyword, ...advanced } = validInput(ordersListQuerySchema, { ...data, storeCode });
        return search(ctx, { storeCode, page, search: keyword }, advanced);
      })
  );
};
