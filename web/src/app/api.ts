import {
  type BaseQueryApi,
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import {
  guestSessionRejected,
  guestSessionStarted,
  isGuestSession,
  isLive,
  type SessionState,
  signedOut,
  tokenRefreshed,
  userFromAnswer,
} from './session.ts';

const sessionOf = (api: Pick<BaseQueryApi, 'getState'>): SessionState =>
  (api.getState() as { session: SessionState }).session;

/**
 * Every call carries the guest session token as its bearer (unless it carries the user's, below), the page
 * language and no-cache headers (section 7).
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

/**
 * The public store's calls (store, cart, checkout). A signed-in user makes them with their own token: an admin in
 * UAT mode is shown the `uat` revisions, and a user's b2c cart is their own. Nobody signed in: the guest's token.
 * Asking for a guest session is never a user's call.
 */
const publicStoreCall = (args: string | FetchArgs): boolean => {
  const url = urlOf(args);
  return /^\/?(store|cart|checkout)\//i.test(url) && !/^\/?store\/guestSession/i.test(url);
};

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
 * Calls that act for the signed-in user: my account and the portal (and a cart or checkout call of the b2b
 * store). They carry the user's access token; sign-in, refresh and password reset do not.
 */
const publicAccountCall = /^\/?account\/(authenticate|refreshtoken|resetpassword)/i;
const needsUser = (args: string | FetchArgs): boolean => {
  const url = urlOf(args);
  if (publicAccountCall.test(url)) return false;
  if (/^\/?(account|portal|portalcheckout)\//i.test(url)) return true;
  // The settings answer an admin's flags (UAT, seeded clock) only to an admin's token; anonymous when signed out.
  if (/^\/?store\/GetSettings/i.test(url)) return true;
  if (typeof args === 'string') return false;
  const params = args.params as { storeCode?: unknown } | undefined;
  const body = args.body as { storeCode?: unknown } | undefined;
  return params?.storeCode === 'b2b' || (typeof body === 'object' && body?.storeCode === 'b2b');
};

const withBearer = (args: string | FetchArgs, token: string): FetchArgs => {
  const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(fetchArgs.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...fetchArgs, headers };
};

const isUserAnswer = (
  value: unknown,
): value is { id: string; username: string; token: string; role: string; refreshToken: string; expiresIn: number } => {
  const answer = value as Record<string, unknown> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.token === 'string' &&
    typeof answer.refreshToken === 'string' &&
    typeof answer.expiresIn === 'number'
  );
};

/** One refresh at a time: refresh tokens rotate, so a second refresh with the same token would end the session. */
let pendingRefresh: Promise<boolean> | null = null;

/** POST /api/account/refreshtoken {username, token: <refresh token>, rememberme}; a failure signs out. */
const refreshUser = (api: BaseQueryApi): Promise<boolean> => {
  pendingRefresh ??= (async () => {
    const user = sessionOf(api).user;
    if (!user || user.refreshToken === '') {
      endSession(api);
      return false;
    }
    const answer = await rawBaseQuery(
      {
        url: '/account/refreshtoken',
        method: 'POST',
        body: { username: user.username, token: user.refreshToken, rememberme: user.rememberme },
      },
      api,
      {},
    );
    if ('data' in answer && isUserAnswer(answer.data)) {
      const { token, refreshToken, tokenExpiresAt, role } = userFromAnswer(answer.data, user.rememberme);
      api.dispatch(tokenRefreshed({ token, refreshToken, tokenExpiresAt, role }));
      return true;
    }
    // Only a refused refresh ends the session; a network failure keeps it for the next try.
    if (answer.error?.status === 401 || answer.error?.status === 400) endSession(api);
    return false;
  })().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
};

/** An access token about to expire (30 s margin) is renewed before the call rather than after a 401. */
const expiresSoon = (expiresAt: string, now: number = Date.now()): boolean =>
  expiresAt !== '' && Date.parse(expiresAt) - 30_000 < now;

/**
 * A user call: the access token as bearer; a 401 refreshes the token once (a single refresh in flight, shared
 * by every call waiting) and retries. When the refresh fails the user is signed out (the portal's guard then
 * sends them to the login page). A call made with a token that another call has since renewed just retries.
 */
const userQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  let user = sessionOf(api).user;
  if (!user) return rawBaseQuery(args, api, extra);
  if (expiresSoon(user.tokenExpiresAt)) {
    await refreshUser(api);
    user = sessionOf(api).user;
    if (!user) return { error: { status: 401, data: { code: 'auth.sessionExpired' } } };
  }
  const used = user.token;
  const result = await rawBaseQuery(withBearer(args, used), api, extra);
  if (result.error?.status !== 401) return result;
  const current = sessionOf(api).user;
  if (current && current.token !== used) return rawBaseQuery(withBearer(args, current.token), api, extra);
  if (!(await refreshUser(api))) return result;
  const renewed = sessionOf(api).user;
  return renewed ? rawBaseQuery(withBearer(args, renewed.token), api, extra) : result;
};

/**
 * A public store call of a signed-in user carries the user's token (refreshed once on a 401, as any user call).
 * Without a user, cart and checkout calls first make sure a guest session exists; a 401 (the API no longer knows
 * the token) drops it, asks for a new one and retries the call once. A user whose refresh was refused is signed
 * out, and the call goes on as the guest's.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  if (needsUser(args)) return userQuery(args, api, extra);
  if (publicStoreCall(args) && sessionOf(api).user) {
    const result = await userQuery(args, api, extra);
    if (result.error?.status !== 401 || sessionOf(api).user) return result;
  }
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
  tagTypes: [
    'Settings',
    'Content',
    'Alias',
    'Home',
    'Category',
    'Search',
    'Cart',
    'Checkout',
    'Order',
    'Account',
    'Address',
    'AccountOrder',
    'PortalCatalog',
    'PortalCart',
    'PortalCheckout',
  ],
  endpoints: () => ({}),
});

/**
 * The answers that depend on who is asking: the settings (an admin's flags), the catalogue, content, home and
 * search (`uat` revisions for an admin in UAT mode), and the cart and checkout (a user's own or the guest's).
 */
const callerTags = ['Settings', 'Content', 'Alias', 'Home', 'Category', 'Search', 'Cart', 'Checkout', 'Order'] as const;

/** A refresh refused: signed out, and what was answered to the user is asked again as the guest. */
function endSession(baseApi: Pick<BaseQueryApi, 'dispatch'>): void {
  baseApi.dispatch(signedOut());
  baseApi.dispatch(api.util.invalidateTags([...callerTags]));
}

/** Header of a language-dependent query. */
export const languageHeader = (lng: string): Record<string, string> => ({ 'Accept-Language': lng });

/** The store of every public-store call (section 7: `storeCode`). */
export const storeCode = 'b2c' as const;
