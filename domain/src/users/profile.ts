import type { UserProfile } from '@parks/schemas/account';
import { decide as decideRevision } from '../revisions/decider.ts';
import type { RevisionEvent } from '../revisions/events.ts';
import { evolve, initialState, type RevisionsState } from '../revisions/state.ts';
import { sameJson } from '../shared/canonicalJson.ts';
import { type Command, decideByType, type StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import { parseProfileEvent } from './eventParser.ts';

/**
 * Profile changes are revisions of the user (entity type `User`, stream `revisionStream('User', userId)`), so
 * they follow the revision rules and show in the admin's revisions: the user's request is a draft (pending),
 * an approval publishes it (the previous approved profile is superseded), a decline withdraws it. A user has at
 * most one pending change: asking again edits it. Nobody approves or declines their own change.
 */
export type ProfileState = RevisionsState<UserProfile>;
export type ProfileEvent = RevisionEvent<UserProfile>;

export type RequestProfileChange = Command<
  'RequestProfileChange',
  { userId: string; revisionId: string; profile: UserProfile }
>;
export type ApproveProfileChange = Command<'ApproveProfileChange', { userId: string; revisionId: string }>;
export type DeclineProfileChange = Command<'DeclineProfileChange', { userId: string; revisionId: string }>;
/**
 * Staff (the users area) set a user's profile from the user's form: a revision drafted and published at once by the
 * staff member, so it is in the revisions like any change and needs no second approval (staff are the approvers).
 * A change the user asked for and is still pending stays pending.
 */
export type SetProfileByStaff = Command<
  'SetProfileByStaff',
  { userId: string; revisionId: string; profile: UserProfile }
>;
export type ProfileCommand = RequestProfileChange | ApproveProfileChange | DeclineProfileChange | SetProfileByStaff;

/** The change waiting for approval, if any. */
export const pendingProfileChange = (state: ProfileState) =>
  state.revisions.find((revision) => revision.status === 'draft') ?? null;

const request = (command: RequestProfileChange, state: ProfileState): ProfileEvent[] => {
  const { userId, revisionId, profile } = command.data;
  if (actorOf(command.metadata) !== userId) throw domainError('auth.permissionDenied', 403);
  const pending = pendingProfileChange(state);
  if (pending) {
    if (sameJson(pending.payload, profile)) return [];
    return decideRevision<UserProfile>(
      { type: 'EditRevision', data: { revisionId: pending.revisionId, payload: profile }, metadata: command.metadata },
      state,
    );
  }
  return decideRevision<UserProfile>(
    {
      type: 'DraftRevision',
      data: { entityType: 'User', entityId: userId, revisionId, payload: profile },
      metadata: command.metadata,
    },
    state,
  );
};

const decideOn = (command: ApproveProfileChange | DeclineProfileChange, state: ProfileState): ProfileEvent[] => {
  const { userId, revisionId } = command.data;
  if (actorOf(command.metadata) === userId) throw domainError('profile.selfApproval', 403);
  const revision = state.revisions.find((candidate) => candidate.revisionId === revisionId);
  if (!revision || state.entityId !== userId) throw domainError('profile.notPending', 404);
  const done = command.type === 'ApproveProfileChange' ? 'published' : 'inactive';
  if (revision.status === done) return []; // a repeated click
  if (revision.status !== 'draft') throw domainError('profile.notPending', 409);
  const type = command.type === 'ApproveProfileChange' ? 'PublishRevision' : 'DeactivateRevision';
  return decideRevision<UserProfile>({ type, data: { revisionId }, metadata: command.metadata }, state);
};

const setByStaff = (command: SetProfileByStaff, state: ProfileState): ProfileEvent[] => {
  const { userId, revisionId, profile } = command.data;
  if (actorOf(command.metadata) === userId) throw domainError('profile.selfApproval', 403);
  if (state.entityId !== null && state.entityId !== userId) throw domainError('revision.entityMismatch', 409);
  const inForce = state.revisions.find((revision) => revision.status === 'published');
  if (inForce !== undefined && sameJson(inForce.payload, profile)) return [];
  const drafted = decideRevision<UserProfile>(
    {
      type: 'DraftRevision',
      data: { entityType: 'User', entityId: userId, revisionId, payload: profile },
      metadata: command.metadata,
    },
    state,
  );
  const afterDraft = drafted.reduce(evolve<UserProfile>, state);
  const published = decideRevision<UserProfile>(
    { type: 'PublishRevision', data: { revisionId }, metadata: command.metadata },
    afterDraft,
  );
  return [...drafted, ...published];
};

export const decide = decideByType<ProfileState, ProfileCommand, ProfileEvent>({
  RequestProfileChange: request,
  ApproveProfileChange: decideOn,
  DeclineProfileChange: decideOn,
  SetProfileByStaff: setByStaff,
});

export const profileDecider: StreamDecider<ProfileState, ProfileCommand, ProfileEvent> = {
  decide,
  parse: parseProfileEvent,
  evolve: evolve<UserProfile>,
  initialState: initialState<UserProfile>,
};

/** The profile in force: the approved revision's, else the one given at registration. */
export const currentProfile = (state: ProfileState, registered: UserProfile): UserProfile =>
  state.revisions.find((revision) => revision.status === 'published')?.payload ?? registered;
