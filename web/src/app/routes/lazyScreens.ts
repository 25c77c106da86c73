import { lazy } from 'react';

/** Screens loaded on first use: each is its own chunk, so the first load carries only the frame. */
export const HomeScreen = lazy(() => import('../../features/home/Home.tsx').then((m) => ({ default: m.Home })));
export const SearchScreen = lazy(() =>
  import('../../features/search/SearchResults.tsx').then((m) => ({ default: m.SearchResults })),
);
export const ContentScreen = lazy(() =>
  import('../../features/content/ContentPage.tsx').then((m) => ({ default: m.ContentPage })),
);
export const SplashScreen = lazy(() =>
  import('../../features/content/SplashPage.tsx').then((m) => ({ default: m.SplashPage })),
);
export const CategoryScreen = lazy(() => import('./CategoryRoute.tsx'));
export const CartScreen = lazy(() => import('./CartRoute.tsx'));
export const CheckoutScreen = lazy(() => import('./CheckoutRoute.tsx'));
export const ConfirmationScreen = lazy(() => import('./ConfirmationRoute.tsx'));
export const SignInScreen = lazy(() =>
  import('../../features/account/SignIn.tsx').then((m) => ({ default: m.SignIn })),
);
export const PortalScreen = lazy(() => import('./PortalRoute.tsx'));
/** A catalogue revision's preview, for staff (features/preview). */
export const PreviewScreen = lazy(() =>
  import('../../features/preview/PreviewPage.tsx').then((m) => ({ default: m.PreviewPage })),
);
/** The back office: its own chunk (and its labels), which shoppers never download. */
export const AdminScreen = lazy(() => import('../../admin/AdminRoute.tsx'));
