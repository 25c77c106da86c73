/**
 * User events → registration mail jobs: a registration mails its verification link, staff's decision its mail. A
 * registration from before the worker mailed the links (its event holds the hash of the link the API mailed) adds
 * no job, so no second link goes out for it.
 */
import { parseUserEvent } from '@parks/domain/users/eventParser';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Queues } from '@parks/infra/queues/queues';
import type { ReactorDefinition } from '../reactors/reactor.ts';
import { enqueueRegistrationDecision, enqueueRegistrationLink } from './worker.ts';

export const REGISTRATION_MAIL_REACTOR = 'registration-mail';

export const registrationMailReactor = (deps: Readonly<{ queues: Queues; logger: Logger }>): ReactorDefinition => ({
  name: REGISTRATION_MAIL_REACTOR,
  eventTypes: ['RegistrationRequested', 'RegistrationApproved', 'RegistrationDeclined'],
  handle: async (recorded: RecordedEvent) => {
    const event = parseUserEvent(recorded);
    switch (event?.type) {
      case undefined:
        deps.logger.error({ streamId: recorded.streamId, type: recorded.type }, 'user event cannot be read; skipped');
        return;
      case 'RegistrationRequested':
        if (event.data.verificationHash === null) await enqueueRegistrationLink(deps.queues, event.data.userId);
        return;
      case 'RegistrationApproved':
      case 'RegistrationDeclined':
        await enqueueRegistrationDecision(deps.queues, event.data.userId);
        return;
      default:
        return;
    }
  },
});
