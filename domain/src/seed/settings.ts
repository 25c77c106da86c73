import { defaultStoreSettings, type StoreSettingsRecord } from '@parks/schemas/settings';

/** The store's settings as seeded and published: no splash page, UAT mode and the seeded clock off. */
export const seedSettings: StoreSettingsRecord = defaultStoreSettings;
