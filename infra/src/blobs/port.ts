/**
 * The blob-store port: the bytes staff upload (product images, documents) and the files the workers make
 * (exports), content-addressed by the sha256 of their bytes. Adapters: `filesystem/` (embedded, under
 * DATA_DIR/blobs) and `gridfs/` (MongoDB GridFS); one contract suite (`contract/`).
 *
 * There is no delete: nothing staff uploaded is ever removed (events refer to blobs by id, and history is
 * never rewritten); a blob nothing refers to any more is just unused.
 */
import type { Readable } from 'node:stream';

/** The sha256 of the bytes, 64 lowercase hex digits. */
export type BlobId = string;

export type BlobMetadata = Readonly<{
  id: BlobId;
  /** In bytes. */
  size: number;
  /** A MIME type (`image/png`), lowercase; the upload checks decide it from the bytes. */
  contentType: string;
  /** The name the blob was first stored under (a label for downloads, never a path). */
  originalName: string;
  /** ISO 8601, from the store's clock, when the blob was first stored. */
  createdAt: string;
}>;

/** The bytes to store: all of them, or a stream of chunks (a `Readable` without an encoding). */
export type BlobBody = Uint8Array | AsyncIterable<Uint8Array>;

export type PutOptions = Readonly<{
  contentType: string;
  originalName: string;
  /** Refuse (BlobTooLargeError, nothing stored) a body longer than this; the upload checks' limit. */
  maxBytes?: number;
}>;

export type PutResult = Readonly<{
  metadata: BlobMetadata;
  /** false when these bytes were already stored: the metadata is then the first put's. */
  created: boolean;
}>;

export type StoredBlob = Readonly<{ metadata: BlobMetadata; stream: Readable }>;

export interface BlobStore {
  readonly kind: 'filesystem' | 'gridfs';
  /**
   * Stores the bytes once: the same bytes give the same id, and a second put (even concurrent) stores
   * nothing more. Either the whole blob is stored or nothing is: a failing body, a refused option or a
   * crash never leaves part of a blob under its id.
   */
  put(body: BlobBody, options: PutOptions): Promise<PutResult>;
  /** The blob and a stream of its bytes, or null when there is none with this id (or it is not an id). */
  get(id: string): Promise<StoredBlob | null>;
  head(id: string): Promise<BlobMetadata | null>;
  has(id: string): Promise<boolean>;
  close(): Promise<void>;
}

export const isBlobId = (value: string): value is BlobId => /^[0-9a-f]{64}$/.test(value);
