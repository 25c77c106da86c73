import { adaAddress } from '@parks/domain/testing/users';
import type { UserProfile } from '@parks/schemas/account';
import { describe, expect, it } from 'vitest';
import { fold, recorded, revisionEvents } from '../store/testEvents.ts';
import { type AccountUserDocument, accountUsers, toAccountDto } from './users.ts';

const now = '2026-11-21T15:00:00.000Z';
const userId = 'usr-ada';
const stream = `user-${userId}`;
const profile = (phone: string): UserProfile => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  email: 'ada@example.ca',
  phone,
  language: 'en',
});
const registered = recorded(stream, {
  type: 'UserRegistered',
  data: {
    userId,
    username: 'Ada',
    role: 'PortalUser',
    passwordHash: 'scrypt$secret-hash',
    profile: profile('(613) 555-0100'),
    customerNumbers: ['CPC-1'],
    registeredBy: 'system',
    registeredAt: now,
  },
});
const revisions = revisionEvents('User', userId);
const address = adaAddress();
const account = (...events: ReturnType<typeof recorded>[]) =>
  fold<AccountUserDocument>(accountUsers, userId, [registered, ...events]);

describe('account documents', () => {
  it('keep the customer numbers and the ordering terms staff set last', () => {
    const terms = { approvalRequired: false, approvalLimitCents: 1_000, poNumberEnabled: false };
    const doc = account(
      recorded(stream, {
        type: 'CustomerNumbersChanged',
        data: {
          userId,
          customerNumbers: ['CPC-2', 'CPC-3'],
          previousCustomerNumbers: ['CPC-1'],
          changedBy: 'usr-lmg',
          changedAt: now,
        },
      }),
      recorded(stream, { type: 'PortalTermsChanged', data: { userId, terms, changedBy: 'usr-lmg', changedAt: now } }),
    );
    expect(doc?.customerNumbers).toEqual(['CPC-2', 'CPC-3']);
    expect(doc?.portalTerms).toEqual(terms);
    expect(account()?.portalTerms).toBeNull();
  });

  it('keep the registration without the password hash', () => {
    const doc = account();
    expect(doc?.username).toBe('Ada');
    expect(doc?.usernameKey).toBe('ada');
    expect(JSON.stringify(doc)).not.toContain('secret-hash');
    expect(doc && toAccountDto(doc)).toMatchObject({ id: userId, role: 'PortalUser', profileStatus: 'approved' });
  });

  it('show a requested change as pending, the registered profile staying in force', () => {
    const doc = account(revisions.drafted('rev-1', 1, profile('(613) 555-0101')));
    expect(doc?.profile.phone).toBe('(613) 555-0100');
    expect(doc?.pendingProfile).toEqual({ revisionId: 'rev-1', profile: profile('(613) 555-0101'), requestedAt: now });
    expect(doc && toAccountDto(doc).profileStatus).toBe('pending');
  });

  it('put an approved change in force', () => {
    const doc = account(revisions.drafted('rev-1', 1, profile('(613) 555-0101')), revisions.published('rev-1'));
    expect(doc?.profile.phone).toBe('(613) 555-0101');
    expect(doc?.pendingProfile).toBeNull();
    expect(doc?.searchText).toContain('ada@example.ca');
  });

  it('remember a declined change until the next request', () => {
    const declined = account(
      revisions.drafted('rev-1', 1, profile('(613) 555-0101')),
      revisions.deactivated('rev-1', 'withdrawn'),
    );
    expect(declined?.pendingProfile).toBeNull();
    expect(declined?.declinedRevisionId).toBe('rev-1');
    expect(declined?.profile.phone).toBe('(613) 555-0100');
    const again = account(
      revisions.drafted('rev-1', 1, profile('(613) 555-0101')),
      revisions.deactivated('rev-1', 'withdrawn'),
      revisions.drafted('rev-2', 2, profile('(613) 555-0102')),
    );
    expect(again?.declinedRevisionId).toBeNull();
  });

  it('keep the address book, the last sign-in and the status', () => {
    const doc = account(
      recorded(stream, { type: 'AddressAdded', data: { userId, addressId: 'adr-1', address, at: now } }),
      recorded(stream, { type: 'AddressAdded', data: { userId, addressId: 'adr-2', address, at: now } }),
      recorded(stream, { type: 'AddressRemoved', data: { userId, addressId: 'adr-1', at: now } }),
      recorded(stream, { type: 'UserSignedIn', data: { userId, signedInAt: now } }),
      recorded(stream, { type: 'UserDeactivated', data: { userId, deactivatedBy: 'usr-lmg', deactivatedAt: now } }),
    );
    expect(doc?.addresses.map((entry) => entry.entityId)).toEqual(['adr-2']);
    expect(doc?.lastLogon).toBe(now);
    expect(doc?.active).toBe(false);
  });

  it('ignore revisions of other entity types and of unknown users', () => {
    expect(accountUsers.documentId(revisionEvents('Product', 'p-1').drafted('r', 1, {}))).toBeNull();
    const orphan = revisionEvents('User', 'usr-ghost').drafted('r', 1, profile('1'));
    expect(fold<AccountUserDocument>(accountUsers, 'usr-ghost', [orphan])).toBeNull();
  });
});
