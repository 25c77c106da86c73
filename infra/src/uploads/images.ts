/**
 * An uploaded image as we keep it: decoded by sharp and encoded again in its own format (png stays png,
 * jpeg stays jpeg, gif stays gif, animation included), turned upright from its EXIF orientation, without
 * any of its metadata (EXIF with GPS position and camera, XMP, IPTC, comments: sharp writes none unless
 * asked), and no larger than MAX_IMAGE_SIDE on either side. Bytes that do not decode are refused.
 *
 * sharp (and its native libvips binding) is loaded by the first image, not when the process starts (issue #21).
 */
import type { ImageFormat } from '@parks/schemas/uploads';
import type { Sharp } from 'sharp';

/** sharp's default export: the function that opens an image. */
type SharpFunction = typeof import('sharp')['default'];

const loadSharp = async (): Promise<SharpFunction> => (await import('sharp')).default;

/** Far above what the store shows (the cropper's 540×675, the banner's 1138×379): a cap, not a size. */
export const MAX_IMAGE_SIDE = 4096;

/**
 * Refuse to decode more pixels than this (all frames together): a small file can declare an enormous
 * image, and decoding it would take the server's memory. 100 megapixels is a 10,000 × 10,000 photograph.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

export type NormalizedImage = Readonly<{ bytes: Buffer; format: ImageFormat; width: number; height: number }>;

export type ImageOutcome =
  | Readonly<{ ok: true; image: NormalizedImage }>
  | Readonly<{ ok: false; reason: 'undecodable' | 'tooManyPixels' }>;

const encoders: Readonly<Record<ImageFormat, (image: Sharp) => Sharp>> = {
  png: (image) => image.png(),
  jpeg: (image) => image.jpeg({ quality: 90 }),
  gif: (image) => image.gif(),
};

/** `input` must already be known (from its magic number) to be `format`; sharp must agree. */
export const normalizeImage = async (input: Uint8Array | string, format: ImageFormat): Promise<ImageOutcome> => {
  // Outside the try: a library that does not load is the server's fault, not bytes that do not decode.
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { animated: format === 'gif', autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) return { ok: false, reason: 'undecodable' };
    const resized = image.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await encoders[format](resized).toBuffer({ resolveWithObject: true });
    return { ok: true, image: { bytes: data, format, width: info.width, height: info.pageHeight ?? info.height } };
  } catch (error) {
    // sharp says so in words only; anything else it refuses is bytes that are not a whole image.
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, reason: tooManyPixels ? 'tooManyPixels' : 'undecodable' };
  }
};
