/**
 * Child process of crash.test.ts: runs the tally projection over file-backed stores in `dir` while it
 * appends a long stream of events, until the test SIGKILLs it. Usage: node crashChild.ts <dir> <prefix>
 */
import { createProjectionRuntime } from './createProjectionRuntime.ts';
import { silentLogger } from './logger.ts';
import { added, openDocuments, openEvents, reset, tallyModel } from './testSupport.ts';

const [dir, prefix] = process.argv.slice(2);
if (dir === undefined || prefix === undefined) throw new Error('usage: crashChild.ts <dir> <prefix>');

const events = openEvents(dir);
const documents = await openDocuments(dir);
const runtime = createProjectionRuntime({
  eventStore: events,
  documents,
  readModels: [tallyModel(prefix)],
  logger: silentLogger,
  batchSize: 25,
});
await runtime.start();
for (let i = 1; ; i += 1) {
  const stream = `tally${prefix}-${i % 23}`;
  const batch = i % 41 === 0 ? [reset(prefix), added(prefix, i % 5)] : [added(prefix, i % 7), added(prefix, 1)];
  await events.appendToStream(stream, batch);
  if (i % 100 === 0) process.stdout.write(`appended ${i}\n`);
  if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
}
