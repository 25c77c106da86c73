import { uploadLimits } from '@parks/schemas/admin/definitions';
import type { Texts } from '../texts.ts';

/** An uploader holds the files picked here and the names (or URLs) of those the record already has. */
export type UploadItem = File | string;

export const nameOf = (item: UploadItem): string =>
  typeof item === 'string' ? (item.split('/').pop() ?? item) : item.name;

/**
 * The client's pre-check of picked files (§5): type, size and count, with the spec's messages. Only a courtesy:
 * the server checks the bytes and decides.
 */
export const uploadProblems = (
  kind: 'image' | 'file',
  files: readonly File[],
  held: number,
  limit: number,
  texts: Texts,
): string[] => {
  const rules = uploadLimits[kind];
  const types: readonly string[] | null = rules.types;
  const problems: string[] = [];
  for (const file of files) {
    if (types !== null && !types.includes(file.type)) problems.push(texts.badType(file.type || file.name));
    else if (file.size > rules.maxBytes) problems.push(texts.tooLarge(file.name));
  }
  if (held + files.length > limit) {
    problems.push(kind === 'image' ? texts.tooManyImages(limit) : texts.tooManyFiles(limit));
  }
  return problems;
};
