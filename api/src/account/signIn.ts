/**
 * Sign-in, token refresh, logout and password change (spec: POST /api/account/authenticate, POST
 * /api/account/refreshtoken, GET /api/account/logout). The password is checked here against the hash in the
 * user's stream; the decision to let the user in (not disabled, not locked out) is the domain's (RecordSignIn).
 */

import { userDecider } from '@parks/domain/users/decider';
import { isLockedOut, type RegisteredUser } from '@parks/domain/users/state';
import { userStream } from '@parks/domain/users/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { signInSchema } from '@parks/schemas/account';
import { passwordChangeSchema, refreshTokenSchema, type SignedInUserDto, usernameKey } from '@parks/schemas/auth';
import type { ParameterizedContext } from 'koa';
import type { Auth } from '../auth/auth.ts';
import { signedInUser } from '../auth/guards.ts';
import { ProblemError } from '../http/problems.ts';
import { validInput } from '../http/validate.ts';
import type { RouteDeps } from '../routes.ts';
import type { AppState } from '../state.ts';
import { fieldProblem, messageOf, problemWith, signedInDto } from './replies.ts';
import { userById, userByUsername } from './users.ts';

type Context = ParameterizedContext<AppState>;

const sessionExpired = () =>
  new ProblemError(401, 'auth.sessionExpired', {
    headers: { 'WWW-Authenticate': 'Bearer realm="parks", error="invalid_token"' },
  });

export const signInRoutes = (deps: RouteDeps, auth: Auth) => {
  const { eventStore } = deps;
  const limits = auth.throttle.limits;

  const lockedProblem = (ctx: Context, lockedUntil: string | null, now: Date) => {
    const seconds = Math.max(60, Math.ceil(((lockedUntil ? Date.parse(lockedUntil) : 0) - now.getTime()) / 1000));
    return problemWith(
      ctx,
      423,
      'auth.accountLocked',
      { minutes: Math.ceil(seconds / 60) },
      { 'Retry-After': String(seconds) },
    );
  };

  /** A wrong password: counted, and the account locked out once it has had too many from anywhere. */
  const failed = async (ctx: Context, username: string, user: RegisteredUser | null, now: Date): Promise<never> => {
    const { accountFailures } = await auth.throttle.recordFailure(usernameKey(username), ctx.ip, now);
    if (user !== null && accountFailures >= limits.accountLockFailures) {
      const lockedUntil = new Date(now.getTime() + limits.lockSeconds * 1000).toISOString();
      await handleCommand(eventStore, userStream(user.userId), userDecider, {
        type: 'LockOutUser',
        data: { userId: user.userId, failedAttempts: accountFailures, lockedUntil },
        metadata: { now: now.toISOString(), userId: 'system' },
      });
    }
    throw new ProblemError(401, 'auth.invalidCredentials');
  };

  /** POST /api/account/authenticate {username, password, rememberme}. */
  const authenticate = async (ctx: Context): Promise<void> => {
    const input = validInput(signInSchema, ctx.request.body);
    const now = deps.clock();
    const key = usernameKey(input.username);
    const verdict = await auth.throttle.check(key, ctx.ip, now);
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      throw problemWith(ctx, 429, 'auth.tooManyAttempts', { seconds }, { 'Retry-After': String(seconds) });
    }
    const user = await userByUsername(eventStore, input.username);
    if (user !== null && user.status === 'active' && isLockedOut(user, now.toISOString())) {
      throw lockedProblem(ctx, user.lockedUntil, now);
    }
    if (user === null) {
      await auth.passwords.verifyNothing(input.password); // as slow as a wrong password: no username probing
      return failed(ctx, input.username, null, now);
    }
    if (!(await auth.passwords.verify(input.password, user.passwordHash))) {
      return failed(ctx, input.username, user, now);
    }
    if (user.status !== 'active') throw new ProblemError(403, 'auth.accountDisabled');
    await auth.throttle.recordSuccess(key, ctx.ip);
    const metadata = { now: now.toISOString(), userId: user.userId };
    await handleCommand(eventStore, userStream(user.userId), userDecider, {
      type: 'RecordSignIn',
      data: { userId: user.userId },
      metadata,
    });
    if (auth.passwords.needsRehash(user.passwordHash)) {
      const passwordHash = await auth.passwords.hash(input.password);
      await handleCommand(eventStore, userStream(user.userId), userDecider, {
        type: 'ChangePassword',
        data: { userId: user.userId, passwordHash, reason: 'rehash' },
        metadata,
      });
    }
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
    const key = usernameKey(user.username);
    const verdict = await auth.throttle.check(key, ctx.ip, now);
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      throw problemWith(ctx, 429, 'auth.tooManyAttempts', { seconds }, { 'Retry-After': String(seconds) });
    }
    if (!(await auth.passwords.verify(input.currentPassword, user.passwordHash))) {
      await auth.throttle.recordFailure(key, ctx.ip, now);
      throw fieldProblem('currentPassword', 'password.incorrect');
    }
    if (input.newPassword === user.username) throw fieldProblem('newPassword', 'password.sameAsUsername');
    const passwordHash = await auth.passwords.hash(input.newPassword);
    await handleCommand(eventStore, userStream(user.userId), userDecider, {
      type: 'ChangePassword',
      data: { userId: user.userId, passwordHash, reason: 'changed' },
      metadata: { now: now.toISOString(), userId: user.userId },
    });
    await auth.sessions.revokeUser(user.userId);
    const body: unknown = ctx.request.body;
    const rememberme =
      typeof body === 'object' && body !== null && (body as { rememberme?: unknown }).rememberme === true;
    const session = await auth.sessions.issue(user, rememberme, now);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...messageOf(ctx, 'password.changed'), session: signedInDto(user, session, user.lastSignInAt) };
  };

  return { authenticate, refresh, logout, changePassword };
};
