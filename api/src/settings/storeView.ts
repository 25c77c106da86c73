/**
 * Which view of the catalogue a store request sees (store-and-portal.md: UAT notices; back-office.md section 6):
 * the published revisions, except for an admin (valid `psa_` token of LMG, SuperUser or Administrator:
 * `isSettingsAdmin`) while the published settings have UAT mode on, who sees the `uat` revisions. Guests,
 * portal users, operators and a rejected token see the published view. The settings are read only for admins,
 * one document by id.
 */
import { publishedView, type StoreView, uatView } from '@parks/projections/store/revisionTracking';
import { currentSettings } from '@parks/projections/store/settings';
import { isSettingsAdmin } from '@parks/schemas/settings';
import type { ParameterizedContext } from 'koa';
import type { AppState } from '../state.ts';
import type { StoreCollections } from '../store/readModels.ts';

export type ViewOf = (ctx: ParameterizedContext<AppState>) => Promise<StoreView>;

export const storeViewOf =
  (collections: Pick<StoreCollections, 'settings'>): ViewOf =>
  async (ctx) => {
    const { user } = ctx.state;
    if (user === undefined || !isSettingsAdmin(user.role)) return publishedView;
    const settings = await currentSettings(collections.settings());
    if (!settings.enableUAT) return publishedView;
    ctx.set('Cache-Control', 'no-store');
    return uatView;
  };
