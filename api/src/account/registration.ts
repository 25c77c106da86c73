/**
 * Portal self-registration (store-and-portal.md §6; schemas/src/registration.ts has the wire contract):
 *   POST /api/account/Register     a visitor's account, waiting for its e-mail address and for staff
 *   POST /api/account/VerifyEmail  the link of the verification mail
 * A username someone holds is refused with 409 and says so (usernames are public on every order they place);
 * an e-mail address is never checked against other accounts, so the answer tells nothing about who has one.
 * Registrations are limited per client address (429 with Retry-After). The mails (the link, staff's decision) are the
 * mail worker's, on the events recorded here (workers/src/registrationMail).
 */
import { userDecider } from '@parks/domain/users/decider';
import { usernameStream, userStream } from '@parks/domain/users/streams';
import { usernameDecider } from '@parks/domain/users/usernames';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { tokenHash } from '@parks/infra/tokens';
import { toUserProfile } from '@parks/schemas/account';
import type { RegistrationInput, VerifyEmailInput } from '@parks/schemas/registration';
import type { Auth } from '../auth/auth.ts';
import { takeOrRefuse } from '../auth/rateLimits.ts';
import type { ValidatedContext } from '../http/validate.ts';
import type { AccountDeps } from './deps.ts';
import { messageOf } from './replies.ts';
import { newUserId } from './users.ts';

export const registrationRoutes = (deps: AccountDeps, auth: Auth) => {
  const { eventStore } = deps;

  const register = async (ctx: ValidatedContext<RegistrationInput>): Promise<void> => {
    const input = ctx.state.input.body;
    await takeOrRefuse(ctx, auth.rateLimits.registrations, 'registration.tooMany');
    const now = deps.clock();
    const userId = newUserId();
    const passwordHash = await auth.passwords.hash(input.password);
    const profile = toUserProfile(input);
    const metadata = { now: now.toISOString(), userId };
    // The name first (409 `user.usernameTaken` when someone holds it), then the account on its own stream.
    await handleCommand(eventStore, usernameStream(input.username), usernameDecider, {
      type: 'ReserveUsername',
      data: { username: input.username, userId },
      metadata,
    });
    const outcome = await handleCommand(eventStore, userStream(userId), userDecider, {
      type: 'SelfRegister',
      data: {
        userId,
        username: input.username,
        role: 'PortalUser',
        passwordHash,
        profile,
        customerNumbers: [],
      },
      metadata,
    });
    await deps.awaitProjections(outcome);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = messageOf(ctx, 'registration.received');
  };

  const verify = async (ctx: ValidatedContext<VerifyEmailInput>): Promise<void> => {
    const { userId, token } = ctx.state.input.body;
    const outcome = await handleCommand(eventStore, userStream(userId), userDecider, {
      type: 'VerifyEmail',
      data: { userId, tokenHash: tokenHash(token) },
      metadata: { now: deps.clock().toISOString() },
    });
    await deps.awaitProjections(outcome);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = messageOf(ctx, 'registration.verified');
  };

  return { register, verify };
};
