/**
 * The event-store contract: one set of tests, run against every adapter (sqlite.contract.test.ts,
 * esdb.contract.test.ts). Test names carry the item ids of store-semantics.md part A. Every test works in
 * its own streams (a fresh prefix) and reads $all or subscribes from the head captured before it (C1.10),
 * so a shared real server with other data and system events is fine.
 *
 * Not here because the port does not expose them: A1.10 (throwOnAppendFailure:false), A4.4 (client-side
 * batching), A6.4 (readAll filters), A8.3 (subscribeToStream), A9.5 (content types: always JSON),
 * A10.3/A10.4 ($ce- category streams), A11 (the successor client).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { EventStore } from '../port.ts';
import { describeAppendExpectedRevision } from './appendExpectedRevision.ts';
import { contractContext } from './contractContext.ts';
import { describeDeletion } from './deletion.ts';
import { describeEventRecords } from './eventRecords.ts';
import { describeIdempotentAppends } from './idempotentAppends.ts';
import { describeLimits } from './limits.ts';
import { describeReadAll } from './readAll.ts';
import { describeReadStream } from './readStream.ts';
import { describeSubscriptions } from './subscriptions.ts';
import type { ContractTarget } from './support.ts';

export type { ContractTarget } from './support.ts';

export const describeEventStoreContract = (name: string, target: ContractTarget | null): void => {
  describe.skipIf(target === null)(`event store contract: ${name}`, () => {
    let store: EventStore;
    const ctx = contractContext(() => store, target?.limits ?? { maxAppendSize: 0 });

    beforeAll(async () => {
      if (target !== null) store = await target.open();
    });
    afterAll(async () => {
      await store?.close();
      await target?.dispose?.();
    });

    describeAppendExpectedRevision(ctx);
    describeIdempotentAppends(ctx);
    describeLimits(ctx);
    describeReadStream(ctx);
    describeReadAll(ctx);
    describeDeletion(ctx);
    describeSubscriptions(ctx);
    describeEventRecords(ctx);
  });
};
