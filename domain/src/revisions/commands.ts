import type { RevisionAction, RevisionEntityType } from '@parks/schemas/revisions';
import type { Command, CommandMetadata } from '../shared/decider.ts';

/** The acting staff member is `metadata.userId`; every revision command needs one. */
export type DraftRevision<P> = Command<
  'DraftRevision',
  { entityType: RevisionEntityType; entityId: string; revisionId: string; payload: P }
>;
export type EditRevision<P> = Command<'EditRevision', { revisionId: string; payload: P }>;
export type MoveRevisionToUat = Command<'MoveRevisionToUat', { revisionId: string }>;
export type PublishRevision = Command<'PublishRevision', { revisionId: string }>;
export type DeactivateRevision = Command<'DeactivateRevision', { revisionId: string }>;

export type RevisionStatusCommand = MoveRevisionToUat | PublishRevision | DeactivateRevision;

export type RevisionCommand<P = unknown> = DraftRevision<P> | EditRevision<P> | RevisionStatusCommand;

/** The command behind an admin status action (`uat`, `publish`, `inactive`) of the revision details screen. */
export const revisionStatusCommand = (
  action: RevisionAction,
  revisionId: string,
  metadata: CommandMetadata,
): RevisionStatusCommand => {
  switch (action) {
    case 'uat':
      return { type: 'MoveRevisionToUat', data: { revisionId }, metadata };
    case 'publish':
      return { type: 'PublishRevision', data: { revisionId }, metadata };
    case 'inactive':
      return { type: 'DeactivateRevision', data: { revisionId }, metadata };
  }
};
