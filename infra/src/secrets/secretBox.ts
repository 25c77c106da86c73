/**
 * Secrets kept in settings (the SMTP password): sealed with AES-256-GCM (node:crypto) under a key from the
 * environment, so the event log, the read models and backups only ever hold ciphertext.
 *
 * - SETTINGS_SECRET_KEY: the current key, 32 bytes in base64 (`openssl rand -base64 32`). Every new secret is
 *   sealed with it.
 * - SETTINGS_SECRET_KEY_PREVIOUS: older keys (comma-separated), only to open what they sealed while a rotation is
 *   under way. docs/settings-secrets.md says how to rotate.
 * - Neither set (a development machine, the embedded default, tests): a key generated once and kept in
 *   DATA_DIR/settings-secret.key (0600). Whoever can read DATA_DIR can then read the secrets, which is why a
 *   deployment sets SETTINGS_SECRET_KEY.
 *
 * A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts): the key id (the first 8 bytes of the
 * key's SHA-256, not the key) says which key opens it, so a value sealed with a previous key is still opened and
 * `needsResealing` tells it apart. A wrong key, or a value that was tampered with, does not open (GCM's tag).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

export type SecretBox = Readonly<{
  seal: (plain: string) => string;
  /** The clear text, or throws SecretBoxError when no known key opens it. */
  open: (sealed: string) => string;
  /** Whether a value was sealed by a key other than the current one (to reseal it during a rotation). */
  needsResealing: (sealed: string) => boolean;
}>;

/** Never carries the value or a key: only why it failed. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const keyId = (key: Buffer): string => createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');

const checkedKey = (key: Buffer, what: string): Buffer => {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`${what} must be ${KEY_BYTES} bytes (base64)`);
  return key;
};

export const createSecretBox = (keys: Readonly<{ current: Buffer; previous?: readonly Buffer[] }>): SecretBox => {
  const current = checkedKey(keys.current, 'the current settings key');
  const currentId = keyId(current);
  const byId = new Map<string, Buffer>();
  for (const key of [current, ...(keys.previous ?? []).map((key) => checkedKey(key, 'a previous settings key'))]) {
    if (!byId.has(keyId(key))) byId.set(keyId(key), key);
  }
  const partsOf = (sealed: string) => {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('not a sealed settings secret');
    const [, id = '', iv = '', tag = '', data = ''] = parts;
    return {
      id,
      iv: Buffer.from(iv, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
      data: Buffer.from(data, 'base64url'),
    };
  };
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, currentId, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(
        '.',
      );
    },
    open: (sealed) => {
      const { id, iv, tag, data } = partsOf(sealed);
      const key = byId.get(id);
      if (key === undefined) throw new SecretBoxError('no configured settings key opens this secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the settings secret does not open with its key (altered, or a wrong key)');
      }
    },
    needsResealing: (sealed) => partsOf(sealed).id !== currentId,
  };
};

/** A key as the environment gives it: base64 of 32 bytes. */
export const keyFromBase64 = (value: string, what: string): Buffer => {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) throw new SecretBoxError(`${what} is not base64`);
  return checkedKey(Buffer.from(trimmed, 'base64'), what);
};

export const devKeyFile = (dataDir: string): string => join(dataDir, 'settings-secret.key');

/** The development key under DATA_DIR, made (0600) the first time. */
const devKey = (dataDir: string): Buffer => {
  const file = devKeyFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process of the same DATA_DIR made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return keyFromBase64(readFileSync(file, 'utf8'), devKeyFile(dataDir));
};

/** The settings' secret box from SETTINGS_SECRET_KEY (and _PREVIOUS), else the development key of `dataDir`. */
export const secretBoxFromEnv = (env: Readonly<Record<string, string | undefined>>, dataDir: string): SecretBox => {
  const configured = env.SETTINGS_SECRET_KEY?.trim();
  const previous = (env.SETTINGS_SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .map((value, index) => keyFromBase64(value, `SETTINGS_SECRET_KEY_PREVIOUS (key ${index + 1})`));
  const current =
    configured === undefined || configured === '' ? devKey(dataDir) : keyFromBase64(configured, 'SETTINGS_SECRET_KEY');
  return createSecretBox({ current, previous });
};
