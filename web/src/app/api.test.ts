/**
 * The base query's choice of credentials, per endpoint kind (`auth` of the request an endpoint's `query` returns),
 * over a fake fetch that plays the API: the headers each call goes out with, the guest session asked for when
 * needed, the token refreshed on a 401 (once for every call waiting) and what happens when a refresh is refused.
 */
import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FileSaver } from '../lib/download.ts';
import { type EndpointAuth, type StoreRequest, storeBaseQuery } from './api.ts';
import { type GuestSession, type SessionState, type SignedInUser, sessionSlice } from './session.ts';

const later = new Date(Date.now() + 3_600_000).toISOString();
const soon = new Date(Date.now() + 10_000).toISOString();

const alice: SignedInUser = {
  id: 'user-1',
  username: 'alice',
  token: 'psa_alice',
  role: 'Administrator',
  rememberme: true,
  refreshToken: 'rft_alice',
  tokenExpiresAt: later,
};
const guest: GuestSession = { token: 'gst_kept', expiresAt: later };

/** An answer: a JSON body, or `file` with its Content-Disposition (a download). */
type Reply = Readonly<{ status: number; body?: unknown; file?: Readonly<{ text: string; disposition: string }> }>;
type Seen = Readonly<{
  route: string;
  authorization: string | null;
  language: string | null;
  cacheControl: string | null;
  accept: string | null;
  body: unknown;
}>;

/** A fake API: each route answers from its handler (in call order); every request is recorded. */
const fakeApi = (routes: Readonly<Record<string, (seen: Seen) => Reply>>) => {
  const seen: Seen[] = [];
  const fetchFn = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call: Seen = {
      route: `${request.method} ${new URL(request.url).pathname}`,
      authorization: request.headers.get('Authorization'),
      language: request.headers.get('Accept-Language'),
      cacheControl: request.headers.get('Cache-Control'),
      accept: request.headers.get('Accept'),
      body: text === '' ? undefined : JSON.parse(text),
    };
    seen.push(call);
    const reply = routes[call.route]?.(call) ?? { status: 404, body: { code: 'resource.notFound' } };
    if (reply.file) {
      return new Response(reply.file.text, {
        status: reply.status,
        headers: { 'Content-Type': 'text/plain', 'Content-Disposition': reply.file.disposition },
      });
    }
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchFn, seen, calls: (route: string) => seen.filter((call) => call.route === route) };
};

/** A store holding only the session, and the BaseQueryApi the base query is called with. */
const setUp = (
  session: Partial<SessionState>,
  routes: Readonly<Record<string, (seen: Seen) => Reply>>,
  saveFile: FileSaver = () => undefined,
) => {
  const initial: SessionState = { guest: null, user: null, language: 'fr', ...session };
  const store = configureStore({ reducer: { session: sessionSlice.reducer }, preloadedState: { session: initial } });
  const server = fakeApi(routes);
  const baseQuery = storeBaseQuery({ baseUrl: 'http://store.test/api', fetchFn: server.fetchFn, saveFile });
  const callApi: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  const call = (auth: EndpointAuth, url = '/store/GetSettings', headers?: Record<string, string>) => {
    const request: StoreRequest = { auth, url, ...(headers ? { headers } : {}) };
    return Promise.resolve(baseQuery(request, callApi, {}));
  };
  return { store, server, call, session: () => store.getState().session };
};

const ok = (): Reply => ({ status: 200, body: { ok: true } });
/** A route that answers 401 unless the bearer is `accepted`. */
const onlyFor =
  (accepted: string): ((seen: Seen) => Reply) =>
  (seen) =>
    seen.authorization === `Bearer ${accepted}` ? ok() : { status: 401, body: { code: 'auth.sessionExpired' } };
const refreshedAnswer = (token: string): Reply => ({
  status: 200,
  body: {
    id: 'user-1',
    username: 'alice',
    role: 'Administrator',
    token,
    refreshToken: `rft_after_${token}`,
    expiresIn: 900,
    sessionExpiresAt: later,
    rememberme: true,
  },
});

