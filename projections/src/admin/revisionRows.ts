import { parseRevisionEvent } from '@parks/domain/revisions/eventParser';
import type { RevisionEvent } from '@parks/domain/revisions/events';
import { revisionEventTypes } from '@parks/domain/revisions/events';
import type { Collection, Filter, Sort } from '@parks/infra/documents/port';
import { escapeRegex } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { type RevisionEntityType, type RevisionStatus, revisionEntityTypes } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import { parsedReadModel } from '../runtime/readModel.ts';
import { eventTime, revisionRefOf } from '../store/revisionTracking.ts';
import {
  type AdminEntityDocument,
  type AdminRevision,
  adminEntityId,
  revisionMoveOf,
  storeCodeOf,
} from './revisions.ts';

/**
 * The revisions list's own read model (back-office.md §3 Revisions): ONE document per revision, holding only what
 * the list sorts, filters and searches by, so a page is read along a kept index order instead of unwinding and
 * sorting every revision of every entity per request (issue #12).
 *
 * What a row cannot know stays in `adminRevisions`: a revision's changed fields compare it with ANOTHER revision of
 * its entity (the one published when it was drafted), and an evolve sees one document. A page joins its rows with
 * their entities' documents by `_id` (a handful of reads), so the list's answers are those of `adminRevisions`.
 */
export type AdminRevisionRow = {
  /** `<entityType>:<entityId>/<revisionId>`: a revision id is only known unique within its entity's stream. */
  _id: string;
  entityType: RevisionEntityType;
  entityId: string;
  revisionId: string;
  number: number;
  status: RevisionStatus;
  /** The store its payload names (`storeCode`), else null: revisions span both stores. */
  storeCode: StoreCode | null;
  draftedBy: string;
  movedBy: string;
  movedAt: string;
  /** The names and codes its payload gives its entity (both languages), lower-cased: what a keyword also finds. */
  searchText: string;
  updatedAt: string;
};

/** The payload fields that name an entity: a product's or category's name, a discount's code, a SKU, a username. */
const namingFields = ['name', 'code', 'sku', 'username', 'title'] as const;

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.values(value).filter((text): text is string => typeof text === 'string')
      : [];

/** The names and codes of a revision's payload, lower-cased, as one text. */
export const namingTextOf = (payload: unknown): string =>
  typeof payload === 'object' && payload !== null
    ? namingFields
        .flatMap((field) => textsOf(Reflect.get(payload, field)))
        .join(' ')
        .toLowerCase()
    : '';

export const revisionRowId = (entityType: string, entityId: string, revisionId: string): string =>
  `${adminEntityId(entityType, entityId)}/${revisionId}`;

/** What a status or edit event changes of a row: its move, and the store an edited payload names. */
const changeOf = (event: RevisionEvent<unknown>, row: AdminRevisionRow): Partial<AdminRevisionRow> => {
  const move = revisionMoveOf(event);
  return {
    status: move.status ?? row.status,
    movedBy: move.by,
    movedAt: move.at,
    ...(event.type === 'RevisionEdited'
      ? { storeCode: storeCodeOf(event.data.payload), searchText: namingTextOf(event.data.payload) }
      : {}),
  };
};

export const evolveRevisionRow = (
  row: AdminRevisionRow | null,
  parsed: RevisionEvent<unknown>,
  event: RecordedEvent,
): AdminRevisionRow | null => {
  if (parsed.type === 'RevisionDrafted') {
    if (row !== null) return row; // a repeated draft changes nothing, as in adminRevisions
    const { entityType, entityId, revisionId, number, payload, draftedBy, draftedAt } = parsed.data;
    return {
      _id: revisionRowId(entityType, entityId, revisionId),
      entityType,
      entityId,
      revisionId,
      number,
      status: 'draft',
      storeCode: storeCodeOf(payload),
      draftedBy,
      movedBy: draftedBy,
      movedAt: draftedAt,
      searchText: namingTextOf(payload),
      updatedAt: eventTime(event),
    };
  }
  if (row === null) return null; // a move before its draft: nothing to list yet
  return { ...row, ...changeOf(parsed, row), updatedAt: eventTime(event) };
};

/** The list's order: newest change first (then type, entity, number downwards, so ties never move between pages). */
const listSort = { movedAt: -1, entityType: 1, entityId: 1, number: -1 } as const satisfies Sort;

