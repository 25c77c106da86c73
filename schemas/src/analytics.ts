/**
 * The analytics tag of the API settings (issue #24), apart from the settings' schemas: the web's router reads it on
 * every first load, and this module carries no validation library with it.
 */

/** Google tag ids (GA4 `G-…`, a Google tag `GT-…`, Ads `AW-…`): the only tags the CSP knows how to allow. */
const analyticsTagPattern = /^(?:G|GT|AW)-[A-Z0-9]{4,20}$/;

/** The host the analytics tag's script is loaded from, for the web and the CSP. */
export const analyticsScriptOrigin = 'https://www.googletagmanager.com';

export const isAnalyticsTagId = (value: unknown): value is string =>
  typeof value === 'string' && analyticsTagPattern.test(value);

/** `GET /api/store/GetAnalytics`: what the web needs to load the tag, nothing personal. */
export type AnalyticsSettingsDto = Readonly<{ tagId: string | null }>;
