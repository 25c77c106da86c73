/**
 * The ops page's API over real HTTP (issue 14): projections' state, a rebuild into a shadow with its progress and
 * the swap while readers keep answering, a queue's depth and a failed job retried, each action recorded with who
 * and why, and the role and input rules. The server under test has the worker queues of a queue of its own (in the
 * harness's private Redis) and runs the projections, so it may rebuild.
 */
import { opsActionStream } from '@parks/domain/ops/streams';
import type { EventStore } from '@parks/infra/eventStore/port';
import { silentLogger } from '@parks/infra/logging';
import { queueInspector } from '@parks/infra/queues/inspect';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import { createProjectionRuntime } from '@parks/projections/runtime/createProjectionRuntime';
import type { ReadModel } from '@parks/projections/runtime/types';
import { streamActivity } from '@parks/projections/streamActivity';
import type { AdminProblem } from '@parks/schemas/admin/calls';
import type { OpsActionResultDto, OpsProjectionDto, OpsStatusDto } from '@parks/schemas/admin/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApi, roleUsers } from '../admin/testing/adminTestApi.ts';
import { caller, seed } from '../testing/testApi.ts';
import { opsPageRoutes } from './adminOps.ts';

const api = adminTestApi();
const QUEUE = 'ops-test';
let queues: Queues;
let ops: ReturnType<typeof caller>;

beforeAll(async () => {
  queues = createQueues({ url: api.app.redisUrl, logger: silentLogger() });
  const server = await api.app.start({ opsQueues: queueInspector(queues, [QUEUE]), rebuildsProjections: true });
  ops = caller(server.url);
}, 30_000);

afterAll(async () => {
  await queues?.close(2_000);
});

