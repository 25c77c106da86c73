/** Collection names both adapters accept (MongoDB's rules, checked before any call reaches a server). */
import { InvalidQueryError } from '../errors.ts';

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
