/**
 * createApp(deps): the API's composition root. Everything it needs comes in through deps; nothing is
 * opened at import time. Order: request id → request log → a refused body's end (a 413 waits for the rest of
 * the body, unreadBody.ts) → the one problem-details middleware →
 * security headers → JSON body → /health and /ready → /ops (ops access) → who is calling (user access token)
 * → the admin-area role guard → /api routers → /files (stored uploads) → the web app
 * (static files, client-route fallback). What nothing answers is a 404 problem (problemDetails).
 */
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import type { PaymentGateway } from '@parks/domain/payments/port';
import type { BlobStore } from '@parks/infra/blobs/port';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { Mailer } from '@parks/infra/mail/port';
import { createSettingsMailer, type SettingsMailer } from '@parks/infra/mail/settingsMailer';
import type { SecretBox } from '@parks/infra/secrets/secretBox';
import { publishedApiRecord, publishedMailSettings } from '@parks/infra/settings/serviceSettings';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import { analyticsScriptOrigin } from '@parks/schemas/analytics';
import Koa from 'koa';
import { adminProblemFamilies } from './admin/families.ts';
import { adminProblems } from './admin/problems.ts';
import { adminAreaGuard } from './auth/adminAreas.ts';
import { type AuthDeps, createAuth } from './auth/auth.ts';
import { authenticate } from './auth/authenticate.ts';
import type { ExportJobs, OpsPageDeps, RequestRelease, RouteDeps } from './deps.ts';
import { filesRoutes } from './files/routes.ts';
import { bodyParser } from './http/bodyParser.ts';
import { logAppError } from './http/clientAbort.ts';
import { healthRoutes } from './http/health.ts';
import { problemDetails } from './http/problemDetails.ts';
import { type AwaitProjections, createAwaitProjections, type ReadYourWritesOptions } from './http/readYourWrites.ts';
import { requestId } from './http/requestId.ts';
import { requestLog } from './http/requestLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { segmentIndexed } from './http/segmentRouter.ts';
import { staticWeb } from './http/staticWeb.ts';
import { refusedBodies } from './http/unreadBody.ts';
import type { RedisPing } from './ops/readiness.ts';
import { opsRoutes } from './ops/routes.ts';
import { type ApiRouters, productRouters } from './routes.ts';
import type { AppState } from './state.ts';
import { type IdMinter, randomIds } from './store/ids.ts';

/** web/dist of this repository (what `npm run build` produces). */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppDeps = Readonly<{
  logger: Logger;
  eventStore: EventStore;
  documents: DocumentStore;
  /** The running runtime (all-in-one process) or a projectionsReader (API-only process). */
  projections: ProjectionRuntime;
  redis: RedisPing;
  /** When set, /ops/* needs `Authorization: Bearer <token>`; when unset, loopback clients only. */
  opsToken?: string | undefined;
  webDist?: string;
  bodyLimitBytes?: number;
  /** Bound of each readiness check (default 2 s). */
  readinessTimeoutMs?: number;
  readYourWrites?: ReadYourWritesOptions;
  /**
   * The blob store (uploads, served at /files/{sha256}); the server opens it beside the other stores. Without
   * it, /files answers 404 and uploads 503.
   */
  blobs?: BlobStore;
  /**
   * The exports' own blob store (the worker's files of orders): read only by the export download route, never served
   * at /files. Without it, a download answers 503.
   */
  exportBlobs?: BlobStore;
  /** Where multipart uploads are written while they are checked (default: the OS temp dir). */
  uploadTempDir?: string;
  /** The /api routers (default: the product's, api/src/routes.ts). */
  apiRouters?: ApiRouters;
  /** The store's clock (default: the system clock). */
  clock?: () => Date;
  /** Id minting of the store's routes (default: random). */
  ids?: IdMinter;
  /** The card gateway of the public checkout (the server wires the sandbox gateway). */
  paymentGateway?: PaymentGateway;
  /** User accounts and sign-in (Redis-backed sessions); without it no user can sign in. */
  auth?: AuthDeps;
  /**
   * Enqueues the release of b2b orders (the server binds it to the release queue in Redis; a worker process
   * runs the jobs). Without it, `POST /api/Orders/Release` answers 503.
   */
  requestRelease?: RequestRelease;
  /**
   * Reverse proxies in front of the API (config TRUST_PROXY): with N > 0 the client address (`ctx.ip`, which the
   * sign-in delays and rate limits count by) is the N-th X-Forwarded-For entry from the right; 0 (default): the
   * socket's address, and a client's own X-Forwarded-For is ignored.
   */
  trustProxyHops?: number;
  /** The `exports` queue (the server binds it in Redis; a worker process makes the files). */
  exportJobs?: ExportJobs;
  /**
   * Seals and opens the settings' secrets (the SMTP password; SETTINGS_SECRET_KEY, infra/src/secrets/secretBox.ts).
   * Without it the SMTP password cannot be saved (503).
   */
  secrets?: SecretBox;
  /**
   * The server's configured mailer (SMTP_URL, else the .eml folder), used while the SMTP settings name no host;
   * default: the auth mailer. The test mail and the reset mails follow the SMTP settings through it.
   */
  mailer?: Mailer;
}> &
  OpsPageDeps;

