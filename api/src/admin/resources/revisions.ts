/**
 * Revisions (back-office.md §3, §7): the list across every entity type (type, entity, number, status, who, when),
 * the details, JSON and edit screens, and beyond the families' verbs:
 *
 * - `PUT /api/revisions/UpdateStatus/{revisionId}?status=uat|publish|inactive`: the status actions;
 * - `GET /api/Revisions/Diff?from={revisionId}&to={revisionId}`: the fields that differ between two revisions of one
 *   entity (`RevisionDiffAnswer`);
 * - `POST /api/Revisions/Restore/{revisionId}`: drafts a new revision with that revision's payload (nothing is
 *   rewritten; `?button=` may move it on, as a form's buttons do).
 *
 * Update goes to the owning entity's Update (its form values, its schema); Delete makes the revision inactive.
 * Revisions span both stores (Settings have none): `storeCode` is checked for the role table, not used to filter.
 */
import type Router from '@koa/router';
import { revisionStatusCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { inSequence, sequenceOf } from '@parks/domain/shared/sequence';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { accountUserQueries } from '@parks/projections/accounts/userQueries';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import { adminRevisionRows, revisionRows } from '@parks/projections/admin/revisionRows';
import { type AdminEntityDocument, type AdminRevision, adminRevisions } from '@parks/projections/admin/revisions';
import {
  type FormAnswer,
  type ListAnswer,
  type RevisionDiffAnswer,
  shownValueWidget,
} from '@parks/schemas/admin/calls';
import type { Button, ButtonName, Field, FieldOption, Row } from '@parks/schemas/admin/definitions';
import { revisionsFamily } from '@parks/schemas/admin/families/revisions/family';
import { revisionsScreen } from '@parks/schemas/admin/families/revisions/texts';
import {
  listQuerySchema,
  ownerValuesSchema,
  publishChangesetBodySchema,
  publishChangesetQuerySchema,
  revisionDiffQuerySchema,
  revisionStatusQuerySchema,
  writeQuerySchema,
} from '@parks/schemas/admin/requests';
import type { Language } from '@parks/schemas/language';
import type { MessageKey } from '@parks/schemas/messages/index';
import {
  type RevisionAction,
  type RevisionEntityType,
  revisionEntityTypeLabel,
  revisionEntityTypes,
  revisionStatuses,
  revisionStatusLabel,
} from '@parks/schemas/revisions';
import { adminAreaRoles, isStaffRole } from '@parks/schemas/roles';
import { forbidden } from '../../auth/guards.ts';
import { ProblemError } from '../../http/problems.ts';
import { validate } from '../../http/validate.ts';
import { peopleTexts } from '../../shownNames.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWrite } from '../calls.ts';
import { publishChangeset } from '../changesets.ts';
import type { AdminDeps } from '../deps.ts';
import { tableAnswer } from '../forms.ts';
import { invalidAction, methodNotAllowed } from '../problems.ts';
import { type AdminCall, type AdminResource, commandMetadata, declaredBy, type Registry } from '../registry.ts';
import { changedFieldsText, dateTimeText, namesFor, shownChanges, shownFields } from '../revisionFields.ts';
import { noticeOfButton, pageOf } from '../revisionResource.ts';

const labels: Readonly<Record<Language, Readonly<Record<string, string>>>> = revisionsScreen;
const text = (language: Language, key: string): string => labels[language][key] ?? key;

/** A revision and its entity, or a 404. */
const revisionOf = async (deps: AdminDeps, revisionId: string) => {
  const found = await adminRevisionQueries(deps.projections).ofRevision(revisionId);
  if (found === null) throw new ProblemError(404, 'revision.notFound');
  return found;
};

const statusNotices: Readonly<Record<RevisionAction, MessageKey>> = {
  uat: 'admin.movedToUat',
  publish: 'admin.published',
  inactive: 'admin.deactivated',
};

/** The entity's name in the call's language when its payload has one (`name.en`), else its id. */
/** A payload field as text in the call's language (a bilingual `{en, fr}` or a plain string), else null. */
const textField = (payload: unknown, key: string, language: Language): string | null => {
  const value = typeof payload === 'object' && payload !== null ? Reflect.get(payload, key) : undefined;
  const localized = typeof value === 'object' && value !== null ? Reflect.get(value, language) : value;
  return typeof localized === 'string' && localized.trim() !== '' ? localized : null;
};

/**
 * What staff call an entity in the revision screens: its name, title, code, SKU or username, a shipping fee by its
 * method and region; an entity with none of these (a price, a tracer) by its type, never by its internal id.
 */
const entityName = (
  language: Language,
  doc: Pick<AdminEntityDocument, 'entityId' | 'entityType'>,
  payload: unknown,
): string => {
  for (const key of ['name', 'title', 'code', 'sku', 'username', 'alt']) {
    const found = textField(payload, key, language);
    if (found !== null) return found;
  }
  const method = textField(payload, 'method', language);
  const region = textField(payload, 'region', language);
  if (method !== null && region !== null) return `${method} — ${region}`;
  return revisionEntityTypeLabel(language, doc.entityType);
};

const sequence = inSequence(revisionDecider());

/**
 * The list's rows keep the wire values (`Category`, `draft`: the revision screens pick rows by them); the columns
 * carry each value's label in the call's language, drawn as a dropdown column draws its options.
 */
const labelOptions = <T extends string>(values: readonly T[], label: (value: T) => string): FieldOption[] =>
  values.map((value) => ({ id: value, name: label(value), value, isSelected: false }));

/**
 * A user's profile change is approved or declined in the users area, where nobody decides their own change
 * (domain/src/users/profile.ts): the revisions screens show it, but do not move or restore it.
 */
const movedHereOnly = (entityType: RevisionEntityType): boolean => entityType !== 'User';
const assertMovable = (entity: AdminEntityDocument): void => {
  if (!movedHereOnly(entity.entityType)) throw new ProblemError(409, 'revision.invalidTransition');
};

/**
 * A revision is moved, read in detail, compared, restored or edited only by who may open its entity's own area
 * (§6: a SuperUser may open Revisions but not Prices, so not a price's revisions either).
 */
const ownerAllows = (owners: Registry, call: Pick<AdminCall, 'user' | 'storeCode'>, entityType: RevisionEntityType) => {
  const owner = owners.byEntityType(entityType);
  return owner === undefined || adminAreaRoles(owner.area, call.storeCode).includes(call.user.role);
};
export const assertOwnerAllows = (
  owners: Registry,
  call: Pick<AdminCall, 'user' | 'storeCode'>,
  entityType: RevisionEntityType,
): void => {
  if (!ownerAllows(owners, call, entityType)) throw forbidden();
};
const openableTypes = (owners: Registry, call: AdminCall): readonly RevisionEntityType[] =>
  revisionEntityTypes.filter((entityType) => ownerAllows(owners, call, entityType));

export const revisionsResource = (deps: AdminDeps, owners: Registry): AdminResource => {
  const find = (revisionId: string) => revisionOf(deps, revisionId);
  const staff = (call: AdminCall) => adminAreaRoles('revisions', call.storeCode).filter(isStaffRole);
  const button = (call: AdminCall, name: ButtonName, submit: boolean): Button => ({
    name,
    value: text(call.language, name),
    type: submit ? 'submit' : 'button',
    roles: staff(call),
  });
  const readOnly = (name: string, language: Language, initialValue: string | number): Field => ({
    name,
    component: 'input',
    type: typeof initialValue === 'number' ? 'number' : 'text',
    caption: text(language, name),
    initialValue,
  });

  const ownerOf = (entity: AdminEntityDocument): AdminResource => {
    const owner = owners.byEntityType(entity.entityType);
    if (owner === undefined) throw methodNotAllowed('');
    return owner;
  };

  return {
    ...declaredBy(revisionsFamily),
    listQuery: listQuerySchema,
    values: ownerValuesSchema,

    getAll: async (call, request): Promise<ListAnswer> => {
      const { language } = call;
      const users = accountUserQueries(deps.projections);
      const { rows: found, more } = await revisionRows(
        { rows: deps.projections.read(adminRevisionRows), entities: deps.projections.read(adminRevisions) },
        request.search,
        pageOf(request.page),
        openableTypes(owners, call),
        // A keyword may be a staff member's username: their revisions too.
        await users.idsMatching(request.search),
      );
      const who = await peopleTexts(
        deps.projections,
        language,
        found.map(({ revision }) => revision.movedBy),
      );
      const rows: Row[] = found.map(({ entityType, entityId, revision }) => ({
        revisionId: revision.revisionId,
        entityType,
        // Hidden: the revision screens pick the other revisions of one entity by it (Compare), a name can change.
        entityId,
        entity: entityName(language, { entityId, entityType }, revision.payload),
        number: revision.number,
        status: revision.status,
        movedBy: who(revision.movedBy),
        movedAt: revision.movedAt,
        changedFields: changedFieldsText(language, entityType, revision),
      }));
      return tableAnswer(request, {
        title: text(language, 'list'),
        columns: [
          { name: 'revisionId', caption: text(language, 'revisionId'), type: 'hidden' },
          {
            name: 'entityType',
            caption: text(language, 'entityType'),
            type: 'dropdown',
            options: labelOptions(revisionEntityTypes, (type) => revisionEntityTypeLabel(language, type)),
          },
          { name: 'entityId', caption: text(language, 'entityId'), type: 'hidden' },
          { name: 'entity', caption: text(language, 'entityId') },
          { name: 'number', caption: text(language, 'number') },
          {
            name: 'status',
            caption: text(language, 'status'),
            type: 'dropdown',
            options: labelOptions(revisionStatuses, (status) => revisionStatusLabel(language, status)),
          },
          { name: 'movedBy', caption: text(language, 'movedBy') },
          { name: 'movedAt', caption: text(language, 'movedAt'), type: 'datetime' },
          { name: 'changedFields', caption: text(language, 'changedFields') },
        ],
        rows,
        showMore: more,
        // Each row opens its details (§2 "Revision details"), where it is moved, compared and restored.
        buttons: [button(call, 'details', false)],
      });
    },

    getById: async (call, revisionId, action): Promise<FormAnswer> => {
      const { entity, revision } = await find(revisionId);
      assertOwnerAllows(owners, call, entity.entityType);
      const { language } = call;
      const typeLabel = revisionEntityTypeLabel(language, entity.entityType);
      if (action === 'edit') return ownerOf(entity).getById(call, entity.entityId, 'edit');
      if (action !== 'details' && action !== 'json') {
        throw invalidAction();
      }
      const who = await peopleTexts(deps.projections, language, [revision.draftedBy, revision.movedBy]);
      const fields: Field[] =
        action === 'json'
          ? [
              {
                name: 'json',
                component: 'multilineinput',
                type: 'textarea',
                caption: 'JSON',
                initialValue: JSON.stringify(
                  { entityType: entity.entityType, entityId: entity.entityId, ...revision },
                  null,
                  2,
                ),
              },
            ]
          : [
              { name: 'revisionId', component: 'input', type: 'hidden', initialValue: revision.revisionId },
              readOnly('entityType', language, typeLabel),
              readOnly('entityId', language, entityName(language, entity, revision.payload)),
              readOnly('number', language, revision.number),
              readOnly('status', language, revisionStatusLabel(language, revision.status)),
              readOnly('draftedBy', language, who(revision.draftedBy) ?? ''),
              readOnly('draftedAt', language, dateTimeText(language, revision.draftedAt)),
              readOnly('movedBy', language, who(revision.movedBy) ?? ''),
              readOnly('movedAt', language, dateTimeText(language, revision.movedAt)),
              readOnly('changedFields', language, changedFieldsText(language, entity.entityType, revision)),
            ];
      // The content, field by field (labelled and formatted, revisionFields.ts): its own section of the details.
      const content: Field[] =
        action === 'json'
          ? []
          : shownFields(
              language,
              entity.entityType,
              await namesFor(deps, language, entity.entityType, [revision.payload]),
              revision.payload,
            ).map((shown) => ({
              name: `payload.${shown.name}`,
              component: 'widget',
              type: shownValueWidget,
              caption: shown.label,
              initialValue: JSON.stringify(shown.value),
            }));
      const moves: Button[] =
        revision.status === 'inactive' || !movedHereOnly(entity.entityType)
          ? []
          : [
              ...(revision.status === 'draft' ? [button(call, 'uat', true)] : []),
              ...(revision.status === 'published' ? [] : [button(call, 'publish', true)]),
              button(call, 'inactive', true),
            ];
      return {
        mode: 'view',
        entityId: revision.revisionId,
        title: `${text(language, action)} — ${typeLabel} ${entityName(language, entity, revision.payload)} #${revision.number}`,
        sections: [
          { name: 'revision', title: text(language, 'revision'), width: 12, fields },
          ...(content.length === 0
            ? []
            : [{ name: 'payload', title: text(language, 'payload'), width: 12 as const, fields: content }]),
        ],
        conditions: [],
        buttons: [
          ...moves,
          ...(owners.byEntityType(entity.entityType) === undefined ? [] : [button(call, 'edit', false)]),
          button(call, 'cancel', false),
        ],
      };
    },

    create: async () => {
      throw methodNotAllowed('');
    },

    update: async (call, revisionId, values, pressed) => {
      const { entity } = await find(revisionId);
      assertOwnerAllows(owners, call, entity.entityType);
      return ownerOf(entity).update(call, entity.entityId, values, pressed);
    },

    remove: async (call, revisionId) => {
      const { entity } = await find(revisionId);
      await moveRevision(deps, call, entity, revisionId, 'inactive');
      return { id: revisionId, revisionId, message: 'admin.deactivated' };
    },
  };
};

const moveRevision = async (
  deps: AdminDeps,
  call: AdminCall,
  entity: AdminEntityDocument,
  revisionId: string,
  action: RevisionAction,
): Promise<void> => {
  assertMovable(entity);
  const metadata = commandMetadata(call);
  const outcome = await handleCommand(
    deps.eventStore,
    revisionStream(entity.entityType, entity.entityId),
    sequence,
    sequenceOf([revisionStatusCommand(action, revisionId, metadata)], metadata),
  );
  await deps.awaitProjections(outcome);
};

/** The Revisions family's own calls: UpdateStatus, Diff and Restore. */
export const revisionsExtraRouter = (deps: AdminDeps, resource: AdminResource, owners: Registry): Router<AppState> => {
  const find = (revisionId: string) => revisionOf(deps, revisionId);
  const idParam = { id: 'revision.notFound' } as const;
  return adminFamilyRouter(resource)
    .put('/UpdateStatus/:id', validate({ params: idParam, query: revisionStatusQuerySchema }), async (ctx) => {
      const { query, params } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const { entity } = await find(params.id);
      assertOwnerAllows(owners, call, entity.entityType);
      const action = query.status as RevisionAction;
      await moveRevision(deps, call, entity, params.id, action);
      answerWrite(
        ctx,
        call.language,
        { id: entity.entityId, revisionId: params.id, message: statusNotices[action] },
        200,
      );
    })
    .put(
      '/PublishChangeset',
      validate({ query: publishChangesetQuerySchema, body: publishChangesetBodySchema }),
      async (ctx) => {
        const { query, body } = ctx.state.input;
        const call = adminCallOf(ctx, deps, resource, query.storeCode);
        const { changesetId } = await publishChangeset(deps, call, body.revisionIds, (entityType) =>
          assertOwnerAllows(owners, call, entityType),
        );
        answerWrite(ctx, call.language, { id: changesetId, revisionId: null, message: 'admin.published' }, 200);
      },
    )
    .get('/Diff', validate({ query: revisionDiffQuerySchema }), async (ctx) => {
      const { query } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const from = await find(query.from);
      const to = await find(query.to);
      assertOwnerAllows(owners, call, from.entity.entityType);
      if (from.entity._id !== to.entity._id) {
        throw new ProblemError(422, 'admin.revision.otherEntity', { errors: { to: ['admin.revision.otherEntity'] } });
      }
      const ref = (revision: AdminRevision) => ({ revisionId: revision.revisionId, number: revision.number });
      const { entityType } = from.entity;
      const payloads = [from.revision.payload, to.revision.payload] as const;
      const names = await namesFor(deps, call.language, entityType, payloads);
      const answer: RevisionDiffAnswer = {
        entityType,
        entityId: from.entity.entityId,
        from: ref(from.revision),
        to: ref(to.revision),
        changes: shownChanges(call.language, entityType, names, ...payloads),
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    })
    .post('/Restore/:id', validate({ params: idParam, query: writeQuerySchema }), async (ctx) => {
      const { query, params } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      const { entity, revision } = await find(params.id);
      assertOwnerAllows(owners, call, entity.entityType);
      assertMovable(entity);
      const metadata = commandMetadata(call);
      const revisionId = deps.ids.adminId('rev');
      const { entityType, entityId } = entity;
      const button = query.button;
      const moves =
        button === 'uat' || button === 'publish' || button === 'inactive'
          ? [revisionStatusCommand(button, revisionId, metadata)]
          : [];
      const outcome = await handleCommand(
        deps.eventStore,
        revisionStream(entityType, entityId),
        sequence,
        sequenceOf(
          [
            {
              type: 'DraftRevision',
              data: { entityType, entityId, revisionId, payload: revision.payload },
              metadata,
            },
            ...moves,
          ],
          metadata,
        ),
      );
      await deps.awaitProjections(outcome);
      const message: MessageKey = button === 'save' ? 'admin.restored' : noticeOfButton(button);
      answerWrite(ctx, call.language, { id: entityId, revisionId, message }, 201);
    });
};
