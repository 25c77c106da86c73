/**
 * The read-model store contract (../shared/guide/store-semantics.md part B): the SAME cases run against
 * every adapter. Test names carry the item ids; `port:` cases pin what the port itself adds (refusals,
 * empty batches, collection lifecycle). Out of the port, so not here: B1/B2 (no update operators), B9.2/B9.3
 * (no collation), B10.5 ($lookup is refused), B12.5 (no findOneAnd*). Each test uses fresh collections.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { DocumentStore } from '../port.ts';
import { aggregateCases } from './aggregateCases.ts';
import { contextOf } from './context.ts';
import { queryCases } from './queryCases.ts';
import { writeCases } from './writeCases.ts';

export type OpenedStore = Readonly<{ store: DocumentStore; dispose: () => Promise<void> }>;

export const describeDocumentStoreContract = (
  name: string,
  open: () => Promise<OpenedStore>,
  options: Readonly<{ skip?: boolean }> = {},
): void => {
  (options.skip === true ? describe.skip : describe)(`DocumentStore contract: ${name}`, () => {
    let opened: OpenedStore | null = null;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    const context = contextOf(() => {
      if (opened === null) throw new Error('the store is not open');
      return opened.store;
    });
    writeCases(context);
    queryCases(context);
    aggregateCases(context);
  });
};
