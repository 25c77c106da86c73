/**
 * The registration mail reactor over a real queue: a registration adds its link's job, a decision its mail's job
 * (once, by its id), and a registration from before the worker mailed the links (the API mailed its own) adds none.
 */

import { adaProfile } from '@parks/domain/testing/users';
import { userDecider } from '@parks/domain/users/decider';
import { userStream } from '@parks/domain/users/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { silentLogger } from '@parks/infra/logging';
import { describe, expect, it } from 'vitest';
import { MAIL_QUEUE } from '../confirmationMail/worker.ts';
import { useWorkerBed } from '../testing/workerBed.ts';
import { registrationMailReactor } from './reactor.ts';
import { registrationDecisionJobId, registrationLinkJobId } from './worker.ts';

const logger = silentLogger();
const bed = useWorkerBed('registration-mail-reactor', logger);
const now = '2026-11-21T15:00:00.000Z';

/** Every event of the user's stream through the reactor, as its subscription would hand them over. */
const react = async (userId: string): Promise<void> => {
  const reactor = registrationMailReactor({ queues: bed.queues, logger });
  for await (const event of bed.eventStore.readStream(userStream(userId))) {
    if (reactor.eventTypes.includes(event.type)) await reactor.handle(event);
  }
};

const jobIds = async (): Promise<string[]> =>
  (await bed.queues.queue(MAIL_QUEUE).getJobs(['waiting', 'delayed', 'active', 'completed'])).map(
    (job) => job.id ?? '',
  );

describe('the registration mail reactor', () => {
  it("adds a registration's link job and its decision's, once each", async () => {
    const userId = 'usr-reactor-1';
    await handleCommand(bed.eventStore, userStream(userId), userDecider, {
      type: 'SelfRegister',
      data: {
        userId,
        username: 'reactor1',
        role: 'PortalUser',
        passwordHash: 'argon2id$hash',
        profile: adaProfile(),
        customerNumbers: [],
      },
      metadata: { now, userId },
    });
    await react(userId);
    expect(await jobIds()).toEqual([registrationLinkJobId(userId)]);
    await handleCommand(bed.eventStore, userStream(userId), userDecider, {
      type: 'MailVerificationLink',
      data: { userId, verificationHash: 'hash-of-token' },
      metadata: { now },
    });
    await handleCommand(bed.eventStore, userStream(userId), userDecider, {
      type: 'VerifyEmail',
      data: { userId, tokenHash: 'hash-of-token' },
      metadata: { now },
    });
    await handleCommand(bed.eventStore, userStream(userId), userDecider, {
      type: 'DecideRegistration',
      data: { userId, decision: 'approve', customerNumbers: ['CPC-1'], reason: '', actorRole: 'LMG' },
      metadata: { now, userId: 'usr-lmg' },
    });
    // Handed over twice (at least once): still one job per mail.
    await react(userId);
    await react(userId);
    expect((await jobIds()).sort()).toEqual([registrationDecisionJobId(userId), registrationLinkJobId(userId)].sort());
  });

  it('adds no link job for a registration whose link the API mailed', async () => {
    const userId = 'usr-reactor-2';
    // As the API recorded a registration before: the hash of the link it mailed in the request.
    await bed.eventStore.appendToStream(userStream(userId), [
      {
        type: 'UserRegistered',
        data: {
          userId,
          username: 'reactor2',
          role: 'PortalUser',
          passwordHash: 'argon2id$hash',
          profile: adaProfile(),
          customerNumbers: [],
          registeredBy: userId,
          registeredAt: now,
        },
      },
      { type: 'RegistrationRequested', data: { userId, verificationHash: 'hash-of-token', requestedAt: now } },
    ]);
    await react(userId);
    expect(await jobIds()).toEqual([]);
  });
});
