/**
 * The product's job processors, one `{ queue, processor }` entry each, and its reactors (event → job),
 * built from WorkerDeps. Each job lives in its own folder (`workers/src/<job>/{handler,handler.test,worker}.ts`).
 *
 * A processor receives `job.data` as unknown (it comes from Redis: check it), holds ids only, is
 * idempotent (retries and stalled-job takeovers run it again), and throws UnrecoverableError from bullmq
 * for a job that can never succeed.
 */
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Mailer } from '@parks/infra/mail/port';
import type { JobProcessor, Queues } from '@parks/infra/queues/queues';
import { confirmationMailProcessor, MAIL_QUEUE } from './confirmationMail/worker.ts';
import { orderConfirmationReactor } from './reactors/orderConfirmation.ts';
import type { ReactorDefinition } from './reactors/reactor.ts';

export type WorkerDeps = Readonly<{
  queues: Queues;
  eventStore: EventStore;
  logger: Logger;
  /** Sends the confirmation mails; without it this process runs no `mail` worker (jobs wait for one). */
  mailer?: Mailer;
}>;

export type ProcessorEntry = Readonly<{
  queue: string;
  processor: JobProcessor;
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
}>;

export type Processors = (deps: WorkerDeps) => readonly ProcessorEntry[];

export type Reactors = (deps: WorkerDeps) => readonly ReactorDefinition[];

export const productProcessors: Processors = ({ eventStore, logger, mailer }) =>
  mailer === undefined
    ? []
    : [{ queue: MAIL_QUEUE, processor: confirmationMailProcessor({ eventStore, mailer, logger }), concurrency: 4 }];

export const productReactors: Reactors = (deps) => [orderConfirmationReactor(deps)];
