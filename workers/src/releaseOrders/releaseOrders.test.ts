import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { OrderCommand } from '@parks/domain/orders/commands';
import { orderDecider } from '@parks/domain/orders/decider';
import { orderStream } from '@parks/domain/orders/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { silentLogger } from '@parks/infra/logging';
import { startPrivateRedis } from '@parks/infra/redis/privateRedis';
import { describe, expect, it } from 'vitest';
import { type OrderShape, placeOrder } from '../confirmationMail/testing/orders.ts';
import { MAIL_QUEUE } from '../confirmationMail/worker.ts';
import { redisCheckpoints } from '../reactors/checkpoints.ts';
import { type Processors, productProcessors } from '../registry.ts';
import { startWorkers, type WorkersHost } from '../startWorkers.ts';
import {
  eventually as eventuallyWithin,
  settled,
  startWorkerChild,
  survivingWorker,
  useWorkerBed,
} from '../testing/workerBed.ts';
import { releaseCandidates } from './candidates.ts';
import { RELEASE_SYSTEM_USER } from './handler.ts';
import { ORDER_RELEASE_REACTOR } from './reactor.ts';
import {
  RELEASE_QUEUE,
  RELEASE_SCHEDULER,
  releaseJobId,
  releaseOrdersProcessor,
  requestRelease,
  SWEEP_JOB,
  sweepReleaseCandidates,
} from './worker.ts';

const logger = silentLogger();

const bed = useWorkerBed('release-orders', logger);

const eventually = (check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> =>
  eventuallyWithin(check, timeoutMs);

type HostOptions = Readonly<{ releaseEveryMs: number | null; processors?: Processors }>;

const startHost = async (options: HostOptions) => {
  const host = await startWorkers({
    queues: bed.queues,
    eventStore: bed.eventStore,
    logger,
    mailer: bed.mailer,
    ...options,
  });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await host.stop(2_000);
  };
  bed.cleanup(stop);
  return { ...host, stop };
};

/** The product processors, with each release job's outcome (or error) recorded, after an optional hook. */
const observed = (outcomes: unknown[], before?: () => Promise<void>): Processors => {
  return (deps) =>
    productProcessors(deps).map((entry) =>
      entry.queue !== RELEASE_QUEUE
        ? entry
        : {
            ...entry,
            processor: async (job) => {
              if (job.name === 'release-order') await before?.();
              const outcome = await entry.processor(job);
              if (job.name === 'release-order') outcomes.push(outcome);
              return outcome;
            },
          },
    );
};

const run = (orderId: string, command: OrderCommand) =>
  handleCommand(bed.eventStore, orderStream(orderId), orderDecider, command);

const place = async (shape: OrderShape & Readonly<{ requiresApproval?: boolean }> = {}): Promise<string> => {
  const orderId = `ord-${randomUUID()}`;
  const command = placeOrder(orderId, { storeCode: 'b2b', ...shape });
  await run(orderId, { ...command, data: { ...command.data, requiresApproval: shape.requiresApproval ?? false } });
  return orderId;
};

const approve = (orderId: string) =>
  run(orderId, {
    type: 'ApproveOrder',
    data: { orderId },
    metadata: { now: '2026-11-21T16:00:00.000Z', userId: 'usr-approver' },
  });

const releasesOf = async (orderId: string): Promise<RecordedEvent[]> => {
  const releases: RecordedEvent[] = [];
  for await (const event of bed.eventStore.readStream(orderStream(orderId))) {
    if (event.type === 'OrderReleased') releases.push(event);
  }
  return releases;
};

const releaseCount = async (orderId: string): Promise<number> => (await releasesOf(orderId)).length;

const mailCount = (orderId: string): number =>
  bed.sink.received.filter((mail) => mail.header('message-id') === `<mail-order-${orderId}@store.parks.example>`)
    .length;

const releaseJobOf = (orderId: string) => bed.queues.queue(RELEASE_QUEUE).getJob(releaseJobId(orderId));

const releasedOnceAndMailedOnce = async (orderIds: readonly string[]): Promise<boolean> => {
  for (const orderId of orderIds) {
    if ((await releaseCount(orderId)) !== 1 || mailCount(orderId) !== 1) return false;
  }
  return true;
};

/**
 * Nothing more can happen by itself: the host's reactors have handled the log, and no release job (the next run of
 * the schedule aside) nor mail job is waiting or running.
 */
const releasesSettled = (host: Readonly<{ reactors: WorkersHost['reactors'] }>): Promise<void> =>
  settled({
    eventStore: bed.eventStore,
    queues: bed.queues,
    reactors: host.reactors,
    queueNames: [RELEASE_QUEUE, MAIL_QUEUE],
    counts: (job) => job.name !== SWEEP_JOB,
  });

/** As releasesSettled, after `sweeps` runs of the schedule that started once everything had settled. */
const settledOverSweeps = async (host: Readonly<{ reactors: WorkersHost['reactors'] }>, sweeps = 2) => {
  await releasesSettled(host);
  const from = Date.now();
  await eventually(async () => {
    const done = await bed.queues.queue(RELEASE_QUEUE).getJobs(['completed']);
    return done.filter((job) => job.name === SWEEP_JOB && (job.processedOn ?? 0) >= from).length >= sweeps;
  });
  await releasesSettled(host);
};

