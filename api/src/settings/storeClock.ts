/**
 * The store's clock port: "now" for prices, sale windows and availability. It reads the published settings, so
 * while the seeded clock is enabled and set (Change Settings) the store lives at that time; otherwise it is the
 * real clock (`CommandDeps.clock`). Command and event timestamps keep the real clock.
 */
import { currentSettingsReader } from '@parks/projections/store/settings';
import { type StoreSettingsRecord, storeNowOf } from '@parks/schemas/settings';
import type { CommandDeps } from '../deps.ts';
import type { StoreCollections } from '../store/readModels.ts';

export type StoreClock = Readonly<{
  /** The store's now (seeded or real). */
  now: () => Promise<Date>;
  /** The published settings with the real and the store's time, for a command that needs all three. */
  moment: () => Promise<Readonly<{ settings: StoreSettingsRecord; real: Date; store: Date }>>;
}>;

export const storeClock = (
  collections: Pick<StoreCollections, 'settings'>,
  clock: CommandDeps['clock'],
): StoreClock => {
  const readSettings = currentSettingsReader();
  const moment = async () => {
    const settings = await readSettings(collections.settings());
    const real = clock();
    return { settings, real, store: storeNowOf(settings, real) };
  };
  return { moment, now: async () => (await moment()).store };
};
