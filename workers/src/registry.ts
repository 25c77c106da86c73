/**
 * The product's job processors, one `{ queue, processor }` entry each, its reactors (event → job) and its
 * job schedules (upserted at start), built from WorkerDeps. Each job lives in its own folder
 * (`workers/src/<job>/{handler,handler.test,worker}.ts`).
 *
 * A processor receives `job.data` as unknown (it comes from Redis: check it), holds ids only, is
 * idempotent (retries and stalled-job takeovers run it again), and throws UnrecoverableError from bullmq
 * for a job that can never succeed.
 */
import type { PaymentGateway } from '@parks/domain/payments/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Mailer } from '@parks/infra/mail/port';
import type { JobProcessor, Queues } from '@parks/infra/queues/queues';
import { confirmationMailProcessor, MAIL_QUEUE } from './confirmationMail/worker.ts';
import type { ExportDeps } from './exports/handler.ts';
import { EXPORTS_QUEUE, exportProcessor } from './exports/worker.ts';
import { orderConfirmationReactor } from './reactors/orderConfirmation.ts';
import type { ReactorDefinition } from './reactors/reactor.ts';
import { refundPaymentReactor } from './reactors/refundPayment.ts';
import { registrationMailReactor } from './registrationMail/reactor.ts';
import { registrationJobNames, registrationMailProcessor } from './registrationMail/worker.ts';
import { orderReleaseReactor } from './releaseOrders/reactor.ts';
import {
  DEFAULT_RELEASE_EVERY_MS,
  RELEASE_QUEUE,
  releaseOrdersProcessor,
  scheduleReleaseSweep,
} from './releaseOrders/worker.ts';
import { stockReservationsReactor } from './stockReservations/reactor.ts';
import { STOCK_QUEUE, scheduleStockSweep, stockSweepProcessor } from './stockReservations/worker.ts';

export type WorkerDeps = Readonly<{
  queues: Queues;
  eventStore: EventStore;
  logger: Logger;
  /** Sends the mails (order confirmations, registrations); without it this process runs no `mail` worker. */
  mailer?: Mailer;
  /** The store's public address, for the links of the registration mails (the local one when left out). */
  publicUrl?: string;
  /** The From of the registration mails when the SMTP settings name none. */
  senderAddress?: string;
  /** How often Pending portal orders are released (default 5 minutes); null: on demand only. */
  releaseEveryMs?: number | null;
  /** Sends refunds to the card; without it this process sends none (they wait, requested, for one that does). */
  paymentGateway?: Pick<PaymentGateway, 'refund'>;
  /** The read models, the blob store and the report sources; without them this process runs no `exports` worker. */
  exports?: Pick<ExportDeps, 'documents' | 'checkpoints' | 'blobs' | 'sourceOf'>;
  /** The time of the jobs that decide on it (the stock sweep); the real time when left out. */
  clock?: () => Date;
}>;

export type ProcessorEntry = Readonly<{
  queue: string;
  processor: JobProcessor;
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
}>;

export type Processors = (deps: WorkerDeps) => readonly ProcessorEntry[];

export type Reactors = (deps: WorkerDeps) => readonly ReactorDefinition[];

/** A job schedule: `apply` creates, updates or removes it (idempotent: every worker process runs it at start). */
export type ScheduleEntry = Readonly<{ name: string; apply: () => Promise<void> }>;

export type Schedules = (deps: WorkerDeps) => readonly ScheduleEntry[];

/** Every queue the product's workers take jobs from: the ops page shows their depth and failed jobs. */
export const productQueueNames: readonly string[] = [RELEASE_QUEUE, MAIL_QUEUE, EXPORTS_QUEUE, STOCK_QUEUE];

/** The local address the links of the mails lead to when no public URL is configured. */
const LOCAL_PUBLIC_URL = 'http://localhost:3000';

/** The `mail` queue's jobs: a registration's mails, else an order's confirmation. */
const mailProcessor = (deps: WorkerDeps, mailer: Mailer): JobProcessor => {
  const { eventStore, logger } = deps;
  const confirmations = confirmationMailProcessor({ eventStore, mailer, logger });
  const registrations = registrationMailProcessor({
    eventStore,
    mailer,
    logger,
    publicUrl: deps.publicUrl ?? LOCAL_PUBLIC_URL,
    ...(deps.senderAddress === undefined ? {} : { senderAddress: deps.senderAddress }),
  });
  return (job) => (registrationJobNames.includes(job.name) ? registrations(job) : confirmations(job));
};

export const productProcessors: Processors = (deps) => {
  const { queues, eventStore, logger, mailer, exports, clock } = deps;
  return [
    { queue: RELEASE_QUEUE, processor: releaseOrdersProcessor({ queues, eventStore, logger }), concurrency: 4 },
    // One sweep at a time: two would only decide the same reservations twice.
    {
      queue: STOCK_QUEUE,
      processor: stockSweepProcessor({ queues, eventStore, logger, clock: clock ?? (() => new Date()) }),
    },
    ...(mailer === undefined ? [] : [{ queue: MAIL_QUEUE, processor: mailProcessor(deps, mailer), concurrency: 4 }]),
    // Two at a time: an export holds a core while it writes, and the API shares the machine.
    ...(exports === undefined
      ? []
      : [{ queue: EXPORTS_QUEUE, processor: exportProcessor({ ...exports, eventStore, logger }), concurrency: 2 }]),
  ];
};

export const productReactors: Reactors = (deps) => [
  orderConfirmationReactor(deps),
  registrationMailReactor(deps),
  orderReleaseReactor(deps),
  stockReservationsReactor(deps),
  ...(deps.paymentGateway === undefined ? [] : [refundPaymentReactor({ ...deps, gateway: deps.paymentGateway })]),
];

export const productSchedules: Schedules = ({ queues, releaseEveryMs }) => [
  { name: 'stock-reservations-sweep', apply: () => scheduleStockSweep(queues) },
  {
    name: 'release-orders-sweep',
    apply: () => scheduleReleaseSweep(queues, releaseEveryMs === undefined ? DEFAULT_RELEASE_EVERY_MS : releaseEveryMs),
  },
];
