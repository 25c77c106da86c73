import type { RevisionEntityType, RevisionStatus } from '@parks/schemas/revisions';
import type { RevisionEvent } from './events.ts';

export type RevisionEntry<P> = Readonly<{
  revisionId: string;
  number: number;
  status: RevisionStatus;
  payload: P;
  updatedAt: string;
}>;

/** All revisions of one entity. At most one is published at a time. */
export type RevisionsState<P> = Readonly<{
  entityType: RevisionEntityType | null;
  entityId: string | null;
  revisions: readonly RevisionEntry<P>[];
}>;

export const initialState = <P>(): RevisionsState<P> => ({ entityType: null, entityId: null, revisions: [] });

const update = <P>(
  state: RevisionsState<P>,
  revisionId: string,
  change: Partial<RevisionEntry<P>>,
): RevisionsState<P> => ({
  ...state,
  revisions: state.revisions.map((revision) =>
    revision.revisionId === revisionId ? { ...revision, ...change } : revision,
  ),
});

export const evolve = <P>(state: RevisionsState<P>, event: RevisionEvent<P>): RevisionsState<P> => {
  const { data } = event;
  switch (event.type) {
    case 'RevisionDrafted':
      return {
        entityType: event.data.entityType,
        entityId: event.data.entityId,
        revisions: [
          ...state.revisions,
          {
            revisionId: data.revisionId,
            number: event.data.number,
            status: 'draft',
            payload: event.data.payload,
            updatedAt: event.data.draftedAt,
          },
        ],
      };
    case 'RevisionEdited':
      return update(state, data.revisionId, { payload: event.data.payload, updatedAt: event.data.editedAt });
    case 'RevisionMovedToUat':
      return update(state, data.revisionId, { status: 'uat', updatedAt: event.data.movedAt });
    case 'RevisionPublished':
      return update(state, data.revisionId, { status: 'published', updatedAt: event.data.publishedAt });
    case 'RevisionDeactivated':
      return update(state, data.revisionId, { status: 'inactive', updatedAt: event.data.deactivatedAt });
  }
};
