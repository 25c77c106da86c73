import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/specFor.ts';
import { adaAddress, adaProfile } from '../testing/users.ts';
import type { UserCommand } from './commands.ts';
import { maxAddresses, userDecider } from './decider.ts';
import type { UserEvent } from './events.ts';
import { usernameStream, userStream } from './streams.ts';

const given = specFor(userDecider);
const now = '2026-11-21T15:00:00.000Z';
const later = '2026-11-21T15:20:00.000Z';
const userId = 'usr-ada';
const self = { now, userId };
const lmg = { now, userId: 'usr-lmg' };
const profile = adaProfile();
const address = (city: string) => adaAddress({ city });

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    username: 'ada',
    role: 'PortalUser',
    passwordHash: 'scrypt$hash-1',
    profile,
    customerNumbers: ['CPC-1001'],
    registeredBy: 'usr-lmg',
    registeredAt: now,
  },
};
const register = (role: 'PortalUser' | 'LMG' = 'PortalUser', actorRole: 'SuperUser' | 'system' = 'SuperUser') =>
  ({
    type: 'RegisterUser',
    data: {
      userId,
      username: 'ada',
      role,
      passwordHash: 'scrypt$hash-1',
      profile,
      customerNumbers: ['CPC-1001'],
      actorRole,
    },
    metadata: lmg,
  }) satisfies UserCommand;
const added = (addressId: string, city: string): UserEvent => ({
  type: 'AddressAdded',
  data: { userId, addressId, address: address(city), at: now },
});
const addAddress = (addressId: string, city: string, metadata = self): UserCommand => ({
  type: 'AddAddress',
  data: { userId, addressId, address: address(city) },
  metadata,
});

describe('a new user', () => {
  it('is registered by a staff member who may give the role', () =>
    given([])
      .when(register())
      .then([{ ...registered, data: { ...registered.data } }]));
  it('is refused a role above the one who registers it', () =>
    given([]).when(register('LMG')).thenThrows('user.roleNotAssignable'));
  it('may get any role from the seed at start', () =>
    given([])
      .when({ ...register('LMG', 'system'), metadata: { now, userId: 'system' } })
      .then([{ ...registered, data: { ...registered.data, role: 'LMG', registeredBy: 'system' } }]));
  it('needs an actor', () =>
    given([])
      .when({ ...register(), metadata: { now } })
      .thenThrows('auth.required'));
  it('cannot sign in', () =>
    given([]).when({ type: 'RecordSignIn', data: { userId }, metadata: self }).thenThrows('user.notFound'));
});

describe('a registered user', () => {
  it('ignores the same registration again (a retry, or the seed at the next start)', () =>
    given([registered])
      .when({ ...register(), data: { ...register().data, passwordHash: 'scrypt$another-salt' } })
      .thenNothingHappened());
  it('refuses another user under the same id', () =>
    given([registered])
      .when({ ...register(), data: { ...register().data, username: 'grace' } })
      .thenThrows('user.alreadyExists'));
  it('records a sign-in', () =>
    given([registered])
      .when({ type: 'RecordSignIn', data: { userId }, metadata: self })
      .then([{ type: 'UserSignedIn', data: { userId, signedInAt: now } }]));
  it('changes their own password', () =>
    given([registered])
      .when({
        type: 'ChangePassword',
        data: { userId, passwordHash: 'scrypt$hash-2', reason: 'changed' },
        metadata: self,
      })
      .then([
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: 'scrypt$hash-2', reason: 'changed', changedBy: userId, changedAt: now },
        },
      ]));
  it('cannot have their password changed by someone else', () =>
    given([registered])
      .when({
        type: 'ChangePassword',
        data: { userId, passwordHash: 'scrypt$hash-2', reason: 'changed' },
        metadata: lmg,
      })
      .thenThrows('auth.permissionDenied'));
  it('ignores a retried password change', () =>
    given([registered])
      .when({
        type: 'ChangePassword',
        data: { userId, passwordHash: 'scrypt$hash-1', reason: 'changed' },
        metadata: self,
      })
      .thenNothingHappened());
});

