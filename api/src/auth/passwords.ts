/**
 * Password hashing with Argon2id (node:crypto `argon2`, Node ≥ 24.7), the memory-hard function OWASP puts first:
 * the defaults are OWASP's minimum for Argon2id (19 MiB, 2 passes, 1 lane; tens of milliseconds per hash), which
 * makes guessing offline expensive. Every password gets its own 16-byte random salt. The encoded hash is the
 * self-describing PHC string `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>` (standard base64 without
 * padding, as other Argon2 libraries write it), so the parameters can be raised later.
 *
 * Hashes made before Argon2id (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64url) still verify; `rehashReason`
 * tells the sign-in to replace them (and Argon2id hashes made with weaker parameters) while it has the password.
 * Verification compares in constant time.
 */
import { argon2 as argon2Callback, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { RehashReason } from '@parks/domain/users/commands';

export type Argon2Params = Readonly<{ memoryKiB: number; passes: number; parallelism: number }>;

/** OWASP's Password Storage Cheat Sheet minimum for Argon2id: m = 19 MiB, t = 2, p = 1. */
export const defaultArgon2Params: Argon2Params = { memoryKiB: 19_456, passes: 2, parallelism: 1 };

const ARGON2_VERSION = 19; // 0x13, the version node:crypto implements
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const argon2id = (password: string, salt: Buffer, params: Argon2Params, tagLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    argon2Callback(
      'argon2id',
      {
        message: password.normalize('NFC'),
        nonce: salt,
        memory: params.memoryKiB,
        passes: params.passes,
        parallelism: params.parallelism,
        tagLength,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** The scrypt of the hashes written before Argon2id, for verification only. */
const legacyScrypt = (password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const N = 2 ** logN;
    // maxmem must exceed 128·N·r (Node's default of 32 MiB is exactly the cost of N = 2^15, r = 8).
    const maxmem = 256 * N * r + 1024 * 1024;
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

type Decoded =
  | Readonly<{ scheme: 'argon2id'; params: Argon2Params; salt: Buffer; hash: Buffer }>
  | Readonly<{ scheme: 'scrypt'; logN: number; r: number; p: number; salt: Buffer; hash: Buffer }>;

// Bounds keep a damaged stored hash from asking for absurd memory or time; they are far above any setting we use.
const ARGON2_PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,88})\$([A-Za-z0-9+/]{22,88})$/;
const SCRYPT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

const decode = (encoded: string): Decoded | null => {
  const argon = ARGON2_PHC.exec(encoded);
  if (argon !== null) {
    const params = { memoryKiB: Number(argon[1]), passes: Number(argon[2]), parallelism: Number(argon[3]) };
    if (params.passes < 1 || params.parallelism < 1 || params.memoryKiB < 8 * params.parallelism) return null;
    if (params.memoryKiB > 4 * 1024 * 1024) return null;
    const salt = Buffer.from(argon[4] ?? '', 'base64');
    const hash = Buffer.from(argon[5] ?? '', 'base64');
    if (salt.length < 8 || hash.length < 16) return null;
    return { scheme: 'argon2id', params, salt, hash };
  }
  const scrypt = SCRYPT.exec(encoded);
  if (scrypt !== null) {
    const [logN, r, p] = [Number(scrypt[1]), Number(scrypt[2]), Number(scrypt[3])];
    if (logN < 1 || logN > 22 || r < 1 || p < 1) return null;
    const salt = Buffer.from(scrypt[4] ?? '', 'base64url');
    const hash = Buffer.from(scrypt[5] ?? '', 'base64url');
    if (hash.length !== KEY_LENGTH) return null;
    return { scheme: 'scrypt', logN, r, p, salt, hash };
  }
  return null;
};

const unpadded = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

export type PasswordHasher = Readonly<{
  /** An Argon2id PHC string with the hasher's parameters and a fresh salt. */
  hash: (password: string) => Promise<string>;
  /** True when `password` matches `encoded` (Argon2id or legacy scrypt); false for a wrong password or an unreadable hash. */
  verify: (password: string, encoded: string) => Promise<boolean>;
  /** Spends the time of a verification without a user, so an unknown username answers as slowly as a wrong password. */
  verifyNothing: (password: string) => Promise<void>;
  /** Why `encoded` should be replaced by a new hash of the same password, or null when it is as strong as ours. */
  rehashReason: (encoded: string) => RehashReason | null;
}>;

export const createPasswordHasher = (params: Argon2Params = defaultArgon2Params): PasswordHasher => {
  const decoy = randomBytes(SALT_LENGTH);
  return {
    hash: async (password) => {
      const salt = randomBytes(SALT_LENGTH);
      const key = await argon2id(password, salt, params, KEY_LENGTH);
      const { memoryKiB: m, passes: t, parallelism: p } = params;
      return `$argon2id$v=${ARGON2_VERSION}$m=${m},t=${t},p=${p}$${unpadded(salt)}$${unpadded(key)}`;
    },
    verify: async (password, encoded) => {
      const decoded = decode(encoded);
      if (decoded === null) return false;
      const key =
        decoded.scheme === 'argon2id'
          ? await argon2id(password, decoded.salt, decoded.params, decoded.hash.length)
          : await legacyScrypt(password, decoded.salt, decoded.logN, decoded.r, decoded.p);
      return timingSafeEqual(key, decoded.hash);
    },
    verifyNothing: async (password) => {
      await argon2id(password, decoy, params, KEY_LENGTH);
    },
    rehashReason: (encoded) => {
      const decoded = decode(encoded);
      if (decoded === null || decoded.scheme !== 'argon2id') return 'algorithmUpgrade';
      const current = decoded.params;
      const weaker =
        current.memoryKiB < params.memoryKiB ||
        current.passes < params.passes ||
        current.parallelism < params.parallelism;
      return weaker ? 'strongerParameters' : null;
    },
  };
};