export const adminRevisionRows = parsedReadModel<AdminRevisionRow, RevisionEvent<unknown>>({
  name: 'adminRevisionRows',
  // 2: each row's searchText (the names and codes of its payload), which a keyword also finds.
  version: 2,
  handles: revisionEventTypes,
  documentId: (event) => {
    const ref = revisionRefOf(event);
    return ref && revisionRowId(ref.entityType, ref.entityId, ref.revisionId);
  },
  // An event that is not a revision event we can read is skipped, never thrown.
  parse: parseRevisionEvent,
  evolve: evolveRevisionRow,
  indexes: [
    // The list's sort: a page walks this kept order and stops when full (the embedded store's B6.6).
    { key: listSort, name: 'list_movedAt' },
    // The filters a list may narrow by (the entity types a user may open; a store; a status).
    { key: { entityType: 1, storeCode: 1, status: 1 }, name: 'entityType_storeCode_status' },
  ],
});

// ---- queries --------------------------------------------------------------------------------------------------

export type RevisionRow = Readonly<{
  entityType: RevisionEntityType;
  entityId: string;
  revision: AdminRevision;
}>;

/** Rows to skip and to return; `limit` 0 returns them all. */
export type Page = Readonly<{ skip: number; limit: number }>;

const rowsFilter = (
  search: string,
  entityTypes: readonly string[] | undefined,
  actorIds: readonly string[],
): Filter => {
  const pattern = { $regex: escapeRegex(search), $options: 'i' };
  const keyword: Filter =
    search === ''
      ? {}
      : {
          $or: [
            { entityType: pattern },
            { entityId: pattern },
            { status: pattern },
            { draftedBy: pattern },
            { movedBy: pattern },
            { revisionId: pattern },
            { searchText: { $regex: escapeRegex(search.toLowerCase()) } },
            ...(actorIds.length === 0
              ? []
              : [{ draftedBy: { $in: [...actorIds] } }, { movedBy: { $in: [...actorIds] } }]),
          ],
        };
  // Every type allowed is no filter at all: the page then skips along the order without testing each row.
  const everyType = entityTypes === undefined || revisionEntityTypes.every((type) => entityTypes.includes(type));
  return everyType ? keyword : { ...keyword, entityType: { $in: [...entityTypes] } };
};

/**
 * One page of the revisions of every entity, newest change first. `search` matches the entity type, id, the
 * revision's status, its drafter or last mover (their ids, or the users of `actorIds`, whose usernames the caller
 * found it in), its id, and the names and codes its payload gives the entity (case-insensitive). A row whose entity document is not
 * there (yet: the two read models catch up on their own) is left out rather than shown without its content.
 */
export const revisionRows = async (
  collections: Readonly<{ rows: Collection<AdminRevisionRow>; entities: Collection<AdminEntityDocument> }>,
  search: string,
  page: Page,
  /** Only these entity types (the ones the caller may open); every type when undefined. */
  entityTypes?: readonly string[],
  actorIds: readonly string[] = [],
): Promise<{ rows: RevisionRow[]; more: boolean }> => {
  const found = await collections.rows.find(rowsFilter(search, entityTypes, actorIds), {
    sort: { ...listSort, _id: 1 },
    // A limit of 0 is every row (Show all).
    ...(page.limit === 0 ? {} : { skip: page.skip, limit: page.limit + 1 }),
    projection: { entityType: 1, entityId: 1, revisionId: 1 },
  });
  const shown = page.limit === 0 ? found : found.slice(0, page.limit);
  const entityIds = [...new Set(shown.map((row) => adminEntityId(row.entityType, row.entityId)))];
  const entities = new Map(
    (await collections.entities.find({ _id: { $in: entityIds } }, { projection: { revisions: 1 } })).map((entity) => [
      entity._id,
      entity,
    ]),
  );
  const rows = shown.flatMap(({ entityType, entityId, revisionId }): RevisionRow[] => {
    const revision = entities
      .get(adminEntityId(entityType, entityId))
      ?.revisions.find((candidate) => candidate.revisionId === revisionId);
    return revision === undefined ? [] : [{ entityType, entityId, revision }];
  });
  return { rows, more: page.limit !== 0 && found.length > page.limit };
};
