/**
 * The embedded blob store: one directory per blob under DATA_DIR/blobs, named by its id, holding `content`
 * (the bytes) and `metadata.json`. A put writes both into a private incoming directory beside them, fsyncs
 * them, and renames that directory to the id: the rename is atomic, so a blob is either whole under its id
 * or absent (a crash leaves at most an incoming directory, removed at the next open), and a concurrent put
 * of the same bytes finds the name taken and keeps the first. Directories 0700, files 0600 (privateFiles.ts).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory } from '../../mail/fileMailer.ts';
import { ownPrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../privateFiles.ts';
import { type CheckedPut, checkedPut, HashingReader } from '../body.ts';
import { parseBlobMetadata } from '../metadata.ts';
import { type BlobBody, type BlobMetadata, type BlobStore, isBlobId, type PutResult } from '../port.ts';

export type FilesystemBlobStoreOptions = Readonly<{
  /** DATA_DIR/blobs. */
  dir: string;
  /** When a blob is first stored; the real clock unless a test gives its own. */
  now?: () => Date;
}>;

const CONTENT = 'content';
const METADATA = 'metadata.json';
const INCOMING = '.incoming-';

/**
 * Marks the incoming directories of this process: `.incoming-<pid>-<token>-<random>`. A pid alone could be
 * the same after a restart (pid 1 in a container), so the token tells our own from a dead predecessor's.
 */
const processToken = randomBytes(8).toString('hex');

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM'; // it exists, as another user's process
  }
};

/** An incoming directory whose writer is gone: a put that never finished (the process was killed). */
const isAbandoned = (name: string): boolean => {
  const [pid, token] = name.slice(INCOMING.length).split('-');
  const writer = Number(pid);
  if (!Number.isSafeInteger(writer) || writer <= 0) return true;
  if (writer === process.pid) return token !== processToken;
  return !isAlive(writer);
};

const writeSynced = async (path: string, chunks: AsyncIterable<Uint8Array>): Promise<void> => {
  const handle = await open(path, 'wx', PRIVATE_FILE_MODE);
  try {
    // writeFile on a handle writes the whole chunk, each one after the last.
    for await (const chunk of chunks) await handle.writeFile(chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
};

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

export const openFilesystemBlobStore = async (options: FilesystemBlobStoreOptions): Promise<BlobStore> => {
  const { dir } = options;
  const now = options.now ?? (() => new Date());
  ownPrivateDir(dir);
  for (const entry of await readdir(dir)) {
    if (entry.startsWith(INCOMING) && isAbandoned(entry)) await rm(join(dir, entry), { recursive: true, force: true });
  }

  const head = async (id: string): Promise<BlobMetadata | null> => {
    if (!isBlobId(id)) return null;
    let text: string;
    try {
      text = await readFile(join(dir, id, METADATA), 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
    return parseBlobMetadata(JSON.parse(text), id);
  };

  const store = async (body: BlobBody, checked: CheckedPut): Promise<PutResult> => {
    const incoming = join(dir, `${INCOMING}${process.pid}-${processToken}-${randomBytes(6).toString('hex')}`);
    await mkdir(incoming, { mode: PRIVATE_DIR_MODE });
    try {
      const reader = new HashingReader(checked.maxBytes);
      await writeSynced(join(incoming, CONTENT), reader.chunks(body));
      const metadata: BlobMetadata = {
        id: reader.digest(),
        size: reader.size,
        contentType: checked.contentType,
        originalName: checked.originalName,
        createdAt: now().toISOString(),
      };
      await writeSynced(join(incoming, METADATA), once(Buffer.from(JSON.stringify(metadata))));
      await syncDirectory(incoming);
      try {
        await rename(incoming, join(dir, metadata.id));
      } catch (error) {
        // Another put of the same bytes got there first: its blob is whole (it was renamed whole), keep it.
        const code = errorCode(error);
        const first = code === 'ENOTEMPTY' || code === 'EEXIST' ? await head(metadata.id) : null;
        if (first === null) throw error;
        return { metadata: first, created: false };
      }
      await syncDirectory(dir);
      return { metadata, created: true };
    } finally {
      await rm(incoming, { recursive: true, force: true }); // nothing left after a rename
    }
  };

  return {
    kind: 'filesystem',
    put: checkedPut(head, store),
    head,
    get: async (id) => {
      const metadata = await head(id);
      return metadata === null ? null : { metadata, stream: createReadStream(join(dir, id, CONTENT)) };
    },
    has: async (id) => (await head(id)) !== null,
    close: async () => {},
  };
};