export type App = Koa<AppState> & {
  readonly awaitProjections: AwaitProjections;
  /** Every router the app serves (health, ops, /api): their `stack` lists each route (the fuzz test walks it). */
  readonly routers: readonly Router<AppState>[];
};

export const createApp = (deps: AppDeps): App => {
  const app = new Koa<AppState>();
  const trustProxyHops = deps.trustProxyHops ?? 0;
  app.proxy = trustProxyHops > 0;
  app.maxIpsCount = trustProxyHops;
  const awaitProjections = createAwaitProjections(deps.projections, deps.readYourWrites);
  // Every mailer of the API follows the SMTP settings as published when it sends (issue #24).
  const followSettings = (fallback: Mailer, fromSettings = false): SettingsMailer =>
    createSettingsMailer({ fallback, settings: publishedMailSettings(deps.eventStore, deps.secrets), fromSettings });
  const serverMailer = deps.mailer ?? deps.auth?.mailer;
  const settingsMailer = serverMailer === undefined ? undefined : followSettings(serverMailer);
  const authMailer = deps.auth?.mailer;
  const auth =
    deps.auth &&
    // The account mails (password reset, a new user's) come From the settings' address too.
    createAuth(authMailer === undefined ? deps.auth : { ...deps.auth, mailer: followSettings(authMailer, true) });
  const routeDeps: RouteDeps = {
    eventStore: deps.eventStore,
    projections: deps.projections,
    awaitProjections,
    logger: deps.logger,
    clock: deps.clock ?? (() => new Date()),
    ids: deps.ids ?? randomIds,
    paymentGateway: deps.paymentGateway,
    auth,
    requestRelease: deps.requestRelease,
    blobs: deps.blobs,
    exportBlobs: deps.exportBlobs,
    uploadTempDir: deps.uploadTempDir ?? tmpdir(),
    opsQueues: deps.opsQueues,
    rebuildsProjections: deps.rebuildsProjections,
    exportJobs: deps.exportJobs,
    secrets: deps.secrets,
    settingsMailer,
  };

  // Server errors (problemDetails emits them) and failures after a response has started: logged once,
  // with the request id; a client that stopped reading at debug (clientAbort.ts).
  app.on('error', logAppError(deps.logger));

  const health = healthRoutes({
    eventStore: deps.eventStore,
    documents: deps.documents,
    redis: deps.redis,
    projections: deps.projections,
    readinessTimeoutMs: deps.readinessTimeoutMs ?? 2_000,
  });
  const ops = opsRoutes({ opsToken: deps.opsToken, projections: deps.projections });
  const files = filesRoutes(deps.blobs);
  // One router for all of /api, tried by path group (http/segmentRouter.ts). Its allowedMethods, mounted once
  // below, answers 405/OPTIONS for every route: a resource router's own would only repeat it on each request.
  const api = segmentIndexed(new Router<AppState>({ prefix: '/api' }));
  for (const router of (deps.apiRouters ?? productRouters)(routeDeps)) api.use(router.routes());

  app
    .use(requestId())
    .use(
      securityHeaders({
        analyticsOrigin: async () =>
          (await publishedApiRecord(deps.eventStore))?.analyticsTagId ? analyticsScriptOrigin : null,
      }),
    )
    .use(requestLog(deps.logger))
    .use(refusedBodies())
    .use(problemDetails())
    .use(bodyParser(deps.bodyLimitBytes))
    .use(health.routes())
    .use(health.allowedMethods())
    .use(ops.routes())
    .use(ops.allowedMethods())
    .use(authenticate(auth))
    .use(adminProblems(adminProblemFamilies))
    .use(adminAreaGuard())
    .use(api.routes())
    .use(api.allowedMethods())
    .use(files.routes())
    .use(files.allowedMethods())
    .use(staticWeb(deps.webDist ?? defaultWebDist));

  return Object.assign(app, { awaitProjections, routers: [health, ops, api, files] });
};
