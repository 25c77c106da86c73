/**
 * What an upload is, from its first bytes (magic numbers, `file-type`), never from its name or the type the
 * browser sent. Text formats have no magic number: they are "unknown", and no upload accepts them.
 */
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** An upload's bytes: in memory, or the temporary file the multipart parser wrote. */
export type UploadContent = Uint8Array | Readonly<{ path: string }>;

/** The MIME type of bytes nothing recognises, as HTTP names it. */
export const UNKNOWN_TYPE = 'application/octet-stream';

export type Sniffed = Readonly<{ ext: string; mime: string }>;

export const sniff = async (content: UploadContent): Promise<Sniffed | null> => {
  const found =
    content instanceof Uint8Array ? await fileTypeFromBuffer(content) : await fileTypeFromFile(content.path);
  return found === undefined ? null : { ext: found.ext, mime: found.mime };
};
