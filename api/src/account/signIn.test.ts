/**
 * Sign-in, tokens and passwords over real HTTP (see testing/testApi.ts): login failures, refresh with rotation
 * and reuse detection, logout, password change and reset revoking sessions. Throttling has its own suite
 * (auth/throttle.test.ts), and so has password hashing (auth/passwords.test.ts).
 */
import { userStream } from '@parks/domain/users/streams';
import type { ProblemDetails } from '@parks/schemas/problem';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultThrottleLimits } from '../auth/throttle.ts';
import { fileTestApi } from '../testing/fileTestApi.ts';
import { newPortalUser } from '../testing/portalUsers.ts';
import { call, callFrom, eventually, resetTokenMailedTo, seed, signIn, tokenOf } from '../testing/testApi.ts';

const api = fileTestApi({ signIn: ['lmg'] });
let base: string;
const lmgToken = () => api.user('lmg').token;

beforeAll(() => {
  base = api.server.base;
});

/** A fresh portal user made by the LMG through the users area; answers its id, name and password. */
const newUser = () => newPortalUser(base, lmgToken(), 'user');

const eventTypes = async (stream: string): Promise<string[]> => {
  const types: string[] = [];
  for await (const event of api.server.eventStore.readStream(stream)) types.push(event.type);
  return types;
};

describe('POST /api/account/authenticate', () => {
  it('signs a seed user of every role in, with a short-lived access token and a refresh token', async () => {
    for (const username of ['lmg', 'superuser', 'administrator', 'operator', 'portal', 'portal2']) {
      const reply = await signIn(base, username, seed(username).password);
      expect(reply.status, username).toBe(200);
      expect(reply.body).toMatchObject({
        id: seed(username).userId,
        username,
        role: seed(username).role,
        expiresIn: 900,
      });
      expect(reply.body.token).toMatch(/^psa_[A-Za-z0-9_-]{43}$/);
      expect(reply.body.refreshToken).toMatch(/^psr_[A-Za-z0-9_-]{43}$/);
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('gives the previous sign-in as lastLogon, and records each sign-in in the user stream', async () => {
    const user = await newUser();
    const first = await signIn(base, user.username, user.password);
    expect(first.body.lastLogon).toBeNull();
    const second = await signIn(base, user.username, user.password);
    expect(second.body.lastLogon).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await eventTypes(userStream(user.id))).toEqual(['UserRegistered', 'UserSignedIn', 'UserSignedIn']);
  });

  it('answers 422 with the spec messages when username or password is missing', async () => {
    const reply = await call<ProblemDetails>(base, '/api/account/authenticate', { body: { rememberme: true } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      username: ['signIn.username.required'],
      password: ['signIn.password.required'],
    });
    const french = await call<ProblemDetails>(base, '/api/account/authenticate', {
      body: { username: 'x' },
      headers: { 'Accept-Language': 'fr-CA' },
    });
    expect(french.body.detail).toBe('Le champ * ne peut pas être vide.');
  });

  it('answers the same 401 to a wrong password, an unknown username and a username in another case', async () => {
    const user = await newUser();
    const replies = await Promise.all([
      signIn(base, user.username, 'not-the-password'),
      signIn(base, `nobody-${Date.now()}`, user.password),
      signIn(base, user.username.toUpperCase(), user.password),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'auth.invalidCredentials' });
    }
  });

  it('lets a username held back from an address in again at once after a password reset', async () => {
    const user = await newUser();
    const from = '127.0.0.40';
    const tryFrom = (password: string) =>
      callFrom<ProblemDetails>(from, base, '/api/account/authenticate', {
        body: { username: user.username, password, rememberme: false },
      });
    for (let i = 0; i < 4; i += 1) expect((await tryFrom('wrong-password')).status).toBe(401);
    const held = await tryFrom(user.password);
    expect(held.status).toBe(429);
    expect(held.body.code).toBe('auth.tooManyAttempts');

    expect((await call(base, `/api/account/ResetPassword/${user.username}`)).status).toBe(200);
    const token = await eventually(() => resetTokenMailedTo(api.server.mailDir, `${user.username}@partner.example`));
    const newPassword = 'A-brand-new-passphrase';
    expect((await call(base, '/api/account/ResetPassword', { body: { token, password: newPassword } })).status).toBe(
      200,
    );
    expect((await tryFrom(newPassword)).status).toBe(200);
  });

  it('refuses a deactivated user (403) and ends their sessions', async () => {
    const user = await newUser();
    const session = await tokenOf(base, user.username, user.password);
    expect(
      (await call(base, `/api/Users/Delete/${user.id}?storeCode=b2b`, { token: lmgToken(), method: 'DELETE' })).status,
    ).toBe(200);
    const reply = await signIn(base, user.username, user.password);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 'auth.accountDisabled' });
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: session.token })).status).toBe(401);
  });
});

