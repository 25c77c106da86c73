/**
 * The back office's upload rules (spec back-office §5 and §9): which formats, how large, how many. One place
 * for each number and each message, for the API's upload checks (`@parks/infra/uploads`) and the web's
 * uploaders. What an upload *is* is decided on the server from its bytes, never from its name or the
 * browser's content type; these rules only say what is allowed once that is known.
 */
import { text } from './fields.ts';
import { type MessageKey, type MessageParams, msg } from './texts/messages/index.ts';

export const imageFormats = ['png', 'jpeg', 'gif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The file uploader's document types (the spec's list: pdf, png, jpeg, gif). */
export const documentFormats = ['pdf', ...imageFormats] as const;
export type DocumentFormat = (typeof documentFormats)[number];

export const contentTypeOfFormat: Readonly<Record<DocumentFormat, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

export const isImageFormat = (value: string): value is ImageFormat =>
  (imageFormats as readonly string[]).includes(value);

export const isDocumentFormat = (value: string): value is DocumentFormat =>
  (documentFormats as readonly string[]).includes(value);

export type UploadKind = 'image' | 'file';

/** How many images a field holds: one by default (banner, category, content), five on a product. */
export type ImageField = 'single' | 'product';

export const uploadLimits = {
  image: { maxBytes: 52_428_800, perField: { single: 1, product: 5 } satisfies Record<ImageField, number> },
  file: { maxBytes: 209_715_200, perBatch: 5 },
} as const;

/**
 * Why an upload is refused: a catalogue key with its values, and the HTTP status the API answers with
 * (413 too large, 415 not a supported format, 422 too many).
 */
export type UploadRefusal = Readonly<{ code: MessageKey; params: MessageParams; status: 413 | 415 | 422 }>;

/** An upload as the size rule sees it: the name shown in the message, and its real size in bytes. */
export type UploadCandidate = Readonly<{ name: string; size: number }>;

/** Longest name kept for messages and metadata; longer names are cut (a name is a label, never a path). */
export const MAX_UPLOAD_NAME_LENGTH = 255;

/**
 * The name of an upload as we show and keep it: the last segment of what the browser sent (some send a
 * whole path), without control characters, trimmed, at most MAX_UPLOAD_NAME_LENGTH characters.
 */
export const uploadNameOf = (raw: string): string => {
  const lastSegment = raw.split(/[/\\]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const printable = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return [...printable].slice(0, MAX_UPLOAD_NAME_LENGTH).join('');
};

export const unsupportedFormat = (type: string): UploadRefusal => ({
  code: msg('upload.unsupportedFormat'),
  params: { type },
  status: 415,
});

/** Too large in bytes, or (an image) in pixels. */
export const tooLarge = (fileName: string): UploadRefusal => ({
  code: msg('upload.tooLarge'),
  params: { fileName },
  status: 413,
});

export const tooLargeRefusal = (kind: UploadKind, candidate: UploadCandidate): UploadRefusal | null =>
  candidate.size > uploadLimits[kind].maxBytes ? tooLarge(candidate.name) : null;

/** `existing` images already in the field plus `adding` new ones must fit the field's limit. */
export const imageCountRefusal = (field: ImageField, existing: number, adding: number): UploadRefusal | null => {
  const max = uploadLimits.image.perField[field];
  if (existing + adding <= max) return null;
  return max === 1
    ? { code: msg('upload.images.onlyOne'), params: {}, status: 422 }
    : { code: msg('upload.images.tooMany'), params: { max }, status: 422 };
};

/** Files are limited per upload ("at once"), not per record. */
export const fileCountRefusal = (adding: number): UploadRefusal | null => {
  const max = uploadLimits.file.perBatch;
  return adding > max ? { code: msg('upload.files.tooMany'), params: { max }, status: 422 } : null;
};

export type UploadBatch =
  | Readonly<{ kind: 'image'; field: ImageField; existing: number; candidates: readonly UploadCandidate[] }>
  | Readonly<{ kind: 'file'; candidates: readonly UploadCandidate[] }>;

/**
 * Every count and size refusal of a batch, the count first, then one per file too large in the batch's
 * order: all of them, so the uploader can show every problem at once. Empty when the batch may go on to
 * the checks of its bytes.
 */
export const batchRefusals = (batch: UploadBatch): UploadRefusal[] => {
  const count =
    batch.kind === 'image'
      ? imageCountRefusal(batch.field, batch.existing, batch.candidates.length)
      : fileCountRefusal(batch.candidates.length);
  const sizes = batch.candidates.map((candidate) => tooLargeRefusal(batch.kind, candidate));
  return [count, ...sizes].filter((refusal): refusal is UploadRefusal => refusal !== null);
};

/** A stored upload as the blob store serves it (`GET /files/{sha256}`): what a form's image or file field holds. */
export const storedFileUrlPattern = /^\/files\/[0-9a-f]{64}$/;

/** An image the store ships with its pages (the seed's `images/categories/discovery-pass-en.svg`). */
export const shippedImagePattern = /^images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:svg|png|jpe?g|gif)$/;

/** A document the store ships (the seed's portal samples, `documents/portal/samples/….pdf`). */
export const shippedDocumentPattern = /^documents\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.pdf$/;

/**
 * A form field holding the url of a stored upload (the routes put an uploaded file's url there), or of a file the
 * store ships (an image, unless told): a form sends back the file it was given, and the seed's records name shipped
 * ones.
 */
export const storedFileUrl = (shipped: RegExp = shippedImagePattern) =>
  text(200).test(
    'file',
    msg('admin.file.invalid'),
    (value) => value == null || storedFileUrlPattern.test(value) || shipped.test(value),
  );
