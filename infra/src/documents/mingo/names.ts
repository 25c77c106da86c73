/**
 * Collection names both adapters accept (MongoDB's rules, checked before any call reaches a server), and the handle
 * each name gets.
 */
import { InvalidQueryError } from '../errors.ts';
import type { Collection, Document, DocumentStore } from '../port.ts';

export const checkCollectionName = (name: unknown): string => {
  if (typeof name !== 'string' || name === '')
    throw new InvalidQueryError('A collection name must be a nonempty string');
  if (name.includes('$') || name.includes('\0')) {
    throw new InvalidQueryError(`Invalid collection name ${JSON.stringify(name)}: no $ or null character`, 73);
  }
  if (name.startsWith('system.') || name.startsWith('.') || name.endsWith('.')) {
    throw new InvalidQueryError(`Invalid collection name ${JSON.stringify(name)}`, 73);
  }
  if (Buffer.byteLength(name) > 200) throw new InvalidQueryError('A collection name is at most 200 bytes', 73);
  return name;
};

/**
 * A store's `collection(name)`: the name checked on first use, then the same handle for every call. Handles are
 * untyped underneath; `T` is the caller's word for what the collection holds, as with the driver.
 */
export const collectionHandles = (handleOf: (name: string) => Collection<Document>): DocumentStore['collection'] => {
  const handles = new Map<string, Collection<Document>>();
  return <T extends Document = Document>(name: string): Collection<T> => {
    let handle = handles.get(name);
    if (handle === undefined) {
      checkCollectionName(name);
      handle = handleOf(name);
      handles.set(name, handle);
    }
    return handle as unknown as Collection<T>;
  };
};
