/**
 * The "rows as of R" read over a real runtime: events are appended, the runtime writes the documents (with their
 * `_position`, and tombstones for deletes), and a read that overlaps a change is read again at the newer position.
 */
import type { DocumentStore } from '@parks/infra/documents/port';
import type { EventStore, NewEvent } from '@parks/infra/eventStore/port';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePosition } from '../runtime/positions.ts';
import {
  added,
  eventually,
  freshPrefix,
  openTestRuntime,
  reset,
  type Tally,
  tallyModel,
} from '../runtime/testSupport.ts';
import type { ProjectionRuntime } from '../runtime/types.ts';
import { type AsOfOptions, RowsKeptChanging, readAsOf } from './asOf.ts';

let events: EventStore;
let documents: DocumentStore;
let runtime: ProjectionRuntime;
let close: () => Promise<void>;
let prefix: string;
let model: ReturnType<typeof tallyModel>;

beforeEach(async () => {
  prefix = freshPrefix();
  model = tallyModel(prefix);
  ({ events, documents, runtime, close } = await openTestRuntime('as-of', [model]));
  await runtime.start();
});

afterEach(() => close());

/** Appends and waits until the runtime has applied it; gives the append's encoded position. */
const append = async (stream: string, event: NewEvent): Promise<string> => {
  const { position } = await events.appendToStream(`tally${prefix}-${stream}`, [event]);
  expect(await runtime.waitFor(position, [event.type], 10_000)).toBe(true);
  return encodePosition(position);
};

/** The tallies' stream ids, as a report would read them. */
const readIds = async (): Promise<string[]> =>
  (await runtime.collection<Tally>(model.name).find({}, { sort: { _id: 1 } })).map((doc) => doc._id);

const options = (read: AsOfOptions<string[]>['read'], atLeast = encodePosition({ commit: 0n, prepare: 0n })) => {
  const discarded: string[][] = [];
  const retries: string[] = [];
  const asked: AsOfOptions<string[]> = {
    store: documents,
    readModels: [model.name],
    atLeast,
    // The checkpoint is written just after the documents: polled, as the worker does, until it is there.
    waitFor: async (reached) => eventually(async () => expect(await reached()).toBe(true)).then(() => true),
    read,
    discard: async (value) => {
      discarded.push(value);
    },
    onRetry: ({ asOf }) => retries.push(asOf),
  };
  return { asked, discarded, retries };
};

describe('reading rows as of one log position', () => {
  it('reads at the newest position the documents hold, or the one asked for when that is later', async () => {
    await append('a', added(prefix, 1));
    const newest = await append('b', added(prefix, 2));
    const { asked } = options(readIds);
    expect(await readAsOf(asked)).toEqual({ asOf: newest, value: [`tally${prefix}-a`, `tally${prefix}-b`] });

    // An event the model does not handle moves its checkpoint, not its documents.
    const { position } = await events.appendToStream('elsewhere', [{ type: `${prefix}Other`, data: {} }]);
    const later = encodePosition(position);
    expect((await readAsOf(options(readIds, later).asked)).asOf).toBe(later);
  });

  it('reads again when a document changes during the read, and gives the rows of the newer position', async () => {
    const first = await append('a', added(prefix, 1));
    let changed = '';
    const { asked, discarded, retries } = options(async (_asOf, attempt) => {
      const ids = await readIds();
      if (attempt === 1) changed = await append('b', added(prefix, 5));
      return ids;
    });
    const read = await readAsOf(asked);
    expect(retries).toEqual([first]);
    expect(discarded).toEqual([[`tally${prefix}-a`]]);
    expect(read).toEqual({ asOf: changed, value: [`tally${prefix}-a`, `tally${prefix}-b`] });
  });

  it('sees a delete during the read by its tombstone', async () => {
    await append('a', added(prefix, 1));
    const before = await append('b', added(prefix, 1));
    let deleted = '';
    const { asked, retries } = options(async (_asOf, attempt) => {
      const ids = await readIds();
      if (attempt === 1) deleted = await append('a', reset(prefix));
      return ids;
    });
    const read = await readAsOf(asked);
    expect(retries).toEqual([before]);
    expect(read).toEqual({ asOf: deleted, value: [`tally${prefix}-b`] });
  });

  it('gives up after the attempts allowed when every read overlaps a change, discarding each', async () => {
    await append('a', added(prefix, 1));
    const { asked, discarded } = options(async () => {
      const ids = await readIds();
      await append('a', added(prefix, 1));
      return ids;
    });
    await expect(readAsOf({ ...asked, attempts: 3 })).rejects.toBeInstanceOf(RowsKeptChanging);
    expect(discarded).toHaveLength(3);
  });
});
