import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

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
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (event.altKey) return;
      const anchor = event.composedPath().find((target) => target instanceof HTMLAnchorElement);
      if (!anchor || !(anchor.getRootNode() instanceof ShadowRoot)) return;
      if (anchor.target || anchor.hasAttribute('download') || anchor.getAttribute('href')?.startsWith('#')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
};
