import { checkoutBlockedBy } from '@parks/schemas/registration';
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/specFor.ts';
import { adaProfile } from '../testing/users.ts';
import type { UserCommand } from './commands.ts';
import { userDecider } from './decider.ts';
import type { UserEvent } from './events.ts';

const given = specFor(userDecider);
const now = '2026-11-21T15:00:00.000Z';
const userId = 'usr-ada';
const profile = adaProfile();
const hours = (count: number) => new Date(Date.parse(now) + count * 3_600_000).toISOString();

const selfRegister = (more: Partial<{ role: 'PortalUser' | 'LMG'; customerNumbers: string[] }> = {}): UserCommand => ({
  type: 'SelfRegister',
  data: {
    userId,
    username: 'ada',
    role: more.role ?? 'PortalUser',
    passwordHash: 'argon2id$hash-1',
    profile,
    customerNumbers: more.customerNumbers ?? [],
  },
  metadata: { now, userId },
});
const registered: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: {
      userId,
      username: 'ada',
      role: 'PortalUser',
      passwordHash: 'argon2id$hash-1',
      profile,
      customerNumbers: [],
      registeredBy: userId,
      registeredAt: now,
    },
  },
  { type: 'RegistrationRequested', data: { userId, verificationHash: null, requestedAt: now } },
];
const linkMailed = (hash = 'hash-of-token', at = now): UserEvent => ({
  type: 'VerificationLinkMailed',
  data: { userId, verificationHash: hash, mailedAt: at },
});
const mailLink = (hash: string, at = now): UserCommand => ({
  type: 'MailVerificationLink',
  data: { userId, verificationHash: hash },
  metadata: { now: at, userId: 'system' },
});
/** Registered, and the mail worker mailed its link. */
const mailed: UserEvent[] = [...registered, linkMailed()];
const verified: UserEvent = { type: 'RegistrationEmailVerified', data: { userId, verifiedAt: hours(1) } };
const verify = (tokenHash: string, at = hours(1)): UserCommand => ({
  type: 'VerifyEmail',
  data: { userId, tokenHash },
  metadata: { now: at },
});
const decide = (
  decision: 'approve' | 'decline',
  customerNumbers: string[] = ['CPC-2001'],
  actorRole: 'LMG' | 'SuperUser' | 'Operator' = 'SuperUser',
): UserCommand => ({
  type: 'DecideRegistration',
  data: { userId, decision, customerNumbers, reason: ' Not a business account ', actorRole },
  metadata: { now: hours(2), userId: 'usr-super' },
});

describe('a visitor registering', () => {
  it('makes a portal user with no customer number, waiting for its e-mail address', () => {
    given([]).when(selfRegister()).then(registered);
  });

  it('is done once for a retried request, and refused for a taken id or anything but a bare portal user', () => {
    given(registered).when(selfRegister()).thenNothingHappened();
    given([])
      .when(selfRegister({ role: 'LMG' }))
      .thenThrows('auth.permissionDenied');
    given([])
      .when(selfRegister({ customerNumbers: ['CPC-1'] }))
      .thenThrows('auth.permissionDenied');
  });
});

