/**
 * The settings' secret box: AES-256-GCM round trip, a wrong key or an altered value does not open, a rotation
 * opens what the previous key sealed and reseals it under the new one, and the keys come from the environment
 * (or the development key kept under DATA_DIR).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, devKeyFile, SecretBoxError, secretBoxFromEnv } from './secretBox.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};

describe('the secret box', () => {
  it('seals to ciphertext that opens to the same text, a new iv each time', () => {
    const box = createSecretBox({ current: randomBytes(32) });
    const secret = 'Relay pässword with spaces ';
    const first = box.seal(secret);
    const second = box.seal(secret);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain(secret);
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe(secret);
    expect(box.open(second)).toBe(secret);
    expect(box.needsResealing(first)).toBe(false);
  });

  it('does not open with another key, nor once altered', () => {
    const sealed = createSecretBox({ current: randomBytes(32) }).seal('secret');
    expect(() => createSecretBox({ current: randomBytes(32) }).open(sealed)).toThrow(SecretBoxError);
    const box = createSecretBox({ current: randomBytes(32) });
    const own = box.seal('secret');
    const parts = own.split('.');
    const data = Buffer.from(parts[4] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow(SecretBoxError);
    expect(() => box.open('not sealed')).toThrow(SecretBoxError);
    // A key that is not 32 bytes is refused.
    expect(() => createSecretBox({ current: randomBytes(16) })).toThrow(SecretBoxError);
  });

  it('rotates: the previous key still opens, the new key reseals, and dropping the old key too early fails', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedOld = createSecretBox({ current: oldKey }).seal('secret');
    const rotating = createSecretBox({ current: newKey, previous: [oldKey] });
    expect(rotating.open(sealedOld)).toBe('secret');
    expect(rotating.needsResealing(sealedOld)).toBe(true);
    const resealed = rotating.seal(rotating.open(sealedOld));
    expect(rotating.needsResealing(resealed)).toBe(false);
    const after = createSecretBox({ current: newKey });
    expect(after.open(resealed)).toBe('secret');
    expect(() => after.open(sealedOld)).toThrow(SecretBoxError);
  });

  it('reads SETTINGS_SECRET_KEY and SETTINGS_SECRET_KEY_PREVIOUS, never echoing a bad value', () => {
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('base64');
    const sealedOld = secretBoxFromEnv({ SETTINGS_SECRET_KEY: oldKey }, tempDir()).seal('secret');
    const box = secretBoxFromEnv(
      { SETTINGS_SECRET_KEY: newKey, SETTINGS_SECRET_KEY_PREVIOUS: ` ${oldKey} ` },
      tempDir(),
    );
    expect(box.open(sealedOld)).toBe('secret');
    const short = randomBytes(8).toString('base64');
    expect(() => secretBoxFromEnv({ SETTINGS_SECRET_KEY: short }, tempDir())).toThrow(/32 bytes/);
    try {
      secretBoxFromEnv({ SETTINGS_SECRET_KEY: short }, tempDir());
    } catch (error) {
      expect(String(error)).not.toContain(short);
    }
  });

  it('without a configured key, makes one development key under DATA_DIR (0600) and keeps using it', () => {
    const dataDir = tempDir();
    const sealed = secretBoxFromEnv({}, dataDir).seal('secret');
    expect(statSync(devKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(secretBoxFromEnv({}, dataDir).open(sealed)).toBe('secret');
  });
});
