import type { Language } from '@parks/schemas/language';

/** /pei and /ipe: the single-location destination page of Prince Edward Island, in English and in French. */
export const peiPaths = {
  en: '/en/lieu-unique-single-location/prince-edward-island',
  fr: '/fr/lieu-unique-single-location/ile-du-prince-edouard',
} as const;

/** Last path segments of the old store's addresses (`…/store`, `…/boutique`): they redirect to the landing route. */
export const legacyStoreSegments = ['store', 'boutique'] as const;

/**
 * Whether an address is the old store's: its last segment is the store segment, whatever comes before
 * (`/en/store`, `/fr/ancien/boutique`, `/old/site/store`), except a search for that word (`/en/search/store`).
 */
export const isLegacyStorePath = (pathname: string): boolean => {
  const segments = pathname.replace(/\/+$/, '').split('/');
  if (segments[2]?.toLowerCase() === 'search') return false;
  const last = segments.at(-1)?.toLowerCase() ?? '';
  return (legacyStoreSegments as readonly string[]).includes(last);
};

/** The same page in the other language: the first segment rewritten; the rest, the query and the hash kept. */
export const switchLanguagePath = (
  location: Readonly<{ pathname: string; search: string; hash: string }>,
  to: Language,
): string => {
  const rest = location.pathname.replace(/^\/[^/]*/, '');
  return `/${to}${rest}${location.search}${location.hash}`;
};

export const isExternalUrl = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/**
 * An in-store address from content or catalogue data: a full URL stays as is; `/en/…` or `/fr/…` too; a path
 * without a language (`terms#refunds`, `/eclusage-amarrage-lockage-mooring`) gets the page language.
 */
export const storeHref = (url: string, lng: Language): string => {
  if (isExternalUrl(url) || url.startsWith('#')) return url;
  const path = url.replace(/^\/+/, '');
  if (/^(en|fr)(\/|$|[?#])/.test(path)) return `/${path}`;
  return path === '' ? `/${lng}` : `/${lng}/${path}`;
};

/** Images are served from the API host at their relative path (`images/content/cvv2.svg`). */
export const imageSrc = (url: string): string => (isExternalUrl(url) ? url : `/${url.replace(/^\/+/, '')}`);
