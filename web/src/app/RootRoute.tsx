import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import { SplashScreen } from './routes/lazyScreens.ts';
import { useSplash } from './useSplash.ts';

/** The landing route: the splash page when it is on, otherwise the English home. */
export function RootRoute() {
  const splash = useSplash();
  if (splash.loading) return <Spinner />;
  if (splash.name === null) return <Navigate to="/en" replace />;
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<Spinner />}>
        <SplashScreen name={splash.name} />
      </Suspense>
    </main>
  );
}
