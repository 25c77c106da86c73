import { parseChangesetEvent } from '@parks/domain/changesets/eventParser';
import { type ChangesetEvent, type ChangesetPublished, changesetEventTypes } from '@parks/domain/changesets/events';
import { parseRevisionEvent } from '@parks/domain/revisions/eventParser';
import { type RevisionEvent, revisionEventTypes } from '@parks/domain/revisions/events';
import { evolve as evolveRevisions, type RevisionEntry, type RevisionsState } from '@parks/domain/revisions/state';
import { publishedRevision, uatRevision } from '@parks/domain/revisions/views';
import type { Collection, Filter, FindOptions, IndexSpec } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { isRevisionEntityType, type RevisionEntityType } from '@parks/schemas/revisions';
import type { StoreCode } from '@parks/schemas/store';
import { firstParsed, parsedReadModel } from '../runtime/readModel.ts';
import type { TypedReadModel } from '../runtime/types.ts';
import { type DerivedView, derivedView } from './derivedViews.ts';

/**
 * What the store reads of catalogue entities (categories, products, prices, content, promo codes, taxes,
 * shipping) comes from their revision streams. Every store read model over revisions keeps ONE document per
 * entity holding both views side by side:
 * - `published`: what shoppers see (the published revision), or null;
 * - `uat`: what admins in UAT mode see (the newest revision in UAT, else the published one), or null.
 * Both are derived from the same revisions in the same evolve, so they never drift apart, and a query picks one
 * with `viewField(view)` (`{ 'published.x': … }` or `{ 'uat.x': … }`). The document also keeps the revisions that
 * can still become visible (draft, uat, published) with their payloads, because the status events
 * (RevisionMovedToUat, RevisionPublished) carry no payload.
 */
export type StoreView = Readonly<{ uat: boolean }>;
export const publishedView: StoreView = { uat: false };
export const uatView: StoreView = { uat: true };

export type ViewField = 'published' | 'uat';
export const viewField = (view: StoreView): ViewField => (view.uat ? 'uat' : 'published');

/** The projection of a read of one view: neither the other view nor the revisions. */
export const viewOnly = (view: StoreView) => ({ revisions: 0, [view.uat ? 'published' : 'uat']: 0 }) as const;

/** The filter of the documents visible in one view. */
export const visibleIn = (view: StoreView): Filter => ({ [viewField(view)]: { $ne: null } });

/** Conditions on a view's fields as a filter on the documents: `{ kind: 'tax' }` is `{ 'uat.kind': 'tax' }` in UAT. */
export const inView = (view: StoreView, conditions: Readonly<Record<string, unknown>>): Filter =>
  Object.fromEntries(Object.entries(conditions).map(([path, condition]) => [`${viewField(view)}.${path}`, condition]));

export type RevisionTracked<V> = {
  _id: string;
  entityType: RevisionEntityType;
  entityId: string;
  revisions: RevisionEntry<unknown>[];
  published: V | null;
  uat: V | null;
  publishedRevisionId: string | null;
  uatRevisionId: string | null;
  updatedAt: string;
};

/** A document's view, null when it is not visible in that view (or there is no document). */
export const viewOf = <V>(doc: RevisionTracked<V> | null | undefined, view: StoreView): V | null =>
  doc?.[viewField(view)] ?? null;

/** The views of the documents that are visible in that view, in the documents' order. */
export const viewsOf = <V>(documents: readonly RevisionTracked<V>[], view: StoreView): V[] =>
  documents.flatMap((doc) => {
    const found = doc[viewField(view)];
    return found ? [found] : [];
  });

/** The views of the documents whose view meets `conditions` (see `inView`). */
export const findViews = async <V>(
  collection: Collection<RevisionTracked<V>>,
  view: StoreView,
  conditions: Readonly<Record<string, unknown>>,
  options?: FindOptions,
): Promise<V[]> => viewsOf(await collection.find(inView(view, conditions), options), view);

/**
 * A reader's derived views (derivedViews.ts) over the documents of one view, read without the other view and the
 * revisions: one per store view and store, made on first use by `make` and kept as long as the reader.
 */
