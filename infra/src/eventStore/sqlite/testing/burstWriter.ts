/**
 * Child process of durability.test.ts: appends bursts of events to the store at argv[2] until killed, and
 * prints one JSON line per acknowledged append right after it resolved: {stream, revision, ids, batch}.
 * Stream names carry argv[3] (the run), so several runs can share one file; argv[4] `thread` commits on the
 * store's writer thread, as the app does.
 */
import { newEventId } from '../../../ids.ts';
import type { NewEvent } from '../../port.ts';
import { openSqliteEventStore } from '../sqliteEventStore.ts';

const [, , path, run = 'r0', mode] = process.argv;
if (path === undefined) throw new Error('usage: burstWriter.ts <path> [run] [thread]');
const store = openSqliteEventStore({ path, writerThread: mode === 'thread' });
const revisions = new Map<string, bigint>();

for (let batch = 0; ; batch += 1) {
  const stream = `durable${run}-${batch % 8}`;
  const size = 1 + ((batch * 7) % 40);
  const events: NewEvent[] = Array.from({ length: size }, (_, index) => ({
    id: newEventId(),
    type: 'Burst',
    data: { run, batch, index, size, pad: 'x'.repeat(200 + (batch % 300)) },
  }));
  const result = await store.appendToStream(stream, events, { expectedRevision: revisions.get(stream) ?? 'no_stream' });
  revisions.set(stream, result.nextExpectedRevision);
  // stdout to a pipe is synchronous on Linux: the line is out before the next append starts.
  process.stdout.write(
    `${JSON.stringify({ stream, revision: result.nextExpectedRevision.toString(), ids: events.map((e) => e.id), batch })}\n`,
  );
}
