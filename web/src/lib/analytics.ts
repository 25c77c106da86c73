/**
 * Analytics (issue #24): the Google tag of the API settings, loaded once and only when a tag id is set (the API's
 * GET /api/store/GetAnalytics; the page's CSP then allows the tag's origin, and nothing is loaded otherwise).
 * A page view is the path alone: no query string, no hash, no title, no user id, with Google signals and ad
 * personalisation off, so nothing personal (an order number in a query, a search text) reaches the tag.
 */
import { type AnalyticsSettingsDto, analyticsScriptOrigin, isAnalyticsTagId } from '@parks/schemas/analytics';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What the tag needs of the page: its tag id, a way to add the script, the data layer, the origin. */
export type AnalyticsPage = Readonly<{
  tagId: () => Promise<string | null>;
  addScript: (src: string) => void;
  dataLayer: () => unknown[];
  origin: string;
}>;

export type Analytics = Readonly<{
  /** The tag id once the tag is loaded (its script added a single time), or null when none is set. */
  load: () => Promise<string | null>;
  /** One page view of a path, once the tag is loaded; nothing without a tag. */
  pageView: (pathname: string) => Promise<void>;
}>;

/** The path of a location as a page view carries it: no query string, no hash. */
export const pageViewPath = (pathname: string): string => pathname.split(/[?#]/)[0] || '/';

export const createAnalytics = (page: AnalyticsPage): Analytics => {
  let loading: Promise<Readonly<{ id: string; send: (...args: unknown[]) => void }> | null> | null = null;
  const load = () => {
    loading ??= page.tagId().then((id) => {
      if (id === null || !isAnalyticsTagId(id)) return null;
      const layer = page.dataLayer();
      // gtag.js reads each command as an Arguments object, as its own snippet pushes them.
      const send = function gtag(..._args: unknown[]) {
        // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects in its data layer.
        layer.push(arguments);
      };
      send('js', new Date());
      send('config', id, {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
      page.addScript(`${analyticsScriptOrigin}/gtag/js?id=${encodeURIComponent(id)}`);
      return { id, send };
    });
    return loading;
  };
  return {
    load: async () => (await load())?.id ?? null,
    pageView: async (pathname) => {
      const tag = await load();
      if (tag === null) return;
      const path = pageViewPath(pathname);
      tag.send('event', 'page_view', { page_path: path, page_location: `${page.origin}${path}` });
    },
  };
};

const tagIdFromApi = async (): Promise<string | null> => {
  try {
    const response = await fetch('/api/store/GetAnalytics', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const answer = (await response.json()) as Partial<AnalyticsSettingsDto>;
    return typeof answer.tagId === 'string' ? answer.tagId : null;
  } catch {
    // Analytics never stands in the way of a page: no answer, no tag.
    return null;
  }
};

let pageAnalytics: Analytics | null = null;

/** The page's one tag (made at the first route). */
const analytics = (): Analytics => {
  pageAnalytics ??= createAnalytics({
    tagId: tagIdFromApi,
    addScript: (src) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
    dataLayer: () => {
      window.dataLayer = window.dataLayer ?? [];
      return window.dataLayer;
    },
    origin: window.location.origin,
  });
  return pageAnalytics;
};

/** In the router: a page view at every route change of the store, the portal and the back office. */
export const usePageViews = (): void => {
  const { pathname } = useLocation();
  useEffect(() => {
    void analytics().pageView(pathname);
  }, [pathname]);
};
