import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import './app/i18n.ts';
import './gcds/base.css';
import { router } from './app/router.tsx';
import { store } from './app/store.ts';
import { unregisterServiceWorkers } from './lib/serviceWorkers.ts';

// A registration this origin may still hold goes (§9); a browser that refuses is no reason to stop the page.
void unregisterServiceWorkers('serviceWorker' in navigator ? navigator.serviceWorker : undefined).catch(() => 0);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
