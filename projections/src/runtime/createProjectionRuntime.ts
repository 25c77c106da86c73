/**
 * The projection runtime: the only writer of read models.
 *
 * - One subscription per read model (filtered by its event types, or stream prefixes), from the checkpoint
 *   in `_projections` (exclusive). Events are applied in batches: touched documents are loaded once (and
 *   cached: the runner is their only writer), evolved in order, written with ONE bulkWrite, then the
 *   checkpoint is written.
 * - Guard: every document carries `_position`, the position of the last event applied to it; events at or
 *   below it are skipped, so a redelivery after a crash between the documents and the checkpoint changes
 *   nothing. A deleted document leaves a tombstone `{_id, _position}` in `<collection>__deleted`, written
 *   before the delete, so a replayed event of a deleted document is skipped too (an evolve on null might
 *   otherwise re-create it); tombstones go with their collection.
 * - Versions: the active collection is `<name>_v<version>` (`_r<n>` after a rebuild by hand). A new version
 *   or `rebuild()` fills a shadow collection from the start (indexes first) while the old one serves reads;
 *   once the shadow has caught up, ONE registry write makes it active, then the old one is dropped.
 *   During a version change the old collection is frozen (its evolve is gone): `waitFor` on it times out.
 * - A runtime that is never started is a read-only client (another process): `collection()` follows the
 *   registry, `waitFor` polls checkpoints, `report()` reads the registry. `rebuild()` on it runs the
 *   rebuild to the swap and stops (the CLI); do not run it while a projections process runs the same model.
 */
import type { Collection, Document, DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, Position } from '@parks/infra/eventStore/port';
import { concernedBy, createCheckpointWaiter, hasApplied } from './checkpointWaiter.ts';
import type { EvolveFailure } from './evolveBatch.ts';
import { countLag } from './lag.ts';
import { defaultLogger, type Logger } from './logger.ts';
import { decodeOptional, displayPosition, encodePosition } from './positions.ts';
import { type RegistryDoc, rebuildName, registryOf, tombstonesOf, versionedName } from './registry.ts';
import { type Runner, type RunnerMode, startRunner } from './runner.ts';
import type { ProjectionReport, ProjectionRuntime, ProjectionStatus, ReadModel } from './types.ts';

export type ProjectionRuntimeOptions = Readonly<{
  eventStore: EventStore;
  documents: DocumentStore;
  readModels: readonly ReadModel[];
  logger?: Logger;
  /** Events applied per bulkWrite at most (default 1000). */
  batchSize?: number;
}>;

