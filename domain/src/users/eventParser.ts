import type { AddressRecord, UserProfile } from '@parks/schemas/account';
import { languages } from '@parks/schemas/language';
import { roles } from '@parks/schemas/roles';
import type { PortalTerms } from '../portal/terms.ts';
import { revisionEventParser } from '../revisions/eventParser.ts';
import type { Shape } from '../shared/shape.ts';
import { array, boolean, integer, nullable, object, oneOf, streamParser, string, text } from '../shared/shape.ts';
import type { UserEvent } from './events.ts';
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

const portalTerms: Shape<PortalTerms> = object({
  approvalRequired: boolean,
  approvalLimitCents: nullable(integer),
  poNumberEnabled: boolean,
});

/** AddressAdded and AddressUpdated carry the same data: the entry as it now stands. */
const addressChange = object({ userId: text, addressId: text, address: addressRecord, at: text });

export const parseUserEvent = streamParser<UserEvent>({
  RegistrationRequested: object({ userId: text, verificationHash: nullable(text), requestedAt: text }),
  VerificationLinkMailed: object({ userId: text, verificationHash: text, mailedAt: text }),
  RegistrationEmailVerified: object({ userId: text, verifiedAt: text }),
  RegistrationApproved: object({
    userId: text,
    customerNumbers: array(string),
    approvedBy: text,
    role,
    approvedAt: text,
  }),
  RegistrationDeclined: object({ userId: text, reason: string, declinedBy: text, role, declinedAt: text }),
  UserRegistered: object({
    userId: text,
    username: text,
    role,
    passwordHash: string,
    profile: userProfile,
    customerNumbers: array(string),
    registeredBy: text,
    registeredAt: text,
  }),
  UserSignedIn: object({ userId: text, signedInAt: text }),
  UserLockedOut: object({ userId: text, failedAttempts: integer, lockedAt: text, lockedUntil: text }),
  PasswordChanged: object({
    userId: text,
    passwordHash: string,
    reason: oneOf(['changed', 'reset', 'rehash']),
    changedBy: text,
    changedAt: text,
  }),
  PasswordRehashed: object({
    userId: text,
    passwordHash: text,
    reason: oneOf(['algorithmUpgrade', 'strongerParameters']),
    rehashedBy: text,
    rehashedAt: text,
  }),
  UserRoleChanged: object({ userId: text, role, previousRole: role, changedBy: text, changedAt: text }),
  UserDeactivated: object({ userId: text, deactivatedBy: text, deactivatedAt: text }),
  UserReactivated: object({ userId: text, reactivatedBy: text, reactivatedAt: text }),
  CustomerNumbersChanged: object({
    userId: text,
    customerNumbers: array(text),
    previousCustomerNumbers: array(text),
    changedBy: text,
    changedAt: text,
  }),
  PortalTermsChanged: object({ userId: text, terms: nullable(portalTerms), changedBy: text, changedAt: text }),
  AddressAdded: addressChange,
  AddressUpdated: addressChange,
  AddressRemoved: object({ userId: text, addressId: text, at: text }),
});

export const parseUsernameEvent = streamParser<UsernameReserved>({
  UsernameReserved: object({ username: text, userId: text, reservedAt: text }),
});

/** A user's profile revisions: the revision events, with a payload that must be a profile. */
export const parseProfileEvent = revisionEventParser(userProfile);
