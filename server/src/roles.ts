/**
 * Starts what a role needs, in dependency order, and stops it in reverse:
 *   start: Redis → stores → queues → projections → workers → API (HTTP last, once everything answers)
 *   stop:  HTTP → workers → projections → queues → stores → private Redis
 * A failure while starting stops what had started, then rethrows.
 */
import { createApp } from '@parks/api/app';
import { createAuthRedis, publicUrlOf } from '@parks/api/auth/auth';
import { createPasswordHasher } from '@parks/api/auth/passwords';
import { loadSeed } from '@parks/api/seed/loadSeed';
import { ensureSeedUsers } from '@parks/api/seed/seedUsers';
import { listen } from '@parks/api/server';
import { openBlobStore } from '@parks/infra/blobs/open';
import type { Config } from '@parks/infra/config';
import type { Logger } from '@parks/infra/logging';
import { createMailer } from '@parks/infra/mail/mailer';
import { createSettingsMailer } from '@parks/infra/mail/settingsMailer';
import { openSandboxGateway, sandboxGatewayPath } from '@parks/infra/payments/sandboxGateway';
import { queueInspector } from '@parks/infra/queues/inspect';
import { createQueues } from '@parks/infra/queues/queues';
import { createRedisProbe } from '@parks/infra/redis/probe';
import { startRedis } from '@parks/infra/redis/redis';
import { type SecretBox, secretBoxFromEnv } from '@parks/infra/secrets/secretBox';
import { publishedMailSettings } from '@parks/infra/settings/serviceSettings';
import { openStores } from '@parks/infra/stores';
import { projectionsReader, startProjections } from '@parks/projections/main';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { exportJobsOf } from '@parks/workers/exports/worker';
import { productQueueNames } from '@parks/workers/registry';
import { releaseEveryMsFromEnv } from '@parks/workers/releaseOrders/config';
import { requestRelease } from '@parks/workers/releaseOrders/worker';
import { startWorkers } from '@parks/workers/startWorkers';
import { reportExportsWiring } from './exportsWiring.ts';

export const roles = ['all', 'api', 'projections', 'workers'] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: string): value is Role => roles.includes(value as Role);

export type System = Readonly<{
  /** The API's URL when this role serves HTTP. */
  url: string | undefined;
  /** Stops everything in reverse order; true when every step went well. */
  stop: () => Promise<boolean>;
}>;

type Step = Readonly<{ name: string; stop: () => Promise<void> }>;

/** Every step gets this long to stop before the next one goes anyway. */
const STEP_TIMEOUT_MS = 15_000;

