/**
 * Password hashing with scrypt (node:crypto), a memory-hard function: each hash costs 128·N·r bytes of memory
 * (32 MiB with the defaults, N = 2^15, r = 8, p = 1) and tens of milliseconds, which makes guessing offline
 * expensive. Every password gets its own 16-byte random salt. The encoded hash carries its parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`), so the parameters can be raised later: `needsRehash` tells the
 * sign-in to re-hash a password made with weaker ones. Verification compares in constant time.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export type ScryptParams = Readonly<{ logN: number; r: number; p: number }>;

/** The defaults: about 50–100 ms and 32 MiB per hash on a server core. */
export const defaultScryptParams: ScryptParams = { logN: 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const scrypt = (password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const N = 2 ** params.logN;
    // maxmem must exceed 128·N·r (Node's default of 32 MiB is exactly the cost of N = 2^15, r = 8).
    const maxmem = 256 * N * params.r + 1024 * 1024;
    scryptCallback(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

type Decoded = Readonly<{ params: ScryptParams; salt: Buffer; hash: Buffer }>;

const decode = (encoded: string): Decoded | null => {
  const match = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(encoded);
  if (match === null) return null;
  const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.logN < 1 || params.logN > 22 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(match[4] ?? '', 'base64url'), hash: Buffer.from(match[5] ?? '', 'base64url') };
};

export type PasswordHasher = Readonly<{
  hash: (password: string) => Promise<string>;
  /** True when `password` matches `encoded`; false for a wrong password or an unreadable hash. */
  verify: (password: string, encoded: string) => Promise<boolean>;
  /** Spends the time of a verification without a user, so an unknown username answers as slowly as a wrong password. */
  verifyNothing: (password: string) => Promise<void>;
  needsRehash: (encoded: string) => boolean;
}>;

export const createPasswordHasher = (params: ScryptParams = defaultScryptParams): PasswordHasher => {
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await scrypt(password, salt, params);
    return `scrypt$${params.logN}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  };
  const decoy = randomBytes(SALT_LENGTH);
  return {
    hash,
    verify: async (password, encoded) => {
      const decoded = decode(encoded);
      if (decoded === null || decoded.hash.length !== KEY_LENGTH) return false;
      const key = await scrypt(password, decoded.salt, decoded.params);
      return timingSafeEqual(key, decoded.hash);
    },
    verifyNothing: async (password) => {
      await scrypt(password, decoy, params);
    },
    needsRehash: (encoded) => {
      const decoded = decode(encoded);
      return (
        decoded === null ||
        decoded.params.logN < params.logN ||
        decoded.params.r < params.r ||
        decoded.params.p < params.p
      );
    },
  };
};
