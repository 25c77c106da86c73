import { isRole } from '@parks/schemas/roles';
import {
  type BaseQueryApi,
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { type FileSaver, responseBody, saveFile as saveAsDownload } from '../lib/download.ts';
import {
  guestSessionRejected,
  guestSessionStarted,
  isGuestSession,
  isLive,
  type SessionState,
  signedOut,
  tokenRefreshed,
  type UserAnswer,
  userFromAnswer,
} from './session.ts';

/**
 * What a call sends as its bearer, declared by each endpoint: its `query` returns the request with its `auth`
 * (the base query's argument type requires it, so no endpoint goes out without saying; RTK's `extraOptions`
 * cannot be made required, as createApi takes only base queries that accept an empty one):
 * - `none`: nothing (sign-in, token refresh, password reset).
 * - `user`: the signed-in user's access token; nobody signed in, nothing. Endpoints that need a user (my
 *   account, the portal, the back office) then answer 401; the store's reads answer the public view (and an
 *   admin's token gets the admin's flags and the UAT view).
 * - `userOrGuest`: the user's token, else the guest session, asked for first when there is none (the public
 *   cart and checkout: a user's cart is their own, a visitor's is the guest session's).
 */
export type EndpointAuth = 'none' | 'user' | 'userOrGuest';

/** What an endpoint's `query` returns: the request and what it sends. */
export type StoreRequest = FetchArgs & Readonly<{ auth: EndpointAuth }>;

type Result = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;
export type StoreBaseQuery = BaseQueryFn<StoreRequest, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

const sessionOf = (api: Pick<BaseQueryApi, 'getState'>): SessionState =>
  (api.getState() as { session: SessionState }).session;

const withBearer = (args: FetchArgs, token: string | null): FetchArgs => {
  if (token === null) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...args, headers };
};

const isUserAnswer = (value: unknown): value is UserAnswer => {
  const answer = value as Record<string, unknown> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.id === 'string' &&
    typeof answer.username === 'string' &&
    typeof answer.token === 'string' &&
    isRole(answer.role) &&
    typeof answer.refreshToken === 'string' &&
    typeof answer.expiresIn === 'number'
  );
};

/** An access token about to expire (30 s margin) is renewed before the call rather than after a 401. */
const expiresSoon = (expiresAt: string, now: number = Date.now()): boolean =>
  expiresAt !== '' && Date.parse(expiresAt) - 30_000 < now;

export type StoreBaseQueryOptions = Readonly<{
  baseUrl: string;
  /** The fetch to use (tests pass their own); the global one by default. */
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** Where a response carrying Content-Disposition goes (tests pass their own); the browser's download by default. */
  saveFile?: FileSaver;
}>;

/**
 * The one base query. Every call carries the page language (a query whose answer depends on it sends its own
 * Accept-Language, and takes `lng` in its argument so each language has its cache entry) and no-cache headers
 * (section 7); the bearer is the endpoint's `auth`. A response carrying Content-Disposition is saved as a file
 * (`lib/download.ts`) and answers what was saved.
 *
 * A user's 401 refreshes the token once (one refresh in flight, shared by every call waiting: refresh tokens
 * rotate, so a second refresh with the same token would end the session) and retries; a call made with a token
 * that another call has since renewed just retries. A refused refresh signs the user out, and the call goes on
 * as nobody's (`user`) or as the guest's (`userOrGuest`). A guest's 401 (the API no longer knows the token)
 * drops the guest session, asks for a new one and retries once.
 */
