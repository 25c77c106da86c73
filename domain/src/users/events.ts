import type { AddressRecord } from '@parks/schemas/account';
import type { Role } from '@parks/schemas/roles';
import type { PortalTerms } from '../portal/terms.ts';
import type { Event } from '../shared/decider.ts';
import type { Registration, RehashReason } from './commands.ts';

/**
 * A user's stream. The password only ever appears as its hash (Argon2id; scrypt in older events) (hashed by the API before the command);
 * read models never copy it. The profile starts with registration; later changes are revisions of the user
 * (`revision-User-<userId>`, see profile.ts) and apply once approved.
 */
export type UserRegistered = Event<'UserRegistered', Registration & { registeredBy: string; registeredAt: string }>;
export type UserSignedIn = Event<'UserSignedIn', { userId: string; signedInAt: string }>;
/**
 * History only: accounts were once locked after too many failed sign-ins from anywhere, which let anyone lock
 * anyone out. Nothing records it any more and it no longer stops a sign-in (failures are slowed down per client
 * address instead, api/src/auth/throttle.ts).
 */
export type UserLockedOut = Event<
  'UserLockedOut',
  { userId: string; failedAttempts: number; lockedAt: string; lockedUntil: string }
>;
export type PasswordChanged = Event<
  'PasswordChanged',
  {
    userId: string;
    passwordHash: string;
    /** changed: by the user; reset: through an e-mailed link; rehash: only in older events (now PasswordRehashed). */
    reason: 'changed' | 'reset' | 'rehash';
    changedBy: string;
    changedAt: string;
  }
>;
/** The same password under a new hash (stronger hashing), made at a successful sign-in of the user. */
export type PasswordRehashed = Event<
  'PasswordRehashed',
  { userId: string; passwordHash: string; reason: RehashReason; rehashedBy: string; rehashedAt: string }
>;
export type UserRoleChanged = Event<
  'UserRoleChanged',
  { userId: string; role: Role; previousRole: Role; changedBy: string; changedAt: string }
>;
export type UserDeactivated = Event<
  'UserDeactivated',
  { userId: string; deactivatedBy: string; deactivatedAt: string }
>;
export type UserReactivated = Event<
  'UserReactivated',
  { userId: string; reactivatedBy: string; reactivatedAt: string }
>;
/** Staff changed the customer numbers a portal user may order on (the checkout reads the latest). */
export type CustomerNumbersChanged = Event<
  'CustomerNumbersChanged',
  {
    userId: string;
    customerNumbers: readonly string[];
    previousCustomerNumbers: readonly string[];
    changedBy: string;
    changedAt: string;
  }
>;
/** Staff set (or cleared: null) a portal user's own approval rule and PO flag. */
export type PortalTermsChanged = Event<
  'PortalTermsChanged',
  { userId: string; terms: PortalTerms | null; changedBy: string; changedAt: string }
>;
export type AddressAdded = Event<
  'AddressAdded',
  { userId: string; addressId: string; address: AddressRecord; at: string }
>;
export type AddressUpdated = Event<
  'AddressUpdated',
  { userId: string; addressId: string; address: AddressRecord; at: string }
>;
export type AddressRemoved = Event<'AddressRemoved', { userId: string; addressId: string; at: string }>;

/**
 * A visitor registered themselves (with UserRegistered, in the same append): their account waits for the e-mail
 * address to be verified, then for staff. `verificationHash` is null since the mail worker mails the link
 * (VerificationLinkMailed); a registration from before holds the hash of the link the API mailed.
 */
export type RegistrationRequested = Event<
  'RegistrationRequested',
  { userId: string; verificationHash: string | null; requestedAt: string }
>;
/** The mail worker mailed a link to confirm the address: only its token's hash is kept, and it replaces any before. */
export type VerificationLinkMailed = Event<
  'VerificationLinkMailed',
  { userId: string; verificationHash: string; mailedAt: string }
>;
export type RegistrationEmailVerified = Event<'RegistrationEmailVerified', { userId: string; verifiedAt: string }>;
/** Staff approved a registration and gave the account its customer numbers: it may check out. */
export type RegistrationApproved = Event<
  'RegistrationApproved',
  { userId: string; customerNumbers: readonly string[]; approvedBy: string; role: Role; approvedAt: string }
>;
/** Staff declined a registration: the account is closed (never deleted). */
export type RegistrationDeclined = Event<
  'RegistrationDeclined',
  { userId: string; reason: string; declinedBy: string; role: Role; declinedAt: string }
>;

export type UserEvent =
  | UserRegistered
  | RegistrationRequested
  | VerificationLinkMailed
  | RegistrationEmailVerified
  | RegistrationApproved
  | RegistrationDeclined
  | UserSignedIn
  | UserLockedOut
  | PasswordChanged
  | PasswordRehashed
  | UserRoleChanged
  | UserDeactivated
  | UserReactivated
  | CustomerNumbersChanged
  | PortalTermsChanged
  | AddressAdded
  | AddressUpdated
  | AddressRemoved;

export const userEventTypes = [
  'UserRegistered',
  'UserSignedIn',
  'UserLockedOut',
  'PasswordChanged',
  'PasswordRehashed',
  'UserRoleChanged',
  'UserDeactivated',
  'UserReactivated',
  'CustomerNumbersChanged',
  'PortalTermsChanged',
  'AddressAdded',
  'AddressUpdated',
  'AddressRemoved',
  'RegistrationRequested',
  'VerificationLinkMailed',
  'RegistrationEmailVerified',
  'RegistrationApproved',
  'RegistrationDeclined',
] as const satisfies readonly UserEvent['type'][];
