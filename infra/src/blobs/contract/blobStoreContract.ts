/**
 * The blob-store contract (port.ts): the SAME cases run against every adapter. Each adapter's harness opens
 * a store on a fresh location, a second store on the same location (another process would be one), and
 * tells how many copies of a blob it holds and how many pieces of unfinished puts it left.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobInputError, BlobTooLargeError } from '../errors.ts';
import type { BlobBody, BlobStore, PutOptions } from '../port.ts';

export type BlobStoreHarness = Readonly<{
  store: BlobStore;
  /** Another store on the same data, as a second process would open it. */
  openAnother: () => Promise<BlobStore>;
  /** How many copies of this blob are stored (1 once put, whatever the number of puts). */
  copiesOf: (id: string) => Promise<number>;
  /** Pieces of puts that did not finish (incoming files, chunks without a file): none once a put returned. */
  leftovers: () => Promise<number>;
  dispose: () => Promise<void>;
}>;

/** The clock the stores are opened with: the contract moves it to tell a first put from a later one. */
export type ContractClock = { current: Date; now: () => Date };

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const png: PutOptions = { contentType: 'image/png', originalName: 'lake.png' };

/** A stream of `bytes` in chunks of `size`, as a socket or a temp file would give them. */
const inChunks = (bytes: Uint8Array, size: number): Readable =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.byteLength / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
    { objectMode: false },
  );

/** A body that gives some bytes, then fails the way a dropped connection does. */
async function* failingAfter(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
  throw new Error('the client went away');
}

const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
};

