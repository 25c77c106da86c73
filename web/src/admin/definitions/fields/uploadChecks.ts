import { uploadLimits } from '@parks/schemas/admin/definitions';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';

/** An uploader holds the files picked here and the names (or URLs) of those the record already has. */
export type UploadItem = File | string;

export const nameOf = (item: UploadItem): string =>
  typeof item === 'string' ? (item.split('/').pop() ?? item) : item.name;

/** Where a stored file's reference (`/files/{sha256}`, `images/…`, a full URL) is read from. */
export const storedFileSrc = (reference: string): string =>
  /^(https?:)?\//.test(reference) ? reference : `/${reference}`;

const notSupported = (lng: Language, type: string): string => translate(lng, 'upload.unsupportedFormat', { type });

/**
 * The client's pre-check of picked files (§5): type, size and count, with the server's own messages (the one
 * catalogue's `upload.*`). Only a courtesy: the server checks the bytes and decides.
 */
export const uploadProblems = (
  kind: 'image' | 'file',
  files: readonly File[],
  held: number,
  limit: number,
  lng: Language,
): string[] => {
  const rules = uploadLimits[kind];
  const types: readonly string[] | null = rules.types;
  const problems: string[] = [];
  for (const file of files) {
    if (types !== null && !types.includes(file.type)) problems.push(notSupported(lng, file.type || file.name));
    else if (file.size > rules.maxBytes) problems.push(translate(lng, 'upload.tooLarge', { fileName: file.name }));
  }
  if (held + files.length > limit) {
    problems.push(translate(lng, kind === 'image' ? 'upload.images.tooMany' : 'upload.files.tooMany', { max: limit }));
  }
  return problems;
};

/** The first bytes of the image formats the store takes (png, jpeg, gif): what a file is, whatever its name. */
const imageSignatures: readonly Readonly<{ type: string; bytes: readonly number[] }>[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];
export const imageHeadLength = 8;

/** The image type a file's first bytes show, or null: a text file named `.png` is not an image. */
export const imageTypeOf = (head: Uint8Array): string | null =>
  imageSignatures.find(({ bytes }) => bytes.every((byte, at) => head[at] === byte))?.type ?? null;

/**
 * The picked images whose bytes are no image (§5 "'…' is not a supported format.", named by the file): the
 * browser types a file by its name, and the cropper would only fail to draw it.
 */
export const notImageProblems = async (files: readonly File[], lng: Language): Promise<string[]> => {
  const heads = await Promise.all(
    files.map(async (file) => new Uint8Array(await file.slice(0, imageHeadLength).arrayBuffer())),
  );
  return files.flatMap((file, at) =>
    imageTypeOf(heads[at] ?? new Uint8Array()) === null ? [notSupported(lng, file.name)] : [],
  );
};
