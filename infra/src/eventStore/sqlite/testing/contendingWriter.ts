/**
 * Child process of sqliteEventStore.test.ts: appends argv[4] single events to stream argv[3] of the store at
 * argv[2], each with the expected revision it just read, retrying on WrongExpectedVersion (the
 * handleCommand loop). Prints {"appended": n, "conflicts": m} at the end.
 */
import { StreamNotFoundError, WrongExpectedVersionError } from '../../errors.ts';
import { openSqliteEventStore } from '../sqliteEventStore.ts';

const [, , path, stream, countText] = process.argv;
if (path === undefined || stream === undefined || countText === undefined) {
  throw new Error('usage: contendingWriter.ts <path> <stream> <count>');
}
const store = openSqliteEventStore({ path });
let appended = 0;
let conflicts = 0;
while (appended < Number(countText)) {
  let tip: bigint | 'no_stream' = 'no_stream';
  try {
    for await (const event of store.readStream(stream, { direction: 'backwards', maxCount: 1 })) tip = event.revision;
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  try {
    await store.appendToStream(stream, [{ type: 'Contended', data: { pid: process.pid, n: appended } }], {
      expectedRevision: tip,
    });
    appended += 1;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    conflicts += 1;
  }
}
await store.close();
process.stdout.write(`${JSON.stringify({ appended, conflicts })}\n`);