/** One read model as this runtime holds it: the registry document (saved whole) and its runners. */
type Entry = {
  model: ReadModel;
  doc: RegistryDoc;
  primary: Runner | null;
  shadow: Runner | null;
  /** Registry writes of one entry are serialised, so a runner never overwrites another's fields. */
  saving: Promise<void>;
  listeners: Set<() => void>;
  swapped: Array<() => void>;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Active collection names read from the registry by a runtime that runs nothing, cached this long. */
const NAME_TTL_MS = 250;

export const createProjectionRuntime = (options: ProjectionRuntimeOptions): ProjectionRuntime => {
  const { eventStore, documents, readModels } = options;
  const logger = options.logger ?? defaultLogger;
  const batchSize = options.batchSize ?? 1_000;
  const registry = registryOf(documents);
  const models = new Map(readModels.map((model) => [model.name, model]));
  if (models.size !== readModels.length) throw new Error('two read models share a name');
  const entries = new Map<string, Entry>();
  const waiter = createCheckpointWaiter(documents, readModels);
  const names = new Map<string, { name: string; at: number }>();
  let running = false;

  const modelOf = (name: string): ReadModel => {
    const model = models.get(name);
    if (model === undefined) throw new Error(`unknown read model ${name}`);
    return model;
  };

  const statusOf = (entry: Entry): ProjectionStatus => {
    if (entry.doc.shadowCollection !== null) return 'rebuilding';
    if (!running || entry.primary === null) return 'stopped';
    return entry.primary.caughtUp ? 'live' : 'catchingUp';
  };

  // Registry writes of one turn of the event loop go out as one bulkWrite: one append wakes every read model,
  // and each then records its checkpoint, so writing them one by one cost a store transaction per read model
  // per append. Batches are written one after the other, so a newer document never loses to an older one.
  let batch: { docs: Map<string, RegistryDoc>; written: Promise<void> } | null = null;
  let lastBatch: Promise<void> = Promise.resolve();
  const save = (entry: Entry, status: ProjectionStatus = statusOf(entry)): Promise<void> => {
    entry.doc = { ...entry.doc, status, updatedAt: new Date().toISOString() };
    if (batch === null) {
      const docs = new Map<string, RegistryDoc>();
      const previous = lastBatch;
      const written = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => previous.catch(() => {}))
        .then(async () => {
          // Closed from here: a save made while this batch is written joins the next one.
          if (batch?.docs === docs) batch = null;
          await registry.bulkWrite(
            [...docs.values()].map((doc) => ({
              replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
            })),
          );
        });
      batch = { docs, written };
      lastBatch = written;
    }
    batch.docs.set(entry.doc._id, entry.doc);
    entry.saving = batch.written;
    return batch.written;
  };

  const notify = (entry: Entry): void => {
    for (const listener of [...entry.listeners]) listener();
  };

  const prepareCollection = async (model: ReadModel, collection: string): Promise<void> => {
    await documents.dropCollection(collection);
    await documents.dropCollection(tombstonesOf(collection));
    for (const index of model.indexes ?? []) await documents.collection(collection).createIndex(index);
  };

  const dropCollection = async (collection: string): Promise<void> => {
    await documents.dropCollection(collection);
    await documents.dropCollection(tombstonesOf(collection));
  };

  const loadEntry = async (model: ReadModel): Promise<Entry> => {
    const known = entries.get(model.name);
    if (known !== undefined) return known;
    const stored = await registry.findById(model.name);
    const entry: Entry = {
      model,
      doc: stored ?? {
        _id: model.name,
        version: model.version,
        collection: versionedName(model.name, model.version),
        shadowCollection: null,
        shadowVersion: null,
        shadowPosition: null,
        position: null,
        status: 'stopped',
        lastError: null,
        updatedAt: new Date().toISOString(),
      },
      primary: null,
      shadow: null,
      saving: Promise.resolve(),
      listeners: new Set(),
      swapped: [],
    };
    entries.set(model.name, entry);
    if (stored === null) {
      await prepareCollection(model, entry.doc.collection);
      await save(entry, 'stopped');
    }
    return entry;
  };

  const recordError = (entry: Entry, text: string): void => {
    entry.doc = { ...entry.doc, lastError: `${new Date().toISOString()} ${text}` };
  };

  /** The shadow has caught up: one registry write makes it the active collection, then the old one goes. */
  const swap = async (entry: Entry, runner: Runner): Promise<void> => {
    const old = entry.doc.collection;
    if (entry.primary !== null && entry.primary !== runner) await entry.primary.stop();
    await entry.saving.catch(() => {});
    entry.doc = {
      ...entry.doc,
      version: entry.model.version,
      collection: runner.collection,
      position: entry.doc.shadowPosition,
      shadowCollection: null,
      shadowVersion: null,
      shadowPosition: null,
    };
    runner.mode = 'primary';
    entry.primary = runner;
    entry.shadow = null;
    await save(entry);
    if (old !== runner.collection) await dropCollection(old);
    logger.info({ projection: entry.model.name, collection: runner.collection, dropped: old }, 'projection swapped');
    notify(entry);
    for (const resolve of entry.swapped.splice(0)) resolve();
  };

  const launch = (entry: Entry, mode: RunnerMode, collection: string, from: Position | null): Runner =>
    startRunner({
      eventStore,
      documents,
      model: entry.model,
      collection,
      mode,
      from,
      batchSize,
      persist: async (runner, position) => {
        if (runner.mode === 'primary') entry.doc = { ...entry.doc, position: encodePosition(position) };
        else entry.doc = { ...entry.doc, shadowPosition: encodePosition(position) };
        await save(entry);
        // In-process read-your-writes: the runner advances its position right after this resolves.
        queueMicrotask(() => notify(entry));
      },
      advance: (runner, position) => {
        if (runner.mode === 'primary') entry.doc = { ...entry.doc, position: encodePosition(position) };
        else entry.doc = { ...entry.doc, shadowPosition: encodePosition(position) };
        notify(entry);
      },
      caughtUp: async (runner) => {
        if (runner.mode === 'shadow') await swap(entry, runner);
        else await save(entry);
        notify(entry);
      },
      evolveFailed: (runner, failure: EvolveFailure) => {
        const { event, documentId, error } = failure;
        const where = `${event.type} ${event.id} at ${event.position.commit} (document ${documentId ?? '?'})`;
        logger.warn(
          {
            projection: entry.model.name,
            collection: runner.collection,
            eventType: event.type,
            eventId: event.id,
            position: event.position.commit.toString(),
            documentId,
            err: messageOf(error),
          },
          'projection skipped an event it could not apply',
        );
        recordError(entry, `${where}: ${messageOf(error)}`);
      },
      failed: (runner, error) => {
        logger.error(
          { projection: entry.model.name, collection: runner.collection, err: messageOf(error) },
          'projection runner failed; retrying from its checkpoint',
        );
        recordError(entry, `runner: ${messageOf(error)}`);
        save(entry, 'failed').catch(() => {});
      },
    });

  /** Starts (or resumes) the shadow rebuild recorded in the registry document. */
  const launchShadow = (entry: Entry): void => {
    const { shadowCollection, shadowPosition } = entry.doc;
    if (shadowCollection === null) return;
    entry.shadow = launch(entry, 'shadow', shadowCollection, decodeOptional(shadowPosition));
  };

  const beginShadow = async (entry: Entry, collection: string): Promise<void> => {
    if (entry.doc.shadowCollection !== null && entry.doc.shadowCollection !== collection) {
      await dropCollection(entry.doc.shadowCollection);
    }
    // Indexes are declared on the empty collection, before it is filled.
    await prepareCollection(entry.model, collection);
    entry.doc = {
      ...entry.doc,
      shadowCollection: collection,
      shadowVersion: entry.model.version,
      shadowPosition: null,
    };
    await save(entry, 'rebuilding');
  };

  const startEntry = async (model: ReadModel): Promise<void> => {
    const entry = await loadEntry(model);
    const { doc } = entry;
    if (doc.version === model.version) {
      entry.primary = launch(entry, 'primary', doc.collection, decodeOptional(doc.position));
      // A rebuild() interrupted by a stop or a crash resumes where its shadow got to.
      if (doc.shadowCollection !== null && doc.shadowVersion === model.version) launchShadow(entry);
      else if (doc.shadowCollection !== null) {
        await dropCollection(doc.shadowCollection);
        entry.doc = { ...entry.doc, shadowCollection: null, shadowVersion: null, shadowPosition: null };
      }
    } else {
      // New code, new evolve: the old collection keeps serving reads (frozen: its evolve is gone)
      // while the shadow rebuilds from the start; the swap happens when the shadow has caught up.
      const target = versionedName(model.name, model.version);
      const resumable = doc.shadowCollection === target && doc.shadowVersion === model.version;
      if (!resumable) await beginShadow(entry, target);
      logger.info({ projection: model.name, from: doc.version, to: model.version }, 'projection version changed');
      launchShadow(entry);
    }
    await save(entry);
  };

  const activeName = async (name: string): Promise<string> => {
    const entry = entries.get(name);
    if (running && entry !== undefined) return entry.doc.collection;
    const cached = names.get(name);
    if (cached !== undefined && Date.now() - cached.at < NAME_TTL_MS) return cached.name;
    const model = modelOf(name);
    const doc = await registry.findById(name);
    const active = doc?.collection ?? versionedName(model.name, model.version);
    names.set(name, { name: active, at: Date.now() });
    return active;
  };

  const lastKnownName = (name: string): string => {
    const model = modelOf(name);
    return entries.get(name)?.doc.collection ?? names.get(name)?.name ?? versionedName(model.name, model.version);
  };

  /** Follows the active collection on every call, so a swap never leaves a caller on a dropped one. */
  const activeCollection = <D extends Document>(name: string): Collection<D> => {
    modelOf(name);
    const current = async (): Promise<Collection<D>> => documents.collection<D>(await activeName(name));
    return {
      get name() {
        return lastKnownName(name);
      },
      findById: async (id) => (await current()).findById(id),
      find: async (filter, findOptions) => (await current()).find(filter, findOptions),
      countDocuments: async (filter, countOptions) => (await current()).countDocuments(filter, countOptions),
      aggregate: async <R = Document>(pipeline: Parameters<Collection<D>['aggregate']>[0]) =>
        (await current()).aggregate<R>(pipeline),
      insertOne: async (document) => (await current()).insertOne(document),
      replaceOne: async (filter, replacement, replaceOptions) =>
        (await current()).replaceOne(filter, replacement, replaceOptions),
      deleteOne: async (filter) => (await current()).deleteOne(filter),
      deleteMany: async (filter) => (await current()).deleteMany(filter),
      bulkWrite: async (operations, bulkOptions) => (await current()).bulkWrite(operations, bulkOptions),
      createIndex: async (spec) => (await current()).createIndex(spec),
      // Of the collection last known active: a swap changes the name, which a cache compares first.
      changeStamp: () => documents.collection<D>(lastKnownName(name)).changeStamp?.(),
    };
  };

  const waitLocally = (position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean> => {
    const concerned = concernedBy(readModels, eventTypes).map((model) => entries.get(model.name));
    const done = (): boolean => concerned.every((entry) => entry !== undefined && hasApplied(entry.doc, position));
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (result: boolean): void => {
        clearTimeout(timer);
        for (const entry of concerned) entry?.listeners.delete(listener);
        resolve(result);
      };
      const listener = (): void => {
        if (done()) finish(true);
      };
      const timer = setTimeout(() => finish(false), Math.max(0, timeoutMs));
      for (const entry of concerned) entry?.listeners.add(listener);
    });
  };

  return {
    async start() {
      if (running) return;
      running = true;
      for (const model of readModels) await startEntry(model);
      logger.info({ projections: readModels.map((model) => model.name) }, 'projections started');
    },

    read: (model) => activeCollection(model.name),
    collection: activeCollection,

    waitFor(position, eventTypes, timeoutMs) {
      return running ? waitLocally(position, eventTypes, timeoutMs) : waiter.waitFor(position, eventTypes, timeoutMs);
    },

    async report() {
      const head = await eventStore.headPosition();
      const reports: ProjectionReport[] = [];
      for (const model of readModels) {
        const entry = running ? entries.get(model.name) : undefined;
        const doc = entry?.doc ?? (await registry.findById(model.name));
        const position = decodeOptional(doc?.position);
        const shadowCollection = doc?.shadowCollection ?? null;
        const shadowPosition = shadowCollection === null ? null : decodeOptional(doc?.shadowPosition);
        reports.push({
          name: model.name,
          version: doc?.version ?? model.version,
          status: entry !== undefined ? statusOf(entry) : (doc?.status ?? 'stopped'),
          collection: doc?.collection ?? versionedName(model.name, model.version),
          shadowCollection,
          shadowPosition: displayPosition(shadowPosition),
          shadowLagEvents: shadowCollection === null ? null : await countLag(eventStore, model, shadowPosition),
          position: displayPosition(position),
          headPosition: displayPosition(head),
          lagEvents: await countLag(eventStore, model, position),
          lastError: doc?.lastError ?? null,
          updatedAt: doc?.updatedAt ?? null,
        });
      }
      return reports;
    },

    async rebuild(name) {
      const model = modelOf(name);
      const entry = await loadEntry(model);
      if (!running) entry.doc = (await registry.findById(name)) ?? entry.doc;
      const swapped = new Promise<void>((resolve) => entry.swapped.push(resolve));
      if (entry.shadow === null) {
        const target =
          entry.doc.version === model.version
            ? rebuildName(model.name, model.version, entry.doc.collection)
            : versionedName(model.name, model.version);
        await beginShadow(entry, target);
        logger.info({ projection: name, into: target }, 'projection rebuild started');
        launchShadow(entry);
      }
      await swapped;
      if (!running) {
        // Run by hand (the CLI): the rebuilt projection is left checkpointed for the next start.
        await entry.primary?.stop();
        entry.primary = null;
        await save(entry, 'stopped');
        entries.delete(name);
      }
    },

    async stop() {
      if (!running) return;
      running = false;
      const all = [...entries.values()];
      await Promise.all(all.flatMap((entry) => [entry.shadow?.stop(), entry.primary?.stop()]));
      for (const entry of all) {
        entry.primary = null;
        entry.shadow = null;
        for (const resolve of entry.swapped.splice(0)) resolve();
        await save(entry, 'stopped').catch((error: unknown) =>
          logger.error({ projection: entry.model.name, err: messageOf(error) }, 'could not record the stop'),
        );
        notify(entry);
      }
      entries.clear();
    },
  };
};