export const describeBlobStoreContract = (
  name: string,
  open: (clock: ContractClock) => Promise<BlobStoreHarness>,
  options: Readonly<{ skip?: boolean }> = {},
): void => {
  (options.skip === true ? describe.skip : describe)(`BlobStore contract: ${name}`, () => {
    const clock: ContractClock = { current: new Date('2026-11-23T15:00:00.000Z'), now: () => clock.current };
    let opened: BlobStoreHarness | null = null;
    const harness = (): BlobStoreHarness => {
      if (opened === null) throw new Error('the store is not open');
      return opened;
    };
    const put = (body: BlobBody, putOptions: PutOptions = png) => harness().store.put(body, putOptions);
    const bytesOf = async (id: string): Promise<Buffer | null> => {
      const blob = await harness().store.get(id);
      return blob === null ? null : buffer(blob.stream);
    };

    beforeAll(async () => {
      opened = await open(clock);
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    describe('a put', () => {
      it('names the blob by the sha256 of its bytes and keeps its size, type, name and time', async () => {
        const bytes = randomBytes(1000);
        clock.current = new Date('2026-11-23T15:00:01.000Z');
        const { metadata, created } = await put(bytes, { contentType: 'Image/PNG', originalName: 'Lac Louise.png' });
        expect(created).toBe(true);
        expect(metadata).toEqual({
          id: sha256(bytes),
          size: 1000,
          contentType: 'image/png',
          originalName: 'Lac Louise.png',
          createdAt: '2026-11-23T15:00:01.000Z',
        });
        expect(await harness().store.head(metadata.id)).toEqual(metadata);
        expect(await harness().store.has(metadata.id)).toBe(true);
      });

      it('gives back the same bytes and metadata, also to another store on the same data', async () => {
        const bytes = randomBytes(4096);
        const { metadata } = await put(bytes);
        const blob = await harness().store.get(metadata.id);
        expect(blob?.metadata).toEqual(metadata);
        expect(blob === null ? null : await buffer(blob.stream)).toEqual(bytes);
        const other = await harness().openAnother();
        try {
          const seen = await other.get(metadata.id);
          expect(seen?.metadata).toEqual(metadata);
          expect(seen === null ? null : await buffer(seen.stream)).toEqual(bytes);
        } finally {
          await other.close();
        }
      });

      it('of a stream gives the id of its bytes, however they are cut', async () => {
        // Over 1 MB in odd chunks: several GridFS chunks (255 kB), none aligned with the input's.
        const bytes = randomBytes(1024 * 1024 + 3);
        const { metadata } = await put(inChunks(bytes, 7 * 1024 + 1));
        expect(metadata.id).toBe(sha256(bytes));
        expect(metadata.size).toBe(bytes.byteLength);
        expect(await bytesOf(metadata.id)).toEqual(bytes);
      });

      it('of no bytes stores the empty blob', async () => {
        const { metadata } = await put(new Uint8Array(0), {
          contentType: 'application/pdf',
          originalName: 'empty.pdf',
        });
        expect(metadata.id).toBe(sha256(new Uint8Array(0)));
        expect(metadata.size).toBe(0);
        expect(await bytesOf(metadata.id)).toEqual(Buffer.alloc(0));
      });
    });

    describe('the same bytes again', () => {
      it('are stored once, and answered with the first put’s metadata', async () => {
        const bytes = randomBytes(2048);
        clock.current = new Date('2026-11-23T16:00:00.000Z');
        const first = await put(bytes, { contentType: 'image/png', originalName: 'first.png' });
        clock.current = new Date('2026-11-23T17:00:00.000Z');
        const again = await put(bytes, { contentType: 'image/png', originalName: 'second.png' });
        const streamed = await put(inChunks(bytes, 100), { contentType: 'image/png', originalName: 'third.png' });
        expect(again).toEqual({ metadata: first.metadata, created: false });
        expect(streamed).toEqual({ metadata: first.metadata, created: false });
        expect(await harness().copiesOf(first.metadata.id)).toBe(1);
        expect(await harness().leftovers()).toBe(0);
      });

      it('put at the same time, through two stores, are stored once', async () => {
        const bytes = randomBytes(300 * 1024);
        const other = await harness().openAnother();
        try {
          const results = await Promise.all([
            put(inChunks(bytes, 4096)),
            other.put(inChunks(bytes, 5000), png),
            put(inChunks(bytes, 9999)),
            other.put(inChunks(bytes, 65536), png),
          ]);
          expect(new Set(results.map((result) => result.metadata.id))).toEqual(new Set([sha256(bytes)]));
          expect(results.filter((result) => result.created)).toHaveLength(1);
          expect(await harness().copiesOf(sha256(bytes))).toBe(1);
          expect(await harness().leftovers()).toBe(0);
          expect(await bytesOf(sha256(bytes))).toEqual(bytes);
        } finally {
          await other.close();
        }
      });
    });

    describe('a get', () => {
      it('of an id never stored, or of something that is not an id, finds nothing', async () => {
        const absent = sha256(randomBytes(16));
        for (const id of [absent, absent.toUpperCase(), '../../etc/passwd', `${absent}/content`, '', 'blobs']) {
          expect(await harness().store.get(id), id).toBeNull();
          expect(await harness().store.head(id), id).toBeNull();
          expect(await harness().store.has(id), id).toBe(false);
        }
      });
    });

    describe('a refused put stores nothing', () => {
      it('when the bytes are over maxBytes, given at once or streamed', async () => {
        const bytes = randomBytes(5000);
        for (const body of [bytes, inChunks(bytes, 1000)]) {
          const error = await rejectionOf(put(body, { ...png, maxBytes: 4999 }));
          expect(error).toBeInstanceOf(BlobTooLargeError);
        }
        expect(await harness().store.has(sha256(bytes))).toBe(false);
        expect(await harness().leftovers()).toBe(0);
        const { metadata } = await put(inChunks(bytes, 1000), { ...png, maxBytes: 5000 });
        expect(metadata.size).toBe(5000);
      });

      it('when the content type or the name is not one the store keeps', async () => {
        const bytes = randomBytes(64);
        const refused: PutOptions[] = [
          { contentType: 'png', originalName: 'a.png' },
          { contentType: 'text/plain; charset=utf-8', originalName: 'a.txt' },
          { contentType: 'image/png\r\nX-Evil: 1', originalName: 'a.png' },
          { contentType: 'image/png', originalName: '../a.png' },
          { contentType: 'image/png', originalName: 'a\nb.png' },
          { contentType: 'image/png', originalName: `${'a'.repeat(252)}.png` },
          { contentType: 'image/png', originalName: 'a.png', maxBytes: -1 },
        ];
        for (const putOptions of refused) {
          expect(await rejectionOf(put(bytes, putOptions)), JSON.stringify(putOptions)).toBeInstanceOf(BlobInputError);
        }
        expect(await harness().store.has(sha256(bytes))).toBe(false);
      });

      it('when the body fails half way, and the caller gets its error', async () => {
        const part = randomBytes(300 * 1024);
        const error = await rejectionOf(put(failingAfter(part)));
        expect(error).toEqual(new Error('the client went away'));
        expect(await harness().store.has(sha256(part))).toBe(false);
        expect(await harness().leftovers()).toBe(0);
      });

      it('when the body yields text instead of bytes', async () => {
        const error = await rejectionOf(put(Readable.from(['not', 'bytes'])));
        expect(error).toBeInstanceOf(BlobInputError);
        expect(await harness().leftovers()).toBe(0);
      });
    });
  });
};
