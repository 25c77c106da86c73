/** Reads back the metadata an adapter stored, checked field by field (a store file is data, not a type). */
import type { BlobMetadata } from './port.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The metadata of blob `id`; throws when what was stored is not ours (a damaged or foreign store). */
export const parseBlobMetadata = (value: unknown, id: string): BlobMetadata => {
  if (
    isRecord(value) &&
    value.id === id &&
    typeof value.size === 'number' &&
    Number.isSafeInteger(value.size) &&
    value.size >= 0 &&
    typeof value.contentType === 'string' &&
    typeof value.originalName === 'string' &&
    typeof value.createdAt === 'string'
  ) {
    const { size, contentType, originalName, createdAt } = value;
    return { id, size, contentType, originalName, createdAt };
  }
  throw new Error(`The stored metadata of blob ${id} is damaged`);
};
