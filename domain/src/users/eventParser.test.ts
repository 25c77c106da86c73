import { describe, expect, it } from 'vitest';
import { revisionEventTypes } from '../revisions/events.ts';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import { adaAddress, adaProfile } from '../testing/users.ts';
import type { UserCommand } from './commands.ts';
import { userDecider } from './decider.ts';
import { parseProfileEvent, parseUserEvent, parseUsernameEvent } from './eventParser.ts';
import { type UserEvent, userEventTypes } from './events.ts';
import { profileDecider } from './profile.ts';
import { usernameDecider } from './usernames.ts';

const now = '2026-11-21T15:00:00.000Z';
const userId = 'usr-ada';
const self = { now, userId };
const lmg = { now, userId: 'usr-lmg' };
const profile = (companyName: string | null) => adaProfile({ companyName, language: 'fr' });
const address = adaAddress;
const more = { companyName: 'Parks Partner Inc.', address2: 'Suite 4', email2: 'office@example.ca' };

/** A user through every event type of the user stream. */
const life: UserCommand[] = [
  {
    type: 'RegisterUser',
    data: {
      userId,
      username: 'ada',
      role: 'PortalUser',
      passwordHash: 'scrypt$hash-1',
      profile: profile('Parks Partner Inc.'),
      customerNumbers: ['CPC-1001', 'CPC-1002'],
      actorRole: 'SuperUser',
    },
    metadata: lmg,
  },
  { type: 'RecordSignIn', data: { userId }, metadata: self },
  {
    type: 'RehashPassword',
    data: { userId, passwordHash: 'argon2id$hash-1', reason: 'algorithmUpgrade' },
    metadata: self,
  },
  { type: 'ChangePassword', data: { userId, passwordHash: 'scrypt$hash-2', reason: 'reset' }, metadata: self },
  { type: 'AddAddress', data: { userId, addressId: 'adr-1', address: address() }, metadata: self },
  { type: 'UpdateAddress', data: { userId, addressId: 'adr-1', address: address(more) }, metadata: self },
  { type: 'RemoveAddress', data: { userId, addressId: 'adr-1' }, metadata: self },
  { type: 'ChangeUserRole', data: { userId, role: 'Operator', actorRole: 'SuperUser' }, metadata: lmg },
  {
    type: 'SetPortalTerms',
    data: {
      userId,
      terms: { approvalRequired: false, approvalLimitCents: 50_000, poNumberEnabled: false },
      actorRole: 'SuperUser',
    },
    metadata: lmg,
  },
  {
    type: 'ChangeCustomerNumbers',
    data: { userId, customerNumbers: ['CPC-2001'], actorRole: 'SuperUser' },
    metadata: lmg,
  },
  { type: 'DeactivateUser', data: { userId, actorRole: 'SuperUser' }, metadata: lmg },
  { type: 'ReactivateUser', data: { userId, actorRole: 'SuperUser' }, metadata: lmg },
];

/** Accounts no longer lock (sign-in throttles instead), but older streams still hold this event. */
const lockedOut: UserEvent = {
  type: 'UserLockedOut',
  data: { userId, failedAttempts: 5, lockedAt: now, lockedUntil: '2026-11-21T15:15:00.000Z' },
};

/** A self-registration's life on another user's stream: registered, verified, approved; another one declined. */
const registrationLife = (id: string, decision: 'approve' | 'decline'): UserCommand[] => [
  {
    type: 'SelfRegister',
    data: {
      userId: id,
      username: id,
      role: 'PortalUser',
      passwordHash: 'argon2id$hash-9',
      profile: profile(null),
      customerNumbers: [],
    },
    metadata: { now, userId: id },
  },
  {
    type: 'MailVerificationLink',
    data: { userId: id, verificationHash: 'hash-of-token' },
    metadata: { now, userId: 'system' },
  },
  { type: 'VerifyEmail', data: { userId: id, tokenHash: 'hash-of-token' }, metadata: { now } },
  {
    type: 'DecideRegistration',
    data: { userId: id, decision, customerNumbers: ['CPC-3001'], reason: 'Not a business', actorRole: 'LMG' },
    metadata: lmg,
  },
];

describe('the user stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () =>
    checkParser({
      parse: parseUserEvent,
      types: userEventTypes,
      events: [
        ...emitted(userDecider, life),
        lockedOut,
        ...emitted(userDecider, registrationLife('usr-reg-1', 'approve')),
        ...emitted(userDecider, registrationLife('usr-reg-2', 'decline')),
      ],
    }));
  it('never reads a role that does not exist', () => {
    const [registered] = emitted(userDecider, life.slice(0, 1));
    expect(parseUserEvent({ type: 'UserRegistered', data: { ...registered?.data, role: 'Root' } })).toBeNull();
  });
});

describe('the username stream parser', () => {
  it('reads back the reservation, and nothing of another shape', () =>
    checkParser({
      parse: parseUsernameEvent,
      types: ['UsernameReserved'],
      events: emitted(usernameDecider, [{ type: 'ReserveUsername', data: { username: 'Ada', userId }, metadata: lmg }]),
    }));
});

describe('the profile revisions parser', () => {
  const change = (revisionId: string, companyName: string | null) =>
    ({
      type: 'RequestProfileChange',
      data: { userId, revisionId, profile: profile(companyName) },
      metadata: self,
    }) as const;
  const decide = (type: 'ApproveProfileChange' | 'DeclineProfileChange', revisionId: string) =>
    ({ type, data: { userId, revisionId }, metadata: { now, userId: 'usr-super' } }) as const;
  const events = emitted(profileDecider, [
    change('rev-1', 'Parks Partner Inc.'),
    change('rev-1', 'Parks Partner Ltd.'),
    decide('ApproveProfileChange', 'rev-1'),
    change('rev-2', 'Other Inc.'),
    decide('ApproveProfileChange', 'rev-2'),
    change('rev-3', 'Third Inc.'),
    decide('DeclineProfileChange', 'rev-3'),
    {
      type: 'SetProfileByStaff',
      data: { userId, revisionId: 'rev-4', profile: profile('Set By Staff Inc.') },
      metadata: { now, userId: 'usr-super' },
    },
  ]);

  it('reads back every event the decider emits, payloads included, and nothing of another shape', () => {
    // The profile decider never moves a change to UAT; the revision decider's tests cover that event.
    const types = revisionEventTypes.filter((type) => type !== 'RevisionMovedToUat');
    checkParser({ parse: parseProfileEvent, types, events });
  });
  it('refuses a payload that is not a profile', () => {
    const drafted = events[0];
    expect(
      parseProfileEvent({ type: 'RevisionDrafted', data: { ...drafted?.data, payload: { phone: 1 } } }),
    ).toBeNull();
  });
});
