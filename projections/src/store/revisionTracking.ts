import { parseRevisionEvent } from '@parks/domain/revisions/eventParser';
import { revisionEventTypes } from '@parks/domain/revisions/events';
import { evolve as evolveRevisions, type RevisionEntry } from '@parks/domain/revisions/state';
import { publishedRevision, uatRevision } from '@parks/domain/revisions/views';
import type { IndexSpec } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { isRevisionEntityType, type RevisionEntityType } from '@parks/schemas/revisions';
import { readModel } from '../runtime/readModel.ts';
import type { ReadModel } from '../runtime/types.ts';

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
  indexes?: readonly IndexSpec[];
}>;

/** `entityId` for a model of one entity type; `<entityType>:<entityId>` when it mixes several. */
export const trackedId = (entityTypes: readonly RevisionEntityType[], entityType: string, entityId: string): string =>
  entityTypes.length === 1 ? entityId : `${entityType}:${entityId}`;

/** Applies one revision event to an entity's document; null once nothing of the entity can be seen any more. */
export const evolveTracked = <V>(
  options: Pick<RevisionTrackedOptions<V>, 'entityTypes' | 'toView'>,
  doc: RevisionTracked<V> | null,
  event: RecordedEvent,
): RevisionTracked<V> | null => {
  const parsed = parseRevisionEvent(event);
  if (parsed === null) return doc; // not a revision event we can read: skipped, never thrown
  const ref = parsed.data;
  if (!options.entityTypes.includes(ref.entityType)) return doc;
  const before = { entityType: ref.entityType, entityId: ref.entityId, revisions: doc?.revisions ?? [] };
  const after = evolveRevisions(before, parsed);
  const revisions = after.revisions.filter((revision) => revision.status !== 'inactive');
  if (revisions.length === 0) return null;
  const state = { ...after, revisions };
  const published = publishedRevision(state);
  const uat = uatRevision(state);
  return {
    _id: trackedId(options.entityTypes, ref.entityType, ref.entityId),
    entityType: ref.entityType,
    entityId: ref.entityId,
    revisions,
    published: published ? options.toView(ref.entityType, published.payload) : null,
    uat: uat ? options.toView(ref.entityType, uat.payload) : null,
    publishedRevisionId: published?.revisionId ?? null,
    uatRevisionId: uat?.revisionId ?? null,
    updatedAt: eventTime(event),
  };
};

/** A read model of one document per entity of `entityTypes`, with its published and UAT views. */
export const revisionTrackedModel = <V>(options: RevisionTrackedOptions<V>): ReadModel =>
  readModel<RevisionTracked<V>>({
    name: options.name,
    version: options.version,
    handles: revisionEventTypes,
    documentId: (event) => {
      const ref = revisionRefOf(event);
      return ref && options.entityTypes.includes(ref.entityType)
        ? trackedId(options.entityTypes, ref.entityType, ref.entityId)
        : null;
    },
    evolve: (doc, event) => evolveTracked(options, doc, event),
    ...(options.indexes ? { indexes: options.indexes } : {}),
  });

/** Indexes on `published.<path>` and `uat.<path>` for each path (each a compound key when given an array). */
export const viewIndexes = (name: string, paths: readonly string[]): IndexSpec[] =>
  (['published', 'uat'] as const).map((field) => ({
    key: Object.fromEntries(paths.map((path) => [`${field}.${path}`, 1 as const])),
    name: `${field}_${name}`,
  }));

/** A small guard for payloads read back from events: an object with these string fields. */
export const hasStrings = (value: unknown, ...keys: string[]): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
