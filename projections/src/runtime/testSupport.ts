/** Shared by the tests and the crash child: real embedded stores in temp files, a runtime over them, a tally model. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedDocumentStore } from '@parks/infra/documents/mingo/embeddedDocumentStore';
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, NewEvent } from '@parks/infra/eventStore/port';
import { openSqliteEventStore } from '@parks/infra/eventStore/sqlite/sqliteEventStore';
import { createProjectionRuntime } from './createProjectionRuntime.ts';
import { silentLogger } from './logger.ts';
import { readModel } from './readModel.ts';
import type { ProjectionRuntime, ReadModel } from './types.ts';

export const tempDir = (label: string): { path: string; remove: () => void } => {
  const path = mkdtempSync(join(tmpdir(), `projections-${label}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
};

export const openEvents = (dir: string): EventStore => openSqliteEventStore({ path: join(dir, 'events.sqlite') });

export const openDocuments = async (dir: string, file = 'documents'): Promise<DocumentStore> =>
  await openEmbeddedDocumentStore({ path: join(dir, file) });

/** An event store and a document store that a test opens together: `close` closes both and removes their folder. */
export type TestStores = Readonly<{ events: EventStore; documents: DocumentStore; close: () => Promise<void> }>;

export const openTestStores = async (label: string): Promise<TestStores> => {
  const dir = tempDir(label);
  const events = openEvents(dir.path);
  const documents = await openDocuments(dir.path);
  const close = async () => {
    await events.close();
    await documents.close();
    dir.remove();
  };
  return { events, documents, close };
};

/** A document store alone, for tests that write the documents themselves. */
export const openTestDocuments = async (label: string): Promise<Omit<TestStores, 'events'>> => {
  const dir = tempDir(label);
  const documents = await openDocuments(dir.path);
  const close = async () => {
    await documents.close();
    dir.remove();
  };
  return { documents, close };
};

/** A runtime of `readModels` over test stores, not started yet; `close` stops it before it closes the stores. */
export const openTestRuntime = async (
  label: string,
  readModels: readonly ReadModel[],
): Promise<TestStores & Readonly<{ runtime: ProjectionRuntime }>> => {
  const stores = await openTestStores(label);
  const { events: eventStore, documents } = stores;
  const runtime = createProjectionRuntime({ eventStore, documents, readModels, logger: silentLogger });
  const close = async () => {
    await runtime.stop();
    await stores.close();
  };
  return { ...stores, runtime, close };
};

/** A unique event-type prefix per test, so each test's read model only sees its own events. */
export const freshPrefix = (): string => `T${randomUUID().replaceAll('-', '').slice(0, 10)}`;

export type Tally = { _id: string; count: number; sum: number; lastIds: string[]; generation: number };

/**
 * One document per stream. `<p>Added {n}` adds; `<p>Reset` deletes the document; an Added on nothing
 * starts a new generation, so applying an event twice or a Reset out of place shows in the result.
 */
export const tallyModel = (prefix: string, options: { version?: number; scale?: number; name?: string } = {}) => {
  const scale = options.scale ?? 1;
  return readModel<Tally>({
    name: options.name ?? `tally${prefix}`,
    version: options.version ?? 1,
    handles: [`${prefix}Added`, `${prefix}Reset`, `${prefix}Poison`],
    documentId: (event) => event.streamId,
    evolve: (doc, event) => {
      if (event.type === `${prefix}Poison`) throw new Error(`poisoned ${event.id}`);
      if (event.type === `${prefix}Reset`) return null;
      const n = Number(event.data.n ?? 1) * scale;
      return {
        _id: event.streamId,
        count: (doc?.count ?? 0) + 1,
        sum: (doc?.sum ?? 0) + n,
        lastIds: [...(doc?.lastIds ?? []), event.id].slice(-3),
        generation: doc === null ? 1 : doc.generation,
      };
    },
    indexes: [{ key: { sum: -1 }, name: 'bySum' }],
  });
};

export const added = (prefix: string, n: number): NewEvent => ({ type: `${prefix}Added`, data: { n } });
export const reset = (prefix: string): NewEvent => ({ type: `${prefix}Reset`, data: {} });

/** Retries an assertion until it passes or `timeoutMs` passes (then rethrows its last failure). */
export const eventually = async <T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
};
