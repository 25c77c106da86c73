/** skip and limit as the port takes them (both adapters check them the same way). */
import { refuse } from './refuse.ts';

/** skip: a non-negative integer; limit: the same, 0 meaning none; a negative limit is refused (B6.5). */
export const skipOf = (skip: unknown): number => {
  if (skip === undefined) return 0;
  if (typeof skip !== 'number' || !Number.isInteger(skip) || skip < 0)
    return refuse('skip must be a non-negative integer');
  return skip;
};

export const limitOf = (limit: unknown): number => {
  if (limit === undefined) return 0;
  if (typeof limit !== 'number' || !Number.isInteger(limit)) return refuse('limit must be an integer');
  if (limit < 0) return refuse('A negative limit is not supported: pass a positive limit, or 0 or none for no limit');
  return limit;
};
