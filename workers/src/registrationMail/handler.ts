/**
 * The mails of a portal self-registration (store-and-portal.md §6), sent by the mail worker in the user's language
 * through the mailer that follows the SMTP settings:
 * - the link that confirms the e-mail address: the worker makes its token, records only the token's hash on the
 *   user's stream (MailVerificationLink), then mails it, so the token is never in an event, a job or a log. A retry
 *   mails a new link, which replaces the one before; once the address is confirmed there is nothing to mail.
 * - staff's decision (approved with the customer numbers, or declined with the reason), read from the user's stream.
 * The address, name and language are the profile in force when the mail goes out. Errors of the store or the mailer
 * are thrown for BullMQ to retry; a user that is not there or not waiting is logged and skipped.
 */

import { revisionStream } from '@parks/domain/revisions/streams';
import { userDecider } from '@parks/domain/users/decider';
import { parseUserEvent } from '@parks/domain/users/eventParser';
import { currentProfile, profileDecider } from '@parks/domain/users/profile';
import type { RegisteredUser } from '@parks/domain/users/state';
import { userStream } from '@parks/domain/users/streams';
import { foldStreamRevision, handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Mailer, OutgoingMail } from '@parks/infra/mail/port';
import { publishedSmtpRecord } from '@parks/infra/settings/serviceSettings';
import { mintToken, tokenHash } from '@parks/infra/tokens';
import type { UserProfile } from '@parks/schemas/account';
import { DEFAULT_SENDER_ADDRESS } from '../confirmationMail/handler.ts';
import { decisionMail, verificationLink, verificationMail } from './render.ts';

export type RegistrationMailDeps = Readonly<{
  eventStore: EventStore;
  mailer: Mailer;
  logger: Logger;
  /** Where the links lead: the store's public address. */
  publicUrl: string;
  /** The From when the SMTP settings name none. */
  senderAddress?: string;
  now?: () => Date;
  /** The link's token: a fresh `psv_` token unless a test gives one. */
  newToken?: () => string;
}>;

export type RegistrationMailOutcome = 'sent' | 'userNotFound' | 'notWaiting';

type Registered = Readonly<{ user: RegisteredUser; username: string; profile: UserProfile }>;

/** The user's state, and the profile in force (the approved change, else the one given at registration). */
const loadRegistered = async (eventStore: EventStore, userId: string): Promise<Registered | null> => {
  const { state } = await foldStreamRevision(eventStore, userStream(userId), userDecider);
  if (state.status === 'absent') return null;
  // The profile given at registration is in the stream's first event (the state keeps no profile).
  let registered: UserProfile | null = null;
  for await (const recorded of eventStore.readStream(userStream(userId))) {
    const event = parseUserEvent(recorded);
    if (event?.type === 'UserRegistered') registered = event.data.profile;
    break;
  }
  if (registered === null) return null;
  const profiles = await foldStreamRevision(eventStore, revisionStream('User', userId), profileDecider);
  return { user: state, username: state.username, profile: currentProfile(profiles.state, registered) };
};

/**
 * Who a mail goes to and from: the profile's address, language and name, and the SMTP settings' From (issue #24),
 * else the server's.
 */
const addressing = async ({ profile, username }: Registered, deps: RegistrationMailDeps, now: Date) => ({
  to: profile.email,
  language: profile.language,
  from: (await publishedSmtpRecord(deps.eventStore))?.fromAddress ?? deps.senderAddress ?? DEFAULT_SENDER_ADDRESS,
  now,
  name: profile.firstName,
  username,
});

/**
 * A registration mail's job: the user it is for, then the mail `compose` makes of them, sent; or why there is none
 * (a user that is not there, or nothing to mail now), logged as `kind`.
 */
const registrationMailJob =
  (
    kind: string,
    compose: (
      found: Registered,
      userId: string,
      deps: RegistrationMailDeps,
      log: Logger,
    ) => Promise<OutgoingMail | 'notWaiting'>,
  ) =>
  async (userId: string, deps: RegistrationMailDeps): Promise<RegistrationMailOutcome> => {
    const log = deps.logger.child({ userId, mail: kind });
    const found = await loadRegistered(deps.eventStore, userId);
    if (found === null) {
      log.warn('mail for a user that does not exist; skipped');
      return 'userNotFound';
    }
    const mail = await compose(found, userId, deps, log);
    if (mail === 'notWaiting') return mail;
    const delivery = await deps.mailer.send(mail);
    log.info({ messageId: delivery.messageId, via: delivery.via }, 'mailed');
    return 'sent';
  };

export const sendVerificationLink = registrationMailJob('registration-link', async (found, userId, deps) => {
  if (found.user.registration?.state !== 'emailUnverified') return 'notWaiting';
  const token = (deps.newToken ?? (() => mintToken('verify')))();
  const now = (deps.now ?? (() => new Date()))();
  const recorded = await handleCommand(deps.eventStore, userStream(userId), userDecider, {
    type: 'MailVerificationLink',
    data: { userId, verificationHash: tokenHash(token) },
    metadata: { now: now.toISOString(), userId: 'system' },
  });
  // Confirmed between the read and the append: no link to mail.
  if (recorded.newEvents.length === 0) return 'notWaiting';
  return verificationMail({
    ...(await addressing(found, deps, now)),
    mailId: tokenHash(token).slice(0, 24),
    link: verificationLink(deps.publicUrl, found.profile.language, userId, token),
  });
});

/** The decision on a registration: its customer numbers, or its reason. */
type Decided =
  | Readonly<{ decision: 'approve'; customerNumbers: readonly string[] }>
  | Readonly<{ decision: 'decline'; reason: string }>;

export const sendRegistrationDecision = registrationMailJob(
  'registration-decision',
  async (found, userId, deps, log) => {
    let decided: Decided | null = null;
    for await (const recorded of deps.eventStore.readStream(userStream(userId))) {
      const event = parseUserEvent(recorded);
      if (event?.type === 'RegistrationApproved') {
        decided = { decision: 'approve', customerNumbers: event.data.customerNumbers };
      }
      if (event?.type === 'RegistrationDeclined') decided = { decision: 'decline', reason: event.data.reason };
    }
    if (decided === null) {
      log.warn('registration decision mail for a registration not decided; skipped');
      return 'notWaiting';
    }
    return decisionMail({
      ...(await addressing(found, deps, (deps.now ?? (() => new Date()))())),
      // One decision per registration: a retry writes the same message.
      mailId: `${userId}-${decided.decision}`,
      decision: decided.decision,
      customerNumbers: decided.decision === 'approve' ? decided.customerNumbers : [],
      reason: decided.decision === 'decline' ? decided.reason : '',
      publicUrl: deps.publicUrl,
    });
  },
);
