import type Router from '@koa/router';
/**
 * Payments (back-office.md §2 payments/{details|edit}/{id}, §6 LMG and SuperUser, §7 "Payments is read-only"): the
 * card authorizations and refunds of the store's orders (the `adminPayments` read model), searchable by keyword,
 * order and kind, with each payment's details. The payment is the gateway's record and never changes here: Create,
 * Update and Delete answer 405, and the edit screen saves through `Annotate`, a note and a reconciliation
 * reference appended as a `PaymentAnnotated` event with the actor and their role.
 */
import { paymentDecider } from '@parks/domain/payments/decider';
import { paymentStream } from '@parks/domain/payments/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { adminPaymentQueries } from '@parks/projections/admin/paymentQueries';
import type { AdminPaymentDocument } from '@parks/projections/admin/payments';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { Field, FormDefinition } from '@parks/schemas/admin/definitions';
import { paymentsFamily } from '@parks/schemas/admin/families/payments/family';
import { paymentsScreen } from '@parks/schemas/admin/families/payments/texts';
import { paymentAnnotationSchema, paymentListQuerySchema } from '@parks/schemas/admin/payments';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import { translate } from '@parks/schemas/messages/index';
import { moneyText } from '@parks/schemas/money';
import { isStaffRole } from '@parks/schemas/roles';
import { roleNames } from '@parks/schemas/texts/roleNames';
import { ProblemError } from '../../http/problems.ts';
import { validate } from '../../http/validate.ts';
import { peopleNames, personText } from '../../shownNames.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWith, writeAnswer } from '../calls.ts';
import type { AdminDeps } from '../deps.ts';
import { filtersData, hiddenField, kit, type Texts, tableAnswer, textFilter } from '../forms.ts';
import { invalidAction, recordNotFound } from '../problems.ts';
import { type AdminCall, type AdminResource, commandMetadata, readOnly } from '../registry.ts';
import { findPage } from '../revisionResource.ts';

const texts: Texts = paymentsScreen;

const cardOf = (doc: AdminPaymentDocument): string =>
  doc.card === null ? '' : `${doc.card.brand.toUpperCase()} •••• ${doc.card.last4}`;

/** A payment of the call's store, or 404 (another store's payment is not there for this call). */
const paymentOf = async (deps: AdminDeps, call: AdminCall, id: string): Promise<AdminPaymentDocument> => {
  const doc = await adminPaymentQueries(deps.projections).byId(id);
  if (doc === null || doc.storeCode !== call.storeCode) throw recordNotFound();
  return doc;
};

