/**
 * Publishing several revisions together, atomically for shoppers (issue #12). The design, given that
 * EventStoreDB appends atomically to ONE stream only and MongoDB shows a multi-document write whole only through a
 * transaction:
 *
 * 1. The members' streams are read (not the read model, which may lag) and the changeset stream
 *    `changeset-<id>` decides ONE ChangesetPublished naming every member and what it supersedes
 *    (domain/src/changesets). That single append is the moment the changeset is published.
 * 2. The store's revision-tracked read models route that one event to every member's document and the runtime
 *    writes them in ONE atomic bulkWrite (projections/src/store/revisionTracking.ts, the port's `atomic`), so a
 *    reader of the store sees all of it or none of it.
 * 3. Then each member's own stream records its publish (PublishRevision, in sequence), so the revision decider's
 *    state, later publishes and the admin's revisions list stay right; the store's models find it already applied.
 *
 * The id is derived from the revisions, so a retry of the same request after a failure in step 3 finds the
 * changeset published (nothing more is appended to it) and completes the follow-up; both steps are idempotent.
 */
import { createHash } from 'node:crypto';
import type { ChangesetCandidate } from '@parks/domain/changesets/commands';
import { changesetDecider } from '@parks/domain/changesets/decider';
import { changesetStream } from '@parks/domain/changesets/streams';
import { revisionStatusCommand } from '@parks/domain/revisions/commands';
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { publishedRevision } from '@parks/domain/revisions/views';
import { DomainError } from '@parks/domain/shared/errors';
import { inSequence, sequenceOf } from '@parks/domain/shared/sequence';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { adminRevisionQueries } from '@parks/projections/admin/revisionQueries';
import type { RevisionEntityType } from '@parks/schemas/revisions';
import { ProblemError } from '../http/problems.ts';
import type { CommandOutcome } from '../http/readYourWrites.ts';
import type { AdminDeps } from './deps.ts';
import { type AdminCall, commandMetadata } from './registry.ts';

const revisions = revisionDecider();
const sequence = inSequence(revisions);

/** The same revisions (in any order) give the same changeset. */
export const changesetIdOf = (revisionIds: readonly string[]): string =>
  `cs-${createHash('sha256')
    .update([...new Set(revisionIds)].sort().join('\n'))
    .digest('hex')
    .slice(0, 32)}`;

export type ChangesetOutcome = Readonly<{ changesetId: string; members: number }>;

export const publishChangeset = async (
  deps: Pick<AdminDeps, 'eventStore' | 'projections' | 'awaitProjections'>,
  call: Pick<AdminCall, 'now' | 'user'>,
  revisionIds: readonly string[],
  /** Throws when the caller may not publish this entity type (its own area's roles). */
  assertAllowed: (entityType: RevisionEntityType) => void,
): Promise<ChangesetOutcome> => {
  const metadata = commandMetadata(call);
  const catalogue = adminRevisionQueries(deps.projections);
  const candidates: ChangesetCandidate[] = [];
  for (const revisionId of revisionIds) {
    const found = await catalogue.ofRevision(revisionId);
    if (found === null) {
      throw new ProblemError(404, 'revision.notFound', { errors: { revisionIds: ['revision.notFound'] } });
    }
    const { entityType, entityId } = found.entity;
    assertAllowed(entityType);
    const { state } = await foldStreamRevision(deps.eventStore, revisionStream(entityType, entityId), revisions);
    const revision = state.revisions.find((candidate) => candidate.revisionId === revisionId);
    const published = publishedRevision(state);
    candidates.push({
      entityType,
      entityId,
      revisionId,
      status: revision?.status ?? null,
      publishedRevisionId: published && published.revisionId !== revisionId ? published.revisionId : null,
    });
  }
  const changesetId = changesetIdOf(revisionIds);
  const outcome = await handleCommand(deps.eventStore, changesetStream(changesetId), changesetDecider, {
    type: 'PublishChangeset',
    data: { changesetId, members: candidates },
    metadata,
  });
  await deps.awaitProjections(outcome);
  // The follow-up: each member's own stream. A member that moved since the check (withdrawn meanwhile) refuses;
  // the others still complete, and the first refusal is reported.
  // Read your writes once, after the last append: positions only grow, so it covers the earlier ones.
  let refusal: unknown = null;
  let last: CommandOutcome['position'];
  const appended: Array<Readonly<{ type: string }>> = [];
  for (const member of candidates) {
    try {
      const followed = await handleCommand(
        deps.eventStore,
        revisionStream(member.entityType, member.entityId),
        sequence,
        sequenceOf([revisionStatusCommand('publish', member.revisionId, metadata)], metadata),
      );
      last = followed.position ?? last;
      appended.push(...followed.newEvents);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusal ??= error;
    }
  }
  await deps.awaitProjections({ position: last, newEvents: appended });
  if (refusal !== null) throw refusal;
  return { changesetId, members: candidates.length };
};
