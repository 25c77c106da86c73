/** Shared by the read models' tests: domain events as the log records them, and a fold over a read model. */
import type { OrderPlaced } from '@parks/domain/orders/events';
import { seedEntities } from '@parks/domain/seed/catalog';
import type { Document } from '@parks/infra/documents/port';
import type { JsonObject, RecordedEvent } from '@parks/infra/eventStore/port';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { ReadModel } from '../runtime/types.ts';

export const now = '2026-11-21T15:00:00.000Z';
const staff = 'usr-lmg';

let position = 0n;

export const recorded = (streamId: string, event: { type: string; data: object }, timestamp = now): RecordedEvent => {
  position += 1n;
  return {
    streamId,
    id: `e${position}`,
    revision: 0n,
    type: event.type,
    data: JSON.parse(JSON.stringify(event.data)) as JsonObject,
    metadata: { timestamp },
    created: new Date(timestamp),
    position: { commit: position, prepare: position },
  };
};

/** Applies the events the model routes to `id`, as the runtime would; returns the document (or null). */
export const fold = <D extends Document>(model: ReadModel, id: string, events: readonly RecordedEvent[]): D | null =>
  events
    .filter(
      (event) =>
        model.handles.includes(event.type) &&
        (model.documentIds ? model.documentIds(event).includes(id) : model.documentId(event) === id),
    )
    .reduce<Document | null>((doc, event) => model.evolve(doc, event), null) as D | null;

/** A public-store order made of a portal one: no customer or PO number, no portal details, placed by a guest. */
export const publicOrderOf = (portal: OrderPlaced, orderId: string, placedAt: string): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    ...portal.data,
    orderId,
    storeCode: 'b2c',
    status: 'pending',
    budgetCode: null,
    poNumber: null,
    portal: null,
    customerId: 'guest-1',
    placedAt,
  },
});

/** Revision events of one entity, in the log's shape. */
export const revisionEvents = (entityType: RevisionEntityType, entityId: string) => {
  const stream = `revision-${entityType}-${entityId}`;
  const ref = (revisionId: string) => ({ entityType, entityId, revisionId });
  return {
    drafted: (revisionId: string, number: number, payload: unknown) =>
      recorded(stream, {
        type: 'RevisionDrafted',
        data: { ...ref(revisionId), number, payload, draftedBy: staff, draftedAt: now },
      }),
    edited: (revisionId: string, payload: unknown) =>
      recorded(stream, {
        type: 'RevisionEdited',
        data: { ...ref(revisionId), payload, editedBy: staff, editedAt: now },
      }),
    movedToUat: (revisionId: string) =>
      recorded(stream, { type: 'RevisionMovedToUat', data: { ...ref(revisionId), movedBy: staff, movedAt: now } }),
    published: (revisionId: string, supersededRevisionId: string | null = null) =>
      recorded(stream, {
        type: 'RevisionPublished',
        data: { ...ref(revisionId), publishedBy: staff, publishedAt: now, supersededRevisionId },
      }),
    deactivated: (revisionId: string, reason: 'withdrawn' | 'superseded') =>
      recorded(stream, {
        type: 'RevisionDeactivated',
        data: { ...ref(revisionId), deactivatedBy: staff, deactivatedAt: now, reason },
      }),
  };
};

/** A published entity: drafted as revision `rev-1` and published. */
export const publishedEntity = (entityType: RevisionEntityType, entityId: string, payload: unknown) => {
  const events = revisionEvents(entityType, entityId);
  return [events.drafted('rev-1', 1, payload), events.published('rev-1')];
};

/** The document a model makes of some entities of the seed, each published as it is, by document id. */
export const seededDocuments = <D extends Document>(
  model: ReadModel,
  entityIds: readonly string[],
): ((id: string) => D | null) => {
  const events = seedEntities
    .filter((entity) => entityIds.includes(entity.entityId))
    .flatMap((entity) => publishedEntity(entity.entityType, entity.entityId, entity.payload));
  return (id) => fold<D>(model, id, events);
};
