import { type InferType, object } from 'yup';
import { fieldLimits, flag, text } from './fields.ts';
import { type Role, roles, type StaffRole } from './roles.ts';
import { msg } from './texts/messages/index.ts';

/**
 * Accounts and authentication shared by the API and the web: token lifetimes, password and username rules,
 * the refresh and reset bodies, and the answer of a sign-in. Sign-in itself is `signInSchema` (account.ts).
 */

/** An access token lives 15 minutes; the web refreshes it (rotation) with the refresh token. */
export const accessTokenTtlSeconds = 15 * 60;
/**
 * Refresh tokens. Without remember-me the session lasts a working day at most and dies after 2 idle hours;
 * with remember-me it lasts 30 days and dies after 14 idle days. Each refresh hands out a new one (rotation).
 */
export const sessionLimits = {
  session: { idleSeconds: 2 * 3600, absoluteSeconds: 12 * 3600 },
  remembered: { idleSeconds: 14 * 86_400, absoluteSeconds: 30 * 86_400 },
} as const;
/** A password-reset link works once, for 30 minutes. */
export const passwordResetTtlSeconds = 30 * 60;

export const passwordLimits = { min: 12, max: 128 } as const;

/**
 * Usernames are case sensitive (sign-in compares them exactly) but unique regardless of case, so `Alice` and
 * `alice` cannot be two people. 3 to 64 letters, digits and `. _ @ -`, starting with a letter or digit (so no
 * name is a prototype key such as `__proto__`).
 */
export const usernamePattern = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;
/** `constructor` and `prototype` fit the pattern but are prototype keys: nobody is named so. */
export const isValidUsername = (value: string): boolean =>
  usernamePattern.test(value) && value !== 'constructor' && value !== 'prototype';
export const usernameKey = (username: string): string => username.toLowerCase();

/** Usernames, passwords and tokens are read exactly as sent: never trimmed, and any character allowed. */
export const exactText = () => text(fieldLimits.text, { trim: false, plain: false });

/** A username as typed (a sign-in's, a refresh's, a new user's), which the form requires. */
export const requiredUsername = () => exactText().required(msg('signIn.username.required'));

/** A password as typed (a sign-in's, the current one of a change, a new one), which the form requires. */
export const requiredPassword = () => exactText().required(msg('signIn.password.required'));

export const usernameSchema = requiredUsername().test(
  'username',
  msg('user.username.invalid'),
  (value) => value === undefined || isValidUsername(value),
);

/** A new password: 12 to 128 characters (any characters; passphrases welcome). */
export const newPasswordSchema = requiredPassword()
  .min(passwordLimits.min, msg('password.tooShort'))
  .max(passwordLimits.max, msg('password.tooLong'));

/**
 * POST /api/account/refreshtoken: the spec's body (username, token, rememberme), where `token` is the refresh
 * token handed out at sign-in. The session's own remember-me setting is kept; `rememberme` is informative.
 */
export const refreshTokenSchema = object({
  username: requiredUsername(),
  token: exactText().required(msg('auth.sessionExpired')),
  rememberme: flag().default(false),
});
export type RefreshTokenInput = InferType<typeof refreshTokenSchema>;

/** POST /api/account/ResetPassword: the token of the e-mailed link and the new password. */
export const passwordResetCompletionSchema = object({
  token: exactText().required(msg('passwordReset.invalidToken')),
  password: newPasswordSchema,
});
export type PasswordResetCompletionInput = InferType<typeof passwordResetCompletionSchema>;

/** PUT /api/account/ChangePassword/{userId}: takes effect at once (no approval) and ends every other session. */
export const passwordChangeSchema = object({
  currentPassword: requiredPassword(),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = InferType<typeof passwordChangeSchema>;

/** The answer of authenticate and refreshtoken: the spec's user (id, username, token, role) and our additions. */
export type SignedInUserDto = Readonly<{
  id: string;
  username: string;
  role: Role;
  /** The access token: `Authorization: Bearer <token>` on every call. */
  token: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
  /** The refresh token, for POST /api/account/refreshtoken (as its `token`). Used once: each refresh rotates it. */
  refreshToken: string;
  /** When the session ends at the latest (ISO), whatever the refreshes. */
  sessionExpiresAt: string;
  rememberme: boolean;
  /** The previous sign-in (ISO), or null for the first one. */
  lastLogon: string | null;
}>;

/** The spec's generic answer of a call that only reports an outcome: a message key and its text. */
export type MessageDto = Readonly<{ code: string; message: string }>;

/** PUT /api/account/ChangePassword/{userId}: the message, and the new session of this client (every other ended). */
export type PasswordChangedDto = MessageDto & Readonly<{ session: SignedInUserDto }>;

/**
 * Role ranks: a staff member may give (or take away) only roles at or below their own, so a SuperUser cannot
 * make an LMG, and an Administrator or Operator manages no user at all (the users area is LMG and SuperUser).
 */
const rank: Readonly<Record<Role, number>> = { LMG: 4, SuperUser: 3, Administrator: 2, Operator: 1, PortalUser: 0 };

export const assignableRoles = (actor: Role): readonly Role[] =>
  actor === 'LMG' || actor === 'SuperUser' ? roles.filter((role) => rank[role] <= rank[actor]) : [];

export const canAssignRole = (actor: Role, role: Role): boolean => assignableRoles(actor).includes(role);

export const isStaff = (role: Role): role is StaffRole => role !== 'PortalUser';
