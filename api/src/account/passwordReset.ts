/**
 * Forgotten password (spec: GET /api/account/ResetPassword/{value}, value = the username from the password
 * page). The answer is the same whether the username exists or not, and comes before the mail is sent, so it
 * tells nothing about accounts. An existing, active user gets an e-mail (at the approved profile's address)
 * with a one-time link valid 30 minutes; POST /api/account/ResetPassword {token, password} then sets the new
 * password, lifts a lock-out and ends every session of the user.
 */

import { tokenHash } from '@parks/infra/tokens';
import { accountUserQueries } from '@parks/projections/accounts/userQueries';
import { isValidUsername, passwordResetCompletionSchema, usernameKey } from '@parks/schemas/auth';
import type { ParameterizedContext } from 'koa';
import type { Auth } from '../auth/auth.ts';
import { ProblemError } from '../http/problems.ts';
import { validInput } from '../http/validate.ts';
import type { AppState } from '../state.ts';
import type { AccountDeps } from './deps.ts';
import { fieldProblem, messageOf, problemWith } from './replies.ts';
import { passwordResetMail } from './resetMail.ts';
import { setOwnPassword, userById, userByUsername } from './users.ts';

type Context = ParameterizedContext<AppState> & { params: Record<string, string> };

export const passwordResetRoutes = (deps: AccountDeps, auth: Auth) => {
  const { eventStore } = deps;
  const accounts = () => accountUserQueries(deps.projections);

  const sendLink = async (userId: string, username: string, now: Date): Promise<void> => {
    const account = await accounts().byId(userId);
    if (account === null) {
      deps.logger.warn({ userId }, 'password reset: no account document yet; no mail sent');
      return;
    }
    const token = await auth.resets.issue(userId);
    if (auth.mailer === undefined) {
      deps.logger.warn({ userId }, 'password reset asked but no mailer is configured; no mail sent');
      return;
    }
    const mail = passwordResetMail({
      to: account.profile.email,
      username,
      language: account.profile.language,
      token,
      publicUrl: auth.publicUrl,
      from: auth.mailFrom,
      now,
      mailId: tokenHash(token).slice(0, 24),
    });
    const delivery = await auth.mailer.send(mail);
    deps.logger.info({ userId, messageId: delivery.messageId, via: delivery.via }, 'password reset mail sent');
  };

  /** GET /api/account/ResetPassword/{username} → 200 {code: 'passwordReset.sent', message}, whoever asks. */
  const request = async (ctx: Context): Promise<void> => {
    const username = ctx.params.value ?? '';
    if (username.trim() === '') throw fieldProblem('username', 'passwordReset.username.required');
    // Not a name anyone can have: said as such (it tells nothing about which accounts exist).
    if (!isValidUsername(username)) throw fieldProblem('username', 'user.username.invalid');
    const now = deps.clock();
    const { allowed, sendMail } = await auth.throttle.resetRequest(usernameKey(username), ctx.ip);
    if (!allowed) {
      const seconds = auth.throttle.limits.resetWindowSeconds;
      throw problemWith(
        ctx,
        429,
        'passwordReset.tooMany',
        { minutes: Math.ceil(seconds / 60) },
        {
          'Retry-After': String(seconds),
        },
      );
    }
    if (sendMail) {
      const user = await userByUsername(eventStore, username);
      if (user !== null && user.status === 'active') {
        // Not awaited: the answer must not take longer for a real account than for an unknown one.
        sendLink(user.userId, user.username, now).catch((error: unknown) =>
          ctx.state.log.error({ err: error, userId: user.userId }, 'password reset mail failed'),
        );
      }
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = messageOf(ctx, 'passwordReset.sent');
  };

  /** POST /api/account/ResetPassword {token, password} → 200 {code: 'passwordReset.done', message}. */
  const complete = async (ctx: Context): Promise<void> => {
    const input = validInput(passwordResetCompletionSchema, ctx.request.body);
    const invalid = () => new ProblemError(400, 'passwordReset.invalidToken');
    const userId = await auth.resets.peek(input.token);
    const user = userId === null ? null : await userById(eventStore, userId);
    if (user === null || user.status !== 'active') throw invalid();
    if (input.password === user.username) throw fieldProblem('password', 'password.sameAsUsername');
    if ((await auth.resets.consume(input.token)) !== user.userId) throw invalid(); // used meanwhile
    await setOwnPassword(eventStore, auth, user, input.password, 'reset', deps.clock());
    await auth.throttle.clear(usernameKey(user.username));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = messageOf(ctx, 'passwordReset.done');
  };

  return { request, complete };
};
