/**
 * Refunds of one order (back-office.md §3 Refund, §4 refund types, §5 refund amounts; issue 13):
 *   GET  /api/Refunds/GetById/{orderId}?storeCode=   the refund form: type options, lines with what each has
 *                                                    available for refund, the refunds so far
 *   POST /api/Refunds/Create?storeCode=               {orderId, type, reason, comments, lines: [{id, amount}], preview?}
 * and the family's other verbs (GetAll, GetById/{refundId}, Update/{refundId} a comment, Delete/{refundId} 409:
 * family.ts).
 * Who may: the orders area of the order's own store, read from its stream (LMG and SuperUser; the Administrator on
 * public-store orders; never an Operator); a `storeCode` in the request neither opens nor closes it, and an order
 * not found gets the stricter b2b rules. The rules and the caps are the refund decider's (domain/src/refunds).
 *
 * A preview runs the same decision on the same stream and records nothing, so it answers exactly what the refund
 * would record. A refund is appended at the revision its decision read, without a retry: a refund recorded in the
 * meantime means the amounts the staff member saw are no longer what is available, so the request is refused with
 * 409 `refund.concurrentRefund` rather than decided again on amounts nobody looked at.
 */
import { orderDecider } from '@parks/domain/orders/decider';
import type { OrderEvent, OrderPlaced } from '@parks/domain/orders/events';
import { isStatusEvent, statusAfter } from '@parks/domain/orders/state';
import { formLines, refundableOrderOf } from '@parks/domain/refunds/calculator';
import type { RequestRefund } from '@parks/domain/refunds/commands';
import { refundDecider } from '@parks/domain/refunds/decider';
import type { RefundEvent } from '@parks/domain/refunds/events';
import { refundStream } from '@parks/domain/refunds/streams';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { WrongExpectedVersionError } from '@parks/infra/eventStore/errors';
import { refundCommentSchema, refundListQuerySchema } from '@parks/schemas/admin/refundFamily';
import {
  type CreateRefundResultDto,
  createRefundSchema,
  type RefundFormDto,
  type RefundRecord,
  refundAmountCents,
  refundFormQuerySchema,
  refundTypeLabel,
  refundTypes,
} from '@parks/schemas/admin/refunds';
import { gatewayRequestSchema } from '@parks/schemas/admin/requests';
import { languageFromHeader } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import type { OrderStatus } from '@parks/schemas/orders';
import type { ParameterizedContext } from 'koa';
import { dtoPartBody } from '../admin/uploads/multipart.ts';
import { eitherStoreAreaRoles } from '../auth/adminAreas.ts';
import { guardedRouter, requireRole } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { validate, validInput } from '../http/validate.ts';
import { orderForStaff, validateOrderRoute } from '../orders/staffOrder.ts';
import { lineSkus, withLineSkus } from '../shownNames.ts';
import type { AppState } from '../state.ts';
import type { foldStream } from '../store/streams.ts';
import type { RefundsRouteDeps } from './deps.ts';
import { refundFamily } from './family.ts';

type Context = ParameterizedContext<AppState>;
type Placed = OrderPlaced['data'];

/**
 * The order as placed, read from its stream with the order parser (OrderPlaced never changes afterwards), and its
 * status as the stream stands (an order never charged has nothing to refund: the refund decider's rule).
 */
type PlacedWithStatus = Readonly<{ placed: Placed; status: OrderStatus }>;
const placedReader = {
  initialState: (): PlacedWithStatus | null => null,
  evolve: (order: PlacedWithStatus | null, event: OrderEvent): PlacedWithStatus | null => {
    if (event.type === 'OrderPlaced') return { placed: event.data, status: statusAfter(event) };
    if (order === null || !isStatusEvent(event)) return order;
    return { ...order, status: statusAfter(event) };
  },
  parse: orderDecider.parse,
} satisfies Parameters<typeof foldStream<PlacedWithStatus | null, OrderEvent>>[2];

