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
