/**
 * What both adapters do the same way: check a put's options, and read a body once while hashing and
 * counting it, so the id is known only after the last byte and a body over `maxBytes` stops the read.
 */
import { createHash, type Hash } from 'node:crypto';
import { uploadNameOf } from '@parks/schemas/uploads';
import { BlobInputError, BlobTooLargeError } from './errors.ts';
import type { BlobBody, BlobMetadata, BlobStore, PutOptions, PutResult } from './port.ts';

// RFC 6838 §4.2 restricted names, without parameters (a charset belongs to text, and we store no text).
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export type CheckedPut = Readonly<{ contentType: string; originalName: string; maxBytes: number }>;

export const checkPutOptions = (options: PutOptions): CheckedPut => {
  const contentType = options.contentType.toLowerCase();
  if (!MIME_TYPE.test(contentType)) throw new BlobInputError(`Not a MIME type: ${JSON.stringify(contentType)}`);
  // The name is a label: what the upload checks keep of a browser's name, never a path or control characters.
  if (uploadNameOf(options.originalName) !== options.originalName) {
    throw new BlobInputError('The original name must be a plain file name of at most 255 characters');
  }
  const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new BlobInputError('maxBytes must be a whole number');
  return { contentType, originalName: options.originalName, maxBytes };
};

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * An adapter's `put` from its `head` and `store`: the options are checked first, and bytes already in memory are
 * refused when too large or found by their hash before anything is written; a stream goes to `store`.
 */
export const checkedPut =
  (
    head: (id: string) => Promise<BlobMetadata | null>,
    store: (body: BlobBody, checked: CheckedPut) => Promise<PutResult>,
  ): BlobStore['put'] =>
  async (body, options) => {
    const checked = checkPutOptions(options);
    if (body instanceof Uint8Array) {
      if (body.byteLength > checked.maxBytes) throw new BlobTooLargeError(checked.maxBytes);
      const stored = await head(sha256Hex(body));
      if (stored !== null) return { metadata: stored, created: false };
    }
    return store(body, checked);
  };

/** Reads a body once: yields its chunks while hashing and counting them; `digest()` after the last one. */
export class HashingReader {
  readonly #hash: Hash = createHash('sha256');
  #size = 0;
  readonly #maxBytes: number;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#size;
  }

  async *chunks(body: BlobBody): AsyncGenerator<Uint8Array> {
    const source: AsyncIterable<unknown> | Iterable<unknown> = body instanceof Uint8Array ? [body] : body;
    for await (const chunk of source) {
      // A Readable with an encoding yields strings: their bytes are not what was sent.
      if (!(chunk instanceof Uint8Array)) throw new BlobInputError('A blob body yields bytes, not text');
      this.#size += chunk.byteLength;
      if (this.#size > this.#maxBytes) throw new BlobTooLargeError(this.#maxBytes);
      this.#hash.update(chunk);
      yield chunk;
    }
  }

  digest(): string {
    return this.#hash.digest('hex');
  }
}
