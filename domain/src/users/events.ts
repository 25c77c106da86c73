import type { AddressRecord, UserProfile } from '@parks/schemas/account';
import type { Role } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/**
 * A user's stream. The password only ever appears as its scrypt hash (hashed by the API before the command);
 * read models never copy it. The profile starts with registration; later changes are revisions of the user
 * (`revision-User-<userId>`, see profile.ts) and apply once approved.
 */
export type UserRegistered = Event<
  'UserRegistered',
  {
    userId: string;
    username: string;
    role: Role;
    passwordHash: string;
    profile: UserProfile;
    /** Portal users: the customer numbers (budget codes) they may order on. */
    customerNumbers: readonly string[];
    registeredBy: string;
    registeredAt: string;
  }
>;
export type UserSignedIn = Event<'UserSignedIn', { userId: string; signedInAt: string }>;
/** Too many failed sign-ins from anywhere: no sign-in until `lockedUntil` (a password reset lifts it). */
export type UserLockedOut = Event<
  'UserLockedOut',
  { userId: string; failedAttempts: number; lockedAt: string; lockedUntil: string }
>;
export type PasswordChanged = Event<
  'PasswordChanged',
  {
    userId: string;
    passwordHash: string;
    /** changed: by the user; reset: through an e-mailed link; rehash: stronger hashing settings at sign-in. */
    reason: 'changed' | 'reset' | 'rehash';
    changedBy: string;
    changedAt: string;
  }
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
export type AddressAdded = Event<
  'AddressAdded',
  { userId: string; addressId: string; address: AddressRecord; at: string }
>;
export type AddressUpdated = Event<
  'AddressUpdated',
  { userId: string; addressId: string; address: AddressRecord; at: string }
>;
export type AddressRemoved = Event<'AddressRemoved', { userId: string; addressId: string; at: string }>;

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | UserLockedOut
  | PasswordChanged
  | UserRoleChanged
  | UserDeactivated
  | UserReactivated
  | AddressAdded
  | AddressUpdated
  | AddressRemoved;

export const userEventTypes = [
  'UserRegistered',
  'UserSignedIn',
  'UserLockedOut',
  'PasswordChanged',
  'UserRoleChanged',
  'UserDeactivated',
  'UserReactivated',
  'AddressAdded',
  'AddressUpdated',
  'AddressRemoved',
] as const satisfies readonly UserEvent['type'][];
