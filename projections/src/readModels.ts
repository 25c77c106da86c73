import type { ReadModel } from './runtime/types.ts';
import { streamActivity } from './streamActivity.ts';

/** Every read model of the product; the runtime runs exactly these. Add one line per read model. */
export const readModels: readonly ReadModel[] = [streamActivity];