describe('what each endpoint kind sends', () => {
  it('none: no bearer, even with a user and a guest session; the page language and no-cache headers', async () => {
    const { server, call } = setUp({ user: alice, guest }, { 'GET /api/account/ResetPassword/alice': ok });
    const result = await call('none', '/account/ResetPassword/alice');
    expect(result.data).toEqual({ ok: true });
    expect(server.seen).toEqual([
      {
        route: 'GET /api/account/ResetPassword/alice',
        authorization: null,
        language: 'fr',
        cacheControl: 'no-cache',
        accept: 'application/json',
        body: undefined,
      },
    ]);
  });

  it("user: the user's access token, never the guest's", async () => {
    const { server, call } = setUp({ user: alice, guest }, { 'GET /api/account/GetById/user-1': ok });
    await call('user', '/account/GetById/user-1');
    expect(server.seen.map((seen) => seen.authorization)).toEqual(['Bearer psa_alice']);
  });

  it('user, nobody signed in: no bearer (the guest session is not a user) and no guest session asked for', async () => {
    const { server, call } = setUp({ guest: null }, { 'GET /api/store/GetSettings': ok });
    await call('user');
    expect(server.seen.map((seen) => [seen.route, seen.authorization])).toEqual([['GET /api/store/GetSettings', null]]);
  });

  it("userOrGuest, signed in: the user's token, and no guest session is asked for", async () => {
    const { server, call } = setUp({ user: alice }, { 'GET /api/cart/getCart': ok });
    await call('userOrGuest', '/cart/getCart');
    expect(server.seen.map((seen) => [seen.route, seen.authorization])).toEqual([
      ['GET /api/cart/getCart', 'Bearer psa_alice'],
    ]);
  });

  it('userOrGuest, nobody signed in: the kept guest session', async () => {
    const { server, call } = setUp({ guest }, { 'GET /api/cart/getCart': ok });
    await call('userOrGuest', '/cart/getCart');
    expect(server.seen.map((seen) => seen.authorization)).toEqual(['Bearer gst_kept']);
  });

  it('userOrGuest without a guest session: one is asked for (without a bearer), kept, then used', async () => {
    const { server, call, session } = setUp(
      {},
      {
        'POST /api/store/guestSession': () => ({ status: 201, body: { token: 'gst_new', expiresAt: later } }),
        'GET /api/cart/getCart': ok,
      },
    );
    await Promise.all([call('userOrGuest', '/cart/getCart'), call('userOrGuest', '/cart/getCart')]);
    expect(server.calls('POST /api/store/guestSession')).toHaveLength(1);
    expect(server.calls('POST /api/store/guestSession')[0]?.authorization).toBeNull();
    expect(server.calls('GET /api/cart/getCart').map((seen) => seen.authorization)).toEqual([
      'Bearer gst_new',
      'Bearer gst_new',
    ]);
    expect(session().guest).toEqual({ token: 'gst_new', expiresAt: later });
  });

  it('a guest session the API no longer knows is dropped, a new one asked for, and the call retried once', async () => {
    const { server, call, session } = setUp(
      { guest },
      {
        'POST /api/store/guestSession': () => ({ status: 201, body: { token: 'gst_new', expiresAt: later } }),
        'GET /api/cart/getCart': onlyFor('gst_new'),
      },
    );
    const result = await call('userOrGuest', '/cart/getCart');
    expect(result.data).toEqual({ ok: true });
    expect(server.seen.map((seen) => [seen.route, seen.authorization])).toEqual([
      ['GET /api/cart/getCart', 'Bearer gst_kept'],
      ['POST /api/store/guestSession', null],
      ['GET /api/cart/getCart', 'Bearer gst_new'],
    ]);
    expect(session().guest?.token).toBe('gst_new');
  });

  it("a query's own Accept-Language wins over the page language", async () => {
    const { server, call } = setUp({}, { 'GET /api/store/GetHomeContent': ok });
    await call('user', '/store/GetHomeContent', { 'Accept-Language': 'en' });
    expect(server.seen[0]?.language).toBe('en');
  });
});