describe('a user locked out before accounts stopped locking', () => {
  const lockedOut: UserEvent = {
    type: 'UserLockedOut',
    data: { userId, failedAttempts: 20, lockedAt: now, lockedUntil: later },
  };
  it('signs in with the password: failures from strangers never lock an account', () =>
    given([registered, lockedOut])
      .when({ type: 'RecordSignIn', data: { userId }, metadata: self })
      .then([{ type: 'UserSignedIn', data: { userId, signedInAt: now } }]));
});

describe('a password hashed with older settings', () => {
  const rehash = (passwordHash: string, metadata = self): UserCommand => ({
    type: 'RehashPassword',
    data: { userId, passwordHash, reason: 'algorithmUpgrade' },
    metadata,
  });
  const rehashed: UserEvent = {
    type: 'PasswordRehashed',
    data: {
      userId,
      passwordHash: '$argon2id$v=19$hash-2',
      reason: 'algorithmUpgrade',
      rehashedBy: userId,
      rehashedAt: now,
    },
  };
  it("is hashed again at the user's sign-in, saying by whom and why", () =>
    given([registered]).when(rehash('$argon2id$v=19$hash-2')).then([rehashed]));
  it('keeps the new hash: the same one again is a retry', () =>
    given([registered, rehashed]).when(rehash('$argon2id$v=19$hash-2')).thenNothingHappened());
  it('is hashed again only by the user (who proved the password)', () =>
    given([registered]).when(rehash('$argon2id$v=19$hash-2', lmg)).thenThrows('auth.permissionDenied'));
  it('is not hashed again for a deactivated user', () =>
    given([registered, { type: 'UserDeactivated', data: { userId, deactivatedBy: 'usr-lmg', deactivatedAt: now } }])
      .when(rehash('$argon2id$v=19$hash-2'))
      .thenThrows('auth.accountDisabled'));
});

describe('role and status changes', () => {
  it('gives a role the actor could give', () =>
    given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'Operator', actorRole: 'SuperUser' }, metadata: lmg })
      .then([
        {
          type: 'UserRoleChanged',
          data: { userId, role: 'Operator', previousRole: 'PortalUser', changedBy: 'usr-lmg', changedAt: now },
        },
      ]));
  it('refuses to raise a user above the actor', () =>
    given([registered])
      .when({ type: 'ChangeUserRole', data: { userId, role: 'LMG', actorRole: 'SuperUser' }, metadata: lmg })
      .thenThrows('user.roleNotAssignable'));
  it('refuses to touch a user above the actor', () =>
    given([{ ...registered, data: { ...registered.data, role: 'LMG' } } as UserEvent])
      .when({ type: 'DeactivateUser', data: { userId, actorRole: 'SuperUser' }, metadata: lmg })
      .thenThrows('user.roleNotAssignable'));
  it('refuses staff acting on themselves', () =>
    given([registered])
      .when({ type: 'DeactivateUser', data: { userId, actorRole: 'LMG' }, metadata: self })
      .thenThrows('user.notYourself'));
  it('deactivates once, then refuses sign-in', () => {
    const deactivated: UserEvent = {
      type: 'UserDeactivated',
      data: { userId, deactivatedBy: 'usr-lmg', deactivatedAt: now },
    };
    given([registered])
      .when({ type: 'DeactivateUser', data: { userId, actorRole: 'LMG' }, metadata: lmg })
      .then([deactivated]);
    given([registered, deactivated])
      .when({ type: 'DeactivateUser', data: { userId, actorRole: 'LMG' }, metadata: lmg })
      .thenNothingHappened();
    given([registered, deactivated])
      .when({ type: 'RecordSignIn', data: { userId }, metadata: self })
      .thenThrows('auth.accountDisabled');
  });
});

describe('customer numbers', () => {
  const change = (customerNumbers: string[], actorRole: 'SuperUser' | 'Operator' = 'SuperUser', metadata = lmg) =>
    ({ type: 'ChangeCustomerNumbers', data: { userId, customerNumbers, actorRole }, metadata }) satisfies UserCommand;
  it('are changed by staff who manage the user, once each, saying what they were', () =>
    given([registered])
      .when(change(['CPC-2001', 'CPC-1001', 'CPC-2001']))
      .then([
        {
          type: 'CustomerNumbersChanged',
          data: {
            userId,
            customerNumbers: ['CPC-2001', 'CPC-1001'],
            previousCustomerNumbers: ['CPC-1001'],
            changedBy: 'usr-lmg',
            changedAt: now,
          },
        },
      ]));
  it('ignore the same numbers again', () =>
    given([registered])
      .when(change(['CPC-1001']))
      .thenNothingHappened());
  it('are not changed by a role that manages no user, nor by the user', () => {
    given([registered]).when(change([], 'Operator')).thenThrows('user.roleNotAssignable');
    given([registered])
      .when(change([], 'SuperUser', self))
      .thenThrows('user.notYourself');
  });
});

