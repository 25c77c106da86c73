/**
 * Preview links (schemas/src/preview.ts): a token that names one revision for 15 minutes. Only its hash is kept,
 * `parks:preview:<sha256>` → the grant; the store's preview route still wants a signed-in staff member.
 */

import { isTokenOf, mintToken, tokenHash } from '@parks/infra/tokens';
import { previewTtlSeconds } from '@parks/schemas/preview';
import type { StoreCode } from '@parks/schemas/store';
import type { Redis } from 'ioredis';

export type PreviewGrant = Readonly<{ revisionId: string; storeCode: StoreCode; issuedBy: string; expiresAt: string }>;

export type PreviewLinks = Readonly<{
  issue: (grant: Omit<PreviewGrant, 'expiresAt'>, now: Date) => Promise<{ token: string; grant: PreviewGrant }>;
  /** The grant of a live token, or null when unknown or expired. */
  read: (token: string) => Promise<PreviewGrant | null>;
}>;

const keyOf = (token: string) => `parks:preview:${tokenHash(token)}`;

const isGrant = (value: unknown): value is PreviewGrant =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PreviewGrant).revisionId === 'string' &&
  ((value as PreviewGrant).storeCode === 'b2c' || (value as PreviewGrant).storeCode === 'b2b') &&
  typeof (value as PreviewGrant).issuedBy === 'string' &&
  typeof (value as PreviewGrant).expiresAt === 'string';

export const createPreviewLinks = (redis: Redis, ttlSeconds = previewTtlSeconds): PreviewLinks => ({
  issue: async (grant, now) => {
    const token = mintToken('preview');
    const issued: PreviewGrant = { ...grant, expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString() };
    await redis.set(keyOf(token), JSON.stringify(issued), 'EX', ttlSeconds);
    return { token, grant: issued };
  },
  read: async (token) => {
    if (!isTokenOf('preview', token)) return null;
    const stored = await redis.get(keyOf(token));
    if (stored === null) return null;
    try {
      const grant: unknown = JSON.parse(stored);
      return isGrant(grant) ? grant : null;
    } catch {
      return null;
    }
  },
});
