import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { Event } from '../shared/decider.ts';

/** Every revision event names the entity and the revision, so one projection can serve all entity types. */
type RevisionRef = { entityType: RevisionEntityType; entityId: string; revisionId: string };

/** A staff change, saved as a draft. `number` counts the entity's revisions from 1. */
export type RevisionDrafted<P> = Event<
  'RevisionDrafted',
  RevisionRef & { number: number; payload: P; draftedBy: string; draftedAt: string }
>;
export type RevisionEdited<P> = Event<
  'RevisionEdited',
  RevisionRef & { payload: P; editedBy: string; editedAt: string }
>;
/** Visible to staff testing in UAT mode, not yet to shoppers. */
export type RevisionMovedToUat = Event<'RevisionMovedToUat', RevisionRef & { movedBy: string; movedAt: string }>;
/** Now what shoppers see. The previously published revision, if any, is deactivated in the same decision. */
export type RevisionPublished = Event<
  'RevisionPublished',
  RevisionRef & { publishedBy: string; publishedAt: string; supersededRevisionId: string | null }
>;
export type RevisionDeactivated = Event<
  'RevisionDeactivated',
  RevisionRef & { deactivatedBy: string; deactivatedAt: string; reason: 'withdrawn' | 'superseded' }
>;

export type RevisionEvent<P = unknown> =
  | RevisionDrafted<P>
  | RevisionEdited<P>
  | RevisionMovedToUat
  | RevisionPublished
  | RevisionDeactivated;

export const revisionEventTypes = [
  'RevisionDrafted',
  'RevisionEdited',
  'RevisionMovedToUat',
  'RevisionPublished',
  'RevisionDeactivated',
] as const satisfies readonly RevisionEvent['type'][];