describe('portal terms', () => {
  const terms = { approvalRequired: false, approvalLimitCents: 50_000, poNumberEnabled: false };
  const set = (value: typeof terms | null, metadata = lmg) =>
    ({
      type: 'SetPortalTerms',
      data: { userId, terms: value, actorRole: 'SuperUser' },
      metadata,
    }) satisfies UserCommand;
  const changed: UserEvent = {
    type: 'PortalTermsChanged',
    data: { userId, terms, changedBy: 'usr-lmg', changedAt: now },
  };
  it('are set by staff who manage the user', () => given([registered]).when(set(terms)).then([changed]));
  it('ignore the same terms again, and clear back to each number’s own settings', () => {
    given([registered, changed]).when(set(terms)).thenNothingHappened();
    given([registered, changed])
      .when(set(null))
      .then([{ type: 'PortalTermsChanged', data: { userId, terms: null, changedBy: 'usr-lmg', changedAt: now } }]);
    given([registered]).when(set(null)).thenNothingHappened();
  });
  it('refuse a limit that is not a whole number of cents', () =>
    given([registered])
      .when(set({ ...terms, approvalLimitCents: 10.5 }))
      .thenThrows('validation.invalid'));
  it('are never set by the user', () => given([registered]).when(set(terms, self)).thenThrows('user.notYourself'));
});

describe('the address book', () => {
  it('adds an address of the user', () =>
    given([registered])
      .when(addAddress('adr-1', 'Gatineau'))
      .then([added('adr-1', 'Gatineau')]));
  it("is the user's own: nobody else adds to it", () =>
    given([registered])
      .when(addAddress('adr-1', 'Gatineau', lmg))
      .thenThrows('auth.permissionDenied'));
  it('ignores a retried add', () =>
    given([registered, added('adr-1', 'Gatineau')])
      .when(addAddress('adr-1', 'Gatineau'))
      .thenNothingHappened());
  it('refuses another address under an existing id', () =>
    given([registered, added('adr-1', 'Gatineau')])
      .when(addAddress('adr-1', 'Ottawa'))
      .thenThrows('address.alreadyExists'));
  it('updates an address', () =>
    given([registered, added('adr-1', 'Gatineau')])
      .when({ type: 'UpdateAddress', data: { userId, addressId: 'adr-1', address: address('Ottawa') }, metadata: self })
      .then([{ type: 'AddressUpdated', data: { userId, addressId: 'adr-1', address: address('Ottawa'), at: now } }]));
  it('cannot update an address it does not have', () =>
    given([registered])
      .when({ type: 'UpdateAddress', data: { userId, addressId: 'adr-9', address: address('Ottawa') }, metadata: self })
      .thenThrows('address.notFound'));
  it('removes an address, and a repeated remove changes nothing', () => {
    const removed: UserEvent = { type: 'AddressRemoved', data: { userId, addressId: 'adr-1', at: now } };
    const remove: UserCommand = { type: 'RemoveAddress', data: { userId, addressId: 'adr-1' }, metadata: self };
    given([registered, added('adr-1', 'Gatineau')])
      .when(remove)
      .then([removed]);
    given([registered, added('adr-1', 'Gatineau'), removed])
      .when(remove)
      .thenNothingHappened();
  });
  it('holds at most 50 addresses', () => {
    const full = Array.from({ length: maxAddresses }, (_, i) => added(`adr-${i}`, 'Gatineau'));
    given([registered, ...full])
      .when(addAddress('adr-new', 'Gatineau'))
      .thenThrows('address.tooMany');
  });
});

describe('user streams', () => {
  it('keep a user in user-<id> and a username, whatever its case, in username-<lower case>', () => {
    expect(userStream('usr-1')).toBe('user-usr-1');
    expect(usernameStream('Ada.Lovelace')).toBe('username-ada.lovelace');
  });
});
