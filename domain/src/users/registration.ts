/**
 * Portal self-registration on the user's stream (store-and-portal.md §6): a visitor registers, verifies their
 * e-mail address through the mailed link, then staff approve the account with its customer numbers, or decline
 * it (the account is closed, never deleted). Who may check out follows from it (`checkoutBlockedBy`, schemas/src/registration.ts).
 */

import { canAssignRole } from '@parks/schemas/auth';
import { verificationLinkTtlHours } from '@parks/schemas/registration';
import { actorOf, domainError } from '../shared/errors.ts';
import type { DecideRegistration, MailVerificationLink, SelfRegister, VerifyEmail } from './commands.ts';
import type { UserEvent } from './events.ts';
import type { UserState } from './state.ts';

const hourMs = 3_600_000;

export const selfRegister = (command: SelfRegister, state: UserState): UserEvent[] => {
  const data = command.data;
  if (state.status !== 'absent') {
    if (state.userId === data.userId && state.username === data.username) return []; // a retried request
    throw domainError('user.alreadyExists', 409);
  }
  // A visitor makes a portal user with no customer number, and nothing else.
  if (data.role !== 'PortalUser' || data.customerNumbers.length > 0) throw domainError('auth.permissionDenied', 403);
  const at = command.metadata.now;
  return [
    { type: 'UserRegistered', data: { ...data, registeredBy: data.userId, registeredAt: at } },
    { type: 'RegistrationRequested', data: { userId: data.userId, verificationHash: null, requestedAt: at } },
  ];
};

/** A link is mailed while the address waits to be confirmed; after that there is nothing to confirm (no event). */
export const mailVerificationLink = (command: MailVerificationLink, state: UserState): UserEvent[] => {
  const found = registrationOf(state, command.data.userId);
  if (found === null) throw domainError('registration.none', 409);
  if (found.registration.state !== 'emailUnverified') return [];
  const { userId, verificationHash } = command.data;
  return [{ type: 'VerificationLinkMailed', data: { userId, verificationHash, mailedAt: command.metadata.now } }];
};

const registrationOf = (state: UserState, userId: string) => {
  if (state.status === 'absent' || state.userId !== userId || state.registration === null) return null;
  return { user: state, registration: state.registration };
};

export const verifyEmail = (command: VerifyEmail, state: UserState): UserEvent[] => {
  const found = registrationOf(state, command.data.userId);
  if (
    found === null ||
    found.registration.verificationHash === null ||
    found.registration.verificationHash !== command.data.tokenHash
  ) {
    throw domainError('registration.link.invalid', 400);
  }
  const { registration, user } = found;
  // Followed again (a second click, a mail scanner first): already done.
  if (registration.state !== 'emailUnverified') return [];
  const expiresAt = Date.parse(registration.linkMailedAt) + verificationLinkTtlHours * hourMs;
  if (Date.parse(command.metadata.now) > expiresAt) throw domainError('registration.link.expired', 410);
  return [{ type: 'RegistrationEmailVerified', data: { userId: user.userId, verifiedAt: command.metadata.now } }];
};

export const decideRegistration = (command: DecideRegistration, state: UserState): UserEvent[] => {
  const actor = actorOf(command.metadata);
  const { userId, decision, customerNumbers, reason, actorRole } = command.data;
  if (actorRole === 'system' || actorRole === 'PortalUser' || !canAssignRole(actorRole, 'PortalUser')) {
    throw domainError('user.roleNotAssignable', 403);
  }
  const found = registrationOf(state, userId);
  if (found === null) {
    if (state.status === 'absent' || state.userId !== userId) throw domainError('user.notFound', 404);
    throw domainError('registration.none', 409);
  }
  const { registration } = found;
  const decided = decision === 'approve' ? 'approved' : 'declined';
  if (registration.state === decided) return []; // the same decision again
  if (registration.state === 'emailUnverified') throw domainError('registration.notVerified', 409);
  if (registration.state !== 'awaitingApproval') throw domainError('registration.alreadyDecided', 409);
  const at = command.metadata.now;
  if (decision === 'approve') {
    if (customerNumbers.length === 0) throw domainError('registration.customerNumbers.required', 422);
    return [
      {
        type: 'RegistrationApproved',
        data: { userId, customerNumbers, approvedBy: actor, role: actorRole, approvedAt: at },
      },
    ];
  }
  return [
    {
      type: 'RegistrationDeclined',
      data: { userId, reason: reason.trim(), declinedBy: actor, role: actorRole, declinedAt: at },
    },
  ];
};
