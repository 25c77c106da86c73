/** What every contract case gets: the store under test and fresh collection names, plus small helpers. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Collection, Document, DocumentStore } from '../port.ts';

export type ContractContext = Readonly<{
  store: () => DocumentStore;
  /** A collection no other test uses. */
  fresh: <T extends Document = Document>(label?: string) => Collection<T>;
  /** A collection name no other test uses. */
  freshName: (label?: string) => string;
}>;

export const contextOf = (store: () => DocumentStore): ContractContext => {
  const freshName = (label = 'c'): string => `ct_${label}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  return {
    store,
    freshName,
    fresh: <T extends Document = Document>(label?: string) => store().collection<T>(freshName(label)),
  };
};

/** The rejection of `promise` (fails the test when it resolves). */
export const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
};

/** Expects a refusal of the given port error class (and MongoDB code, when given). */
export const expectRefusal = async (
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => Error,
  code?: number,
): Promise<unknown> => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(type);
  if (code !== undefined) expect((error as { code?: unknown }).code).toBe(code);
  return error;
};

export const ids = (docs: readonly { _id: unknown }[]): unknown[] => docs.map((doc) => doc._id);

export const byId = <D extends { _id: unknown }>(docs: readonly D[]): D[] =>
  [...docs].sort((a, b) => (String(a._id) < String(b._id) ? -1 : String(a._id) > String(b._id) ? 1 : 0));

/** Inserts the documents one by one (the port has no insertMany). */
export const seed = async <T extends Document>(collection: Collection<T>, docs: readonly T[]): Promise<void> => {
  if (docs.length === 0) return;
  await collection.bulkWrite(docs.map((document) => ({ insertOne: { document } })));
};
