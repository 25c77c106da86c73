import type { ServiceSettingsId } from '@parks/schemas/serviceSettings';

/**
 * One stream per record (`serviceSettings-smtp`, `serviceSettings-api`), apart from the `Settings` revisions of the
 * store record: these are not catalogue revisions (no draft, UAT, diff or restore screen shows their payload), and
 * the store's read models over revisions never see the sealed password.
 */
export const serviceSettingsStreamCategory = 'serviceSettings';
export const serviceSettingsStream = (id: ServiceSettingsId): string => `${serviceSettingsStreamCategory}-${id}`;