const status = async (token = api.lmg()): Promise<OpsStatusDto> => {
  const answer = await ops<OpsStatusDto>('/api/Ops/GetAll', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const projectionOf = async (name: string): Promise<OpsProjectionDto> => {
  const found = (await status()).projections.find((item) => item.name === name);
  if (found === undefined) throw new Error(`no projection ${name}`);
  return found;
};

/** Polls a condition over HTTP until it holds (the rebuild and the jobs run on their own), failing after 20 s. */
const until = async <T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition never held; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
};

/**
 * The event store as it is, except that once `holdAfter(n)` is called, a subscription opened after it (the
 * rebuild's shadow) stops after n events until `release()`: the test sees the rebuild midway without timing.
 */
const gatedEventStore = (inner: EventStore) => {
  let limit: number | null = null;
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const subscribeToAll: EventStore['subscribeToAll'] = (options) => {
    const subscription = inner.subscribeToAll(options);
    const holdAt = limit;
    if (holdAt === null) return subscription;
    return {
      unsubscribe: () => subscription.unsubscribe(),
      async *[Symbol.asyncIterator]() {
        let events = 0;
        for await (const item of subscription) {
          if (item.kind === 'event' && events++ === holdAt) await released;
          yield item;
        }
      },
    };
  };
  const store = new Proxy(inner, {
    get: (target, property) => {
      if (property === 'subscribeToAll') return subscribeToAll;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    store,
    holdAfter: (events: number) => {
      limit = events;
    },
    release: () => open(),
  };
};

const recorded = async (eventStore: EventStore, actionId: string) => {
  const events = [];
  for await (const event of eventStore.readStream(opsActionStream(actionId))) events.push(event);
  return events.map((event) => ({ type: event.type, data: event.data }));
};

const lmgUserId = seed(roleUsers.LMG).userId;

describe('GET /api/Ops/GetAll', () => {
  it('lists every projection with its position, lag, status and last error, and the queues', async () => {
    const { projections, queues: listed } = await status();
    const names = projections.map((item) => item.name);
    expect(names).toContain('adminOrders');
    expect(names).toContain('storeCatalog');
    const catalog = projections.find((item) => item.name === 'storeCatalog');
    expect(catalog).toMatchObject({ status: 'live', lastError: null, rebuild: null });
    expect(catalog?.position).toMatch(/^\d+$/);
    expect(catalog?.headPosition).toMatch(/^\d+$/);
    expect(catalog?.lagEvents).toBeGreaterThanOrEqual(0);
    expect(listed?.map((queue) => queue.name)).toEqual([QUEUE]);
  });

  it('is LMG only: 403 for every other role, 401 without a session', async () => {
    for (const role of Object.keys(roleUsers)) {
      const answer = await ops<AdminProblem>('/api/Ops/GetAll', { token: api.tokens[role] });
      expect(answer.status, role).toBe(role === 'LMG' ? 200 : 403);
    }
    expect((await ops('/api/Ops/GetAll')).status).toBe(401);
  });

  it('says when the server has no queue connection', async () => {
    const { queues: none } = (await api.call<OpsStatusDto>('/api/Ops/GetAll', { token: api.lmg() })).body;
    expect(none).toBeNull();
  });
});

describe('POST /api/Ops/Rebuild', () => {
  it('rebuilds into a shadow with its progress, then swaps, while readers keep reading the whole active collection', async () => {
    const { eventStore, documents } = api.app;
    const load = 3_000;
    for (let batch = 0; batch < load / 1_000; batch += 1) {
      await eventStore.appendToStream(
        'opsload-1',
        Array.from({ length: 1_000 }, () => ({ type: 'OpsLoadTick', data: {} })),
      );
    }
    // A runtime of its own over a copy of streamActivity, whose rebuild the gate holds a third of the way in.
    const gate = gatedEventStore(eventStore);
    const model: ReadModel = { ...streamActivity, name: 'opsActivity' };
    const runtime = createProjectionRuntime({ eventStore: gate.store, documents, readModels: [model], batchSize: 100 });
    await runtime.start();
    try {
      const server = await api.app.start({
        projections: runtime,
        // The ops routes only: the product's other routes read read models this runtime does not run.
        apiRouters: (deps) => [opsPageRoutes(deps)],
        opsQueues: queueInspector(queues, [QUEUE]),
        rebuildsProjections: true,
      });
      const held = caller(server.url);
      const report = async (): Promise<OpsProjectionDto> => {
        const answer = await held<OpsStatusDto>('/api/Ops/GetAll', { token: api.lmg() });
        expect(answer.status).toBe(200);
        const [only] = answer.body.projections;
        if (only === undefined) throw new Error('no projection');
        return only;
      };
      const active = runtime.read(model);
      const before = await until(report, (item) => item.status === 'live' && item.lagEvents === 0);
      expect((await active.findById('opsload'))?.events).toBe(load);

      gate.holdAfter(1_000);
      // Two requests at once: one starts the rebuild, the other is told it is already running.
      const both = await Promise.all(
        ['evolve changed', 'evolve changed'].map((reason) =>
          held<OpsActionResultDto & AdminProblem>('/api/Ops/Rebuild', {
            method: 'POST',
            token: api.lmg(),
            body: { projection: model.name, reason },
          }),
        ),
      );
      expect(both.map((answer) => answer.status).sort()).toEqual([202, 409]);
      const started = both.find((answer) => answer.status === 202) as (typeof both)[number];
      expect(started.body.message).toBe('The rebuild of opsActivity has started.');
      expect(both.find((answer) => answer.status === 409)?.body.code).toBe('ops.projection.rebuilding');

      // Held at the gate: the seed's few hundred events are behind it, so it stops inside the load.
      const midway = await until(
        report,
        (item) => item.rebuild !== null && item.rebuild.position !== null && item.rebuild.remainingEvents < load,
      );
      expect(midway).toMatchObject({ status: 'rebuilding', collection: before.collection });
      expect(midway.rebuild?.collection).toBe(`${before.collection}_r1`);
      // The shadow has applied at most the thousand events the gate let through; the rest is still to do.
      expect(midway.rebuild?.remainingEvents).toBeGreaterThanOrEqual(load - 1_000);
      expect(midway.rebuild?.remainingEvents).toBeLessThan(load + 50);
      // Readers stay on the whole active collection while the shadow is half filled.
      expect((await active.findById('opsload'))?.events).toBe(load);
      const again = await held<AdminProblem>('/api/Ops/Rebuild', {
        method: 'POST',
        token: api.lmg(),
        body: { projection: model.name, reason: 'twice' },
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ops.projection.rebuilding');

      gate.release();
      const swapped = await until(report, (item) => item.rebuild === null && item.collection !== before.collection);
      expect(swapped).toMatchObject({ status: 'live', collection: `${before.collection}_r1`, lagEvents: 0 });
      expect((await active.findById('opsload'))?.events).toBe(load);
      expect(await documents.listCollections()).not.toContain(before.collection);

      expect(await recorded(eventStore, started.body.actionId)).toEqual([
        {
          type: 'ProjectionRebuildRequested',
          data: expect.objectContaining({
            projection: model.name,
            reason: 'evolve changed',
            requestedBy: lmgUserId,
            requestedByRole: 'LMG',
          }),
        },
      ]);
    } finally {
      gate.release();
      await runtime.stop();
    }
  }, 60_000);

  it('keeps the store answering over HTTP while its catalogue is rebuilt', async () => {
    const path = '/api/store/GetCategory/decouverte-discovery';
    const reference = await ops(path);
    expect(reference.status).toBe(200);
    const before = await projectionOf('storeCatalog');
    const started = await ops<OpsActionResultDto>('/api/Ops/Rebuild', {
      method: 'POST',
      token: api.lmg(),
      body: { projection: 'storeCatalog', reason: 'check' },
      language: 'fr',
    });
    expect(started.status).toBe(202);
    expect(started.body.message).toBe('La reconstruction de storeCatalog a commencé.');
    await until(
      async () => {
        const [read, report] = await Promise.all([ops(path), projectionOf('storeCatalog')]);
        expect(read.status).toBe(200);
        expect(read.body).toEqual(reference.body);
        return report;
      },
      (report) => report.rebuild === null && report.collection !== before.collection,
    );
    expect((await ops(path)).body).toEqual(reference.body);
  }, 60_000);

  it('refuses other roles, an unknown projection and a missing reason, in English and French, appending nothing', async () => {
    const head = await api.head();
    const body = { projection: 'adminOrders', reason: 'why' };
    for (const role of ['SuperUser', 'Administrator', 'Operator', 'PortalUser']) {
      const answer = await ops('/api/Ops/Rebuild', { method: 'POST', token: api.tokens[role], body });
      expect(answer.status, role).toBe(403);
    }
    const unknown = await ops<AdminProblem>('/api/Ops/Rebuild', {
      method: 'POST',
      token: api.lmg(),
      body: { projection: 'noSuchModel', reason: 'why' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ops.projection.unknown');
    for (const [language, text] of [
      ['en', 'Please enter a reason.'],
      ['fr', 'Veuillez entrer une raison.'],
    ] as const) {
      const noReason = await ops<AdminProblem & { messages?: Record<string, string[]> }>('/api/Ops/Rebuild', {
        method: 'POST',
        token: api.lmg(),
        body: { projection: 'adminOrders', reason: '   ' },
        language,
      });
      expect(noReason.status).toBe(422);
      expect(noReason.body.messages?.reason?.[0]).toContain(text);
    }
    const tooLong = await ops('/api/Ops/Rebuild', {
      method: 'POST',
      token: api.lmg(),
      body: { projection: 'adminOrders', reason: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(422);
    const badName = await ops('/api/Ops/Rebuild', {
      method: 'POST',
      token: api.lmg(),
      body: { projection: { $gt: '' }, reason: 'why' },
    });
    expect(badName.status).toBe(422);
    expect(await api.head()).toBe(head);
  });

  it('refuses to rebuild from a server whose projections run elsewhere', async () => {
    const head = await api.head();
    const answer = await api.call<AdminProblem>('/api/Ops/Rebuild', {
      method: 'POST',
      token: api.lmg(),
      body: { projection: 'adminOrders', reason: 'why' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('ops.projection.notRunning');
    expect(await api.head()).toBe(head);
  });
});

describe('the worker queues', () => {
  it('shows a failed job in the queue depth, and a retry runs it again and is recorded', async () => {
    let runs = 0;
    queues.worker(QUEUE, async () => {
      runs += 1;
      if (runs === 1) throw new Error('the mail server is down');
      return 'sent';
    });
    await queues.queue(QUEUE).add('flaky', { id: 'x' }, { jobId: 'flaky-1', attempts: 1 });
    const failing = await until(
      async () => (await status()).queues?.[0],
      (queue) => queue?.failed === 1,
    );
    expect(failing?.failedJobs).toEqual([
      expect.objectContaining({
        id: 'flaky-1',
        name: 'flaky',
        failedReason: 'the mail server is down',
        attemptsMade: 1,
      }),
    ]);

    /** Asks for a failed job to be sent back to its queue. */
    const retryJob = <T = Record<string, unknown>>(token: string | undefined, body: Record<string, string>) =>
      ops<T>('/api/Ops/RetryJob', { method: 'POST', token, body });
    const head = await api.head();
    const notFailed = await retryJob<AdminProblem>(api.lmg(), { queue: QUEUE, jobId: 'no-such-job', reason: 'again' });
    expect(notFailed.status).toBe(404);
    expect(notFailed.body.code).toBe('ops.job.notFailed');
    const unknownQueue = await retryJob<AdminProblem>(api.lmg(), { queue: 'nope', jobId: 'flaky-1', reason: 'again' });
    expect(unknownQueue.status).toBe(404);
    const superUser = await retryJob(api.tokens.SuperUser, { queue: QUEUE, jobId: 'flaky-1', reason: 'again' });
    expect(superUser.status).toBe(403);
    expect(await api.head()).toBe(head);

    const retried = await retryJob<OpsActionResultDto>(api.lmg(), {
      queue: QUEUE,
      jobId: 'flaky-1',
      reason: 'mail server back',
    });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe('Job flaky-1 was sent back to its queue.');
    const done = await until(
      async () => (await status()).queues?.[0],
      (queue) => queue?.completed === 1,
    );
    expect(done).toMatchObject({ failed: 0, completed: 1, failedJobs: [] });
    expect(runs).toBe(2);
    expect(await recorded(api.app.eventStore, retried.body.actionId)).toEqual([
      {
        type: 'FailedJobRetried',
        data: expect.objectContaining({
          queue: QUEUE,
          jobId: 'flaky-1',
          reason: 'mail server back',
          retriedBy: lmgUserId,
          retriedByRole: 'LMG',
        }),
      },
    ]);
  }, 60_000);
});