export const storeBaseQuery = ({
  baseUrl,
  fetchFn,
  saveFile = saveAsDownload,
}: StoreBaseQueryOptions): StoreBaseQuery => {
  const raw = fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    // Spec §7: any response carrying Content-Disposition is downloaded as a file; the rest is JSON.
    responseHandler: responseBody(saveFile),
    prepareHeaders: (headers, api) => {
      if (!headers.has('Accept-Language')) headers.set('Accept-Language', sessionOf(api).language);
      // What fetchBaseQuery sends for its own `json` handler, which a handler of ours no longer gets.
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      headers.set('Cache-Control', 'no-cache');
      headers.set('Pragma', 'no-cache');
      return headers;
    },
  });
  const send = (args: FetchArgs, api: BaseQueryApi, token: string | null): Promise<Result> =>
    Promise.resolve(raw(withBearer(args, token), api, {}));

  /** One guest-session request at a time, whatever the number of calls waiting for it. */
  let pendingGuest: Promise<void> | null = null;

  /** POST /api/store/guestSession → `{ token, expiresAt }`, unless a live one is kept. */
  const ensureGuest = (api: BaseQueryApi): Promise<void> => {
    if (isLive(sessionOf(api).guest)) return Promise.resolve();
    pendingGuest ??= (async () => {
      const answer = await send({ url: '/store/guestSession', method: 'POST' }, api, null);
      if ('data' in answer && isGuestSession(answer.data)) api.dispatch(guestSessionStarted(answer.data));
    })().finally(() => {
      pendingGuest = null;
    });
    return pendingGuest;
  };

  const asGuest = async (args: FetchArgs, api: BaseQueryApi): Promise<Result> => {
    await ensureGuest(api);
    const used = sessionOf(api).guest?.token ?? null;
    const result = await send(args, api, used);
    if (result.error?.status !== 401) return result;
    // Only the token this call used is dropped: another call may already have a new one.
    if (sessionOf(api).guest?.token === used) api.dispatch(guestSessionRejected());
    await ensureGuest(api);
    return send(args, api, sessionOf(api).guest?.token ?? null);
  };

  const asNobody = (args: FetchArgs, api: BaseQueryApi): Promise<Result> => send(args, api, null);

  let pendingRefresh: Promise<boolean> | null = null;

  /** POST /api/account/refreshtoken {username, token: <refresh token>, rememberme}; a refusal signs out. */
  const refreshUser = (api: BaseQueryApi): Promise<boolean> => {
    pendingRefresh ??= (async () => {
      const user = sessionOf(api).user;
      if (!user || user.refreshToken === '') {
        endSession(api);
        return false;
      }
      const answer = await send(
        {
          url: '/account/refreshtoken',
          method: 'POST',
          body: { username: user.username, token: user.refreshToken, rememberme: user.rememberme },
        },
        api,
        null,
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

  /** The call with the user's token; `otherwise` when nobody is (or stays) signed in. */
  const asUser = async (
    args: FetchArgs,
    api: BaseQueryApi,
    otherwise: (args: FetchArgs, api: BaseQueryApi) => Promise<Result>,
  ): Promise<Result> => {
    let user = sessionOf(api).user;
    if (user && expiresSoon(user.tokenExpiresAt)) {
      await refreshUser(api);
      user = sessionOf(api).user;
    }
    if (!user) return otherwise(args, api);
    const used = user.token;
    const result = await send(args, api, used);
    if (result.error?.status !== 401) return result;
    const current = sessionOf(api).user;
    if (current && current.token !== used) return send(args, api, current.token);
    if (current && !(await refreshUser(api))) {
      // A refresh that failed without being refused (network) keeps the session: the 401 stands.
      if (sessionOf(api).user) return result;
    }
    const renewed = sessionOf(api).user;
    return renewed ? send(args, api, renewed.token) : otherwise(args, api);
  };

  return async ({ auth, ...args }, api) => {
    switch (auth) {
      case 'none':
        return asNobody(args, api);
      case 'user':
        return asUser(args, api, asNobody);
      case 'userOrGuest':
        return asUser(args, api, asGuest);
    }
  };
};

/** The only createApi: all tag types here; features inject their endpoints in `features/<x>/<x>Api.ts`. */
export const api = createApi({
  baseQuery: storeBaseQuery({ baseUrl: '/api' }),
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

/** A refresh refused: signed out, and what was answered to the user is asked again. */
function endSession(baseApi: Pick<BaseQueryApi, 'dispatch'>): void {
  baseApi.dispatch(signedOut());
  baseApi.dispatch(api.util.invalidateTags([...callerTags]));
}

/** Header of a language-dependent query. */
export const languageHeader = (lng: string): Record<string, string> => ({ 'Accept-Language': lng });

/** The store of every public-store call (section 7: `storeCode`). */
export const storeCode = 'b2c' as const;

/**
 * Keeps an optimistic change of the cached data (an `updateQueryData` patch) only if the call it anticipates
 * succeeds; a failed call undoes it.
 */
export const undoOnFailure = async (
  patch: Readonly<{ undo: () => void }>,
  queryFulfilled: Promise<unknown>,
): Promise<void> => {
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
};
