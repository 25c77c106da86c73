/**
 * How the embedded store's compilers refuse a request (both adapters validate with them, so both refuse alike), and
 * the options every mingo call gets.
 */
import { InvalidQueryError } from '../errors.ts';

/** Refuses a query with MongoDB's error code (2, BadValue, unless said). */
export const refuse = (message: string, code = 2): never => {
  throw new InvalidQueryError(message, code);
};

/** The message of what a library threw, to refuse the request with. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A request never runs JavaScript in the store (`$where`, `$function`, `$accumulator`). */
export const MINGO_OPTIONS = { scriptEnabled: false } as const;
