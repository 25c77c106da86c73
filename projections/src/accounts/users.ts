import type { PortalTerms } from '@parks/domain/portal/terms';
import { revisionEventTypes } from '@parks/domain/revisions/events';
import { evolve as evolveRevisions, type RevisionEntry } from '@parks/domain/revisions/state';
import { invalid } from '@parks/domain/shared/shape';
import { parseProfileEvent, parseUserEvent, userProfile } from '@parks/domain/users/eventParser';
import { type UserEvent, userEventTypes } from '@parks/domain/users/events';
import type { ProfileEvent } from '@parks/domain/users/profile';
import type { Collection } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { AccountDto, AddressDto, AddressRecord, UserProfile } from '@parks/schemas/account';
import type { RegistrationState } from '@parks/schemas/registration';
import type { Role } from '@parks/schemas/roles';
import { firstParsed, parsedReadModel } from '../runtime/readModel.ts';

/**
 * Accounts as the account pages and the admin's users area read them: one document per user, from the user's
 * stream (registration, role, status, sign-ins, address book) and the user's profile revisions (the profile in
 * force and the change waiting for approval). The password hash of the events is never copied here.
 */
export type AccountUserDocument = {
  _id: string;
  username: string;
  /** Lower-case username, for lookups and search. */
  usernameKey: string;
  role: Role;
  active: boolean;
  registeredProfile: UserProfile;
  /** The profile in force: the approved revision's, else the registered one. */
  profile: UserProfile;
  /** Profile revisions that are still draft (pending) or published (in force). */
  profileRevisions: RevisionEntry<unknown>[];
  pendingProfile: { revisionId: string; profile: UserProfile; requestedAt: string } | null;
  declinedRevisionId: string | null;
  customerNumbers: string[];
  /** A portal user's own approval rule and PO flag (staff set them), or null: each number's settings apply. */
  portalTerms: PortalTerms | null;
  addresses: AddressDto[];
  lockedUntil: string | null;
  lastLogon: string | null;
  /** A self-registered account's registration (portal sign-up), or null for an account staff created. */
  registration: RegistrationState | null;
  createdAt: string;
  updatedAt: string;
  /** Username, names, company and e-mail of the profile in force, lower case: the admin's keyword search. */
  searchText: string;
};

const eventTime = (event: RecordedEvent): string => {
  const stamped = event.metadata?.timestamp;
  return typeof stamped === 'string' && stamped !== '' ? stamped : event.created.toISOString();
};

/** A profile read back from a revision payload, or null when it is not one (skipped, never thrown). */
export const profileOf = (value: unknown): UserProfile | null => {
  const profile = userProfile(value);
  return profile === invalid ? null : profile;
};

const searchTextOf = (username: string, profile: UserProfile): string =>
  [username, profile.firstName, profile.lastName, profile.companyName ?? '', profile.email].join(' ').toLowerCase();

const applyRevision = (doc: AccountUserDocument, revisionEvent: ProfileEvent): AccountUserDocument => {
  const before = { entityType: 'User' as const, entityId: doc._id, revisions: doc.profileRevisions };
  const after = evolveRevisions(before, revisionEvent);
  const profileRevisions = after.revisions.filter((revision) => revision.status !== 'inactive');
  const published = profileRevisions.find((revision) => revision.status === 'published');
  const draft = profileRevisions.find((revision) => revision.status === 'draft');
  const draftProfile = draft ? profileOf(draft.payload) : null;
  const profile = (published && profileOf(published.payload)) ?? doc.registeredProfile;
  const declined =
    revisionEvent.type === 'RevisionDeactivated' && revisionEvent.data.reason === 'withdrawn'
      ? revisionEvent.data.revisionId
      : revisionEvent.type === 'RevisionDrafted'
        ? null
        : doc.declinedRevisionId;
  return {
    ...doc,
    profileRevisions,
    profile,
    pendingProfile:
      draft && draftProfile
        ? { revisionId: draft.revisionId, profile: draftProfile, requestedAt: draft.updatedAt }
        : null,
    declinedRevisionId: declined,
    searchText: searchTextOf(doc.username, profile),
  };
};

const addressDto = (addressId: string, address: AddressRecord): AddressDto => ({ ...address, entityId: addressId });

