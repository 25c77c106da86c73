import type { AddressRecord, UserProfile } from '@parks/schemas/account';
import { languages } from '@parks/schemas/language';
import { roles } from '@parks/schemas/roles';
import type { PortalTerms } from '../portal/terms.ts';
import { revisionEventParser } from '../revisions/eventParser.ts';
import {
  array,
  boolean,
  type EventParser,
  event,
  eventParser,
  integer,
  nullable,
  object,
  oneOf,
  type Shape,
  string,
  text,
} from '../shared/shape.ts';
import type {
  AddressAdded,
  AddressRemoved,
  AddressUpdated,
  CustomerNumbersChanged,
  PasswordChanged,
  PasswordRehashed,
  PortalTermsChanged,
  UserDeactivated,
  UserEvent,
  UserLockedOut,
  UserReactivated,
  UserRegistered,
  UserRoleChanged,
  UserSignedIn,
} from './events.ts';
import type { ProfileEvent } from './profile.ts';
import type { UsernameReserved } from './usernames.ts';

/**
 * The parsers of the user streams: `user-<userId>` (UserEvent), `username-<key>` (UsernameReserved) and the
 * profile revisions `revision-User-<userId>` (revision events whose payload is a profile).
 */

export const userProfile: Shape<UserProfile> = object({
  firstName: string,
  lastName: string,
  companyName: nullable(string),
  email: string,
  phone: string,
  language: oneOf(languages),
});

const addressRecord: Shape<AddressRecord> = object({
  nickName: string,
  firstName: string,
  lastName: string,
  companyName: nullable(string),
  address1: string,
  address2: nullable(string),
  city: string,
  country: string,
  provinceState: nullable(string),
  postalCode: string,
  phone1: string,
  email1: string,
  email2: nullable(string),
});

const role = oneOf(roles);

const userRegistered: Shape<UserRegistered> = event(
  'UserRegistered',
  object({
    userId: text,
    username: text,
    role,
    passwordHash: string,
    profile: userProfile,
    customerNumbers: array(string),
    registeredBy: text,
    registeredAt: text,
  }),
);

const userSignedIn: Shape<UserSignedIn> = event('UserSignedIn', object({ userId: text, signedInAt: text }));

const userLockedOut: Shape<UserLockedOut> = event(
  'UserLockedOut',
  object({ userId: text, failedAttempts: integer, lockedAt: text, lockedUntil: text }),
);

const passwordRehashed: Shape<PasswordRehashed> = event(
  'PasswordRehashed',
  object({
    userId: text,
    passwordHash: text,
    reason: oneOf(['algorithmUpgrade', 'strongerParameters']),
    rehashedBy: text,
    rehashedAt: text,
  }),
);

const passwordChanged: Shape<PasswordChanged> = event(
  'PasswordChanged',
  object({
    userId: text,
    passwordHash: string,
    reason: oneOf(['changed', 'reset', 'rehash']),
    changedBy: text,
    changedAt: text,
  }),
);

const userRoleChanged: Shape<UserRoleChanged> = event(
  'UserRoleChanged',
  object({ userId: text, role, previousRole: role, changedBy: text, changedAt: text }),
);

const userDeactivated: Shape<UserDeactivated> = event(
  'UserDeactivated',
  object({ userId: text, deactivatedBy: text, deactivatedAt: text }),
);

const userReactivated: Shape<UserReactivated> = event(
  'UserReactivated',
  object({ userId: text, reactivatedBy: text, reactivatedAt: text }),
);

const customerNumbersChanged: Shape<CustomerNumbersChanged> = event(
  'CustomerNumbersChanged',
  object({
    userId: text,
    customerNumbers: array(text),
    previousCustomerNumbers: array(text),
    changedBy: text,
    changedAt: text,
  }),
);

const portalTerms: Shape<PortalTerms> = object({
  approvalRequired: boolean,
  approvalLimitCents: nullable(integer),
  poNumberEnabled: boolean,
});

const portalTermsChanged: Shape<PortalTermsChanged> = event(
  'PortalTermsChanged',
  object({ userId: text, terms: nullable(portalTerms), changedBy: text, changedAt: text }),
);

const addressAdded: Shape<AddressAdded> = event(
  'AddressAdded',
  object({ userId: text, addressId: text, address: addressRecord, at: text }),
);

const addressUpdated: Shape<AddressUpdated> = event(
  'AddressUpdated',
  object({ userId: text, addressId: text, address: addressRecord, at: text }),
);

const addressRemoved: Shape<AddressRemoved> = event(
  'AddressRemoved',
  object({ userId: text, addressId: text, at: text }),
);

export const parseUserEvent: EventParser<UserEvent> = eventParser<UserEvent>({
  UserRegistered: userRegistered,
  UserSignedIn: userSignedIn,
  UserLockedOut: userLockedOut,
  PasswordChanged: passwordChanged,
  PasswordRehashed: passwordRehashed,
  UserRoleChanged: userRoleChanged,
  UserDeactivated: userDeactivated,
  UserReactivated: userReactivated,
  CustomerNumbersChanged: customerNumbersChanged,
  PortalTermsChanged: portalTermsChanged,
  AddressAdded: addressAdded,
  AddressUpdated: addressUpdated,
  AddressRemoved: addressRemoved,
});

export const parseUsernameEvent: EventParser<UsernameReserved> = eventParser<UsernameReserved>({
  UsernameReserved: event('UsernameReserved', object({ username: text, userId: text, reservedAt: text })),
});

/** A user's profile revisions: the revision events, with a payload that must be a profile. */
export const parseProfileEvent: EventParser<ProfileEvent> = revisionEventParser(userProfile);
