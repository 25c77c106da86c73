/**
 * Events that change several documents at once (`documentIds`, a changeset): every document of the event is
 * written in the same batch, atomically for readers, and an event routed to no document changes nothing.
 */
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore } from '@parks/infra/eventStore/port';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createProjectionRuntime } from './createProjectionRuntime.ts';
import { silentLogger } from './logger.ts';
import { readModel } from './readModel.ts';
import { freshPrefix, openTestStores } from './testSupport.ts';
import type { ProjectionRuntime } from './types.ts';

let events: EventStore;
let documents: DocumentStore;
let close: () => Promise<void>;
let runtime: ProjectionRuntime | null = null;

beforeEach(async () => {
  ({ events, documents, close } = await openTestStores('fanout'));
});

afterEach(async () => {
  await runtime?.stop();
  await close();
});

type Member = { _id: string; version: number };

const groupModel = (prefix: string) =>
  readModel<Member>({
    name: `group${prefix}`,
    version: 1,
    handles: [`${prefix}Grouped`],
    documentId: () => null,
    // The same id twice is one document; ids that are not strings are skipped.
    documentIds: (event) =>
      Array.isArray(event.data.ids) ? event.data.ids.filter((id) => typeof id === 'string') : [],
    evolve: (_doc, event) => ({ _id: '', version: Number(event.data.version) }),
  });

it('writes every document of one event in one atomic step: a reader sees all of them old or all new', async () => {
  const prefix = freshPrefix();
  const model = groupModel(prefix);
  runtime = createProjectionRuntime({ eventStore: events, documents, readModels: [model], logger: silentLogger });
  await runtime.start();
  const ids = Array.from({ length: 400 }, (_, n) => `m${n}`);
  const grouped = (version: number) => ({ type: `${prefix}Grouped`, data: { ids: [...ids, ids[0] ?? ''], version } });
  const first = await events.appendToStream('group-1', [grouped(1)]);
  expect(await runtime.waitFor(first.position, model.handles, 10_000)).toBe(true);
  const collection = runtime.collection<Member>(model.name);
  expect(await collection.countDocuments({ version: 1 })).toBe(ids.length);

  const seen: string[] = [];
  const reader = (async () => {
    for (;;) {
      const versions = (await collection.find({}, { projection: { version: 1 } })).map((doc) => doc.version);
      const state = versions.every((v) => v === 2) ? 'new' : versions.every((v) => v === 1) ? 'old' : 'mixed';
      seen.push(`${state}:${versions.length}`);
      if (state === 'new') return;
      // The embedded find answers without I/O: let the runtime's own work run between two reads (not a wait).
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const second = await events.appendToStream('group-1', [grouped(2)]);
  expect(await runtime.waitFor(second.position, model.handles, 10_000)).toBe(true);
  await reader;
  expect(seen.filter((state) => state !== `old:${ids.length}` && state !== `new:${ids.length}`)).toEqual([]);
  expect(seen[0]).toBe(`old:${ids.length}`);
  expect(seen.at(-1)).toBe(`new:${ids.length}`);
});

it('changes nothing for an event routed to no document', async () => {
  const prefix = freshPrefix();
  const model = groupModel(prefix);
  runtime = createProjectionRuntime({ eventStore: events, documents, readModels: [model], logger: silentLogger });
  await runtime.start();
  const appended = await events.appendToStream('group-2', [
    { type: `${prefix}Grouped`, data: { ids: [], version: 1 } },
    { type: `${prefix}Grouped`, data: { ids: 'm1', version: 1 } },
  ]);
  expect(await runtime.waitFor(appended.position, model.handles, 10_000)).toBe(true);
  expect(await runtime.collection<Member>(model.name).countDocuments({})).toBe(0);
});
