/** Small helpers of the account routes: texts in the caller's language, and problems whose text has values. */

import type { RegisteredUser } from '@parks/domain/users/state';
import type { MessageDto, SignedInUserDto } from '@parks/schemas/auth';
import { type Language, languageFromHeader } from '@parks/schemas/language';
import { type MessageKey, type MessageParams, translate } from '@parks/schemas/messages/index';
import type { ParameterizedContext } from 'koa';
import type { IssuedSession } from '../auth/sessions.ts';
import { ProblemError } from '../http/problems.ts';

export const languageOfRequest = (ctx: ParameterizedContext<unknown>): Language =>
  languageFromHeader(ctx.get('Accept-Language'));

export const messageOf = (
  ctx: ParameterizedContext<unknown>,
  code: MessageKey,
  params?: MessageParams,
): MessageDto => ({
  code,
  message: translate(languageOfRequest(ctx), code, params),
});

/** A problem whose text needs values (`{seconds}`), translated here since the problem middleware has none. */
export const problemWith = (
  ctx: ParameterizedContext<unknown>,
  status: number,
  code: MessageKey,
  params: MessageParams,
  headers: Record<string, string> = {},
): ProblemError => new ProblemError(status, code, { detail: translate(languageOfRequest(ctx), code, params), headers });

/** Invalid input of one field, as the shared schemas report it (422 with the field's message key). */
export const fieldProblem = (field: string, code: MessageKey): ProblemError =>
  new ProblemError(422, code, { errors: { [field]: [code] } });

export const signedInDto = (
  user: Pick<RegisteredUser, 'userId' | 'username' | 'role'>,
  session: IssuedSession,
  lastLogon: string | null,
): SignedInUserDto => ({
  id: user.userId,
  username: user.username,
  role: user.role,
  token: session.accessToken,
  expiresIn: session.accessExpiresInSeconds,
  refreshToken: session.refreshToken,
  sessionExpiresAt: session.sessionExpiresAt,
  rememberme: session.rememberme,
  lastLogon,
});
