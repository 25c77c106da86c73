import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { translate } from '@parks/schemas/messages/index';
import type { UploadRefusal } from '@parks/schemas/uploads';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFilesystemBlobStore } from '../blobs/filesystem/filesystemBlobStore.ts';
import type { BlobStore } from '../blobs/port.ts';
import { minimalPdf, phonePhoto, solidImage } from '../testing/sampleFiles.ts';
import { storeUploads, type Upload, type UploadOutcome } from './checkUploads.ts';
import { MAX_IMAGE_SIDE } from './images.ts';

const png = (width = 20, height = 10) => solidImage(width, height).png().toBuffer();
const gif = () => solidImage(12, 8).gif().toBuffer();
/** Two frames of 8×8, white then transparent. */
const animatedGif = () => {
  const frames = Buffer.alloc(8 * 16 * 4);
  frames.fill(255, 0, 8 * 8 * 4);
  return sharp(frames, { raw: { width: 8, height: 16, channels: 4, pageHeight: 8 } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
};
/** A real PNG whose header claims `width`×`height` (checksum fixed), with the pixels of a 1×1 image. */
const pngClaiming = async (width: number, height: number): Promise<Buffer> => {
  const bytes = Buffer.from(await png(1, 1));
  bytes.writeUInt32BE(width, 16); // IHDR data starts after the 8-byte signature, length and type
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
};

const MB = 1024 * 1024;
let dataDir = '';
let blobsDir = '';
let blobs: BlobStore;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-'));
  blobsDir = join(dataDir, 'blobs');
  blobs = await openFilesystemBlobStore({ dir: blobsDir });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const images = (uploads: Upload[], field: 'single' | 'product' = 'product', existing = 0) =>
  storeUploads(blobs, { kind: 'image', field, existing, uploads });
const files = (uploads: Upload[]) => storeUploads(blobs, { kind: 'file', uploads });

const storedBytes = async (id: string): Promise<Buffer> => {
  const blob = await blobs.get(id);
  if (blob === null) throw new Error(`blob ${id} is not stored`);
  return buffer(blob.stream);
};
const stored = (outcome: UploadOutcome) => {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusals)}`);
  return outcome.stored;
};
/** The refusals in English, and the check that nothing reached the blob store. */
const refusedWith = (outcome: UploadOutcome): string[] => {
  if (outcome.ok) throw new Error('the upload was accepted');
  expect(readdirSync(blobsDir)).toEqual([]);
  return outcome.refusals.map((refusal: UploadRefusal) => translate('en', refusal.code, refusal.params));
};

describe('an image upload', () => {
  it('keeps a png a png, encoded again', async () => {
    const [blob] = stored(await images([{ name: 'lake.png', content: await png(20, 10) }]));
    expect(blob?.contentType).toBe('image/png');
    expect(blob?.originalName).toBe('lake.png');
    const kept = await sharp(await storedBytes(blob?.id ?? '')).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['png', 20, 10]);
  });

  it('keeps a gif a gif, every frame of it', async () => {
    const [still, moving] = stored(
      await images([
        { name: 'trail.gif', content: await gif() },
        { name: 'canoe.gif', content: await animatedGif() },
      ]),
    );
    expect([still?.contentType, moving?.contentType]).toEqual(['image/gif', 'image/gif']);
    const frames = await sharp(await storedBytes(moving?.id ?? ''), { animated: true }).metadata();
    expect([frames.format, frames.pages, frames.pageHeight]).toEqual(['gif', 2, 8]);
  });

  it('strips a phone photo of its EXIF (GPS, camera) and XMP, upright as it was shown', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('PhoneCo')).toBe(true);
    expect(before.xmp).toBeDefined();
    expect([before.width, before.height, before.orientation]).toEqual([30, 10, 6]);

    const [blob] = stored(await images([{ name: 'IMG_0042.JPG', content: photo }]));
    const bytes = await storedBytes(blob?.id ?? '');
    const after = await sharp(bytes).metadata();
    expect(blob?.contentType).toBe('image/jpeg');
    expect([after.format, after.exif, after.xmp, after.iptc, after.orientation]).toEqual([
      'jpeg',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([after.width, after.height]).toEqual([10, 30]); // turned as its orientation said
    expect(bytes.includes('PhoneCo')).toBe(false);
  });

  it('is brought down to the largest side we keep', async () => {
    const [blob] = stored(await images([{ name: 'panorama.png', content: await png(MAX_IMAGE_SIDE + 904, 100) }]));
    const kept = await sharp(await storedBytes(blob?.id ?? '')).metadata();
    expect([kept.width, kept.height]).toEqual([MAX_IMAGE_SIDE, 82]);
  });

  it('is read from the temporary file the multipart parser wrote', async () => {
    const path = join(dataDir, 'upload_7f3a');
    writeFileSync(path, await png(5, 5));
    const [blob] = stored(await images([{ name: 'from-disk.png', content: { path } }]));
    expect(blob?.contentType).toBe('image/png');
  });
});

describe('an image upload is refused, and nothing stored,', () => {
  it('when the bytes are not an image, whatever its name says', async () => {
    expect(refusedWith(await images([{ name: 'photo.png', content: Buffer.from('just some text') }]))).toEqual([
      "'application/octet-stream' is not a supported format.",
    ]);
    expect(refusedWith(await images([{ name: 'photo.png', content: minimalPdf }]))).toEqual([
      "'application/pdf' is not a supported format.",
    ]);
  });

  it('when it is an image sharp could read but the spec does not take', async () => {
    const webp = await solidImage(5, 5).webp().toBuffer();
    const tiff = await solidImage(5, 5).tiff().toBuffer();
    expect(refusedWith(await images([{ name: 'a.png', content: webp }]))).toEqual([
      "'image/webp' is not a supported format.",
    ]);
    expect(refusedWith(await images([{ name: 'b.png', content: tiff }]))).toEqual([
      "'image/tiff' is not a supported format.",
    ]);
  });

  it('when it starts like a png but is not a whole one', async () => {
    const cut = (await png(64, 64)).subarray(0, 60);
    expect(refusedWith(await images([{ name: 'cut.png', content: cut }]))).toEqual([
      "'image/png' is not a supported format.",
    ]);
  });

  it('when it declares more pixels than we decode, before decoding them', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect(refusedWith(await images([{ name: 'bomb.png', content: bomb }]))).toEqual([
      "'bomb.png' is too large, please pick a smaller file.",
    ]);
  });

  it('when it is over 50 MB', async () => {
    const big = Buffer.alloc(50 * MB + 1);
    (await png()).copy(big);
    expect(refusedWith(await images([{ name: 'huge.png', content: big }]))).toEqual([
      "'huge.png' is too large, please pick a smaller file.",
    ]);
  });

  it('when the field would hold more than its images, with every good image of the batch', async () => {
    const six = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => ({ name: `${n}.png`, content: await png(n, n) })),
    );
    expect(refusedWith(await images(six))).toEqual(['Only 5 images can be uploaded per product']);
    expect(refusedWith(await images(six.slice(0, 2), 'product', 4))).toEqual([
      'Only 5 images can be uploaded per product',
    ]);
    expect(refusedWith(await images(six.slice(0, 1), 'single', 1))).toEqual(['Only one image can be uploaded here.']);
  });

  it('when one image of the batch is bad: every refusal is told, and the good ones are not stored either', async () => {
    const outcome = await images([
      { name: 'good.png', content: await png() },
      { name: 'bad.png', content: Buffer.from('no image here, '.repeat(40)) },
      { name: 'C:\\Users\\pat\\fake.gif', content: Buffer.from('GIF89a but no more') },
    ]);
    expect(refusedWith(outcome)).toEqual([
      "'application/octet-stream' is not a supported format.",
      "'image/gif' is not a supported format.",
    ]);
  });
});

describe('a file upload', () => {
  it('keeps a PDF byte for byte', async () => {
    const [blob] = stored(await files([{ name: 'trail-guide.pdf', content: minimalPdf }]));
    expect(blob?.contentType).toBe('application/pdf');
    expect(await storedBytes(blob?.id ?? '')).toEqual(minimalPdf);
  });

  it('streams a PDF from its temporary file, and takes the spec’s image types too', async () => {
    const path = join(dataDir, 'upload_pdf');
    writeFileSync(path, minimalPdf);
    const outcome = await files([
      { name: 'guide.pdf', content: { path } },
      { name: 'map.png', content: await png() },
    ]);
    expect(stored(outcome).map((blob) => blob.contentType)).toEqual(['application/pdf', 'image/png']);
  });

  it('is refused, and nothing stored, when it is not one of the document types', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    expect(refusedWith(await files([{ name: 'report.pdf', content: Buffer.from('<html>not a pdf</html>') }]))).toEqual([
      "'application/octet-stream' is not a supported format.",
    ]);
    expect(refusedWith(await files([{ name: 'report.pdf', content: zip }]))).toEqual([
      "'application/zip' is not a supported format.",
    ]);
  });

  it('is refused over 200 MB, from the size on disk, without reading it', async () => {
    const path = join(dataDir, 'upload_big');
    writeFileSync(path, minimalPdf);
    truncateSync(path, 200 * MB + 1); // sparse: nothing is written, the size is what counts
    expect(refusedWith(await files([{ name: 'atlas.pdf', content: { path } }]))).toEqual([
      "'atlas.pdf' is too large, please pick a smaller file.",
    ]);
  });

  it('is refused when more than 5 come at once', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `${n}.pdf`, content: minimalPdf }));
    expect(refusedWith(await files(six))).toEqual(['Only 5 files can be uploaded']);
  });
});
