/**
 * The factory of every revision-backed admin resource (categories, shippings, discounts …): a resource module gives
 * its declarations (names, schemas, how values become a payload, its list, tree and forms) and gets the verbs:
 *
 * - Create drafts revision 1 of a new entity (ids from `deps.ids`);
 * - Update edits the latest revision while it is a draft, else drafts a new one from the latest payload with the
 *   form's values over it (what the form does not show is kept);
 * - Delete withdraws every revision that is not yet inactive (nothing is erased: the revisions stay, and Restore
 *   can bring one back);
 * - the button pressed (`?button=`) uat, publish or inactive also moves the written revision, in the same append.
 *
 * Every command carries the acting staff member; after the append the verb waits for the read models that follow
 * revisions (read-your-writes), so the next GetAll and the store show the change.
 */
import type { RevisionCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import type { RevisionEntry } from '@parks/domain/revisions/state';
import { revisionStream } from '@parks/domain/revisions/streams';
import type { CommandMetadata } from '@parks/domain/shared/decider';
import { inSequence, sequenceOf } from '@parks/domain/shared/sequence';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import {
  type AdminEntityConditions,
  adminRevisionQueries,
  bothConditions,
  type PayloadOrder,
} from '@parks/projections/admin/revisionQueries';
import type { AdminEntityDocument, AdminListDocument } from '@parks/projections/admin/revisions';
import type { FormAnswer, FormScreenAction, ListAnswer, TreeAnswer } from '@parks/schemas/admin/calls';
import type { SubmitButtonName } from '@parks/schemas/admin/definitions';
import type { AdminFamilyDescriptor } from '@parks/schemas/admin/families';
import { listQuerySchema } from '@parks/schemas/admin/requests';
import { pageLimits } from '@parks/schemas/fields';
import type { MessageKey } from '@parks/schemas/messages/index';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import { type InputSchema, validInput } from '../http/validate.ts';
import { foldStream } from '../store/streams.ts';
import type { AdminDeps } from './deps.ts';
import { invalidAction, recordNotFound } from './problems.ts';
import { type AdminCall, type AdminResource, declaredBy, type ListRequest, type UploadBinding } from './registry.ts';

/** The store's order of categories and products, which their resources list in. */
export { inDisplayOrder } from '@parks/projections/admin/revisionQueries';

/** Rows per list page; page 100000 is Show all (§4). */
export const listPageSize = 20;

/** The store documents of the resource's entities, for the checks and forms that need the others. */
export type EntityDocs = () => Promise<AdminEntityDocument[]>;

/**
 * The entities not withdrawn (inactive), each record with its entity's id: what a rule across records weighs a
 * write against. A document whose payload is no record of the type is left out.
 */
export const liveRecords = async <R extends object>(
  others: EntityDocs,
  recordOf: (doc: AdminEntityDocument) => R | null,
): Promise<({ id: string } & R)[]> =>
  (await others()).flatMap((doc) => {
    const record = recordOf(doc);
    return record === null || doc.status === 'inactive' ? [] : [{ id: doc.entityId, ...record }];
  });

/** A family over a revision entity type. */
export type RevisionFamilyDescriptor = Extract<AdminFamilyDescriptor, Readonly<{ entityType: RevisionEntityType }>>;

export type RevisionResourceSpec<V extends Record<string, unknown>> = Readonly<{
  /** Its family: names, area, stores, verbs and the revision entity type behind it. */
  descriptor: RevisionFamilyDescriptor;
  /**
   * Whether each entity belongs to one store (its payload's `storeCode`, as categories): a call for the other store
   * does not see it. Shipping rates, taxes and discounts name no store (default true).
   */
  storeScoped?: boolean;
  /**
   * A resource over part of its entity type (the agency's places are the categories under the single-location
   * one): its list, forms and writes see only the entities whose latest payload `holds`, which `conditions` also
   * select in the read model; the others answer 404. Its checks still see every entity of the type.
   */
  scope?: Readonly<{ conditions: AdminEntityConditions; holds: (payload: unknown) => boolean }>;
  /** The prefix of new entity ids (`cat` → `cat-…`). */
  idKind: string;
  values: InputSchema<V>;
  /** The uploads of the form, when it has any (multipart Create and Update). */
  upload?: UploadBinding;
  /** Advanced search: the extra query fields and the conditions they add to the list. */
  search?: Readonly<{
    query: InputSchema<Record<string, unknown>>;
    /** May read (the prices of a store's products): it is given the call. */
    conditions: (
      fields: Record<string, unknown>,
      call: AdminCall,
    ) => AdminEntityConditions | Promise<AdminEntityConditions>;
  }>;
  /** The payload written for `values`: over the latest payload on update, from nothing on create. */
  toPayload: (values: V, target: Readonly<{ entityId: string; storeCode: StoreCode; previous: unknown }>) => unknown;
  /** Rules across records (a parent that exists, an alias not taken …): throw a 422 `ProblemError` when broken. */
  check?: (call: AdminCall, values: V, entityId: string | null, others: EntityDocs) => Promise<void>;
  /** The lists' and the others' order (fields of the latest payload, then the entity id). */
  sort: PayloadOrder;
  /** A list may read more (the products list shows each product's price). */
  list: (
    call: AdminCall,
    request: ListRequest,
    docs: readonly AdminListDocument[],
    showMore: boolean,
  ) => ListAnswer | Promise<ListAnswer>;
  tree?: (call: AdminCall, docs: readonly AdminEntityDocument[]) => TreeAnswer;
  /** The form screens this resource has, and the form of each (doc null for create, import and generate). */
  actions: readonly FormScreenAction[];
  form: (
    call: AdminCall,
    action: FormScreenAction,
    doc: AdminEntityDocument | null,
    others: EntityDocs,
  ) => Promise<FormAnswer>;
}>;

const statusCommandsFor = (
  button: SubmitButtonName,
  revisionId: string,
  metadata: CommandMetadata,
): RevisionCommand<unknown>[] => {
  switch (button) {
    case 'uat':
      return [{ type: 'MoveRevisionToUat', data: { revisionId }, metadata }];
    case 'publish':
      return [{ type: 'PublishRevision', data: { revisionId }, metadata }];
    case 'inactive':
      return [{ type: 'DeactivateRevision', data: { revisionId }, metadata }];
    default:
      return [];
  }
};

export const noticeOfButton = (button: SubmitButtonName): MessageKey =>
  button === 'uat'
    ? 'admin.movedToUat'
    : button === 'publish'
      ? 'admin.published'
      : button === 'inactive'
        ? 'admin.deactivated'
        : 'admin.saved';

const latestOf = <P>(revisions: readonly RevisionEntry<P>[]): RevisionEntry<P> | null =>
  revisions.reduce<RevisionEntry<P> | null>((best, r) => (best === null || r.number > best.number ? r : best), null);

const storeCodeOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'storeCode') : undefined;

