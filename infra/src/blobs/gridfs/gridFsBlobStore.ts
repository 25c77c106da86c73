/**
 * The blob store on MongoDB GridFS (bucket `blobs`: collections `blobs.files` and `blobs.chunks`); a blob's
 * GridFS filename is its id. The id is known only after the last byte, so a put uploads under a random
 * incoming name, then renames the file to its id. A unique index on `filename` makes that rename the one
 * atomic step: of two puts of the same bytes, the second's rename is a duplicate key, and it deletes its
 * own copy and answers with the first. GridFS writes the file document after the last chunk, so an upload
 * cut short leaves no file; one renamed never is only an incoming file, removed a day later at an open.
 */
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import {
  type Collection,
  GridFSBucket,
  type GridFSChunk,
  type GridFSFile,
  MongoClient,
  MongoServerError,
  type ObjectId,
} from 'mongodb';
import { type CheckedPut, checkedPut, HashingReader } from '../body.ts';
import { parseBlobMetadata } from '../metadata.ts';
import { type BlobBody, type BlobMetadata, type BlobStore, isBlobId, type PutResult } from '../port.ts';

export type GridFsBlobStoreOptions = Readonly<{
  url: string;
  dbName: string;
  /** When a blob is first stored; the real clock unless a test gives its own. */
  now?: () => Date;
  /** The GridFS bucket: `blobs` (the uploads) unless another store of the process is meant (`exports`). */
  bucketName?: string;
}>;

export const BUCKET = 'blobs';
const INCOMING = '.incoming-';
/** An incoming file this old was left by a put that died between its upload and its rename. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const DUPLICATE_KEY = 11000;

const metadataOf = (file: GridFSFile): BlobMetadata =>
  parseBlobMetadata({ ...file.metadata, id: file.filename, size: file.length }, file.filename);

export const openGridFsBlobStore = async (options: GridFsBlobStoreOptions): Promise<BlobStore> => {
  const now = options.now ?? (() => new Date());
  const client = new MongoClient(options.url);
  await client.connect();
  const db = client.db(options.dbName);
  const bucketName = options.bucketName ?? BUCKET;
  const bucket = new GridFSBucket(db, { bucketName });
  const files: Collection<GridFSFile> = db.collection<GridFSFile>(`${bucketName}.files`);
  const chunks: Collection<GridFSChunk> = db.collection<GridFSChunk>(`${bucketName}.chunks`);
  try {
    await files.createIndex({ filename: 1 }, { unique: true, name: 'filename_unique' });
    const abandoned = await files
      .find({
        filename: { $regex: `^\\${INCOMING}` },
        uploadDate: { $lt: new Date(now().getTime() - ABANDONED_AFTER_MS) },
      })
      .toArray();
    for (const file of abandoned) await bucket.delete(file._id);
  } catch (error) {
    await client.close();
    throw error;
  }

  const fileOf = async (id: string): Promise<GridFSFile | null> =>
    isBlobId(id) ? await files.findOne({ filename: id }) : null;

  const head = async (id: string): Promise<BlobMetadata | null> => {
    const file = await fileOf(id);
    return file === null ? null : metadataOf(file);
  };

  const upload = async (body: BlobBody, checked: CheckedPut, createdAt: string): Promise<[ObjectId, string]> => {
    const reader = new HashingReader(checked.maxBytes);
    const stream = bucket.openUploadStream(`${INCOMING}${randomUUID()}`, {
      metadata: { contentType: checked.contentType, originalName: checked.originalName, createdAt },
    });
    // Write errors come back through the callbacks below; unheard, the 'error' event would be thrown.
    stream.on('error', () => {});
    try {
      // One chunk at a time, each one taken by GridFS (and any full chunk inserted) before the next is read:
      // when the body fails, no insert is in flight, and deleting the chunks written leaves nothing behind.
      for await (const chunk of reader.chunks(body)) {
        await new Promise<void>((resolve, reject) =>
          stream.write(chunk, (error) => (error ? reject(error) : resolve())),
        );
      }
      stream.end();
      await finished(stream);
    } catch (error) {
      await chunks.deleteMany({ files_id: stream.id }).catch(() => {}); // best effort: the error is what matters
      throw error;
    }
    return [stream.id, reader.digest()];
  };

  const store = async (body: BlobBody, checked: CheckedPut): Promise<PutResult> => {
    const [fileId, id] = await upload(body, checked, now().toISOString());
    try {
      await bucket.rename(fileId, id);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      // These bytes are stored already (perhaps by a concurrent put): keep that one, drop our copy.
      await bucket.delete(fileId);
      const first = await head(id);
      if (first === null) throw error;
      return { metadata: first, created: false };
    }
    const stored = await head(id);
    if (stored === null) throw new Error(`Blob ${id} vanished after its upload`);
    return { metadata: stored, created: true };
  };

  return {
    kind: 'gridfs',
    put: checkedPut(head, store),
    head,
    get: async (id) => {
      const file = await fileOf(id);
      return file === null ? null : { metadata: metadataOf(file), stream: bucket.openDownloadStream(file._id) };
    },
    has: async (id) => (await fileOf(id)) !== null,
    close: async () => {
      await client.close();
    },
  };
};
