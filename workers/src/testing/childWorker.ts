/**
 * The worker of a child process that a test SIGKILLs in the middle of a job (`startWorkerChild`): a short lock, so
 * that the test's surviving worker soon takes the stalled job over, and a stalled check as short as the
 * survivor's, since any worker's check blocks the others' for its interval. Prints `ready` once it listens.
 * No vitest here: it runs in the child.
 */
import { QUEUE_PREFIX } from '@parks/infra/queues/queues';
import { type ConnectionOptions, type Processor, Worker } from 'bullmq';

export const runKillableWorker = async (
  queueName: string,
  processor: Processor,
  connection: ConnectionOptions,
): Promise<Worker> => {
  const worker = new Worker(queueName, processor, {
    connection,
    prefix: QUEUE_PREFIX,
    lockDuration: 1_000,
    stalledInterval: 300,
  });
  await worker.waitUntilReady();
  process.stdout.write('ready\n');
  return worker;
};