describe('the scheduled release', () => {
  it('moves Pending portal orders to In Production, approved ones once approved, each mailed once', async () => {
    const host = await startHost({ releaseEveryMs: 250 });
    const pending = await place();
    const awaitingApproval = await place({ requiresApproval: true });
    const publicOrder = await place({ storeCode: 'b2c' });

    await eventually(() => releasedOnceAndMailedOnce([pending]));
    const [released] = await releasesOf(pending);
    expect(released?.data.releasedBy).toBe(RELEASE_SYSTEM_USER);
    expect(released?.metadata?.userId).toBe(RELEASE_SYSTEM_USER);
    await settledOverSweeps(host); // several sweeps
    expect(await releaseCount(awaitingApproval)).toBe(0);
    expect(mailCount(awaitingApproval)).toBe(0);
    expect(await releaseCount(publicOrder)).toBe(0);
    expect(mailCount(publicOrder)).toBe(1); // a public order is confirmed when placed

    await approve(awaitingApproval);
    await eventually(() => releasedOnceAndMailedOnce([awaitingApproval]));
    await settledOverSweeps(host);
    expect(await releasedOnceAndMailedOnce([pending, awaitingApproval])).toBe(true);
    expect(await releaseCount(publicOrder)).toBe(0);
    expect(bed.sink.received).toHaveLength(3);
    expect(await releaseCandidates(bed.queues.connection).count()).toBe(0);
  });

  it('keeps one schedule across restarts, follows a changed interval, and can be switched off', async () => {
    const queue = bed.queues.queue(RELEASE_QUEUE);
    const nextRuns: number[] = [];
    for (const everyMs of [60_000, 60_000, 30_000]) {
      const before = Date.now();
      const host = await startHost({ releaseEveryMs: everyMs });
      await host.stop();
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([[RELEASE_SCHEDULER, everyMs]]);
      const next = schedulers[0]?.next ?? 0;
      // A new schedule (or interval) sweeps first one interval later, not at once.
      if (nextRuns.length !== 1) expect(next).toBeGreaterThanOrEqual(before + everyMs);
      nextRuns.push(next);
    }
    // A restart with the same interval keeps the next run: restarts never postpone the sweep.
    expect(nextRuns[1]).toBe(nextRuns[0]);
    const host = await startHost({ releaseEveryMs: null });
    await host.stop();
    expect(await queue.getJobSchedulersCount()).toBe(0);
  });
});

describe('a release on demand', () => {
  it('releases the asked orders at once, by the admin who asked, and again once approved', async () => {
    const host = await startHost({ releaseEveryMs: null });
    const pending = await place();
    const awaitingApproval = await place({ requiresApproval: true });
    await expect(requestRelease(bed.queues, [pending, 'ord:bad'], 'usr-admin')).rejects.toThrow(/not an id: ord:bad/);
    expect(await releaseJobOf(pending)).toBeUndefined(); // nothing added when one id is bad
    await requestRelease(bed.queues, [pending, awaitingApproval, pending], 'usr-admin');

    await eventually(() => releasedOnceAndMailedOnce([pending]));
    expect((await releasesOf(pending))[0]?.data.releasedBy).toBe('usr-admin');
    // Both jobs are done and gone; the one asked too early left no trace that would block the next ask.
    await eventually(async () => (await releaseJobOf(awaitingApproval)) === undefined);
    expect(await releaseJobOf(pending)).toBeUndefined();
    expect(await releaseCount(awaitingApproval)).toBe(0);

    await approve(awaitingApproval);
    await requestRelease(bed.queues, [awaitingApproval], 'usr-admin');
    await eventually(() => releasedOnceAndMailedOnce([awaitingApproval]));
    await releasesSettled(host);
    expect(await releasedOnceAndMailedOnce([pending, awaitingApproval])).toBe(true);
  });
});

describe('a release job run again', () => {
  it('adds nothing when asked again after the release', async () => {
    const outcomes: unknown[] = [];
    const host = await startHost({ releaseEveryMs: null, processors: observed(outcomes) });
    const orderId = await place();
    await requestRelease(bed.queues, [orderId], 'usr-admin');
    await eventually(() => outcomes.length === 1);
    await requestRelease(bed.queues, [orderId], 'usr-other');
    await sweepReleaseCandidates(bed.queues); // the reactor may not have dropped it yet: at most one more job
    await eventually(() => outcomes.length >= 2);
    await eventually(() => mailCount(orderId) === 1);
    await releasesSettled(host);
    expect(outcomes[0]).toBe('released');
    expect(outcomes.slice(1).every((outcome) => outcome === 'alreadyReleased')).toBe(true);
    const releases = await releasesOf(orderId);
    expect(releases.map((release) => release.data.releasedBy)).toEqual(['usr-admin']);
    expect(mailCount(orderId)).toBe(1);
  });

  it('adds nothing when retried after the release was recorded but the job failed', async () => {
    const outcomes: unknown[] = [];
    let failed = false;
    const host = await startHost({
      releaseEveryMs: null,
      processors: (deps) => {
        const process = releaseOrdersProcessor({ queues: deps.queues, eventStore: deps.eventStore, logger });
        return [
          ...productProcessors(deps).filter((entry) => entry.queue !== RELEASE_QUEUE),
          {
            queue: RELEASE_QUEUE,
            processor: async (job) => {
              const outcome = await process(job);
              outcomes.push(outcome);
              if (!failed) {
                failed = true;
                throw new Error('the worker died before BullMQ marked the job done');
              }
              return outcome;
            },
          },
        ];
      },
    });
    const orderId = await place();
    await requestRelease(bed.queues, [orderId], 'usr-admin');
    await eventually(() => outcomes.length === 2 && mailCount(orderId) === 1);
    expect(outcomes).toEqual(['released', 'alreadyReleased']);
    await releasesSettled(host);
    expect(await releaseCount(orderId)).toBe(1);
    expect(mailCount(orderId)).toBe(1);
  });
});

