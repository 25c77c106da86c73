import type { NavigateFunction } from 'react-router-dom';

/** A left click without the keys that ask the browser for a new tab or window, and not handled already. */
export const isPlainClick = (event: MouseEvent): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;

/**
 * Follows a clicked link inside the app when it stays on this origin (the app would otherwise reload whole);
 * a link elsewhere is left to the browser.
 */
export const followInApp = (event: MouseEvent, anchor: HTMLAnchorElement, navigate: NavigateFunction): void => {
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
};