export const paymentsResource = (deps: AdminDeps): AdminResource => {
  const payments = () => adminPaymentQueries(deps.projections);

  const form = async (
    call: AdminCall,
    action: FormScreenAction,
    doc: AdminPaymentDocument,
  ): Promise<FormDefinition> => {
    const k = kit(call, 'payments', texts);
    const shown = (name: string, value: string | number | null, type: 'text' | 'number' = 'text'): Field => ({
      name,
      component: 'input',
      type,
      caption: k.t(name),
      initialValue: value,
    });
    const annotation: Field[] = [
      {
        name: 'note',
        component: 'multilineinput',
        type: 'textarea',
        caption: k.t('note'),
        initialValue: doc.note ?? '',
      },
      shown('reconciliationReference', doc.reconciliationReference ?? ''),
    ];
    const id = hiddenField('paymentId', doc.paymentId);
    if (action === 'edit') {
      return {
        mode: 'edit',
        entityId: doc.paymentId,
        title: `${k.t('title.edit')} ${doc.paymentId}`,
        sections: [{ name: 'annotation', title: k.t('annotation'), width: 12, fields: [id, ...annotation] }],
        conditions: [],
        buttons: [k.button('save', true), k.button('cancel', false)],
      };
    }
    // The annotator by name, with the role they had when they wrote it.
    const nameOf = await peopleNames(deps.projections, call.language, [doc.annotatedBy]);
    const annotatedBy =
      doc.annotatedBy === null
        ? ''
        : personText({
            name: nameOf(doc.annotatedBy).name,
            role: doc.annotatedByRole === null ? null : roleNames[call.language][doc.annotatedByRole],
          });
    return {
      mode: 'view',
      entityId: doc.paymentId,
      title: k.t('title.details'),
      sections: [
        {
          name: 'general',
          title: k.t('general'),
          width: 6,
          fields: [
            id,
            shown('orderId', doc.orderId),
            shown('kind', k.t(doc.kind)),
            shown('status', k.t(doc.status)),
            shown('amountCents', moneyText(doc.amountCents, call.language)),
            shown('card', cardOf(doc)),
            shown('gatewayReference', doc.gatewayReference ?? ''),
            { name: 'at', component: 'datetimepicker', type: 'datetime', caption: k.t('at'), initialValue: doc.at },
            {
              name: 'settledAt',
              component: 'datetimepicker',
              type: 'datetime',
              caption: k.t('settledAt'),
              initialValue: doc.settledAt,
            },
            shown('failureReason', doc.failureReason ?? ''),
          ],
        },
        {
          name: 'annotation',
          title: k.t('annotation'),
          width: 6,
          fields: [
            ...annotation,
            shown('annotatedBy', annotatedBy),
            {
              name: 'annotatedAt',
              component: 'datetimepicker',
              type: 'datetime',
              caption: k.t('annotatedAt'),
              initialValue: doc.annotatedAt,
            },
          ],
        },
      ],
      conditions: [],
      buttons: [k.button('edit', false), k.button('cancel', false)],
    };
  };

  return readOnly(paymentsFamily, {
    listQuery: paymentListQuerySchema,

    getAll: async (call, request) => {
      const k = kit(call, 'payments', texts);
      const { orderId, kind } = request.filters;
      const selection = {
        storeCode: call.storeCode,
        keyword: request.search,
        ...(typeof orderId === 'string' ? { orderId } : {}),
        ...(typeof kind === 'string' ? { kind } : {}),
      };
      const { docs, more } = await findPage(request.page, (window) => payments().listWindow(selection, window));
      return tableAnswer(request, {
        title: k.t('title.list'),
        columns: [
          { name: 'paymentId', caption: k.t('paymentId'), type: 'hidden' },
          { name: 'orderId', caption: k.t('orderId') },
          { name: 'kind', caption: k.t('kind') },
          { name: 'status', caption: k.t('status') },
          { name: 'amountCents', caption: k.t('amountCents'), type: 'currency' },
          { name: 'card', caption: k.t('card') },
          { name: 'gatewayReference', caption: k.t('gatewayReference') },
          { name: 'reconciliationReference', caption: k.t('reconciliationReference') },
          { name: 'at', caption: k.t('at'), type: 'datetime' },
        ],
        rows: docs.map((doc) => ({
          paymentId: doc.paymentId,
          orderId: doc.orderId,
          kind: k.t(doc.kind),
          status: k.t(doc.status),
          amountCents: doc.amountCents,
          card: cardOf(doc),
          gatewayReference: doc.gatewayReference ?? '',
          reconciliationReference: doc.reconciliationReference ?? '',
          at: doc.at,
        })),
        showMore: more,
        data: filtersData({ orderId: textFilter(request, 'orderId') }),
        buttons: [],
      });
    },

    getById: async (call, id, action) => {
      if (action !== 'details' && action !== 'edit') {
        throw invalidAction();
      }
      return form(call, action, await paymentOf(deps, call, id));
    },
  });
};

/**
 * `POST /api/Payments/Annotate/{paymentId}?storeCode=` {note, reconciliationReference}: the edit screen's save. The
 * payment never changes; each annotation is a `PaymentAnnotated` event appended to it, with the actor and their role.
 */
export const paymentsExtraRouter = (deps: AdminDeps, resource: AdminResource): Router<AppState> =>
  adminFamilyRouter(resource).post(
    '/Annotate/:paymentId',
    validate({
      query: writeQuerySchema,
      params: { paymentId: 'admin.record.notFound' },
      body: paymentAnnotationSchema,
    }),
    async (ctx) => {
      const { query, params, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const id = (await paymentOf(deps, call, params.paymentId)).paymentId;
      const { role } = call.user;
      // The role guard let only staff of the payments area in; a session of any other role never annotates.
      if (!isStaffRole(role)) throw new ProblemError(403, 'auth.permissionDenied');
      const outcome = await handleCommand(deps.eventStore, paymentStream(id), paymentDecider, {
        type: 'AnnotatePayment',
        data: {
          paymentId: id,
          note: body.note,
          reconciliationReference: body.reconciliationReference,
          actorRole: role,
        },
        metadata: commandMetadata(call),
      });
      await deps.awaitProjections(outcome);
      answerWith(ctx, writeAnswer(translate(call.language, 'admin.saved'), id, null), 200);
    },
  );
