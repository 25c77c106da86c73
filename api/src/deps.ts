/**
 * What the API's routes are built from, piece by piece, in a module of its own so that a route imports its
 * dependencies without importing every other router (api/src/routes.ts assembles them and imports this too).
 */
import type { PaymentGateway } from '@parks/domain/payments/port';
import type { BlobStore } from '@parks/infra/blobs/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { SettingsMailer } from '@parks/infra/mail/settingsMailer';
import type { QueueInspector } from '@parks/infra/queues/inspect';
import type { SecretBox } from '@parks/infra/secrets/secretBox';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';
import type { Auth } from './auth/auth.ts';
import type { AwaitProjections } from './http/readYourWrites.ts';
import type { IdMinter } from './store/ids.ts';

/**
 * Enqueues the release of these orders on behalf of `requestedBy` (the composition root binds it to the
 * release queue: workers/src/releaseOrders/worker.ts `requestRelease`). The API cannot import the workers.
 */
export type RequestRelease = (orderIds: readonly string[], requestedBy: string) => Promise<unknown>;

/**
 * The job of an export's run (`attempt`, the export stream's) in the `exports` queue as the API sees it; the
 * server binds it to the queue in Redis.
 */
export type ExportJobs = Readonly<{
  enqueue: (exportId: string, attempt: number) => Promise<void>;
  /** The job's state and its last progress report, or null when there is no job of this run. */
  progress: (
    exportId: string,
    attempt: number,
  ) => Promise<Readonly<{
    state: 'waiting' | 'running' | 'completed' | 'failed';
    pass: number;
    done: number;
    total: number;
  }> | null>;
}>;

export type OpsPageDeps = Readonly<{
  /** The worker queues; without them the page shows projections only and RetryJob answers 503. */
  opsQueues?: QueueInspector | undefined;
  /**
   * The projections run in this process, so a rebuild may run here. An API-only process must not rebuild (the
   * projections process writes the same read models): it answers 409 and the CLI does it there.
   */
  rebuildsProjections?: boolean | undefined;
}>;

/**
 * The pieces a router is built from. Each router declares the pieces it needs (`StoreRouteDeps`, `AdminDeps` …,
 * beside it); routes.ts is given all of them (`RouteDeps`) and hands each router its own.
 */

/** The command path: the event store, new ids, the clock, the log, and read-your-writes after an append. */
export type CommandDeps = Readonly<{
  eventStore: EventStore;
  awaitProjections: AwaitProjections;
  logger: Logger;
  /** The store's clock: command times and query-time prices. */
  clock: () => Date;
  ids: IdMinter;
}>;

/** The read models: `projections.read(model)`, and each model's query handle over it. */
export type ReadDeps = Readonly<{ projections: ProjectionRuntime }>;

export type PaymentDeps = Readonly<{
  /** The card gateway of the purchase; without one, a purchase that needs a payment answers 503. */
  paymentGateway: PaymentGateway | undefined;
}>;

export type AuthDeps = Readonly<{
  /** Sessions, password hashing, throttle (api/src/auth); without it there is no sign-in and no account route. */
  auth: Auth | undefined;
}>;

export type ReleaseDeps = Readonly<{
  /** Enqueues b2b order releases (the release queue); without it the release route answers 503. */
  requestRelease?: RequestRelease | undefined;
}>;

export type UploadDeps = Readonly<{
  /** The uploads' blob store (served at /files); without it an upload answers 503. */
  blobs: BlobStore | undefined;
  /** Where multipart uploads are written while they are checked; emptied after each request. */
  uploadTempDir: string;
}>;

/** The mail and API settings (issue #24): their secrets and the mailer that follows them. */
export type MailSettingsDeps = Readonly<{
  /** Seals and opens settings' secrets (the SMTP password); without it a password cannot be saved (503). */
  secrets?: SecretBox | undefined;
  /** The mailer that follows the SMTP settings (the test mail); without it the test mail answers 503. */
  settingsMailer?: SettingsMailer | undefined;
}>;

export type ExportDeps = Readonly<{
  /** The exports' files (apart from the uploads: /files never serves them); without it a download answers 503. */
  exportBlobs: BlobStore | undefined;
  /** The `exports` queue (the server binds it in Redis); without it an export request answers 503. */
  exportJobs?: ExportJobs | undefined;
}>;

/** Every piece: what the app gives routes.ts, which assembles the routers. */
export type RouteDeps = CommandDeps &
  ReadDeps &
  PaymentDeps &
  AuthDeps &
  ReleaseDeps &
  UploadDeps &
  ExportDeps &
  MailSettingsDeps &
  OpsPageDeps;
