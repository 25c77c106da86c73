/**
 * The published store settings, read on the command side (the `Settings` revision stream, no read-model lag): the
 * confirmation mail takes its Bcc addresses from them, so a list staff publish applies to the next mail.
 */
import { revisionDecider } from '@parks/domain/revisions/decider';
import { revisionStream } from '@parks/domain/revisions/streams';
import { publishedRevision } from '@parks/domain/revisions/views';
import { foldStreamRevision } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import {
  defaultStoreSettings,
  type StoreSettingsRecord,
  storeSettingsId,
  storeSettingsOf,
} from '@parks/schemas/settings';

export const publishedStoreSettings = async (eventStore: EventStore): Promise<StoreSettingsRecord> => {
  const { state } = await foldStreamRevision(
    eventStore,
    revisionStream('Settings', storeSettingsId),
    revisionDecider<unknown>(),
  );
  const payload = publishedRevision(state)?.payload;
  return (payload === undefined ? null : storeSettingsOf(payload)) ?? defaultStoreSettings;
};
