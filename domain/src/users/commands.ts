import type { AddressRecord, UserProfile } from '@parks/schemas/account';
import type { Role } from '@parks/schemas/roles';
import type { PortalTerms } from '../portal/terms.ts';
import type { Command } from '../shared/decider.ts';

/**
 * Commands of a user's stream. The actor is `metadata.userId`; `actorRole` is the actor's role as the API
 * authenticated it ('system' for the seed at start). Password hashes are made by the API before the command.
 */
export type ActorRole = Role | 'system';

/** The user a registration makes: what RegisterUser asks for and UserRegistered records. */
export type Registration = {
  userId: string;
  username: string;
  role: Role;
  passwordHash: string;
  profile: UserProfile;
  /** Portal users: the customer numbers (budget codes) they may order on. */
  customerNumbers: readonly string[];
};

export type RegisterUser = Command<'RegisterUser', Registration & { actorRole: ActorRole }>;
/** A visitor registers themselves as a portal user, with no customer number yet (the mail worker mails the link). */
export type SelfRegister = Command<'SelfRegister', Registration>;
/**
 * The mail worker is mailing the link that confirms a registration's address: `verificationHash` is the hash of the
 * token it carries (the worker makes the token, so it is only ever in the mail). The newest link is the one that works.
 */
export type MailVerificationLink = Command<'MailVerificationLink', { userId: string; verificationHash: string }>;
/** The link of the verification mail was followed: `tokenHash` is the hash of the token it carried. */
export type VerifyEmail = Command<'VerifyEmail', { userId: string; tokenHash: string }>;
export type DecideRegistration = Command<
  'DecideRegistration',
  {
    userId: string;
    decision: 'approve' | 'decline';
    customerNumbers: readonly string[];
    reason: string;
    actorRole: ActorRole;
  }
>;
/** A successful sign-in (the API checked the password); refused while disabled. */
export type RecordSignIn = Command<'RecordSignIn', { userId: string }>;
export type ChangePassword = Command<
  'ChangePassword',
  { userId: string; passwordHash: string; reason: 'changed' | 'reset' }
>;
/**
 * Why the same password gets a new hash: an older algorithm (scrypt before Argon2id), or Argon2id with weaker
 * parameters than the current ones.
 */
export type RehashReason = 'algorithmUpgrade' | 'strongerParameters';
/** The same password, hashed again by the API at a successful sign-in (the only time it has the password). */
export type RehashPassword = Command<'RehashPassword', { userId: string; passwordHash: string; reason: RehashReason }>;
export type ChangeUserRole = Command<'ChangeUserRole', { userId: string; role: Role; actorRole: ActorRole }>;
export type DeactivateUser = Command<'DeactivateUser', { userId: string; actorRole: ActorRole }>;
export type ReactivateUser = Command<'ReactivateUser', { userId: string; actorRole: ActorRole }>;
/** Staff set the customer numbers (budget codes) a portal user may order on. */
export type ChangeCustomerNumbers = Command<
  'ChangeCustomerNumbers',
  { userId: string; customerNumbers: readonly string[]; actorRole: ActorRole }
>;
/**
 * Staff set a portal user's own approval rule and PO flag (orders/approvalRule.ts, portal/checkout.ts), or clear
 * them (null) so each customer number's own settings apply again.
 */
export type SetPortalTerms = Command<
  'SetPortalTerms',
  { userId: string; terms: PortalTerms | null; actorRole: ActorRole }
>;
export type AddAddress = Command<'AddAddress', { userId: string; addressId: string; address: AddressRecord }>;
export type UpdateAddress = Command<'UpdateAddress', { userId: string; addressId: string; address: AddressRecord }>;
export type RemoveAddress = Command<'RemoveAddress', { userId: string; addressId: string }>;

export type UserCommand =
  | SelfRegister
  | MailVerificationLink
  | VerifyEmail
  | DecideRegistration
  | RegisterUser
  | RecordSignIn
  | ChangePassword
  | RehashPassword
  | ChangeUserRole
  | DeactivateUser
  | ReactivateUser
  | ChangeCustomerNumbers
  | SetPortalTerms
  | AddAddress
  | UpdateAddress
  | RemoveAddress;
