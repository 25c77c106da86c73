import type { UserProfile } from '@parks/schemas/account';
import { describe, expect, it } from 'vitest';
import type { RevisionEvent } from '../revisions/events.ts';
import { specFor } from '../testing/specFor.ts';
import { adaProfile } from '../testing/users.ts';
import { currentProfile, type ProfileCommand, pendingProfileChange, profileDecider } from './profile.ts';

const given = specFor(profileDecider);
const now = '2026-11-21T15:00:00.000Z';
const userId = 'usr-ada';
const entity = { entityType: 'User', entityId: userId } as const;
const profile = (phone: string) => adaProfile({ companyName: null, phone, language: 'fr' });
const request = (revisionId: string, phone: string): ProfileCommand => ({
  type: 'RequestProfileChange',
  data: { userId, revisionId, profile: profile(phone) },
  metadata: { now, userId },
});
const approve = (revisionId: string, by = 'usr-super'): ProfileCommand => ({
  type: 'ApproveProfileChange',
  data: { userId, revisionId },
  metadata: { now, userId: by },
});
const decline = (revisionId: string): ProfileCommand => ({
  type: 'DeclineProfileChange',
  data: { userId, revisionId },
  metadata: { now, userId: 'usr-super' },
});
const drafted = (revisionId: string, number: number, phone: string): RevisionEvent<UserProfile> => ({
  type: 'RevisionDrafted',
  data: { ...entity, revisionId, number, payload: profile(phone), draftedBy: userId, draftedAt: now },
});
const published = (revisionId: string, supersededRevisionId: string | null = null): RevisionEvent<UserProfile> => ({
  type: 'RevisionPublished',
  data: { ...entity, revisionId, publishedBy: 'usr-super', publishedAt: now, supersededRevisionId },
});

describe('a user without pending change', () => {
  it('asks for a change, which waits for approval as a draft revision of the user', () =>
    given([])
      .when(request('rev-1', '(613) 555-0101'))
      .then([drafted('rev-1', 1, '(613) 555-0101')]));
  it("cannot ask for a change of someone else's profile", () =>
    given([])
      .when({ ...request('rev-1', '1'), metadata: { now, userId: 'usr-other' } })
      .thenThrows('auth.permissionDenied'));
});

describe('a pending change', () => {
  const history = [drafted('rev-1', 1, '(613) 555-0101')];
  it('is edited when the user asks again: one pending change at a time', () =>
    given(history)
      .when(request('rev-2', '(613) 555-0102'))
      .then([
        {
          type: 'RevisionEdited',
          data: { ...entity, revisionId: 'rev-1', payload: profile('(613) 555-0102'), editedBy: userId, editedAt: now },
        },
      ]));
  it('ignores the same request again', () =>
    given(history).when(request('rev-3', '(613) 555-0101')).thenNothingHappened());
  it('is approved by someone else', () =>
    given(history)
      .when(approve('rev-1'))
      .then([published('rev-1')]));
  it('is never approved by the user', () =>
    given(history).when(approve('rev-1', userId)).thenThrows('profile.selfApproval'));
  it('is declined', () =>
    given(history)
      .when(decline('rev-1'))
      .then([
        {
          type: 'RevisionDeactivated',
          data: { ...entity, revisionId: 'rev-1', deactivatedBy: 'usr-super', deactivatedAt: now, reason: 'withdrawn' },
        },
      ]));
  it('is what the user sees as pending', () => {
    const state = history.reduce(profileDecider.evolve, profileDecider.initialState());
    expect(pendingProfileChange(state)?.revisionId).toBe('rev-1');
    expect(currentProfile(state, profile('registered')).phone).toBe('registered');
  });
});

describe('an approved change', () => {
  const history = [drafted('rev-1', 1, '(613) 555-0101'), published('rev-1')];
  it('is the profile in force', () => {
    const state = history.reduce(profileDecider.evolve, profileDecider.initialState());
    expect(currentProfile(state, profile('registered')).phone).toBe('(613) 555-0101');
    expect(pendingProfileChange(state)).toBeNull();
  });
  it('ignores a repeated approval', () => given(history).when(approve('rev-1')).thenNothingHappened());
  it('can no longer be declined', () => given(history).when(decline('rev-1')).thenThrows('profile.notPending'));
  it('is superseded by the next approved change', () =>
    given([...history, drafted('rev-2', 2, '(613) 555-0102')])
      .when(approve('rev-2'))
      .then([
        {
          type: 'RevisionDeactivated',
          data: {
            ...entity,
            revisionId: 'rev-1',
            deactivatedBy: 'usr-super',
            deactivatedAt: now,
            reason: 'superseded',
          },
        },
        published('rev-2', 'rev-1'),
      ]));
});

describe('an unknown change', () => {
  it('cannot be approved', () => given([]).when(approve('rev-9')).thenThrows('profile.notPending'));
});

describe('a profile set by staff from the user form', () => {
  const setByStaff = (revisionId: string, phone: string, by = 'usr-super'): ProfileCommand => ({
    type: 'SetProfileByStaff',
    data: { userId, revisionId, profile: profile(phone) },
    metadata: { now, userId: by },
  });
  const staffDrafted = (revisionId: string, number: number, phone: string): RevisionEvent<UserProfile> => ({
    type: 'RevisionDrafted',
    data: { ...entity, revisionId, number, payload: profile(phone), draftedBy: 'usr-super', draftedAt: now },
  });
  it('is drafted and published at once by the staff member: staff are the approvers', () =>
    given([])
      .when(setByStaff('rev-1', '(613) 555-0109'))
      .then([staffDrafted('rev-1', 1, '(613) 555-0109'), published('rev-1')]));
  it('leaves the change the user asked for pending', () => {
    const history = [drafted('rev-1', 1, '(613) 555-0101')];
    given(history)
      .when(setByStaff('rev-2', '(613) 555-0109'))
      .then([staffDrafted('rev-2', 2, '(613) 555-0109'), published('rev-2')]);
    const state = [...history, staffDrafted('rev-2', 2, '(613) 555-0109'), published('rev-2')].reduce(
      profileDecider.evolve,
      profileDecider.initialState(),
    );
    expect(pendingProfileChange(state)?.revisionId).toBe('rev-1');
    expect(currentProfile(state, profile('registered')).phone).toBe('(613) 555-0109');
  });
  it('changes nothing when it is the profile in force', () =>
    given([staffDrafted('rev-1', 1, '1'), published('rev-1')])
      .when(setByStaff('rev-2', '1'))
      .thenNothingHappened());
  it('is never set by the user on their own account', () =>
    given([])
      .when(setByStaff('rev-1', '1', userId))
      .thenThrows('profile.selfApproval'));
});
