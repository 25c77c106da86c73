/** Contract cases for writes: replaceOne (B3), bulkWrite (B4), unique keys (B11), the driver boundary (B12). */
import { bulkWriteCases } from './bulkWriteCases.ts';
import type { ContractContext } from './context.ts';
import { driverBoundaryCases } from './driverBoundaryCases.ts';
import { replaceCases } from './replaceCases.ts';
import { uniqueKeyCases } from './uniqueKeyCases.ts';

export const writeCases = (context: ContractContext): void => {
  replaceCases(context);
  bulkWriteCases(context);
  uniqueKeyCases(context);
  driverBoundaryCases(context);
};
