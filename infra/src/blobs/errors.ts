/** The blob store's own errors; both adapters raise these, and nothing is stored when they do. */

/** A put with a content type or a name the store does not keep (malformed, too long, a path). */
export class BlobInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlobInputError';
  }
}

/** A body longer than the put's `maxBytes`. */
export class BlobTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The blob is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
    this.maxBytes = maxBytes;
  }
}