const applyUserEvent = (doc: AccountUserDocument | null, event: UserEvent, at: string): AccountUserDocument | null => {
  if (event.type === 'UserRegistered') {
    const { userId, username, role, customerNumbers, registeredAt, profile } = event.data;
    if (doc !== null) return doc; // registered once
    return {
      _id: userId,
      username,
      usernameKey: username.toLowerCase(),
      role,
      active: true,
      registeredProfile: profile,
      profile,
      profileRevisions: [],
      pendingProfile: null,
      declinedRevisionId: null,
      customerNumbers: [...customerNumbers],
      portalTerms: null,
      addresses: [],
      lockedUntil: null,
      lastLogon: null,
      registration: null,
      createdAt: registeredAt,
      updatedAt: registeredAt,
      searchText: searchTextOf(username, profile),
    };
  }
  if (doc === null) return null;
  const next = { ...doc, updatedAt: at };
  switch (event.type) {
    case 'UserSignedIn':
      return { ...next, lastLogon: event.data.signedInAt };
    case 'UserLockedOut':
      return { ...next, lockedUntil: event.data.lockedUntil };
    case 'PasswordChanged':
      return { ...next, lockedUntil: null };
    case 'UserRoleChanged':
      return { ...next, role: event.data.role };
    case 'UserDeactivated':
      return { ...next, active: false };
    case 'UserReactivated':
      return { ...next, active: true, lockedUntil: null };
    case 'CustomerNumbersChanged':
      return { ...next, customerNumbers: [...event.data.customerNumbers] };
    case 'PortalTermsChanged':
      return { ...next, portalTerms: event.data.terms };
    case 'AddressAdded':
      return { ...next, addresses: [...doc.addresses, addressDto(event.data.addressId, event.data.address)] };
    case 'AddressUpdated':
      return {
        ...next,
        addresses: doc.addresses.map((entry) =>
          entry.entityId === event.data.addressId ? addressDto(event.data.addressId, event.data.address) : entry,
        ),
      };
    case 'AddressRemoved':
      return { ...next, addresses: doc.addresses.filter((entry) => entry.entityId !== event.data.addressId) };
    case 'RegistrationRequested':
      return { ...next, registration: 'emailUnverified' };
    case 'RegistrationEmailVerified':
      return { ...next, registration: 'awaitingApproval' };
    case 'RegistrationApproved':
      return { ...next, registration: 'approved', customerNumbers: [...event.data.customerNumbers] };
    case 'RegistrationDeclined':
      return { ...next, registration: 'declined', active: false };
    default:
      return doc;
  }
};

const userEventNames: readonly string[] = userEventTypes;
const isUserEvent = (event: UserEvent | ProfileEvent): event is UserEvent => userEventNames.includes(event.type);

export const accountUsers = parsedReadModel<AccountUserDocument, UserEvent | ProfileEvent>({
  name: 'accountUsers',
  // 3: the self-registrations' state.
  version: 3,
  handles: [...userEventTypes, ...revisionEventTypes],
  documentId: (event) => {
    if (userEventNames.includes(event.type)) return typeof event.data.userId === 'string' ? event.data.userId : null;
    const { entityType, entityId } = event.data;
    return entityType === 'User' && typeof entityId === 'string' ? entityId : null;
  },
  // The user stream's parser, then the profile revisions' (a payload must be a profile): unreadable is skipped.
  parse: firstParsed<UserEvent | ProfileEvent>(parseUserEvent, parseProfileEvent),
  evolve: (doc, event, recorded) => {
    if (isUserEvent(event)) return applyUserEvent(doc, event, eventTime(recorded));
    if (doc === null || event.data.entityType !== 'User') return doc; // not a registered user's revision: skipped
    return { ...applyRevision(doc, event), updatedAt: eventTime(recorded) };
  },
  indexes: [
    { key: { usernameKey: 1 }, name: 'usernameKey' },
    { key: { 'pendingProfile.revisionId': 1 }, name: 'pendingRevision' },
    { key: { role: 1, usernameKey: 1 }, name: 'role_username' },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Queries

export const toAccountDto = (doc: AccountUserDocument): AccountDto => ({
  id: doc._id,
  username: doc.username,
  role: doc.role,
  active: doc.active,
  profile: doc.profile,
  profileStatus: doc.pendingProfile === null ? 'approved' : 'pending',
  pendingProfile: doc.pendingProfile,
  declinedRevisionId: doc.declinedRevisionId,
  customerNumbers: doc.customerNumbers,
  lastLogon: doc.lastLogon,
  createdAt: doc.createdAt,
  // Only a self-registered account has one (the others' answers stay as they were).
  ...(doc.registration === null ? {} : { registration: doc.registration }),
});

export const accountById = async (
  users: Collection<AccountUserDocument>,
  userId: string,
): Promise<AccountUserDocument | null> => users.findById(userId);