const stopInReverse = async (steps: Step[], logger: Logger): Promise<boolean> => {
  let clean = true;
  for (const step of steps.splice(0).reverse()) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        step.stop(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`did not stop within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
        }),
      ]);
      logger.debug({ step: step.name }, 'stopped');
    } catch (error) {
      clean = false;
      logger.error({ err: error, step: step.name }, 'could not stop cleanly');
    } finally {
      clearTimeout(timer);
    }
  }
  return clean;
};

export const startRoles = async (role: Role, config: Config, logger: Logger): Promise<System> => {
  const has = (part: Exclude<Role, 'all'>): boolean => role === 'all' || role === part;
  const steps: Step[] = [];
  let url: string | undefined;

  if (role !== 'all') {
    const embedded = [
      config.eventStoreUrl === undefined ? 'EVENTSTORE_URL' : undefined,
      config.mongodbUrl === undefined ? 'MONGODB_URL' : undefined,
      has('projections') ? undefined : config.redisUrl === undefined ? 'REDIS_URL' : undefined,
    ].filter((name) => name !== undefined);
    if (embedded.length > 0) {
      logger.warn(
        { unset: embedded },
        'a single role on embedded stores or a private Redis cannot share them with the other role processes',
      );
    }
  }

  try {
    const needsRedis = has('api') || has('workers');
    const redis = needsRedis ? await startRedis(config, logger) : undefined;
    if (redis !== undefined) steps.push({ name: 'redis', stop: redis.stop });

    const stores = await openStores(config);
    steps.push({ name: 'stores', stop: stores.close });
    logger.info({ ...stores.kinds, dataDir: config.dataDir }, 'stores open');
    if (has('api')) await loadSeed({ eventStore: stores.eventStore, logger });
    if (has('api')) await ensureSeedUsers({ eventStore: stores.eventStore, passwords: createPasswordHasher(), logger });

    const queues = redis === undefined ? undefined : createQueues({ url: redis.url, logger });
    if (queues !== undefined) steps.push({ name: 'queues', stop: () => queues.close() });

    const deps = { eventStore: stores.eventStore, documents: stores.documents, logger };
    // The settings' secrets (the SMTP password): SETTINGS_SECRET_KEY, else a development key under DATA_DIR
    // (infra/src/secrets/secretBox.ts, docs/settings-secrets.md). Made once, for the API and the workers alike.
    let secrets: SecretBox | undefined;
    const settingsSecrets = (): SecretBox => {
      secrets ??= secretBoxFromEnv(process.env, config.dataDir);
      return secrets;
    };
    let projections: ProjectionRuntime | undefined;
    if (has('projections')) {
      const runtime = await startProjections(deps);
      projections = runtime;
      steps.push({ name: 'projections', stop: () => runtime.stop() });
    }

    // One sandbox gateway for the checkout (api) and the refunds (workers); processes share its file.
    const paymentGateway =
      has('api') || has('workers') ? openSandboxGateway({ path: sandboxGatewayPath(config.dataDir) }) : undefined;
    if (paymentGateway !== undefined) steps.push({ name: 'payment gateway', stop: async () => paymentGateway.close() });

    // Beside the read models: GridFS in the MONGODB_URL database, DATA_DIR/blobs otherwise. The API serves the uploads
    // from it to anyone (/files). The exports worker's files hold customers' orders, so they are in a store of their
    // own (DATA_DIR/exports, or the `exports` bucket) that only the export download route reads.
    const blobs = has('api') ? await openBlobStore(config, 'uploads') : undefined;
    if (blobs !== undefined) {
      steps.push({ name: 'blob store', stop: () => blobs.close() });
      logger.info({ blobs: blobs.kind }, 'blob store open');
    }
    const exportBlobs = has('api') || has('workers') ? await openBlobStore(config, 'exports') : undefined;
    if (exportBlobs !== undefined) steps.push({ name: 'export blob store', stop: () => exportBlobs.close() });

    if (has('workers') && queues !== undefined) {
      const configured = createMailer(config);
      steps.push({ name: 'mailer', stop: configured.close });
      // The confirmation mails follow the SMTP settings as published when each goes out (issue #24).
      const mailer = createSettingsMailer({
        fallback: configured,
        settings: publishedMailSettings(stores.eventStore, settingsSecrets()),
      });
      steps.push({ name: 'settings mailer', stop: mailer.close });
      logger.info({ mailer: configured.kind }, 'mailer ready');
      const releaseEveryMs = releaseEveryMsFromEnv(process.env);
      logger.info({ releaseEveryMs }, releaseEveryMs === null ? 'releases on demand only' : 'releases scheduled');
      const workers = await startWorkers({
        queues,
        eventStore: stores.eventStore,
        logger,
        mailer,
        // The registration mails' links lead where the API's do.
        publicUrl: publicUrlOf(process.env, config.host, config.port),
        releaseEveryMs,
        paymentGateway,
        exports:
          exportBlobs &&
          reportExportsWiring({
            projections: projections ?? projectionsReader(deps),
            checkpoints: stores.documents,
            blobs: exportBlobs,
          }),
      });
      steps.push({ name: 'workers', stop: () => workers.stop() });
    }

    if (has('api') && redis !== undefined) {
      const probe = createRedisProbe(redis.url);
      steps.push({ name: 'redis probe', stop: probe.close });
      const authRedis = createAuthRedis(redis.url);
      steps.push({ name: 'auth redis', stop: async () => authRedis.disconnect() });
      const authMailer = createMailer(config);
      steps.push({ name: 'auth mailer', stop: authMailer.close });
      const app = createApp({
        logger,
        eventStore: stores.eventStore,
        documents: stores.documents,
        projections: projections ?? projectionsReader(deps),
        redis: probe,
        opsToken: config.opsToken,
        trustProxyHops: config.trustProxyHops,
        paymentGateway,
        blobs,
        exportBlobs,
        auth: { redis: authRedis, mailer: authMailer, publicUrl: publicUrlOf(process.env, config.host, config.port) },
        secrets: settingsSecrets(),
        // Releasing on demand only adds jobs to the release queue in Redis, so every API process can do it with
        // its own queue handle (the api role too: it has Redis); whichever process runs the workers releases.
        requestRelease: queues && ((orderIds, requestedBy) => requestRelease(queues, orderIds, requestedBy)),
        opsQueues: queues && queueInspector(queues, productQueueNames),
        rebuildsProjections: projections !== undefined,
        exportJobs: queues && exportJobsOf(queues),
      });
      const http = await listen(app, config.host, config.port);
      steps.push({ name: 'http', stop: () => http.close() });
      url = http.url;
      logger.info({ url, host: config.host, port: http.port }, `Parks Store listening on ${url}`);
    }
    logger.info('started');
  } catch (error) {
    await stopInReverse(steps, logger);
    throw error;
  }

  return { url, stop: () => stopInReverse(steps, logger) };
};