describe('the verification link', () => {
  it('is mailed while the address waits, the newest replacing the one before, and not once it is confirmed', () => {
    given(registered).when(mailLink('hash-of-token')).then([linkMailed()]);
    given(mailed)
      .when(mailLink('hash-of-another', hours(1)))
      .then([linkMailed('hash-of-another', hours(1))]);
    given([...mailed, verified])
      .when(mailLink('hash-of-another'))
      .thenNothingHappened();
    given(registered.slice(0, 1)).when(mailLink('hash-of-token')).thenThrows('registration.none');
  });

  it('confirms the address once, and again changes nothing', () => {
    given(mailed).when(verify('hash-of-token')).then([verified]);
    given([...mailed, verified])
      .when(verify('hash-of-token', hours(2)))
      .thenNothingHappened();
  });

  it('is refused before any is mailed, with another or a replaced token, 72 hours after its mail, or for an account staff created', () => {
    given(registered).when(verify('hash-of-token')).thenThrows('registration.link.invalid');
    given(mailed).when(verify('hash-of-another')).thenThrows('registration.link.invalid');
    given([...mailed, linkMailed('hash-of-another', hours(1))])
      .when(verify('hash-of-token'))
      .thenThrows('registration.link.invalid');
    given(mailed)
      .when(verify('hash-of-token', hours(72.01)))
      .thenThrows('registration.link.expired');
    // Counted from the newest mail.
    given([...mailed, linkMailed('hash-of-another', hours(24))])
      .when(verify('hash-of-another', hours(72.01)))
      .then([{ type: 'RegistrationEmailVerified', data: { userId, verifiedAt: hours(72.01) } }]);
    given(registered.slice(0, 1)).when(verify('hash-of-token')).thenThrows('registration.link.invalid');
  });

  it('still confirms a registration from before the worker mailed the links, with the hash it was made with', () => {
    const before: UserEvent[] = [
      registered[0] as UserEvent,
      { type: 'RegistrationRequested', data: { userId, verificationHash: 'hash-of-token', requestedAt: now } },
    ];
    given(before).when(verify('hash-of-token')).then([verified]);
  });
});

describe('staff deciding a registration', () => {
  it('approve it with customer numbers, which it may then order on', () => {
    given([...mailed, verified])
      .when(decide('approve'))
      .then([
        {
          type: 'RegistrationApproved',
          data: {
            userId,
            customerNumbers: ['CPC-2001'],
            approvedBy: 'usr-super',
            role: 'SuperUser',
            approvedAt: hours(2),
          },
        },
      ]);
  });

  it('decline it with the reason, closing the account', () => {
    given([...mailed, verified])
      .when(decide('decline', []))
      .then([
        {
          type: 'RegistrationDeclined',
          data: {
            userId,
            reason: 'Not a business account',
            declinedBy: 'usr-super',
            role: 'SuperUser',
            declinedAt: hours(2),
          },
        },
      ]);
  });

  it('wait for the e-mail address, decide once, need a customer number and a role that manages portal users', () => {
    given(registered).when(decide('approve')).thenThrows('registration.notVerified');
    given([...mailed, verified])
      .when(decide('approve', []))
      .thenThrows('registration.customerNumbers.required');
    given([...mailed, verified])
      .when(decide('approve', ['CPC-1'], 'Operator'))
      .thenThrows('user.roleNotAssignable');
    const approved = userDecider.decide(
      decide('approve'),
      [...registered, verified].reduce(userDecider.evolve, userDecider.initialState()),
    );
    given([...registered, verified, ...approved])
      .when(decide('approve'))
      .thenNothingHappened();
    given([...registered, verified, ...approved])
      .when(decide('decline'))
      .thenThrows('registration.alreadyDecided');
    given(registered.slice(0, 1)).when(decide('approve')).thenThrows('registration.none');
    given([]).when(decide('approve')).thenThrows('user.notFound');
  });
});

describe('who may check out', () => {
  const registrationAfter = (events: readonly UserEvent[]) => {
    const state = events.reduce(userDecider.evolve, userDecider.initialState());
    if (state.status === 'absent') throw new Error('no user');
    return state.registration?.state ?? null;
  };
  const decided = (decision: 'approve' | 'decline') => [
    ...registered,
    verified,
    ...userDecider.decide(
      decide(decision),
      [...registered, verified].reduce(userDecider.evolve, userDecider.initialState()),
    ),
  ];

  it('a self-registered user once approved, an account staff made at once; the portal says why not', () => {
    expect(checkoutBlockedBy(registrationAfter(registered))).toBe('registration.unverified');
    expect(checkoutBlockedBy(registrationAfter([...registered, verified]))).toBe('registration.pending');
    expect(checkoutBlockedBy(registrationAfter(decided('approve')))).toBeNull();
    expect(checkoutBlockedBy(registrationAfter(registered.slice(0, 1)))).toBeNull();
  });

  it('closes a declined account', () => {
    const state = decided('decline').reduce(userDecider.evolve, userDecider.initialState());
    expect(state.status).toBe('deactivated');
  });
});
