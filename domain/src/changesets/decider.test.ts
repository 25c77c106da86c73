import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/specFor.ts';
import type { ChangesetCandidate, PublishChangeset } from './commands.ts';
import { changesetDecider } from './decider.ts';
import { parseChangesetEvent } from './eventParser.ts';
import type { ChangesetEvent } from './events.ts';

const given = specFor(changesetDecider);
const now = '2026-11-27T05:00:00.000Z';
const staff = { now, userId: 'usr-lmg' };

const candidate = (n: number, change: Partial<ChangesetCandidate> = {}): ChangesetCandidate => ({
  entityType: 'Product',
  entityId: `prod-${n}`,
  revisionId: `rev-${n}`,
  status: 'draft',
  publishedRevisionId: null,
  ...change,
});
const publish = (...members: ChangesetCandidate[]): PublishChangeset => ({
  type: 'PublishChangeset',
  data: { changesetId: 'cs-1', members },
  metadata: staff,
});
const published = (...members: ChangesetCandidate[]): ChangesetEvent => ({
  type: 'ChangesetPublished',
  data: {
    changesetId: 'cs-1',
    members: members.map(({ entityType, entityId, revisionId, publishedRevisionId }) => ({
      entityType,
      entityId,
      revisionId,
      supersededRevisionId: publishedRevisionId,
    })),
    publishedBy: 'usr-lmg',
    publishedAt: now,
  },
});

describe('changeset decider', () => {
  it('publishes draft and uat revisions of several entities in one event, naming what each supersedes', () => {
    const members = [candidate(1), candidate(2, { status: 'uat', publishedRevisionId: 'rev-old-2' })];
    given([])
      .when(publish(...members))
      .then([published(...members)]);
  });

  it('refuses a changeset with a revision that does not exist, or that is published or inactive', () => {
    given([])
      .when(publish(candidate(1), candidate(2, { status: null })))
      .thenThrows('revision.notFound');
    given([])
      .when(publish(candidate(1), candidate(2, { status: 'published' })))
      .thenThrows('revision.invalidTransition');
    given([])
      .when(publish(candidate(1, { status: 'inactive' })))
      .thenThrows('revision.invalidTransition');
  });

  it('refuses an empty changeset and two revisions of one entity', () => {
    given([]).when(publish()).thenThrows('changeset.empty');
    given([])
      .when(publish(candidate(1), candidate(1, { revisionId: 'rev-1b' })))
      .thenThrows('changeset.sameEntity');
  });

  it('is done already when the same revisions are sent again (in any order), whatever their status now', () => {
    given([published(candidate(1), candidate(2))])
      .when(publish(candidate(2, { status: 'published' }), candidate(1, { status: 'published' })))
      .thenNothingHappened();
  });

  it('refuses other revisions under a changeset id already published', () => {
    given([published(candidate(1), candidate(2))])
      .when(publish(candidate(1), candidate(3)))
      .thenThrows('changeset.otherMembers');
  });

  it('refuses a command without an acting user', () => {
    given([])
      .when({ ...publish(candidate(1)), metadata: { now } })
      .thenThrows('auth.required');
  });

  it('reads back what it records, and nothing of the wrong shape', () => {
    const event = published(candidate(1), candidate(2, { publishedRevisionId: 'rev-0' }));
    expect(parseChangesetEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
    expect(parseChangesetEvent({ type: 'ChangesetPublished', data: { ...event.data, members: [{}] } })).toBeNull();
    expect(parseChangesetEvent({ type: 'RevisionPublished', data: event.data })).toBeNull();
  });
});