export const derivedPerView = <V, T>(
  make: (view: StoreView, storeCode: StoreCode) => (documents: readonly RevisionTracked<V>[]) => T,
): ((view: StoreView, storeCode: StoreCode) => DerivedView<RevisionTracked<V>, T>) => {
  const reads = new Map<string, DerivedView<RevisionTracked<V>, T>>();
  return (view, storeCode) => {
    const key = `${viewField(view)}/${storeCode}`;
    let read = reads.get(key);
    if (read === undefined) {
      read = derivedView(make(view, storeCode), viewOnly(view));
      reads.set(key, read);
    }
    return read;
  };
};

export const eventTime = (event: RecordedEvent): string => {
  const stamped = event.metadata?.timestamp;
  return typeof stamped === 'string' && stamped !== '' ? stamped : event.created.toISOString();
};

type RevisionRef = Readonly<{ entityType: RevisionEntityType; entityId: string; revisionId: string }>;

/** The entity a revision event is about, or null for anything else (never throws). */
export const revisionRefOf = (event: RecordedEvent): RevisionRef | null => {
  const { entityType, entityId, revisionId } = event.data;
  if (!isRevisionEntityType(entityType) || typeof entityId !== 'string' || typeof revisionId !== 'string') return null;
  return { entityType, entityId, revisionId };
};

export type RevisionTrackedOptions<V> = Readonly<{
  name: string;
  version: number;
  entityTypes: readonly RevisionEntityType[];
  /** The view of one payload, or null when this read model has nothing to show for it. Must not throw. */
  toView: (entityType: RevisionEntityType, payload: unknown) => V | null;
  /** The indexes of the views' fields, by name: the paths of each (see `viewIndexes`). */
  viewIndexes?: Readonly<Record<string, readonly string[]>>;
}>;

/** `entityId` for a model of one entity type; `<entityType>:<entityId>` when it mixes several. */
export const trackedId = (entityTypes: readonly RevisionEntityType[], entityType: string, entityId: string): string =>
  entityTypes.length === 1 ? entityId : `${entityType}:${entityId}`;

type Options<V> = Pick<RevisionTrackedOptions<V>, 'entityTypes' | 'toView'>;

/**
 * The revision events a changeset stands for in one member's document: the publish of the member, after the
 * withdrawal of the revision published until then (as PublishRevision decides). Nothing when the member is no
 * longer draft or uat here: the changeset was checked against the members' streams just before its append, but
 * a member may have moved in between (EventStoreDB cannot append to several streams at once); that member then
 * keeps what its own stream says, and the changeset's follow-up reports the refusal.
 */
const changesetEventsFor = (
  changeset: ChangesetPublished,
  doc: RevisionTracked<unknown> | null,
): RevisionEvent<unknown>[] => {
  if (doc === null) return [];
  const member = changeset.data.members.find(
    (candidate) => candidate.entityType === doc.entityType && candidate.entityId === doc.entityId,
  );
  const revision = member && doc.revisions.find((candidate) => candidate.revisionId === member.revisionId);
  if (!member || (revision?.status !== 'draft' && revision?.status !== 'uat')) return [];
  const { publishedBy, publishedAt } = changeset.data;
  const ref = { entityType: member.entityType, entityId: member.entityId };
  const previous = doc.revisions.find((candidate) => candidate.status === 'published');
  return [
    ...(previous
      ? [
          {
            type: 'RevisionDeactivated' as const,
            data: {
              ...ref,
              revisionId: previous.revisionId,
              deactivatedBy: publishedBy,
              deactivatedAt: publishedAt,
              reason: 'superseded' as const,
            },
          },
        ]
      : []),
    {
      type: 'RevisionPublished',
      data: {
        ...ref,
        revisionId: member.revisionId,
        publishedBy,
        publishedAt,
        supersededRevisionId: previous?.revisionId ?? null,
      },
    },
  ];
};

/** What a store model over revisions follows: the revision streams, and the changesets that publish several at once. */
export type TrackedSourceEvent = ChangesetEvent | RevisionEvent<unknown>;

/** The changesets' parser, then the revisions' (their event types differ): an event neither can read is skipped. */
const parseTrackedEvent = firstParsed<TrackedSourceEvent>(parseChangesetEvent, parseRevisionEvent);

