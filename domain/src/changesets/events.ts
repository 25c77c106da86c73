import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { Event } from '../shared/decider.ts';

/** One revision published by a changeset, with the revision of its entity it replaces in the store (or null). */
export type ChangesetMember = Readonly<{
  entityType: RevisionEntityType;
  entityId: string;
  revisionId: string;
  supersededRevisionId: string | null;
}>;

/**
 * Several revisions (each of another entity) published together: ONE event, so ONE append to ONE stream, the
 * only atomic write EventStoreDB has. The store's read models apply it to every member's document in one write
 * (see projections/src/store/revisionTracking.ts); each member's own stream then records its RevisionPublished
 * (the follow-up of api/src/admin/changesets.ts), which the read models find already applied.
 */
export type ChangesetPublished = Event<
  'ChangesetPublished',
  { changesetId: string; members: readonly ChangesetMember[]; publishedBy: string; publishedAt: string }
>;

export type ChangesetEvent = ChangesetPublished;

export const changesetEventTypes = ['ChangesetPublished'] as const satisfies readonly ChangesetEvent['type'][];
