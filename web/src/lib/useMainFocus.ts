import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The ref of a frame's <main>: after an in-app navigation, the focus goes there (screen readers start at the new
 * content) and the page scrolls to the top. The first page keeps the browser's focus.
 */
export const useMainFocus = () => {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return mainRef;
};
