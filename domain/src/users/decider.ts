import { canAssignRole } from '@parks/schemas/auth';
import type { Role } from '@parks/schemas/roles';
import { arePortalTerms } from '../portal/terms.ts';
import { sameJson } from '../shared/canonicalJson.ts';
import { decideByType, type StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import type {
  ActorRole,
  AddAddress,
  ChangeCustomerNumbers,
  ChangePassword,
  ChangeUserRole,
  DeactivateUser,
  ReactivateUser,
  RecordSignIn,
  RegisterUser,
  RehashPassword,
  RemoveAddress,
  SetPortalTerms,
  UpdateAddress,
  UserCommand,
} from './commands.ts';
import { parseUserEvent } from './eventParser.ts';
import type { UserEvent } from './events.ts';
import { decideRegistration, mailVerificationLink, selfRegister, verifyEmail } from './registration.ts';
import { evolve, initialState, type RegisteredUser, type UserState } from './state.ts';

/** An address book holds at most this many entries. */
export const maxAddresses = 50;

const existing = (state: UserState, userId: string): RegisteredUser => {
  if (state.status === 'absent' || state.userId !== userId) throw domainError('user.notFound', 404);
  return state;
};

const mayAssign = (actorRole: ActorRole, role: Role): boolean =>
  actorRole === 'system' || canAssignRole(actorRole, role);

/** Staff acting on another user: never on themselves, and only on users whose role they could give. */
const managed = (
  state: UserState,
  command: ChangeUserRole | DeactivateUser | ReactivateUser | ChangeCustomerNumbers | SetPortalTerms,
) => {
  const actor = actorOf(command.metadata);
  const user = existing(state, command.data.userId);
  if (actor === user.userId) throw domainError('user.notYourself', 403);
  if (!mayAssign(command.data.actorRole, user.role)) throw domainError('user.roleNotAssignable', 403);
  return { actor, user, at: command.metadata.now };
};

/** The user's own data (password, address book): only the user acts on it. */
const own = (
  state: UserState,
  command: ChangePassword | RehashPassword | AddAddress | UpdateAddress | RemoveAddress,
) => {
  const actor = actorOf(command.metadata);
  const user = existing(state, command.data.userId);
  if (actor !== user.userId) throw domainError('auth.permissionDenied', 403);
  if (user.status !== 'active') throw domainError('auth.accountDisabled', 403);
  return { user, at: command.metadata.now };
};

const register = (command: RegisterUser, state: UserState): UserEvent[] => {
  const registeredBy = actorOf(command.metadata);
  const { actorRole, ...data } = command.data;
  if (state.status !== 'absent') {
    if (state.userId === data.userId && state.username === data.username) return []; // a retry, or the seed again
    throw domainError('user.alreadyExists', 409);
  }
  if (!mayAssign(actorRole, data.role)) throw domainError('user.roleNotAssignable', 403);
  return [{ type: 'UserRegistered', data: { ...data, registeredBy, registeredAt: command.metadata.now } }];
};

const recordSignIn = (command: RecordSignIn, state: UserState): UserEvent[] => {
  const user = existing(state, command.data.userId);
  if (user.status !== 'active') throw domainError('auth.accountDisabled', 403);
  return [{ type: 'UserSignedIn', data: { userId: user.userId, signedInAt: command.metadata.now } }];
};

const changePassword = (command: ChangePassword, state: UserState): UserEvent[] => {
  const { user, at } = own(state, command);
  const { passwordHash, reason } = command.data;
  if (user.passwordHash === passwordHash) return [];
  return [
    {
      type: 'PasswordChanged',
      data: { userId: user.userId, passwordHash, reason, changedBy: user.userId, changedAt: at },
    },
  ];
};

/** Only the user, signing in with the password, can have it hashed again; the same hash again is a retry. */
const rehashPassword = (command: RehashPassword, state: UserState): UserEvent[] => {
  const { user, at } = own(state, command);
  const { passwordHash, reason } = command.data;
  if (user.passwordHash === passwordHash) return [];
  return [
    {
      type: 'PasswordRehashed',
      data: { userId: user.userId, passwordHash, reason, rehashedBy: user.userId, rehashedAt: at },
    },
  ];
};

const changeRole = (command: ChangeUserRole, state: UserState): UserEvent[] => {
  const { actor, user, at } = managed(state, command);
  const { role, actorRole } = command.data;
  if (user.role === role) return [];
  if (!mayAssign(actorRole, role)) throw domainError('user.roleNotAssignable', 403);
  return [
    {
      type: 'UserRoleChanged',
      data: { userId: user.userId, role, previousRole: user.role, changedBy: actor, changedAt: at },
    },
  ];
};

const deactivate = (command: DeactivateUser, state: UserState): UserEvent[] => {
  const { actor, user, at } = managed(state, command);
  if (user.status === 'deactivated') return [];
  return [{ type: 'UserDeactivated', data: { userId: user.userId, deactivatedBy: actor, deactivatedAt: at } }];
};

const reactivate = (command: ReactivateUser, state: UserState): UserEvent[] => {
  const { actor, user, at } = managed(state, command);
  if (user.status === 'active') return [];
  return [{ type: 'UserReactivated', data: { userId: user.userId, reactivatedBy: actor, reactivatedAt: at } }];
};

/** The same numbers in the same order is a retry; duplicates are kept once, in the order given. */
const changeCustomerNumbers = (command: ChangeCustomerNumbers, state: UserState): UserEvent[] => {
  const { actor, user, at } = managed(state, command);
  const customerNumbers = [...new Set(command.data.customerNumbers)];
  if (sameJson(customerNumbers, user.customerNumbers)) return [];
  return [
    {
      type: 'CustomerNumbersChanged',
      data: {
        userId: user.userId,
        customerNumbers,
        previousCustomerNumbers: user.customerNumbers,
        changedBy: actor,
        changedAt: at,
      },
    },
  ];
};

const setPortalTerms = (command: SetPortalTerms, state: UserState): UserEvent[] => {
  const { actor, user, at } = managed(state, command);
  const { terms } = command.data;
  if (terms !== null && !arePortalTerms(terms)) throw domainError('validation.invalid', 422);
  if (sameJson(terms, user.portalTerms)) return [];
  return [{ type: 'PortalTermsChanged', data: { userId: user.userId, terms, changedBy: actor, changedAt: at } }];
};

const addAddress = (command: AddAddress, state: UserState): UserEvent[] => {
  const { user, at } = own(state, command);
  const { addressId, address } = command.data;
  if (user.removedAddressIds.includes(addressId)) return []; // a late retry of an add since removed
  const entry = user.addresses.find((candidate) => candidate.addressId === addressId);
  if (entry) {
    if (sameJson(entry.address, address)) return [];
    throw domainError('address.alreadyExists', 409);
  }
  if (user.addresses.length >= maxAddresses) throw domainError('address.tooMany', 409);
  return [{ type: 'AddressAdded', data: { userId: user.userId, addressId, address, at } }];
};

const updateAddress = (command: UpdateAddress, state: UserState): UserEvent[] => {
  const { user, at } = own(state, command);
  const { addressId, address } = command.data;
  const entry = user.addresses.find((candidate) => candidate.addressId === addressId);
  if (!entry) throw domainError('address.notFound', 404);
  if (sameJson(entry.address, address)) return [];
  return [{ type: 'AddressUpdated', data: { userId: user.userId, addressId, address, at } }];
};

const removeAddress = (command: RemoveAddress, state: UserState): UserEvent[] => {
  const { user, at } = own(state, command);
  const { addressId } = command.data;
  if (user.removedAddressIds.includes(addressId)) return [];
  if (!user.addresses.some((entry) => entry.addressId === addressId)) throw domainError('address.notFound', 404);
  return [{ type: 'AddressRemoved', data: { userId: user.userId, addressId, at } }];
};

export const decide = decideByType<UserState, UserCommand, UserEvent>({
  RegisterUser: register,
  RecordSignIn: recordSignIn,
  ChangePassword: changePassword,
  RehashPassword: rehashPassword,
  ChangeUserRole: changeRole,
  DeactivateUser: deactivate,
  ReactivateUser: reactivate,
  ChangeCustomerNumbers: changeCustomerNumbers,
  SetPortalTerms: setPortalTerms,
  AddAddress: addAddress,
  UpdateAddress: updateAddress,
  RemoveAddress: removeAddress,
  SelfRegister: selfRegister,
  MailVerificationLink: mailVerificationLink,
  VerifyEmail: verifyEmail,
  DecideRegistration: decideRegistration,
});

export const userDecider: StreamDecider<UserState, UserCommand, UserEvent> = {
  decide,
  evolve,
  initialState,
  parse: parseUserEvent,
};