export const refundsRoutes = (deps: RefundsRouteDeps) => {
  /** The order and the signed-in staff member, once their role may refund in the order's own store. */
  const orderFor = async (ctx: Context, orderId: string) => {
    const { order, user } = await orderForStaff(
      ctx,
      deps.eventStore,
      orderId,
      placedReader,
      (found) => found.placed.storeCode,
    );
    return { placed: order.placed, status: order.status, user };
  };

  const form = async (ctx: Context, orderId: string): Promise<RefundFormDto> => {
    const { placed } = await orderFor(ctx, orderId);
    const language = languageFromHeader(ctx.get('Accept-Language'));
    const { state, revision } = await foldStreamRevision(deps.eventStore, refundStream(orderId), refundDecider);
    const order = refundableOrderOf(placed);
    const skuOf = await lineSkus(
      deps.projections,
      language,
      placed.lines.map((line) => line.productId),
    );
    return {
      orderId,
      storeCode: placed.storeCode,
      types: refundTypes.map((value) => ({ value, label: translate(language, refundTypeLabel(value)) })),
      lines: formLines(order, state.soFar).map((line) => ({ ...line, sku: skuOf(line.sku) })),
      refunds: withLineSkus(state.refunds, skuOf),
      paidCents: order.paidCents,
      refundedCents: state.soFar.totalCents,
      revision: revision === undefined ? null : revision.toString(),
    };
  };

  const family = refundFamily(deps);
  const refundParams = { refundId: 'refund.notFound' } as const;

  return (
    guardedRouter('/Refunds', requireRole(...eitherStoreAreaRoles('orders')))
      .get('/GetAll', validate({ query: refundListQuerySchema }), async (ctx) => {
        ctx.body = await family.list(ctx, ctx.state.input.query);
      })
      // The gateway's GetAll (§7): the same list, its search fields in `data`.
      .post('/GetAll', validate({ body: gatewayRequestSchema }), async (ctx) => {
        const { entity, storeCode, data } = ctx.state.input.body;
        if (entity.toLowerCase() !== 'refunds') {
          throw new ProblemError(422, 'admin.entity.mismatch', { errors: { entity: ['admin.entity.mismatch'] } });
        }
        ctx.body = await family.list(ctx, validInput(refundListQuerySchema, { ...data, storeCode }));
      })
      // A refund's id (`<orderId>-R<n>`) answers the refund; an order's id, the refund form of that order.
      .get('/GetById/:orderId', validateOrderRoute(refundFormQuerySchema), async (ctx) => {
        const id = ctx.state.input.params.orderId;
        ctx.body = (await family.details(ctx, id)) ?? (await form(ctx, id));
      })
      .put('/Update/:refundId', validate({ params: refundParams, body: refundCommentSchema }), async (ctx) => {
        ctx.body = await family.comment(ctx, ctx.state.input.params.refundId, ctx.state.input.body.comment);
      })
      .delete('/Delete/:refundId', validate({ params: refundParams }), (ctx) =>
        family.refuseDelete(ctx, ctx.state.input.params.refundId),
      )
      .post(
        '/Create',
        // §7: a refund may come as multipart, its one part `refundDto` holding the JSON body.
        dtoPartBody('refundDto'),
        validate({ query: refundFormQuerySchema, body: createRefundSchema }),
        async (ctx) => {
          const input = ctx.state.input.body;
          const { placed, status, user } = await orderFor(ctx, input.orderId);
          const language = languageFromHeader(ctx.get('Accept-Language'));
          const command: RequestRefund = {
            type: 'RequestRefund',
            data: {
              order: placed,
              orderStatus: status,
              type: input.type,
              reason: input.reason,
              comments: input.comments ?? null,
              lines: input.lines.map((line) => ({
                id: line.id,
                amountCents: line.amount == null ? null : refundAmountCents(line.amount),
              })),
              actorRole: user.role,
            },
            metadata: { now: deps.clock().toISOString(), userId: user.id },
          };
          const stream = refundStream(placed.orderId);
          let refund: RefundRecord;
          if (input.preview) {
            const { state } = await foldStreamRevision(deps.eventStore, stream, refundDecider);
            refund = recorded(refundDecider.decide(command, state));
            ctx.status = 200;
          } else {
            try {
              const outcome = await handleCommand(deps.eventStore, stream, refundDecider, command, { maxRetries: 0 });
              await deps.awaitProjections(outcome);
              refund = recorded(outcome.newEvents);
            } catch (error) {
              if (error instanceof WrongExpectedVersionError) throw new ProblemError(409, 'refund.concurrentRefund');
              throw error;
            }
            ctx.status = 201;
          }
          const message = translate(language, input.preview ? 'refund.previewed' : 'refund.created');
          const skuOf = await lineSkus(
            deps.projections,
            language,
            placed.lines.map((line) => line.productId),
          );
          const [shown = refund] = withLineSkus([refund], skuOf);
          ctx.body = { preview: input.preview, refund: shown, message } satisfies CreateRefundResultDto;
        },
      )
  );
};

/** The refund a RequestRefund decision records: always exactly one RefundRequested. */
const recorded = (events: readonly RefundEvent[]): RefundRecord => {
  const [event] = events;
  if (events.length !== 1 || event?.type !== 'RefundRequested') throw new Error('a refund decision records one refund');
  return event.data;
};
