import { useGetSettingsQuery } from '../features/content/contentApi.ts';
import { useAppSelector } from './hooks.ts';

export const defaultSplashName = 'B2CSPLASHPAGE';

/**
 * Whether the splash page replaces the public store for this visitor: on in the settings, and the visitor is not
 * an administrator. Settings that fail to load leave the store open.
 */
export const useSplash = (): Readonly<{ loading: boolean; name: string | null }> => {
  const { data, isLoading } = useGetSettingsQuery();
  const signedInAdmin = useAppSelector((state) => state.session.user?.role === 'Administrator');
  if (isLoading) return { loading: true, name: null };
  const on = data?.enableB2CSplashPage === true && data.isAdmin !== true && !signedInAdmin;
  return { loading: false, name: on ? defaultSplashName : null };
};