/**
 * Applies one revision event, or one changeset, to an entity's document; null once nothing of the entity can be
 * seen any more. A changeset reaches every member's document in the same batch (documentIds below), so the
 * runtime writes all of them in ONE bulkWrite that readers see whole (the port's `atomic`). The members'
 * own RevisionPublished, appended after it, then change nothing but the time (the revision is already published,
 * the superseded one already gone).
 */
export const evolveTracked = <V>(
  options: Options<V>,
  doc: RevisionTracked<V> | null,
  event: TrackedSourceEvent,
  recorded: RecordedEvent,
): RevisionTracked<V> | null => {
  if (event.type === 'ChangesetPublished') {
    const events = changesetEventsFor(event, doc);
    if (doc === null || events.length === 0) return doc;
    let state: RevisionsState<unknown> = doc;
    for (const revisionEvent of events) state = evolveRevisions(state, revisionEvent);
    return trackedOf(options, doc.entityType, doc.entityId, state.revisions, eventTime(recorded));
  }
  const ref = event.data;
  if (!options.entityTypes.includes(ref.entityType)) return doc;
  const before = { entityType: ref.entityType, entityId: ref.entityId, revisions: doc?.revisions ?? [] };
  const { revisions } = evolveRevisions(before, event);
  return trackedOf(options, ref.entityType, ref.entityId, revisions, eventTime(recorded));
};

const trackedOf = <V>(
  options: Options<V>,
  entityType: RevisionEntityType,
  entityId: string,
  all: readonly RevisionEntry<unknown>[],
  updatedAt: string,
): RevisionTracked<V> | null => {
  const revisions = all.filter((revision) => revision.status !== 'inactive');
  if (revisions.length === 0) return null;
  const state = { entityType, entityId, revisions };
  const published = publishedRevision(state);
  const uat = uatRevision(state);
  return {
    _id: trackedId(options.entityTypes, entityType, entityId),
    entityType,
    entityId,
    revisions,
    published: published ? options.toView(entityType, published.payload) : null,
    uat: uat ? options.toView(entityType, uat.payload) : null,
    publishedRevisionId: published?.revisionId ?? null,
    uatRevisionId: uat?.revisionId ?? null,
    updatedAt,
  };
};

/** The document a revision event is about, or null when it is about none of `entityTypes`. */
const trackedIdOf = (entityTypes: readonly RevisionEntityType[], event: RecordedEvent): string | null => {
  const ref = revisionRefOf(event);
  return ref && entityTypes.includes(ref.entityType) ? trackedId(entityTypes, ref.entityType, ref.entityId) : null;
};

/** Indexes on `published.<path>` and `uat.<path>` for each path (each a compound key when given an array). */
const viewIndexes = (name: string, paths: readonly string[]): IndexSpec[] =>
  (['published', 'uat'] as const).map((field) => ({
    key: Object.fromEntries(paths.map((path) => [`${field}.${path}`, 1 as const])),
    name: `${field}_${name}`,
  }));

/** A read model of one document per entity of `entityTypes`, with its published and UAT views. */
export const revisionTrackedModel = <V>(options: RevisionTrackedOptions<V>): TypedReadModel<RevisionTracked<V>> =>
  parsedReadModel<RevisionTracked<V>, TrackedSourceEvent>({
    name: options.name,
    version: options.version,
    handles: [...revisionEventTypes, ...changesetEventTypes],
    documentId: (event) => trackedIdOf(options.entityTypes, event),
    documentIds: (event) => {
      const changeset = parseChangesetEvent(event);
      if (changeset === null) {
        const id = trackedIdOf(options.entityTypes, event);
        return id === null ? [] : [id];
      }
      return changeset.data.members
        .filter((member) => options.entityTypes.includes(member.entityType))
        .map((member) => trackedId(options.entityTypes, member.entityType, member.entityId));
    },
    parse: parseTrackedEvent,
    evolve: (doc, event, recorded) => evolveTracked(options, doc, event, recorded),
    ...(options.viewIndexes
      ? { indexes: Object.entries(options.viewIndexes).flatMap(([name, paths]) => viewIndexes(name, paths)) }
      : {}),
  });
