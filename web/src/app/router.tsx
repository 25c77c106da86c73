import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import { NotFound } from '../features/content/NotFound.tsx';
import { usePageViews } from '../lib/analytics.ts';
import { peiPaths } from '../lib/paths.ts';
import { GenericPage } from './GenericPage.tsx';
import { LanguageLayout } from './LanguageLayout.tsx';
import { RootRoute } from './RootRoute.tsx';
import { RouteError } from './RouteError.tsx';
import {
  AdminScreen,
  HomeScreen,
  PortalScreen,
  PreviewScreen,
  SearchScreen,
  SignInScreen,
} from './routes/lazyScreens.ts';

/** /login → /en/portal/login, keeping the query string. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/en/portal/login${search}`} replace />;
}

/** Every route below: a page view at each route change, when the API settings set an analytics tag (issue #24). */
function PageViews() {
  usePageViews();
  return <Outlet />;
}

/**
 * The public store's routes (section 2). Static segments outrank dynamic ones, so /pei, /ipe, /login and
 * /{lng}/search win over /{lng}/{page}. Anything else falls to the layout's not-found screen: a first segment
 * that is not a language, or a deeper path (a legacy path ending in the store segment goes to /).
 */
export const routes = [
  {
    element: <PageViews />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRoute /> },
      { path: '/login', element: <LoginRedirect /> },
      { path: '/pei', element: <Navigate to={peiPaths.en} replace /> },
      { path: '/ipe', element: <Navigate to={peiPaths.fr} replace /> },
      // The B2B portal: /portal and /portal/{lng} go to /en/portal; /{lng}/portal/* is its own lazy frame.
      { path: '/portal/:lng?', element: <Navigate to="/en/portal" replace /> },
      {
        path: '/:lng/portal/*',
        element: (
          <Suspense fallback={<Spinner />}>
            <PortalScreen />
          </Suspense>
        ),
      },
      // The back office: /admin goes to /en/admin/b2c; /{lng}/admin/* is its own lazy frame (guards inside).
      { path: '/admin', element: <Navigate to="/en/admin/b2c" replace /> },
      {
        path: '/:lng/admin/*',
        element: (
          <Suspense fallback={<Spinner />}>
            <AdminScreen />
          </Suspense>
        ),
      },
      {
        path: '/:lng',
        element: <LanguageLayout />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'login', element: <SignInScreen /> },
          { path: 'search/:text?', element: <SearchScreen /> },
          { path: 'preview/:token', element: <PreviewScreen /> },
          { path: ':page/:id?', element: <GenericPage /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