describe('POST /api/account/refreshtoken', () => {
  const refresh = (url: string, username: string, token: string) =>
    call<{ token: string; refreshToken: string }>(url, '/api/account/refreshtoken', {
      body: { username, token, rememberme: false },
    });

  it('rotates: a new access and refresh token, both usable; the old refresh token is retired', async () => {
    const user = await newUser();
    const session = await tokenOf(base, user.username, user.password);
    const rotated = await refresh(base, user.username, session.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.token).not.toBe(session.token);
    expect(rotated.body.refreshToken).not.toBe(session.refreshToken);
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: rotated.body.token })).status).toBe(200);
    // Shown again at once (two tabs refreshing together): refused, but the session lives on.
    const concurrent = await refresh(base, user.username, session.refreshToken);
    expect(concurrent.status).toBe(401);
    expect((await refresh(base, user.username, rotated.body.refreshToken)).status).toBe(200);
  });

  it('revokes the whole session when a retired refresh token comes back later (a stolen copy)', async () => {
    const user = await newUser();
    const session = await tokenOf(base, user.username, user.password);
    const rotated = await refresh(base, user.username, session.refreshToken);
    api.server.advanceClock(60_000);
    const reused = await refresh(base, user.username, session.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: 'auth.sessionExpired' });
    const after = await call<ProblemDetails>(base, `/api/account/GetById/${user.id}`, { token: rotated.body.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('auth.sessionExpired');
    expect(after.headers.get('www-authenticate')).toContain('invalid_token');
    expect((await refresh(base, user.username, rotated.body.refreshToken)).status).toBe(401);
  });

  it('refuses an unknown token, a token of another username, and an access token', async () => {
    const session = await tokenOf(base, 'portal', seed('portal').password);
    expect((await refresh(base, 'portal', `psr_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await refresh(base, 'portal2', session.refreshToken)).status).toBe(401);
    expect((await refresh(base, 'portal', session.token)).status).toBe(401);
  });

  it('lets an expired access token be replaced: 401 auth.sessionExpired, then refresh', async () => {
    const { url } = await api.server.start({
      authOverrides: {
        sessionLimits: {
          accessTtlSeconds: 1,
          session: { idleSeconds: 60, absoluteSeconds: 120 },
          remembered: { idleSeconds: 60, absoluteSeconds: 120 },
          concurrentRefreshGraceMs: 0,
        },
      },
    });
    const user = await newUser();
    const session = await tokenOf(url, user.username, user.password);
    expect(session.expiresIn).toBe(1);
    // The access token's second runs on Redis's clock (its key's expiry), which the app's clock does not move: the
    // test waits for the token itself to stop working, then checks the answer.
    const withToken = () => call<ProblemDetails>(url, `/api/account/GetById/${user.id}`, { token: session.token });
    await expect.poll(async () => (await withToken()).status, { timeout: 10_000, interval: 50 }).toBe(401);
    const expired = await withToken();
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('auth.sessionExpired');
    const renewed = await refresh(url, user.username, session.refreshToken);
    expect(renewed.status).toBe(200);
    expect((await call(url, `/api/account/GetById/${user.id}`, { token: renewed.body.token })).status).toBe(200);
  });
});

describe('GET /api/account/logout', () => {
  it('revokes the session: its access and refresh tokens stop working; other sessions go on', async () => {
    const user = await newUser();
    const one = await tokenOf(base, user.username, user.password);
    const two = await tokenOf(base, user.username, user.password);
    expect((await call(base, '/api/account/logout', { token: one.token })).status).toBe(204);
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: one.token })).status).toBe(401);
    const refreshed = await call(base, '/api/account/refreshtoken', {
      body: { username: user.username, token: one.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: two.token })).status).toBe(200);
    expect((await call(base, '/api/account/logout?all=true', { token: two.token })).status).toBe(204);
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: two.token })).status).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await call(base, '/api/account/logout')).status).toBe(204);
  });
});

describe('passwords', () => {
  it('changes the password with the current one, ending every other session', async () => {
    const user = await newUser();
    const other = await tokenOf(base, user.username, user.password);
    const session = await tokenOf(base, user.username, user.password);
    const wrong = await call<ProblemDetails>(base, `/api/account/ChangePassword/${user.id}`, {
      token: session.token,
      method: 'PUT',
      body: { currentPassword: 'nope-nope-nope', newPassword: 'Another-long-passphrase' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ currentPassword: ['password.incorrect'] });
    const short = await call<ProblemDetails>(base, `/api/account/ChangePassword/${user.id}`, {
      token: session.token,
      method: 'PUT',
      body: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.body.errors).toEqual({ newPassword: ['password.tooShort'] });
    const changed = await call<{ code: string; session: { token: string } }>(
      base,
      `/api/account/ChangePassword/${user.id}`,
      {
        token: session.token,
        method: 'PUT',
        body: { currentPassword: user.password, newPassword: 'Another-long-passphrase' },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.code).toBe('password.changed');
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: other.token })).status).toBe(401);
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: session.token })).status).toBe(401);
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: changed.body.session.token })).status).toBe(
      200,
    );
    expect((await signIn(base, user.username, user.password)).status).toBe(401);
    expect((await signIn(base, user.username, 'Another-long-passphrase')).status).toBe(200);
  });

  it('resets a forgotten password by an e-mailed one-time link, revoking every session', async () => {
    const user = await newUser();
    const session = await tokenOf(base, user.username, user.password);
    const asked = await call<{ code: string; message: string }>(base, `/api/account/ResetPassword/${user.username}`);
    expect(asked.status).toBe(200);
    expect(asked.body.code).toBe('passwordReset.sent');
    const unknown = await call<{ code: string }>(base, `/api/account/ResetPassword/nobody-${Date.now()}`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(asked.body); // the same answer: no account probing
    const token = await eventually(() => resetTokenMailedTo(api.server.mailDir, `${user.username}@partner.example`));
    const newPassword = 'Reset-long-passphrase';
    const bad = await call<ProblemDetails>(base, '/api/account/ResetPassword', {
      body: { token: `psp_${'B'.repeat(43)}`, password: newPassword },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('passwordReset.invalidToken');
    const done = await call<{ code: string }>(base, '/api/account/ResetPassword', {
      body: { token, password: newPassword },
    });
    expect(done.status).toBe(200);
    expect(done.body.code).toBe('passwordReset.done');
    expect((await call(base, `/api/account/GetById/${user.id}`, { token: session.token })).status).toBe(401);
    expect((await signIn(base, user.username, newPassword)).status).toBe(200);
    const again = await call(base, '/api/account/ResetPassword', {
      body: { token, password: 'Yet-another-passphrase' },
    });
    expect(again.status).toBe(400); // used once
    expect(await eventTypes(userStream(user.id))).toContain('PasswordChanged');
  });

  it('caps reset requests per client address: 429 with Retry-After and a message in the caller’s language', async () => {
    const from = '127.0.0.77';
    const { resetRequestsPerAddress } = defaultThrottleLimits;
    for (let i = 0; i < resetRequestsPerAddress; i += 1) {
      expect((await callFrom(from, base, `/api/account/ResetPassword/nobody-${i}`)).status).toBe(200);
    }
    const refused = await callFrom<ProblemDetails>(from, base, '/api/account/ResetPassword/nobody-else', {
      headers: { 'Accept-Language': 'fr-CA' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('passwordReset.tooMany');
    expect(refused.body.detail).toBe(
      'Trop de demandes de réinitialisation de mot de passe depuis votre réseau. Veuillez réessayer dans 60 minutes.',
    );
    expect(refused.headers.get('retry-after')).toBe('3600');
    // another address is not affected
    expect((await callFrom('127.0.0.78', base, '/api/account/ResetPassword/nobody-else')).status).toBe(200);
  });

  it('keeps only Argon2id hashes, never the password, in events and read models', async () => {
    const user = await newUser();
    for await (const event of api.server.eventStore.readStream(userStream(user.id))) {
      expect(JSON.stringify(event.data)).not.toContain(user.password);
    }
    const registered = api.server.eventStore.readStream(userStream(user.id), { maxCount: 1 });
    for await (const event of registered) {
      expect(String(event.data.passwordHash)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$[A-Za-z0-9+/]{22}\$/);
    }
    const doc = await api.server.documents.collection('accountUsers').find({});
    expect(JSON.stringify(doc)).not.toContain('$argon2id$');
  });
});
