import type { StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import type { ChangesetCommand, PublishChangeset } from './commands.ts';
import { parseChangesetEvent } from './eventParser.ts';
import type { ChangesetEvent, ChangesetMember } from './events.ts';

/** A changeset is published once: then `publishedRevisionIds` are its members' revisions. */
export type ChangesetState = Readonly<{ publishedRevisionIds: readonly string[] | null }>;

export const initialState = (): ChangesetState => ({ publishedRevisionIds: null });

export const evolve = (_state: ChangesetState, event: ChangesetEvent): ChangesetState => ({
  publishedRevisionIds: event.data.members.map((member) => member.revisionId),
});

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  return left.size === b.length && b.every((id) => left.has(id));
};

/**
 * Every member must exist and be draft or uat right now (the revision rule of PublishRevision), one revision per
 * entity (an entity shows one published revision). A retry of a published changeset with the same revisions is
 * done already; with other revisions it is a conflict.
 */
const publish = (command: PublishChangeset, state: ChangesetState): ChangesetEvent[] => {
  const publishedBy = actorOf(command.metadata);
  const { changesetId, members } = command.data;
  const revisionIds = members.map((member) => member.revisionId);
  if (state.publishedRevisionIds !== null) {
    if (sameSet(state.publishedRevisionIds, revisionIds)) return [];
    throw domainError('changeset.otherMembers', 409);
  }
  if (members.length === 0) throw domainError('changeset.empty', 422);
  const entities = new Set(members.map((member) => `${member.entityType}:${member.entityId}`));
  if (entities.size !== members.length) throw domainError('changeset.sameEntity', 422);
  const published: ChangesetMember[] = members.map((member) => {
    if (member.status === null) throw domainError('revision.notFound', 404, { revisionId: member.revisionId });
    if (member.status !== 'draft' && member.status !== 'uat') {
      throw domainError('revision.invalidTransition', 409, { revisionId: member.revisionId });
    }
    const { entityType, entityId, revisionId, publishedRevisionId } = member;
    return { entityType, entityId, revisionId, supersededRevisionId: publishedRevisionId };
  });
  return [
    {
      type: 'ChangesetPublished',
      data: { changesetId, members: published, publishedBy, publishedAt: command.metadata.now },
    },
  ];
};

export const decide = (command: ChangesetCommand, state: ChangesetState): ChangesetEvent[] => publish(command, state);

export const changesetDecider: StreamDecider<ChangesetState, ChangesetCommand, ChangesetEvent> = {
  decide,
  evolve,
  initialState,
  parse: parseChangesetEvent,
};
