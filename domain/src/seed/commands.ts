import type { RevisionEntityType } from '@parks/schemas/revisions';
import type { DraftRevision, PublishRevision, RevisionCommand } from '../revisions/commands.ts';
import { decide as decideRevision, revisionDecider } from '../revisions/decider.ts';
import type { RevisionEvent } from '../revisions/events.ts';
import type { RevisionsState } from '../revisions/state.ts';
import { revisionStream } from '../revisions/streams.ts';
import { canonicalJson } from '../shared/canonicalJson.ts';
import type { StreamDecider } from '../shared/decider.ts';
import { type SeedEntity, seedEntities } from './catalog.ts';

/** The acting user recorded on seeded revisions. */
export const seedUserId = 'system-seed';

const seedPrefix = 'seed-';

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable fingerprint of a payload (not a security hash). */
const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

/**
 * `seed-<entityId>-<fingerprint of the payload>`: the same seed gives the same revision id, so a re-run is
 * recognised; a seed whose record changed drafts a new revision, which supersedes the old one when published.
 */
export const seedRevisionId = (entity: SeedEntity): string =>
  `${seedPrefix}${entity.entityId}-${fingerprint(canonicalJson(entity.payload))}`;

export type SeedCommand = Readonly<{
  streamName: string;
  entityType: RevisionEntityType;
  entityId: string;
  command: RevisionCommand<unknown>;
}>;

/**
 * The revision commands that load the seed: for each entity, in load order, a draft then its publication. Run each
 * through the ordinary command path with `seedDecider`:
 * `handleCommand(eventStore, c.streamName, seedDecider, c.command)`. Running them again appends nothing.
 */
export const seedCommands = (
  options: Readonly<{ now: string; userId?: string; entities?: readonly SeedEntity[] }>,
): SeedCommand[] => {
  const metadata = { now: options.now, userId: options.userId ?? seedUserId };
  return (options.entities ?? seedEntities).flatMap((entity) => {
    const { entityType, entityId, payload } = entity;
    const streamName = revisionStream(entityType, entityId);
    const revisionId = seedRevisionId(entity);
    const draft: DraftRevision<unknown> = {
      type: 'DraftRevision',
      data: { entityType, entityId, revisionId, payload },
      metadata,
    };
    const publish: PublishRevision = { type: 'PublishRevision', data: { revisionId }, metadata };
    return [
      { streamName, entityType, entityId, command: draft },
      { streamName, entityType, entityId, command: publish },
    ];
  });
};

const isSeedRevision = (revisionId: string): boolean => revisionId.startsWith(seedPrefix);

/**
 * The revision rules, with two courtesies of a seed: it leaves alone any entity staff have made a revision of
 * (their change wins, even a withdrawal), and it never tries to publish a revision that is gone or superseded
 * (an older seed run again). Everything else is the ordinary decider, "already done" included.
 */
export const seedDecider: StreamDecider<RevisionsState<unknown>, RevisionCommand<unknown>, RevisionEvent<unknown>> = {
  ...revisionDecider<unknown>(),
  decide: (command, state) => {
    if (state.revisions.some((revision) => !isSeedRevision(revision.revisionId))) return [];
    if (command.type === 'PublishRevision') {
      const revision = state.revisions.find((candidate) => candidate.revisionId === command.data.revisionId);
      if (!revision || revision.status === 'inactive') return [];
    }
    return decideRevision(command, state);
  },
};
