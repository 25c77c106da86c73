import {
  type BaseQueryApi,
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { guestSessionRejected, guestSessionStarted, isGuestSession, isLive, type SessionState } from './session.ts';

const sessionOf = (api: Pick<BaseQueryApi, 'getState'>): SessionState =>
  (api.getState() as { session: SessionState }).session;

/**
 * Every call carries the guest session token as its bearer, the page language and no-cache headers (section 7).
 * A query whose answer depends on the language takes `lng` in its argument (its own cache entry per language)
 * and sends it as Accept-Language itself.
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, api) => {
    const session = sessionOf(api);
    if (session.guest && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${session.guest.token}`);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', session.language);
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
    return headers;
  },
});

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

/** Calls that act for the shopper: they need a guest session. */
const needsGuest = (args: string | FetchArgs): boolean => /^\/?(cart|checkout)\//.test(urlOf(args));

/** One guest-session request at a time, whatever the number of calls waiting for it. */
let pendingGuest: Promise<void> | null = null;

/** The base query's own call (not an endpoint): POST /api/store/guestSession → `{ token, expiresAt }`. */
const ensureGuest = (api: BaseQueryApi): Promise<void> => {
  if (isLive(sessionOf(api).guest)) return Promise.resolve();
  pendingGuest ??= (async () => {
    const answer = await rawBaseQuery({ url: '/store/guestSession', method: 'POST' }, api, {});
    if ('data' in answer && isGuestSession(answer.data)) api.dispatch(guestSessionStarted(answer.data));
  })().finally(() => {
    pendingGuest = null;
  });
  return pendingGuest;
};

/**
 * Cart and checkout calls first make sure a guest session exists; a 401 (the API no longer knows the token)
 * drops it, asks for a new one and retries the call once.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  if (!needsGuest(args)) return rawBaseQuery(args, api, extra);
  await ensureGuest(api);
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status !== 401) return result;
  api.dispatch(guestSessionRejected());
  await ensureGuest(api);
  return rawBaseQuery(args, api, extra);
};

/** The only createApi: all tag types here; features inject their endpoints in `features/<x>/<x>Api.ts`. */
export const api = createApi({
  baseQuery,
  tagTypes: ['Settings', 'Content', 'Alias', 'Home', 'Category', 'Search', 'Cart', 'Checkout', 'Order'],
  endpoints: () => ({}),
});

/** Header of a language-dependent query. */
export const languageHeader = (lng: string): Record<string, string> => ({ 'Accept-Language': lng });

/** The store of every public-store call (section 7: `storeCode`). */
export const storeCode = 'b2c' as const;
