/**
 * The workers host: one BullMQ worker per registered processor, then the reactors that feed the queues
 * (checkpoints in the queues' Redis), then the job schedules (upserted: a restart keeps one of each);
 * stop() stops the reactors, lets active jobs finish (bounded), then closes the workers. The queues'
 * connection belongs to the caller (it closes `queues` afterwards).
 */
import { redisCheckpoints } from './reactors/checkpoints.ts';
import { type Reactor, startReactor } from './reactors/reactor.ts';
import {
  type ProcessorEntry,
  type Processors,
  productProcessors,
  productReactors,
  productSchedules,
  type Reactors,
  type Schedules,
  type WorkerDeps,
} from './registry.ts';

export type WorkersHost = Readonly<{
  queues: readonly string[];
  reactors: readonly Reactor[];
  stop: (graceMs?: number) => Promise<void>;
}>;

export const startWorkers = async (
  deps: WorkerDeps & Readonly<{ processors?: Processors; reactors?: Reactors; schedules?: Schedules }>,
): Promise<WorkersHost> => {
  const entries: readonly ProcessorEntry[] = (deps.processors ?? productProcessors)(deps);
  const names = entries.map((entry) => entry.queue);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined) throw new Error(`two processors for the queue ${duplicate}`);

  const workers = entries.map((entry) =>
    deps.queues.worker(entry.queue, entry.processor, { concurrency: entry.concurrency ?? 1 }),
  );
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  deps.logger.info({ queues: names }, names.length === 0 ? 'no job processors registered yet' : 'workers started');
  const checkpoints = redisCheckpoints(deps.queues.connection);
  const reactors = (deps.reactors ?? productReactors)(deps).map((definition) =>
    startReactor({ eventStore: deps.eventStore, checkpoints, logger: deps.logger, definition }),
  );
  for (const schedule of (deps.schedules ?? productSchedules)(deps)) {
    try {
      await schedule.apply();
    } catch (error) {
      await Promise.all(reactors.map((reactor) => reactor.stop()));
      await Promise.all(workers.map((worker) => worker.close(true)));
      throw error;
    }
  }

  let stopping: Promise<void> | undefined;
  return {
    queues: names,
    reactors,
    stop: (graceMs = 10_000) => {
      stopping ??= (async () => {
        await Promise.all(reactors.map((reactor) => reactor.stop()));
        let timer: NodeJS.Timeout | undefined;
        const finished = Promise.all(workers.map((worker) => worker.close())).then(() => true);
        const expired = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), graceMs);
        });
        const graceful = await Promise.race([finished, expired]);
        clearTimeout(timer);
        if (!graceful) {
          deps.logger.warn({ graceMs }, 'jobs still running after the grace period; closing the workers anyway');
          await Promise.all(workers.map((worker) => worker.close(true)));
        }
        deps.logger.info({ queues: names }, 'workers stopped');
      })();
      return stopping;
    },
  };
};
