/**
 * Sign-in, token refresh, logout and password change (spec: POST /api/account/authenticate, POST
 * /api/account/refreshtoken, GET /api/account/logout). The password is checked here against the hash in the
 * user's stream; the decision to let the user in (not disabled) is the domain's (RecordSignIn). Tries are slowed
 * down per username and client address and per address (auth/throttle.ts); an account never locks, so failures
 * by strangers cannot keep its owner out. A hash made with older settings is replaced at a successful sign-in.
 */

import { userDecider } from '@parks/domain/users/decider';
import type { RegisteredUser } from '@parks/domain/users/state';
import { userStream } from '@parks/domain/users/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { signInSchema } from '@parks/schemas/account';
import {
  type PasswordChangedDto,
  passwordChangeSchema,
  refreshTokenSchema,
  type SignedInUserDto,
  usernameKey,
} from '@parks/schemas/auth';
import type { ParameterizedContext } from 'koa';
import type { Auth } from '../auth/auth.ts';
import { signedInUser } from '../auth/guards.ts';
import type { ThrottleClaim } from '../auth/throttle.ts';
import { ProblemError } from '../http/problems.ts';
import { validInput } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import type { AccountDeps } from './deps.ts';
import { fieldProblem, messageOf, problemWith, signedInDto } from './replies.ts';
import { setOwnPassword, userById, userByUsername } from './users.ts';

type Context = ParameterizedContext<AppState>;

const sessionExpired = () =>
  new ProblemError(401, 'auth.sessionExpired', {
    headers: { 'WWW-Authenticate': 'Bearer realm="parks", error="invalid_token"' },
  });

export const signInRoutes = (deps: AccountDeps, auth: Auth) => {
  const { eventStore } = deps;

  /** Claims a password check of `username` from the caller's address, or answers 429 with Retry-After. */
  const claimTry = async (ctx: Context, username: string, now: Date): Promise<ThrottleClaim> => {
    const verdict = await auth.throttle.attempt(usernameKey(username), ctx.ip, now);
    if (verdict.allowed) return verdict.claim;
    const seconds = verdict.retryAfterSeconds;
    throw problemWith(ctx, 429, 'auth.tooManyAttempts', { seconds }, { 'Retry-After': String(seconds) });
  };

  /** The same password under a stronger hash; a failure here must not fail the sign-in (next time, then). */
  const rehashIfOutdated = async (ctx: Context, user: RegisteredUser, password: string, now: Date) => {
    const reason = auth.passwords.rehashReason(user.passwordHash);
    if (reason === null) return;
    try {
      const passwordHash = await auth.passwords.hash(password);
      await handleCommand(eventStore, userStream(user.userId), userDecider, {
        type: 'RehashPassword',
        data: { userId: user.userId, passwordHash, reason },
        metadata: { now: now.toISOString(), userId: user.userId },
      });
    } catch (error) {
      ctx.state.log.warn({ err: error, userId: user.userId }, 'password rehash failed; kept the old hash');
    }
  };

  /** POST /api/account/authenticate {username, password, rememberme}. */
  const authenticate = async (ctx: Context): Promise<void> => {
    const input = validInput(signInSchema, ctx.request.body);
    const now = deps.clock();
    const claim = await claimTry(ctx, input.username, now);
    const user = await userByUsername(eventStore, input.username);
    if (user === null) {
      await auth.passwords.verifyNothing(input.password); // as slow as a wrong password: no username probing
      throw new ProblemError(401, 'auth.invalidCredentials');
    }
    if (!(await auth.passwords.verify(input.password, user.passwordHash))) {
      throw new ProblemError(401, 'auth.invalidCredentials'); // counted as a failure by the claim
    }
    if (user.status !== 'active') throw new ProblemError(403, 'auth.accountDisabled');
    await auth.throttle.succeeded(claim);
    await handleCommand(eventStore, userStream(user.userId), userDecider, {
      type: 'RecordSignIn',
      data: { userId: user.userId },
      metadata: { now: now.toISOString(), userId: user.userId },
    });
    await rehashIfOutdated(ctx, user, input.password, now);
    const session = await auth.sessions.issue(user, input.rememberme, now);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = signedInDto(user, session, user.lastSignInAt) satisfies SignedInUserDto;
  };

  /** POST /api/account/refreshtoken {username, token: <refresh token>, rememberme}: a new pair, the old one retired. */
  const refresh = async (ctx: Context): Promise<void> => {
    const input = validInput(refreshTokenSchema, ctx.request.body, 'auth.sessionExpired');
    const now = deps.clock();
    const peek = await auth.sessions.peekRefresh(input.token, now);
    if (peek.status !== 'active' || peek.user.username !== input.username) throw sessionExpired();
    // The role and status as they are now: a change since sign-in counts at the next refresh at the latest.
    const user = await userById(eventStore, peek.user.userId);
    if (user === null || user.status !== 'active') {
      await auth.sessions.revokeSession(peek.sessionId);
      throw sessionExpired();
    }
    const session = await auth.sessions.rotate(input.token, peek, user, now);
    if (session === null) throw sessionExpired();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = signedInDto(user, session, user.lastSignInAt) satisfies SignedInUserDto;
  };

  /** GET /api/account/logout: ends this session (`?all=true`: every session of the user). Always 204. */
  const logout = async (ctx: Context): Promise<void> => {
    const { user } = ctx.state;
    if (user !== undefined) {
      if (ctx.query.all === 'true') await auth.sessions.revokeUser(user.id);
      else await auth.sessions.revokeSession(user.sessionId);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  };

  /**
   * PUT /api/account/ChangePassword/{userId} {currentPassword, newPassword, rememberme?}: at once, no approval.
   * Every session of the user ends; the answer carries a new one for this client.
   */
  const changePassword = async (ctx: Context): Promise<void> => {
    const caller = signedInUser(ctx);
    const input = validInput(passwordChangeSchema, ctx.request.body);
    const now = deps.clock();
    const user = await userById(eventStore, caller.id);
    if (user === null) throw new ProblemError(404, 'user.notFound');
    const claim = await claimTry(ctx, user.username, now);
    if (!(await auth.passwords.verify(input.currentPassword, user.passwordHash))) {
      throw fieldProblem('currentPassword', 'password.incorrect'); // counted as a failure by the claim
    }
    await auth.throttle.succeeded(claim);
    if (input.newPassword === user.username) throw fieldProblem('newPassword', 'password.sameAsUsername');
    await setOwnPassword(eventStore, auth, user, input.newPassword, 'changed', now);
    const body: unknown = ctx.request.body;
    const rememberme =
      typeof body === 'object' && body !== null && (body as { rememberme?: unknown }).rememberme === true;
    const session = await auth.sessions.issue(user, rememberme, now);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      ...messageOf(ctx, 'password.changed'),
      session: signedInDto(user, session, user.lastSignInAt),
    } satisfies PasswordChangedDto;
  };

  return { authenticate, refresh, logout, changePassword };
};
