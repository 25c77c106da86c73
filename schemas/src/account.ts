import { boolean, type InferType, object, string } from 'yup';
import { msg } from './messages/index.ts';

/** POST /api/account/authenticate. Username and password are case sensitive: not trimmed, not folded. */
export const signInSchema = object({
  username: string().required(msg('signIn.username.required')),
  password: string().required(msg('signIn.password.required')),
  rememberme: boolean().default(false),
});
export type SignInInput = InferType<typeof signInSchema>;

/** The forgotten-password form. */
export const passwordResetSchema = object({
  username: string().required(msg('passwordReset.username.required')),
});
export type PasswordResetInput = InferType<typeof passwordResetSchema>;

/** The header search box: at most 150 characters. */
export const searchTextSchema = string().trim().max(150, msg('search.tooLong'));
