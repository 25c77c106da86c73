import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { followInApp, isPlainClick } from '../lib/inAppNavigation.ts';

/**
 * GCDS components draw their links inside their shadow roots (the language toggle, breadcrumbs, cards, the
 * error summary's links): a plain click there would reload the whole app. This catches a left click on such a
 * same-origin link and navigates in the app instead. Links in our own markup are React Router links (they
 * prevent the default themselves) or content HTML (SafeHtml handles those).
 */
export const useInAppLinks = (): void => {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || event.altKey) return;
      const anchor = event.composedPath().find((target) => target instanceof HTMLAnchorElement);
      if (!anchor || !(anchor.getRootNode() instanceof ShadowRoot)) return;
      if (anchor.target || anchor.hasAttribute('download') || anchor.getAttribute('href')?.startsWith('#')) return;
      followInApp(event, anchor, navigate);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
};
