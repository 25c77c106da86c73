/**
 * One order in the back office, as its routes (the order modal's details, refunds) find it: the checks of an order
 * route, and who may see the order. The orders area of the order's own store decides, read from its stream (never
 * behind, unlike a read model); an order not found gets the stricter b2b rules, so that an answer tells nobody
 * outside that area whether an id exists.
 */
import { orderStream } from '@parks/domain/orders/streams';
import type { Command, Event, StreamDecider } from '@parks/domain/shared/decider';
import type { EventStore } from '@parks/infra/eventStore/port';
import { isWellFormedId } from '@parks/schemas/fields';
import { adminAreaRoles, isStaffRole, type StaffRole } from '@parks/schemas/roles';
import type { StoreCode } from '@parks/schemas/store';
import type { ParameterizedContext } from 'koa';
import { assertRole, forbidden } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { type InputSchema, type ValidateMiddleware, validate } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import { foldStream } from '../store/streams.ts';

/** The checks of a route of one order: its query, and the `orderId` of its path (not found unless well formed). */
export const validateOrderRoute = <Q>(query: InputSchema<Q>): ValidateMiddleware<undefined, Q, 'orderId'> =>
  validate({ query, params: { orderId: 'order.notFound' } });

/**
 * The order as `reader` folds its stream, and the signed-in staff member, once their role may work on the orders of
 * the order's store: 401 or 403 first, then 404 when there is no such order.
 */
export const orderForStaff = async <S, E extends Event>(
  ctx: ParameterizedContext<AppState>,
  eventStore: EventStore,
  orderId: string,
  reader: Pick<StreamDecider<S | null, Command, E>, 'evolve' | 'initialState' | 'parse'>,
  storeCodeOf: (order: S) => StoreCode,
): Promise<Readonly<{ order: S; user: Readonly<{ id: string; role: StaffRole }> }>> => {
  const order = isWellFormedId(orderId) ? await foldStream(eventStore, orderStream(orderId), reader) : null;
  const user = assertRole(ctx, adminAreaRoles('orders', order === null ? 'b2b' : storeCodeOf(order)));
  if (order === null) throw new ProblemError(404, 'order.notFound');
  if (!isStaffRole(user.role)) throw forbidden();
  return { order, user: { id: user.id, role: user.role } };
};
