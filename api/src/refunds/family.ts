/**
 * The Refunds family's own verbs (back-office.md §7; schemas/src/admin/refundFamily.ts has the wire contract): the
 * list of a store's refunds, one refund with its comments, a comment added, and the refusal to delete. The refund
 * form and Create are routes.ts's. A refund's store is read from its stream (the source of truth, never behind), the
 * list from the `adminRefunds` read model.
 */
import { refundDecider } from '@parks/domain/refunds/decider';
import { refundStream } from '@parks/domain/refunds/streams';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { accountUserQueries } from '@parks/projections/accounts/userQueries';
import { adminRefundQueries, type RefundSelection } from '@parks/projections/admin/refundQueries';
import type { AdminRefundDocument } from '@parks/projections/admin/refunds';
import {
  type RefundDetailsDto,
  type RefundListDto,
  type RefundListQuery,
  type RefundSummaryDto,
  refundIdPattern,
  refundPageSize,
} from '@parks/schemas/admin/refundFamily';
import { type RefundHistoryEntry, refundTypeLabel } from '@parks/schemas/admin/refunds';
import { isWellFormedId } from '@parks/schemas/fields';
import { type Language, languageFromHeader } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { adminAreaRoles, isStaffRole } from '@parks/schemas/roles';
import type { ParameterizedContext } from 'koa';
import { assertRole, forbidden } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { peopleNames } from '../shownNames.ts';
import type { AppState } from '../state.ts';
import type { RefundsRouteDeps } from './deps.ts';

type Context = ParameterizedContext<AppState>;

/** The most users a list's "user" words may stand for: more is not a search by user any more. */
const usersSearched = 200;

/** The refund of this id as its order's refund stream has it, or null (an id of another shape has none). */
const refundOnStream = async (deps: RefundsRouteDeps, refundId: string): Promise<RefundHistoryEntry | null> => {
  const orderId = refundIdPattern.exec(refundId)?.[1];
  if (orderId === undefined || !isWellFormedId(refundId)) return null;
  const { state } = await foldStreamRevision(deps.eventStore, refundStream(orderId), refundDecider);
  return state.refunds.find((refund) => refund.refundId === refundId) ?? null;
};

export const refundFamily = (deps: RefundsRouteDeps) => {
  const refunds = () => adminRefundQueries(deps.projections);

  /**
   * The refund and the staff member, once their role may refund in the refund's own store: 401 or 403 first, then
   * 404, so an answer tells nobody outside the orders area whether an id exists (the stricter b2b row when unknown).
   */
  const refundForStaff = async (ctx: Context, refundId: string) => {
    const refund = await refundOnStream(deps, refundId);
    const user = assertRole(ctx, adminAreaRoles('orders', refund?.storeCode ?? 'b2b'));
    if (refund === null) throw new ProblemError(404, 'refund.notFound');
    if (!isStaffRole(user.role)) throw forbidden();
    return { refund, user: { id: user.id, role: user.role } };
  };

  const summaries = async (language: Language, docs: readonly AdminRefundDocument[]) => {
    const people = await peopleNames(
      deps.projections,
      language,
      docs.flatMap((doc) => [doc.requestedBy, ...doc.comments.map((comment) => comment.by)]),
    );
    const summaryOf = (doc: AdminRefundDocument): RefundSummaryDto => ({
      refundId: doc.refundId,
      orderId: doc.orderId,
      storeCode: doc.storeCode,
      type: doc.type,
      typeLabel: translate(language, refundTypeLabel(doc.type)),
      reason: doc.reason,
      totalCents: doc.totalCents,
      status: doc.status,
      requestedBy: people(doc.requestedBy),
      requestedAt: doc.requestedAt,
    });
    return { people, summaryOf };
  };

  return {
    /** A page of the store's refunds, newest first, by order, days and the user who requested them. */
    list: async (ctx: Context, query: RefundListQuery): Promise<RefundListDto> => {
      assertRole(ctx, adminAreaRoles('orders', query.storeCode));
      const language = languageFromHeader(ctx.get('Accept-Language'));
      const requestedBy =
        query.user === ''
          ? undefined
          : (
              await accountUserQueries(deps.projections).listWindow(
                { keyword: query.user },
                { skip: 0, limit: usersSearched },
              )
            ).map((user) => user._id);
      const selection: RefundSelection = {
        storeCode: query.storeCode,
        keyword: query.search,
        ...(query.orderId === null ? {} : { orderId: query.orderId }),
        ...(query.from === '' ? {} : { fromDay: query.from }),
        ...(query.to === '' ? {} : { toDay: query.to }),
        ...(requestedBy === undefined ? {} : { requestedBy }),
      };
      const [docs, total] = await Promise.all([
        refunds().listWindow(selection, { skip: (query.page - 1) * refundPageSize, limit: refundPageSize }),
        refunds().count(selection),
      ]);
      const { summaryOf } = await summaries(language, docs);
      return { items: docs.map(summaryOf), total, page: query.page, pageSize: refundPageSize };
    },

    /** One refund, its lines, its outcome and its comments; null when the id is not a refund's (routes.ts). */
    details: async (ctx: Context, refundId: string): Promise<RefundDetailsDto | null> => {
      if (!refundIdPattern.test(refundId)) return null;
      const { refund } = await refundForStaff(ctx, refundId);
      const doc = await refunds().byId(refund.refundId);
      if (doc === null) throw new ProblemError(404, 'refund.notFound');
      const language = languageFromHeader(ctx.get('Accept-Language'));
      const { people, summaryOf } = await summaries(language, [doc]);
      return {
        ...summaryOf(doc),
        lines: doc.lines,
        subtotalCents: doc.subtotalCents,
        taxes: doc.taxes,
        taxCents: doc.taxCents,
        settledAt: doc.settledAt,
        failureReason: doc.failureReason,
        comments: doc.comments.map((comment) => ({ comment: comment.comment, by: people(comment.by), at: comment.at })),
      };
    },

    /** Update: a comment added to the refund, as an event with who wrote it, in which role. */
    comment: async (ctx: Context, refundId: string, comment: string) => {
      const { refund, user } = await refundForStaff(ctx, refundId);
      const outcome = await handleCommand(deps.eventStore, refundStream(refund.orderId), refundDecider, {
        type: 'CommentRefund',
        data: { refundId: refund.refundId, storeCode: refund.storeCode, comment, actorRole: user.role },
        metadata: { now: deps.clock().toISOString(), userId: user.id },
      });
      await deps.awaitProjections(outcome);
      const language = languageFromHeader(ctx.get('Accept-Language'));
      return { message: translate(language, 'refund.commented'), id: refund.refundId };
    },

    /** Delete: never. A refund sent back is the audit of money that left; another refund or a comment corrects it. */
    refuseDelete: async (ctx: Context, refundId: string): Promise<never> => {
      await refundForStaff(ctx, refundId);
      throw new ProblemError(409, 'refund.delete.notAllowed');
    },
  };
};