describe('the release reactor', () => {
  it('rebuilds its candidates when replayed from the start, and nothing is released twice', async () => {
    const first = await startHost({ releaseEveryMs: null });
    const early = await place();
    const late = await place();
    await requestRelease(bed.queues, [early], 'usr-admin');
    await eventually(() => releasedOnceAndMailedOnce([early]));
    const candidates = releaseCandidates(bed.queues.connection);
    await eventually(async () => (await candidates.count()) === 1);
    await first.stop();

    // Replay from the start with nothing remembered: only `late` is a candidate again.
    await redisCheckpoints(bed.queues.connection).clear(ORDER_RELEASE_REACTOR);
    await candidates.clear();
    const second = await startHost({ releaseEveryMs: 250 });
    await eventually(() => releasedOnceAndMailedOnce([late]));
    await settledOverSweeps(second);
    expect(await releasedOnceAndMailedOnce([early, late])).toBe(true);
    expect(await candidates.count()).toBe(0);
  });
});

describe('a Redis restart in the middle of a run', () => {
  it('loses no release and duplicates none, nor any confirmation mail', async () => {
    const outcomes: unknown[] = [];
    let started = 0;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const host = await startHost({
      releaseEveryMs: null,
      processors: observed(outcomes, async () => {
        started += 1;
        await gate;
      }),
    });
    const orderIds: string[] = [];
    for (let n = 0; n < 8; n += 1) orderIds.push(await place());
    await requestRelease(bed.queues, orderIds, 'usr-admin');
    await eventually(() => started === 4); // four running (the worker's concurrency), four waiting in Redis

    const { port } = bed.redis;
    await bed.redis.stop();
    open(); // the running ones record their release while Redis is down
    await eventually(() => outcomes.length === 4);
    bed.redis = await startPrivateRedis({ dir: bed.redisDir, port });

    await eventually(() => releasedOnceAndMailedOnce(orderIds));
    await releasesSettled(host);
    expect(await releasedOnceAndMailedOnce(orderIds)).toBe(true);
    expect(bed.sink.received).toHaveLength(orderIds.length);
    const counts = await bed.queues.queue(RELEASE_QUEUE).getJobCounts('waiting', 'active', 'delayed', 'failed');
    expect(counts).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
  });
});

describe('a worker killed in the middle of a release', () => {
  it.each([
    ['before', 'beforeAppend', 'released'],
    ['after', 'afterAppend', 'alreadyReleased'],
  ] as const)('loses no release and adds no second one when killed %s recording it', async (_, mode, outcome) => {
    // This host runs the reactors and the mail worker; the release worker is the child.
    const host = await startHost({
      releaseEveryMs: null,
      processors: (deps) => productProcessors(deps).filter((entry) => entry.queue !== RELEASE_QUEUE),
    });
    const child = await startWorkerChild(bed, new URL('./testing/releaseWorkerChild.ts', import.meta.url), [
      bed.redis.url,
      join(bed.dir, 'events.sqlite'),
      mode,
    ]);
    expect(child.process.exitCode).toBeNull();

    const orderId = await place();
    await requestRelease(bed.queues, [orderId], 'usr-admin');
    await eventually(() => child.output().includes(mode === 'beforeAppend' ? 'appending' : 'appended'));
    await child.kill();
    expect(await releaseCount(orderId)).toBe(mode === 'afterAppend' ? 1 : 0);

    const outcomes: unknown[] = [];
    const processor = releaseOrdersProcessor({ queues: bed.queues, eventStore: bed.eventStore, logger });
    survivingWorker(bed, RELEASE_QUEUE, processor).on('completed', (_job, result: unknown) => {
      outcomes.push(result);
    });
    await eventually(() => outcomes.length === 1 && mailCount(orderId) === 1);
    expect(outcomes).toEqual([outcome]);
    await releasesSettled(host);
    const releases = await releasesOf(orderId);
    expect(releases.map((release) => release.data.releasedBy)).toEqual(['usr-admin']);
    expect(mailCount(orderId)).toBe(1);
  });
});
