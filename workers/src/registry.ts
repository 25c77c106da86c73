/**
 * The product's job processors, one `{ queue, processor }` entry each, built from WorkerDeps. Later issues
 * add theirs here (order release, confirmation mail, exports), each in its own folder
 * (`workers/src/<job>/{handler,handler.test,worker}.ts`).
 *
 * A processor receives `job.data` as unknown (it comes from Redis: check it), holds ids only, is
 * idempotent (retries and stalled-job takeovers run it again), and throws UnrecoverableError from bullmq
 * for a job that can never succeed.
 */
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { JobProcessor, Queues } from '@parks/infra/queues/queues';

export type WorkerDeps = Readonly<{
  queues: Queues;
  eventStore: EventStore;
  logger: Logger;
}>;

export type ProcessorEntry = Readonly<{
  queue: string;
  processor: JobProcessor;
  /** Jobs of this queue run at once in this process (default 1). */
  concurrency?: number;
}>;

export type Processors = (deps: WorkerDeps) => readonly ProcessorEntry[];

export const productProcessors: Processors = () => [];
