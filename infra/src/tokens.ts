/**
 * Bearer tokens are 256 random bits (base64url) behind a prefix that says what they are: `psa_` an access
 * token, `psr_` a refresh token, `psp_` a password-reset token, `psv_` the e-mail verification of a registration, `psl_` a preview link. The guest sessions of the public store use
 * `gst_`, so the authentication middleware leaves those to the store. Only the SHA-256 of a token is ever
 * stored (Redis keys), so a copy of Redis gives no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

export const tokenKinds = { access: 'psa_', refresh: 'psr_', reset: 'psp_', verify: 'psv_', preview: 'psl_' } as const;
export type TokenKind = keyof typeof tokenKinds;

export const mintToken = (kind: TokenKind): string => `${tokenKinds[kind]}${randomBytes(32).toString('base64url')}`;

const shapes: Readonly<Record<TokenKind, RegExp>> = {
  access: /^psa_[A-Za-z0-9_-]{43}$/,
  refresh: /^psr_[A-Za-z0-9_-]{43}$/,
  reset: /^psp_[A-Za-z0-9_-]{43}$/,
  verify: /^psv_[A-Za-z0-9_-]{43}$/,
  preview: /^psl_[A-Za-z0-9_-]{43}$/,
};

export const isTokenOf = (kind: TokenKind, token: string): boolean => shapes[kind].test(token);

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A short random id (sessions), hex. */
export const randomId = (bytes = 16): string => randomBytes(bytes).toString('hex');
