/**
 * The back office's uploads, checked, then stored. First the counts and sizes (`@parks/schemas/uploads`,
 * before a byte is read), then what each upload is, from its bytes; images are decoded and encoded again
 * (images.ts), PDFs kept as they are. A batch is all or nothing: when any upload is refused, the caller gets
 * every refusal and nothing reaches the blob store.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  batchRefusals,
  contentTypeOfFormat,
  type DocumentFormat,
  type ImageField,
  isDocumentFormat,
  isImageFormat,
  tooLarge,
  type UploadKind,
  type UploadRefusal,
  unsupportedFormat,
  uploadLimits,
  uploadNameOf,
} from '@parks/schemas/uploads';
import type { BlobBody, BlobMetadata, BlobStore } from '../blobs/port.ts';
import { normalizeImage } from './images.ts';
import { type Sniffed, sniff, UNKNOWN_TYPE, type UploadContent } from './sniff.ts';

/**
 * One uploaded file: the name the browser gave (a label only), its bytes, and the type the client declared (a
 * label only too: what a file is comes from its bytes).
 */
export type Upload = Readonly<{ name: string; content: UploadContent; declaredType?: string | undefined }>;

/** A declared type fit to repeat in a message: a MIME type's shape, bounded; anything else is not repeated. */
const declaredTypeOf = (declared: string | undefined): string | null =>
  declared !== undefined && declared.length <= 100 && /^[\w.+-]+\/[\w.+-]+$/.test(declared) ? declared : null;

export type UploadRequest =
  | Readonly<{ kind: 'image'; field: ImageField; existing: number; uploads: readonly Upload[] }>
  | Readonly<{ kind: 'file'; uploads: readonly Upload[] }>;

/** An upload that passed: what the blob store gets. */
export type CheckedUpload = Readonly<{ name: string; contentType: string; size: number; body: () => BlobBody }>;

export type UploadCheck =
  | Readonly<{ ok: true; uploads: readonly CheckedUpload[] }>
  | Readonly<{ ok: false; refusals: readonly UploadRefusal[] }>;

export type UploadOutcome =
  | Readonly<{ ok: true; stored: readonly BlobMetadata[] }>
  | Readonly<{ ok: false; refusals: readonly UploadRefusal[] }>;

type Named = Readonly<{ name: string; content: UploadContent; size: number; declaredType: string | null }>;
type Checked = Readonly<{ ok: true; upload: CheckedUpload }> | Readonly<{ ok: false; refusal: UploadRefusal }>;

const sizeOf = async (content: UploadContent): Promise<number> =>
  content instanceof Uint8Array ? content.byteLength : (await stat(content.path)).size;

const formatOf = (sniffed: Sniffed | null): DocumentFormat | null => {
  const found = Object.entries(contentTypeOfFormat).find(([, mime]) => mime === sniffed?.mime)?.[0];
  return found !== undefined && isDocumentFormat(found) ? found : null;
};

const refused = (refusal: UploadRefusal): Checked => ({ ok: false, refusal });

const checkOne = async (kind: UploadKind, { name, content, size, declaredType }: Named): Promise<Checked> => {
  const sniffed = await sniff(content);
  const format = formatOf(sniffed);
  // A refusal names what the bytes are where they say it (a PDF where images go); bytes of no known kind (an
  // SVG, a text) are named by the type the client declared, as the back office's own check does (§5).
  const type = sniffed?.mime ?? declaredType ?? UNKNOWN_TYPE;
  if (format === null || (kind === 'image' && !isImageFormat(format))) return refused(unsupportedFormat(type));
  if (!isImageFormat(format)) {
    // A PDF is kept byte for byte; from its temporary file it is streamed, never held whole in memory.
    const body = (): BlobBody => (content instanceof Uint8Array ? content : createReadStream(content.path));
    return { ok: true, upload: { name, contentType: contentTypeOfFormat[format], size, body } };
  }
  const outcome = await normalizeImage(content instanceof Uint8Array ? content : content.path, format);
  if (!outcome.ok) return refused(outcome.reason === 'tooManyPixels' ? tooLarge(name) : unsupportedFormat(type));
  const { bytes } = outcome.image;
  // Encoded again, a noisy image can come out larger than it went in: the limit holds for what we keep.
  if (bytes.byteLength > uploadLimits[kind].maxBytes) return refused(tooLarge(name));
  return {
    ok: true,
    upload: { name, contentType: contentTypeOfFormat[format], size: bytes.byteLength, body: () => bytes },
  };
};

export const checkUploads = async (request: UploadRequest): Promise<UploadCheck> => {
  const named: Named[] = [];
  for (const upload of request.uploads) {
    named.push({
      name: uploadNameOf(upload.name),
      content: upload.content,
      size: await sizeOf(upload.content),
      declaredType: declaredTypeOf(upload.declaredType),
    });
  }
  const limits = batchRefusals(
    request.kind === 'image'
      ? { kind: 'image', field: request.field, existing: request.existing, candidates: named }
      : { kind: 'file', candidates: named },
  );
  if (limits.length > 0) return { ok: false, refusals: limits };
  // One at a time: decoding an image takes memory and a core, and five at once would take them all.
  const results: Checked[] = [];
  for (const upload of named) results.push(await checkOne(request.kind, upload));
  const refusals = results.flatMap((result) => (result.ok ? [] : [result.refusal]));
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, uploads: results.flatMap((result) => (result.ok ? [result.upload] : [])) };
};

/** Checks the whole batch, then stores it: the blobs' metadata in the batch's order, or the refusals. */
export const storeUploads = async (blobs: BlobStore, request: UploadRequest): Promise<UploadOutcome> => {
  const checked = await checkUploads(request);
  if (!checked.ok) return checked;
  const stored: BlobMetadata[] = [];
  for (const upload of checked.uploads) {
    const { metadata } = await blobs.put(upload.body(), {
      contentType: upload.contentType,
      originalName: upload.name,
      // A temporary file that grew after its size was checked is still held to the limit.
      maxBytes: uploadLimits[request.kind].maxBytes,
    });
    stored.push(metadata);
  }
  return { ok: true, stored };
};
