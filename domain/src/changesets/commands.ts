import type { RevisionEntityType, RevisionStatus } from '@parks/schemas/revisions';
import type { Command } from '../shared/decider.ts';

/**
 * A member as its own stream stood when the command was made (`status` null: no such revision there). The
 * decider of the changeset stream cannot read other streams, so the handler reads them and passes what it saw.
 */
export type ChangesetCandidate = Readonly<{
  entityType: RevisionEntityType;
  entityId: string;
  revisionId: string;
  status: RevisionStatus | null;
  publishedRevisionId: string | null;
}>;

/** Publish these revisions together; the acting staff member is `metadata.userId`. */
export type PublishChangeset = Command<
  'PublishChangeset',
  { changesetId: string; members: readonly ChangesetCandidate[] }
>;

export type ChangesetCommand = PublishChangeset;
