import { isAdminAreaInStore } from '@parks/schemas/adminMenu';
import { isLanguage, type Language } from '@parks/schemas/language';
import { canAccessAdminArea, isRole } from '@parks/schemas/roles';
import { isStoreCode } from '@parks/schemas/store';
import { en as enAdmin } from '@parks/schemas/texts/admin/en';
import { fr as frAdmin } from '@parks/schemas/texts/admin/fr';
import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks.ts';
import i18n from '../app/i18n.ts';
import { usePageLanguage } from '../app/usePageLanguage.ts';
import { Spinner } from '../components/Spinner.tsx';
import { useGetAccountQuery } from '../features/account/accountApi.ts';
import { useInAppLinks } from '../gcds/useInAppLinks.ts';
import { SiteTitleKey } from '../lib/documentMeta.ts';
import { AccountScreen } from './shell/AccountScreen.tsx';
import { AdminLayout } from './shell/AdminLayout.tsx';
import { adminPath, loginPath, parseAdminPath } from './shell/adminPaths.ts';
import { AreaOutlet } from './shell/areaScreens.tsx';
import { Dashboard } from './shell/Dashboard.tsx';
import { AdminNotFound, PermissionDenied } from './shell/StatusScreens.tsx';
import '../app/layout.css';
import './shell/admin.css';

// The admin labels travel with the admin chunk: shoppers never download them.
i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
i18n.addResourceBundle('fr', 'admin', frAdmin, true, true);

/**
 * The back office under /{lng}/admin/* (loaded on first use). /{lng}/admin goes to the b2c dashboard; a store
 * code other than b2c or b2b, or an unknown path under a store, is the admin not-found screen.
 *
 * The guard's rule (section 6): a visitor who has not signed in goes to the portal login with the original path
 * and query as the redirect (the login honours it). A signed-in user whose role may not open the area of that
 * store sees the permission-denied screen instead: sending someone already signed in to the login page would
 * only ask them to sign in again as the same user.
 */
export default function AdminRoute() {
  const { lng, '*': rest = '' } = useParams();
  const language: Language = isLanguage(lng) ? lng : 'en';
  const user = useAppSelector((state) => state.session.user);
  const location = useLocation();
  useInAppLinks();
  usePageLanguage(language, 'admin:title');
  // The user as the server knows them now, once per load of the back office (§4): the account call of a user
  // deactivated or given another role since signing in is refused (their sessions end), and the session with it,
  // so the guard below sends them to sign in again instead of showing a back office they no longer have.
  useGetAccountQuery(user?.id ?? '', { skip: user === null });

  const [storeSegment, ...segments] = rest.split('/').filter((segment) => segment !== '');
  if (!isLanguage(lng)) return <Navigate to={`/en/admin/${rest}${location.search}`} replace />;
  if (storeSegment === undefined) return <Navigate to={adminPath(language, 'b2c')} replace />;
  if (user === null) return <Navigate to={loginPath(language, `${location.pathname}${location.search}`)} replace />;

  const role = isRole(user.role) ? user.role : undefined;
  const store = isStoreCode(storeSegment) ? storeSegment : null;
  const at = store === null ? null : parseAdminPath(segments);
  const screen = (() => {
    if (store === null || at === null || !isAdminAreaInStore(at.area, store))
      return <AdminNotFound lng={language} store={store ?? 'b2c'} />;
    if (role === undefined || !canAccessAdminArea(role, at.area, store)) return <PermissionDenied lng={language} />;
    if (at.area === 'dashboard') return <Dashboard lng={language} store={store} role={role} />;
    if (at.area === 'account') return <AccountScreen lng={language} store={store} profile={at.action === 'profile'} />;
    return <AreaOutlet lng={language} store={store} area={at.area} action={at.action} id={at.id} />;
  })();

  return (
    <SiteTitleKey.Provider value="admin:title">
      <AdminLayout lng={language} store={store ?? 'b2c'} area={at?.area ?? null} username={user.username} role={role}>
        <Suspense fallback={<Spinner />}>{screen}</Suspense>
      </AdminLayout>
    </SiteTitleKey.Provider>
  );
}
