import { changedFieldNames } from '@parks/domain/revisions/diff';
import { parseRevisionEvent } from '@parks/domain/revisions/eventParser';
import type { RevisionEvent } from '@parks/domain/revisions/events';
import { revisionEventTypes } from '@parks/domain/revisions/events';
import type { Collection, Filter } from '@parks/infra/documents/port';
import { escapeRegex } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { RevisionEntityType, RevisionStatus } from '@parks/schemas/revisions';
import { isStoreCode, type StoreCode } from '@parks/schemas/store';
import { parsedReadModel } from '../runtime/readModel.ts';
import { eventTime, revisionRefOf } from '../store/revisionTracking.ts';

/**
 * The back office's view of revisions (back-office.md §3 Revisions): every revision of every entity type, who
 * drafted it and when, who last moved it and when, its payload, and the fields it changed against the revision that
 * was published when it was drafted (or last edited). Unlike the store's models it forgets nothing: an inactive
 * revision stays, so staff can read, diff and restore it.
 *
 * One document per entity (`<entityType>:<entityId>`), holding its revisions: a revision's changed fields need the
 * payload published at the time, which lives in another revision of the same stream, and a read model's evolve sees
 * one document. The revisions list pages through one row per revision (`adminRevisionRows`, revisionRows.ts) and
 * reads the page's revisions here. The document also keeps the entity's latest revision flat (`latest`,
 * `storeCode`, `status`, `searchText`), which the resource lists of the back office query.
 */
export type AdminRevision = {
  revisionId: string;
  number: number;
  status: RevisionStatus;
  payload: unknown;
  draftedBy: string;
  draftedAt: string;
  /** The last staff member who edited or moved it, and when (the drafter until then). */
  movedBy: string;
  movedAt: string;
  /** The published revision it was compared with, and the top-level fields that differ from it. */
  comparedWith: string | null;
  changedFields: string[];
};

export type AdminEntityDocument = {
  _id: string;
  entityType: RevisionEntityType;
  entityId: string;
  /** The store of the latest payload, when it names one (`storeCode`). */
  storeCode: StoreCode | null;
  revisions: AdminRevision[];
  /** The revision with the highest number, and its status (what the resource lists show). */
  latest: AdminRevision;
  status: RevisionStatus;
  publishedRevisionId: string | null;
  /** Lower-case text of the latest payload's strings, for keyword search. */
  searchText: string;
  updatedAt: string;
};

/**
 * What the resource lists read of an entity: everything but its revisions (the payloads of every revision, the
 * bulk of the document), which the lists never show.
 */
export type AdminListDocument = Omit<AdminEntityDocument, 'revisions'>;
export const adminListProjection = { revisions: 0 } as const;

export const adminEntityId = (entityType: string, entityId: string): string => `${entityType}:${entityId}`;

const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
};

/** The store a payload names (`storeCode`), else null. */
export const storeCodeOf = (payload: unknown): StoreCode | null => {
  const code = typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'storeCode') : undefined;
  return isStoreCode(code) ? code : null;
};

const publishedOf = (revisions: readonly AdminRevision[]): AdminRevision | null =>
  revisions.find((revision) => revision.status === 'published') ?? null;

/**
 * Who last touched a revision and when, and the status it moved to (null: an edit, which leaves it where it is). The
 * revisions and their list rows (revisionRows.ts) show the same moves.
 */
export type RevisionMove = Readonly<{ status: RevisionStatus | null; by: string; at: string }>;

export const revisionMoveOf = (event: RevisionEvent<unknown>): RevisionMove => {
  switch (event.type) {
    case 'RevisionDrafted':
      return { status: 'draft', by: event.data.draftedBy, at: event.data.draftedAt };
    case 'RevisionEdited':
      return { status: null, by: event.data.editedBy, at: event.data.editedAt };
    case 'RevisionMovedToUat':
      return { status: 'uat', by: event.data.movedBy, at: event.data.movedAt };
    case 'RevisionPublished':
      return { status: 'published', by: event.data.publishedBy, at: event.data.publishedAt };
    case 'RevisionDeactivated':
      return { status: 'inactive', by: event.data.deactivatedBy, at: event.data.deactivatedAt };
  }
};

/** The revision with `change` applied; others untouched. */
const updated = (
  revisions: readonly AdminRevision[],
  revisionId: string,
  change: (revision: AdminRevision) => AdminRevision,
): AdminRevision[] => revisions.map((revision) => (revision.revisionId === revisionId ? change(revision) : revision));

