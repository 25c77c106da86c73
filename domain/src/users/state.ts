import type { AddressRecord } from '@parks/schemas/account';
import type { RegistrationState } from '@parks/schemas/registration';
import type { Role } from '@parks/schemas/roles';
import type { PortalTerms } from '../portal/terms.ts';
import type { UserEvent } from './events.ts';

export type AddressEntry = Readonly<{ addressId: string; address: AddressRecord }>;

export type RegisteredUser = Readonly<{
  status: 'active' | 'deactivated';
  userId: string;
  username: string;
  role: Role;
  passwordHash: string;
  lastSignInAt: string | null;
  /** Portal users: the customer numbers they may order on. */
  customerNumbers: readonly string[];
  /** Portal users: their own approval rule and PO flag, or null (each customer number's settings apply). */
  portalTerms: PortalTerms | null;
  addresses: readonly AddressEntry[];
  /** Ids of removed addresses, so a repeated remove is recognised as done. */
  removedAddressIds: readonly string[];
  /**
   * A self-registered account's registration; null for an account staff (or the seed) created. The hash of the
   * link that confirms the address and when it was mailed: null until the mail worker mails one.
   */
  registration: Readonly<{
    state: RegistrationState;
    verificationHash: string | null;
    linkMailedAt: string;
  }> | null;
}>;

export type UserState = Readonly<{ status: 'absent' }> | RegisteredUser;

export const initialState = (): UserState => ({ status: 'absent' });

const registered = (state: UserState, change: (user: RegisteredUser) => RegisteredUser): UserState =>
  state.status === 'absent' ? state : change(state);

const withRegistration = (state: UserState, next: RegistrationState): UserState =>
  registered(state, (user) =>
    user.registration === null ? user : { ...user, registration: { ...user.registration, state: next } },
  );

export const evolve = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'active',
        userId: event.data.userId,
        username: event.data.username,
        role: event.data.role,
        passwordHash: event.data.passwordHash,
        lastSignInAt: null,
        customerNumbers: event.data.customerNumbers,
        portalTerms: null,
        addresses: [],
        removedAddressIds: [],
        registration: null,
      };
    case 'RegistrationRequested':
      return registered(state, (user) => ({
        ...user,
        registration: {
          state: 'emailUnverified',
          verificationHash: event.data.verificationHash,
          linkMailedAt: event.data.requestedAt,
        },
      }));
    case 'VerificationLinkMailed':
      return registered(state, (user) =>
        user.registration === null
          ? user
          : {
              ...user,
              registration: {
                ...user.registration,
                verificationHash: event.data.verificationHash,
                linkMailedAt: event.data.mailedAt,
              },
            },
      );
    case 'RegistrationEmailVerified':
      return withRegistration(state, 'awaitingApproval');
    case 'RegistrationApproved':
      return registered(withRegistration(state, 'approved'), (user) => ({
        ...user,
        customerNumbers: event.data.customerNumbers,
      }));
    case 'RegistrationDeclined':
      return registered(withRegistration(state, 'declined'), (user) => ({ ...user, status: 'deactivated' }));
    case 'UserSignedIn':
      return registered(state, (user) => ({ ...user, lastSignInAt: event.data.signedInAt }));
    case 'UserLockedOut':
      return state; // history only: a lock-out no longer stops a sign-in (see events.ts)
    case 'PasswordChanged':
    case 'PasswordRehashed':
      return registered(state, (user) => ({ ...user, passwordHash: event.data.passwordHash }));
    case 'UserRoleChanged':
      return registered(state, (user) => ({ ...user, role: event.data.role }));
    case 'UserDeactivated':
      return registered(state, (user) => ({ ...user, status: 'deactivated' }));
    case 'UserReactivated':
      return registered(state, (user) => ({ ...user, status: 'active' }));
    case 'CustomerNumbersChanged':
      return registered(state, (user) => ({ ...user, customerNumbers: event.data.customerNumbers }));
    case 'PortalTermsChanged':
      return registered(state, (user) => ({ ...user, portalTerms: event.data.terms }));
    case 'AddressAdded':
      return registered(state, (user) => ({
        ...user,
        addresses: [...user.addresses, { addressId: event.data.addressId, address: event.data.address }],
      }));
    case 'AddressUpdated':
      return registered(state, (user) => ({
        ...user,
        addresses: user.addresses.map((entry) =>
          entry.addressId === event.data.addressId ? { ...entry, address: event.data.address } : entry,
        ),
      }));
    case 'AddressRemoved':
      return registered(state, (user) => ({
        ...user,
        addresses: user.addresses.filter((entry) => entry.addressId !== event.data.addressId),
        removedAddressIds: [...user.removedAddressIds, event.data.addressId],
      }));
  }
};
