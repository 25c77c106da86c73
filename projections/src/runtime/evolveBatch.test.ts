import type { Document } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import { describe, expect, it } from 'vitest';
import { type DocState, type EvolveFailure, evolveBatch, loadedState, routeEvents } from './evolveBatch.ts';
import { encodePosition } from './positions.ts';
import type { ReadModel } from './types.ts';

const event = (n: number, type: string, data: Record<string, string | number> = {}): RecordedEvent => ({
  streamId: 'tally-1',
  id: `e${n}`,
  revision: BigInt(n),
  type,
  data,
  metadata: undefined,
  created: new Date(0),
  position: { commit: BigInt(n * 10), prepare: BigInt(n * 10) },
});

/** A tally deleted by Reset, which an Added on nothing re-creates (so a replay onto null would differ). */
const tallies: ReadModel = {
  name: 'tallies',
  version: 1,
  handles: ['Added', 'Reset', 'Broken'],
  documentId: (e) => (e.type === 'Broken' && e.data.noId ? null : 'tally-1'),
  evolve: (doc, e) => {
    if (e.type === 'Broken') throw new Error('bad data');
    if (e.type === 'Reset') return null;
    return { _id: 'tally-1', total: ((doc?.total as number) ?? 0) + Number(e.data.n ?? 1) };
  },
};

const run = (states: Map<string, DocState>, events: RecordedEvent[]) => {
  const failures: EvolveFailure[] = [];
  const writes = evolveBatch(tallies, routeEvents(tallies, events, failures), states, failures);
  return { writes, failures };
};

describe('a batch on a fresh document', () => {
  it('evolves in order and writes one upsert carrying the last position', () => {
    const states = new Map([['tally-1', loadedState(null, null)]]);
    const { writes } = run(states, [event(1, 'Added', { n: 2 }), event(2, 'Added', { n: 3 })]);
    expect(writes.documents).toEqual([
      {
        replaceOne: {
          filter: { _id: 'tally-1' },
          replacement: { _id: 'tally-1', total: 5, _position: encodePosition(event(2, 'x').position) },
          upsert: true,
        },
      },
    ]);
    expect(writes.tombstones).toEqual([]);
  });
  it('writes nothing for a document created and deleted in the same batch', () => {
    const states = new Map([['tally-1', loadedState(null, null)]]);
    const { writes } = run(states, [event(1, 'Added'), event(2, 'Reset')]);
    expect(writes.documents).toEqual([]);
  });
});

describe('a stored document', () => {
  const stored: Document = { _id: 'tally-1', total: 5, _position: encodePosition(event(2, 'x').position) };
  it('skips redelivered events at or below its position', () => {
    const states = new Map([['tally-1', loadedState(stored, null)]]);
    const { writes } = run(states, [event(1, 'Added'), event(2, 'Added'), event(3, 'Added')]);
    expect(writes.skipped).toBe(2);
    expect(states.get('tally-1')?.doc?.total).toBe(6);
  });
  it('is deleted with a tombstone written first', () => {
    const states = new Map([['tally-1', loadedState(stored, null)]]);
    const { writes } = run(states, [event(3, 'Reset')]);
    expect(writes.tombstones).toHaveLength(1);
    expect(writes.documents).toEqual([{ deleteOne: { filter: { _id: 'tally-1' } } }]);
  });
  it('stays deleted on replay after a crash between the tombstone and the delete', () => {
    const tombstone = { _id: 'tally-1', _position: encodePosition(event(3, 'x').position) };
    const states = new Map([['tally-1', loadedState(stored, tombstone)]]);
    // Redelivered Reset is skipped; the Added after it starts from nothing, as it did the first time.
    const { writes } = run(states, [event(3, 'Reset'), event(4, 'Added', { n: 7 })]);
    expect(states.get('tally-1')?.doc?.total).toBe(7);
    expect(writes.documents).toHaveLength(1);
  });
  it('ignores a tombstone older than the document (re-created after a delete)', () => {
    const old = { _id: 'tally-1', _position: encodePosition(event(1, 'x').position) };
    expect(loadedState(stored, old).doc).toBe(stored);
  });
});

describe('bad data', () => {
  it('skips an event whose evolve throws and keeps going', () => {
    const states = new Map([['tally-1', loadedState(null, null)]]);
    const { writes, failures } = run(states, [event(1, 'Added'), event(2, 'Broken'), event(3, 'Added')]);
    expect(failures.map((f) => f.event.id)).toEqual(['e2']);
    expect(states.get('tally-1')?.doc?.total).toBe(2);
    expect(writes.applied).toBe(2);
  });
});