const compared = (revisions: readonly AdminRevision[], revisionId: string, payload: unknown) => {
  const published = publishedOf(revisions.filter((revision) => revision.revisionId !== revisionId));
  return {
    comparedWith: published?.revisionId ?? null,
    changedFields: changedFieldNames(published?.payload ?? null, payload),
  };
};

const nextRevisions = (revisions: readonly AdminRevision[], event: RevisionEvent<unknown>): AdminRevision[] => {
  const { data } = event;
  switch (event.type) {
    case 'RevisionDrafted': {
      if (revisions.some((revision) => revision.revisionId === data.revisionId)) return [...revisions];
      const drafted: AdminRevision = {
        revisionId: event.data.revisionId,
        number: event.data.number,
        status: 'draft',
        payload: event.data.payload,
        draftedBy: event.data.draftedBy,
        draftedAt: event.data.draftedAt,
        movedBy: event.data.draftedBy,
        movedAt: event.data.draftedAt,
        ...compared(revisions, event.data.revisionId, event.data.payload),
      };
      return [...revisions, drafted];
    }
    case 'RevisionEdited': {
      const { payload, editedBy, editedAt } = event.data;
      return updated(revisions, data.revisionId, (revision) => ({
        ...revision,
        payload,
        movedBy: editedBy,
        movedAt: editedAt,
        ...compared(revisions, data.revisionId, payload),
      }));
    }
    default: {
      const move = revisionMoveOf(event);
      return updated(revisions, data.revisionId, (revision) => ({
        ...revision,
        status: move.status ?? revision.status,
        movedBy: move.by,
        movedAt: move.at,
      }));
    }
  }
};

export const evolveAdminEntity = (
  doc: AdminEntityDocument | null,
  parsed: RevisionEvent<unknown>,
  event: RecordedEvent,
): AdminEntityDocument | null => {
  const { entityType, entityId } = parsed.data;
  const revisions = nextRevisions(doc?.revisions ?? [], parsed);
  const latest = revisions.reduce<AdminRevision | null>(
    (best, revision) => (best === null || revision.number > best.number ? revision : best),
    null,
  );
  if (latest === null) return doc; // a status event before any draft: nothing to show yet
  return {
    _id: adminEntityId(entityType, entityId),
    entityType,
    entityId,
    storeCode: storeCodeOf(latest.payload),
    revisions,
    latest,
    status: latest.status,
    publishedRevisionId: publishedOf(revisions)?.revisionId ?? null,
    searchText: [entityId, ...stringsOf(latest.payload)].join(' ').toLowerCase(),
    updatedAt: eventTime(event),
  };
};

export const adminRevisions = parsedReadModel<AdminEntityDocument, RevisionEvent<unknown>>({
  name: 'adminRevisions',
  // 2: the indexes that keep the resource lists' orders (a page walks one rather than sorting every entity).
  version: 2,
  handles: revisionEventTypes,
  documentId: (event) => {
    const ref = revisionRefOf(event);
    return ref && adminEntityId(ref.entityType, ref.entityId);
  },
  // An event that is not a revision event we can read is skipped, never thrown.
  parse: parseRevisionEvent,
  evolve: evolveAdminEntity,
  indexes: [
    { key: { entityType: 1, storeCode: 1 }, name: 'entityType_storeCode' },
    { key: { 'revisions.revisionId': 1 }, name: 'revisionId' },
    // Each resource list's sort (api/src/admin/resources), so its pages are read in order from the store.
    { key: { 'latest.payload.displayOrder': 1, entityId: 1 }, name: 'list_displayOrder' },
    { key: { 'latest.payload.code': 1, entityId: 1 }, name: 'list_code' },
    { key: { 'latest.payload.method': -1, 'latest.payload.region': 1, entityId: 1 }, name: 'list_method_region' },
    { key: { 'latest.payload.productId': 1, 'latest.payload.rank': 1, entityId: 1 }, name: 'list_product_rank' },
  ],
});

// ---- queries --------------------------------------------------------------------------------------------------

/** The entity that holds a revision, or null. */
export const entityOfRevision = async (
  collection: Collection<AdminEntityDocument>,
  revisionId: string,
): Promise<{ entity: AdminEntityDocument; revision: AdminRevision } | null> => {
  const [entity] = await collection.find({ 'revisions.revisionId': revisionId }, { limit: 1 });
  const revision = entity?.revisions.find((candidate) => candidate.revisionId === revisionId);
  return entity && revision ? { entity, revision } : null;
};

/** A keyword as a case-insensitive filter on the lower-cased search text. */
export const keywordFilter = (search: string): Filter =>
  search === '' ? {} : { searchText: { $regex: escapeRegex(search.toLowerCase()) } };