const revisions = revisionDecider();
const sequence = inSequence(revisions);

/** The page of a list request: Show all reads everything. */
export const pageOf = (page: number): Readonly<{ skip: number; limit: number }> =>
  page >= pageLimits.showAll ? { skip: 0, limit: 0 } : { skip: (page - 1) * listPageSize, limit: listPageSize };

/** One page of a list read by `find`, asked for a row more than the page holds: that row tells there are more. */
export const findPage = async <D>(
  page: number,
  find: (window: Readonly<{ skip: number; limit: number }>) => Promise<D[]>,
): Promise<Readonly<{ docs: D[]; more: boolean }>> => {
  const { skip, limit } = pageOf(page);
  const found = await find({ skip, limit: limit === 0 ? 0 : limit + 1 });
  const more = limit !== 0 && found.length > limit;
  return { docs: more ? found.slice(0, limit) : found, more };
};

export const revisionResource = <V extends Record<string, unknown>>(
  deps: AdminDeps,
  spec: RevisionResourceSpec<V>,
): AdminResource => {
  const { entityType } = spec.descriptor;
  const entities = () => adminRevisionQueries(deps.projections);
  const storeScoped = spec.storeScoped ?? true;
  const inStore = (storeCode: StoreCode): Readonly<{ storeCode?: StoreCode }> => (storeScoped ? { storeCode } : {});
  const inScope = (payload: unknown): boolean => spec.scope === undefined || spec.scope.holds(payload);
  const streamOf = (entityId: string) => revisionStream(entityType, entityId);
  const othersOf =
    (storeCode: StoreCode): EntityDocs =>
    () =>
      entities().selected({ entityType, ...inStore(storeCode) }, spec.sort);
  const metadataOf = (call: AdminCall): CommandMetadata => ({ now: call.now, userId: call.user.id });

  const append = async (entityId: string, commands: RevisionCommand<unknown>[], metadata: CommandMetadata) => {
    const outcome = await handleCommand(deps.eventStore, streamOf(entityId), sequence, sequenceOf(commands, metadata));
    await deps.awaitProjections(outcome);
  };

  /** The entity's revisions on the command side, or a 404 when it does not exist in the call's store. */
  const existing = async (call: AdminCall, entityId: string) => {
    const state = await foldStream(deps.eventStore, streamOf(entityId), revisions);
    const latest = latestOf(state.revisions);
    if (
      latest === null ||
      (storeScoped && storeCodeOf(latest.payload) !== call.storeCode) ||
      !inScope(latest.payload)
    ) {
      throw recordNotFound();
    }
    return { state, latest };
  };

  const validValues = (raw: Readonly<Record<string, unknown>>): V => validInput(spec.values, raw);

  const docOf = async (call: AdminCall, id: string): Promise<AdminEntityDocument> => {
    const doc = await entities().byId(entityType, id);
    if (doc === null || (storeScoped && doc.storeCode !== call.storeCode) || !inScope(doc.latest.payload)) {
      throw recordNotFound();
    }
    return doc;
  };

  return {
    ...declaredBy(spec.descriptor),
    listQuery: spec.search === undefined ? listQuerySchema : spec.search.query,
    values: spec.values,
    ...(spec.upload === undefined ? {} : { upload: spec.upload }),

    getAll: async (call, request) => {
      if (request.view === 'tree' && spec.tree !== undefined) {
        return spec.tree(call, await othersOf(call.storeCode)());
      }
      const selection = {
        entityType,
        ...inStore(call.storeCode),
        keyword: request.search,
        ...bothConditions(
          spec.scope?.conditions ?? {},
          spec.search === undefined ? {} : await spec.search.conditions(request.filters, call),
        ),
      };
      // The list shows the latest revision only: the revisions (every payload) are not read.
      const { docs, more } = await findPage(
        request.page,
        (window): Promise<AdminListDocument[]> => entities().listWindow(selection, spec.sort, window),
      );
      return await spec.list(call, request, docs, more);
    },

    getById: async (call, id, action) => {
      if (!spec.actions.includes(action)) {
        throw invalidAction();
      }
      const fresh = action === 'create' || action === 'import' || action === 'generate';
      const doc = fresh ? null : await docOf(call, id);
      return spec.form(call, action, doc, othersOf(call.storeCode));
    },

    create: async (call, raw, button) => {
      const values = validValues(raw);
      await spec.check?.(call, values, null, othersOf(call.storeCode));
      const entityId = deps.ids.adminId(spec.idKind);
      const revisionId = deps.ids.adminId('rev');
      const payload = spec.toPayload(values, { entityId, storeCode: call.storeCode, previous: null });
      const metadata = metadataOf(call);
      await append(
        entityId,
        [
          { type: 'DraftRevision', data: { entityType: entityType, entityId, revisionId, payload }, metadata },
          ...statusCommandsFor(button, revisionId, metadata),
        ],
        metadata,
      );
      return { id: entityId, revisionId, message: noticeOfButton(button) };
    },

    update: async (call, entityId, raw, button) => {
      const values = validValues(raw);
      const { latest } = await existing(call, entityId);
      await spec.check?.(call, values, entityId, othersOf(call.storeCode));
      const payload = spec.toPayload(values, { entityId, storeCode: call.storeCode, previous: latest.payload });
      const metadata = metadataOf(call);
      // A draft not yet moved is still being written: edit it rather than pile up drafts.
      const revisionId = latest.status === 'draft' ? latest.revisionId : deps.ids.adminId('rev');
      const write: RevisionCommand<unknown> =
        latest.status === 'draft'
          ? { type: 'EditRevision', data: { revisionId, payload }, metadata }
          : { type: 'DraftRevision', data: { entityType: entityType, entityId, revisionId, payload }, metadata };
      await append(entityId, [write, ...statusCommandsFor(button, revisionId, metadata)], metadata);
      return { id: entityId, revisionId, message: noticeOfButton(button) };
    },

    check: async (call, raw, entityId) => {
      const values = validValues(raw);
      // An update's entity must exist in the call's store (the 404 update would answer).
      if (entityId !== null) await existing(call, entityId);
      await spec.check?.(call, values, entityId, othersOf(call.storeCode));
    },

    remove: async (call, entityId) => {
      const { state } = await existing(call, entityId);
      const metadata = metadataOf(call);
      const live = state.revisions.filter((revision) => revision.status !== 'inactive');
      const commands = live.flatMap((revision) => statusCommandsFor('inactive', revision.revisionId, metadata));
      if (commands.length > 0) await append(entityId, commands, metadata);
      // Nothing is erased: the entity is made inactive, and the notice says so.
      return { id: entityId, revisionId: null, message: 'admin.deactivated' };
    },
  };
};