describe("the user's token refresh", () => {
  it('a 401 refreshes the token (the refresh token in the body, no bearer) and retries with the new one', async () => {
    const { server, call, session } = setUp(
      { user: alice, guest },
      {
        'POST /api/account/refreshtoken': () => refreshedAnswer('psa_renewed'),
        'GET /api/account/GetById/user-1': onlyFor('psa_renewed'),
      },
    );
    const result = await call('user', '/account/GetById/user-1');
    expect(result.data).toEqual({ ok: true });
    expect(server.seen.map((seen) => [seen.route, seen.authorization])).toEqual([
      ['GET /api/account/GetById/user-1', 'Bearer psa_alice'],
      ['POST /api/account/refreshtoken', null],
      ['GET /api/account/GetById/user-1', 'Bearer psa_renewed'],
    ]);
    expect(server.calls('POST /api/account/refreshtoken')[0]?.body).toEqual({
      username: 'alice',
      token: 'rft_alice',
      rememberme: true,
    });
    expect(session().user).toMatchObject({ token: 'psa_renewed', refreshToken: 'rft_after_psa_renewed' });
  });

  it('calls refused at the same time share one refresh (refresh tokens rotate)', async () => {
    const { server, call } = setUp(
      { user: alice },
      {
        'POST /api/account/refreshtoken': () => refreshedAnswer('psa_renewed'),
        'GET /api/portal/orders': onlyFor('psa_renewed'),
        'GET /api/portal/cart/getCart': onlyFor('psa_renewed'),
      },
    );
    const results = await Promise.all([call('user', '/portal/orders'), call('user', '/portal/cart/getCart')]);
    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(server.calls('POST /api/account/refreshtoken')).toHaveLength(1);
  });

  it('a token about to expire is renewed before the call, which then goes out once', async () => {
    const { server, call } = setUp(
      { user: { ...alice, tokenExpiresAt: soon } },
      {
        'POST /api/account/refreshtoken': () => refreshedAnswer('psa_renewed'),
        'GET /api/store/GetSettings': ok,
      },
    );
    await call('user');
    expect(server.seen.map((seen) => [seen.route, seen.authorization])).toEqual([
      ['POST /api/account/refreshtoken', null],
      ['GET /api/store/GetSettings', 'Bearer psa_renewed'],
    ]);
  });

  it("a refused refresh signs out; a user call goes again as nobody's", async () => {
    const { server, call, session } = setUp(
      { user: alice, guest },
      {
        'POST /api/account/refreshtoken': () => ({ status: 401, body: { code: 'auth.sessionExpired' } }),
        'GET /api/account/GetById/user-1': () => ({ status: 401, body: { code: 'auth.sessionExpired' } }),
      },
    );
    const result = await call('user', '/account/GetById/user-1');
    expect(result.error?.status).toBe(401);
    expect(session().user).toBeNull();
    expect(server.seen.map((seen) => [seen.route, seen.authorization])).toEqual([
      ['GET /api/account/GetById/user-1', 'Bearer psa_alice'],
      ['POST /api/account/refreshtoken', null],
      ['GET /api/account/GetById/user-1', null],
    ]);
  });

  it("a refused refresh signs out; a cart call goes again as the guest's", async () => {
    const { server, call, session } = setUp(
      { user: alice, guest },
      {
        'POST /api/account/refreshtoken': () => ({ status: 400, body: { code: 'auth.invalidRefreshToken' } }),
        'GET /api/cart/getCart': onlyFor('gst_kept'),
      },
    );
    const result = await call('userOrGuest', '/cart/getCart');
    expect(result.data).toEqual({ ok: true });
    expect(session().user).toBeNull();
    expect(server.calls('GET /api/cart/getCart').map((seen) => seen.authorization)).toEqual([
      'Bearer psa_alice',
      'Bearer gst_kept',
    ]);
  });

  it('a refresh that fails without being refused (network) keeps the session, and the 401 stands', async () => {
    const { call, session } = setUp(
      { user: alice },
      {
        'POST /api/account/refreshtoken': () => ({ status: 503, body: { code: 'auth.unavailable' } }),
        'GET /api/account/GetById/user-1': () => ({ status: 401, body: { code: 'auth.sessionExpired' } }),
      },
    );
    const result = await call('user', '/account/GetById/user-1');
    expect(result.error?.status).toBe(401);
    expect(session().user?.token).toBe('psa_alice');
  });
});

describe('downloads (spec §7: a response carrying Content-Disposition is downloaded as a file)', () => {
  it('saves the file under the name the header gives, after a token refresh too, and answers what it saved', async () => {
    const saved: string[] = [];
    const { call } = setUp(
      { user: alice },
      {
        'GET /api/Reports/Export/x1/File': (seen) =>
          seen.authorization === 'Bearer psa_renewed'
            ? { status: 200, file: { text: 'a|b\n', disposition: `attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.txt` } }
            : { status: 401, body: { code: 'auth.sessionExpired' } },
        'POST /api/account/refreshtoken': () => refreshedAnswer('psa_renewed'),
      },
      async (blob, name) => {
        saved.push(`${name}: ${await blob.text()}`);
      },
    );
    const result = await call('user', '/Reports/Export/x1/File');
    expect(result.data).toEqual({ fileName: 'résumé.txt', size: 4, type: 'text/plain' });
    await expect.poll(() => saved).toEqual(['résumé.txt: a|b\n']);
  });

  it('reads every other answer as JSON, and saves nothing', async () => {
    const saved: string[] = [];
    const { call } = setUp({ user: alice }, { 'GET /api/store/GetSettings': ok }, (_blob, name) => saved.push(name));
    expect((await call('user')).data).toEqual({ ok: true });
    expect(saved).toEqual([]);
  });
});

describe('declaring what an endpoint sends', () => {
  it('is required: a request without `auth` is not a request of the base query (checked by the typechecker)', () => {
    expectTypeOf<{ url: string }>().not.toExtend<StoreRequest>();
    expectTypeOf<{ url: string; auth: 'user' }>().toExtend<StoreRequest>();
    expectTypeOf<{ url: string; auth: 'admin' }>().not.toExtend<StoreRequest>();
  });
});
