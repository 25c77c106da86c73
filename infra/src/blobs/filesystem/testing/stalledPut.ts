/**
 * Child process of filesystemBlobStore.test.ts: starts a put into the store at argv[2] whose body gives
 * 256 kB and then never ends, prints `written` once those bytes are on disk, and waits to be killed.
 */
import { openFilesystemBlobStore } from '../filesystemBlobStore.ts';

const [, , dir] = process.argv;
if (dir === undefined) throw new Error('usage: stalledPut.ts <dir>');
const store = await openFilesystemBlobStore({ dir });
setInterval(() => {}, 1 << 30); // the stalled body alone would not keep the process alive

async function* stalled(): AsyncGenerator<Uint8Array> {
  yield Buffer.alloc(256 * 1024, 7);
  // Asked for more: the store has written the first chunk.
  process.stdout.write('written\n');
  await new Promise<never>(() => {});
}

await store.put(stalled(), { contentType: 'application/pdf', originalName: 'stalled.pdf' });
