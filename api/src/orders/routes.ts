/**
 * Staff actions on orders (back-office.md sections 4 and 6): approve or decline a portal order waiting for
 * approval, ship with a tracking number, cancel with a reason. One order at a time, or the b2b bulk action:
 *   POST /api/Orders/{orderId}/Approve | Decline {reason} | Ship {trackingNumber, trackingUrl?} | Cancel {reason}
 *   PUT  /api/Orders/UpdateOrders {action, orderIds, reason?, trackingNumber?, trackingUrl?, storeCode?}
 * Who may: the orders area of the order's store (b2b: LMG, SuperUser; b2c: also Administrator). Approve and
 * decline are b2b only. The rules (which status allows what, repeated actions) are the order decider's.
 */
import Router from '@koa/router';
import type { OrderTransitionCommand } from '@parks/domain/orders/commands';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { DomainError } from '@parks/domain/shared/errors';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { type OrderConfirmation, storeOrderConfirmations } from '@parks/projections/store/orderConfirmations';
import type { OrderStatus } from '@parks/schemas/orders';
import {
  cancelOrderSchema,
  declineOrderSchema,
  type OrderAction,
  shipOrderSchema,
  type UpdateOrdersResultDto,
  updateOrdersSchema,
} from '@parks/schemas/portal';
import { adminAreaRoles } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import type { ParameterizedContext } from 'koa';
import { assertRole, requireRole } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { parseBody } from '../store/input.ts';
import { foldStream } from '../store/streams.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

type ActionData = Readonly<{ reason: string; trackingNumber: string; trackingUrl: string | null }>;

const commandOf = (
  action: OrderAction,
  orderId: string,
  data: ActionData,
  metadata: { now: string; userId: string },
) => {
  switch (action) {
    case 'approve':
      return { type: 'ApproveOrder', data: { orderId }, metadata } satisfies OrderTransitionCommand;
    case 'decline':
      return {
        type: 'DeclineOrder',
        data: { orderId, reason: data.reason },
        metadata,
      } satisfies OrderTransitionCommand;
    case 'ship':
      return {
        type: 'ShipOrder',
        data: { orderId, trackingNumber: data.trackingNumber, trackingUrl: data.trackingUrl },
        metadata,
      } satisfies OrderTransitionCommand;
    case 'cancel':
      return { type: 'CancelOrder', data: { orderId, reason: data.reason }, metadata } satisfies OrderTransitionCommand;
  }
};

/** Staff who may act on orders of at least one store: the union of both stores' orders areas. */
const anyOrdersStaff = [...new Set([...adminAreaRoles('orders', 'b2b'), ...adminAreaRoles('orders', 'b2c')])];

export const ordersRoutes = (deps: RouteDeps) => {
  const confirmations = () => deps.projections.collection<OrderConfirmation>(storeOrderConfirmations.name);

  const storeOf = async (orderId: string): Promise<StoreCode> =>
    (await confirmations().findById(orderId))?.storeCode ?? 'b2b'; // unknown yet: the stricter b2b rules

  /** One action on one order, as the signed-in staff member: the order's status after it. */
  const act = async (ctx: Context, action: OrderAction, orderId: string, data: ActionData): Promise<OrderStatus> => {
    const store = action === 'approve' || action === 'decline' ? 'b2b' : await storeOf(orderId);
    const user = assertRole(ctx, adminAreaRoles('orders', store));
    const command = commandOf(action, orderId, data, { now: deps.clock().toISOString(), userId: user.id });
    const outcome = await handleCommand(deps.eventStore, orderStream(orderId), orderDecider, command);
    await deps.awaitProjections(outcome);
    const state = await foldStream(deps.eventStore, orderStream(orderId), orderDecider);
    if (state.status === 'absent') throw new ProblemError(404, 'order.notFound');
    return state.status;
  };

  const single = (action: OrderAction) => async (ctx: Context) => {
    const orderId = ctx.params.orderId ?? '';
    const body = ctx.request.body ?? {};
    const data: ActionData =
      action === 'ship'
        ? { reason: '', ...parseBody(shipOrderSchema, body) }
        : action === 'decline'
          ? { ...parseBody(declineOrderSchema, body), trackingNumber: '', trackingUrl: null }
          : action === 'cancel'
            ? { ...parseBody(cancelOrderSchema, body), trackingNumber: '', trackingUrl: null }
            : { reason: '', trackingNumber: '', trackingUrl: null };
    const status = await act(ctx, action, orderId, data);
    ctx.body = { orderId, status };
  };

  /** Each selected order on its own: one refused (status, rights) does not stop the others. */
  const bulk = async (ctx: Context) => {
    const input = parseBody(updateOrdersSchema, ctx.request.body);
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

  return new Router<AppState>({ prefix: '/Orders' })
    .use(requireRole(...anyOrdersStaff))
    .post('/:orderId/Approve', single('approve'))
    .post('/:orderId/Decline', single('decline'))
    .post('/:orderId/Ship', single('ship'))
    .post('/:orderId/Cancel', single('cancel'))
    .put('/UpdateOrders', bulk);
};
