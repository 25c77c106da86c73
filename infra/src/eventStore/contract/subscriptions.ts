/** Contract A8: subscriptions to $all, in three parts. */
import { describe } from 'vitest';
import type { ContractContext } from './contractContext.ts';
import { catchUpTests } from './subscriptionCatchUp.ts';
import { filterTests } from './subscriptionFilters.ts';
import { liveTests } from './subscriptionLive.ts';

export const describeSubscriptions = (ctx: ContractContext): void => {
  describe('A8 subscriptions to $all', () => {
    catchUpTests(ctx);
    filterTests(ctx);
    liveTests(ctx);
  });
};
