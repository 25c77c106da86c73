import type { Collection } from '@parks/infra/documents/port';
import {
  defaultStoreSettings,
  type StoreSettingsRecord,
  storeSettingsId,
  storeSettingsOf,
} from '@parks/schemas/settings';
import { type RevisionTracked, revisionTrackedModel } from './revisionTracking.ts';

/**
 * The store's settings (the `Settings` revision entity `store`): splash pages, UAT mode, seeded clock. Settings
 * are not catalogue: what applies is always the published revision (a `uat` revision of the settings changes
 * nothing until it is published).
 */
export type SettingsDocument = RevisionTracked<StoreSettingsRecord>;

export const storeSettings = revisionTrackedModel<StoreSettingsRecord>({
  name: 'storeSettings',
  // 2: disableShoppingCart and orderBccEmails (the documents are rebuilt with them).
  // 3: the portal's fee schedule.
  version: 3,
  entityTypes: ['Settings'],
  toView: (_entityType, payload) => storeSettingsOf(payload),
});

/** The published settings, or everything off when none are published. */
export const currentSettings = async (
  settings: Collection<SettingsDocument>,
  settingId: string = storeSettingsId,
): Promise<StoreSettingsRecord> => {
  const doc = await settings.findById(settingId);
  return doc?.published ?? { ...defaultStoreSettings, settingId };
};

/**
 * `currentSettings` of the store's settings for every request (the store clock reads them on each one): kept,
 * frozen, while the collection's change stamp says nothing was written to it (see derivedViews.ts); read again
 * otherwise, and always where the store cannot say.
 */
export const currentSettingsReader = (): ((settings: Collection<SettingsDocument>) => Promise<StoreSettingsRecord>) => {
  let kept: Readonly<{ collection: string; stamp: string; value: StoreSettingsRecord }> | null = null;
  return async (settings) => {
    const collection = settings.name;
    const stamp = settings.changeStamp?.();
    if (stamp !== undefined && kept?.collection === collection && kept.stamp === stamp) return kept.value;
    const value = Object.freeze(await currentSettings(settings));
    kept = stamp === undefined ? null : { collection, stamp, value };
    return value;
  };
};
