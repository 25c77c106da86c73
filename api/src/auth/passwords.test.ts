/**
 * Password hashing: Argon2id at OWASP's parameters in a PHC string that other Argon2 implementations read, the
 * scrypt hashes of older events still verifying, and their migration to Argon2id at the next sign-in (over real
 * HTTP: the user's stream gets a PasswordRehashed event, and the password works before and after).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { userStream } from '@parks/domain/users/streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../account/users.ts';
import { signIn, startTestApi, type TestApi, testHashing } from '../testing/testApi.ts';
import { createPasswordHasher, defaultArgon2Params } from './passwords.ts';

/** A hash as the API wrote them before Argon2id: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64url. */
const scryptHashOfOldEvents = (password: string, logN = 10): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** logN, r: 8, p: 1 });
  return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

describe('the password hasher', () => {
  it('hashes with Argon2id at the default (OWASP) parameters, salted per password, in a PHC string', async () => {
    expect(defaultArgon2Params).toEqual({ memoryKiB: 19_456, passes: 2, parallelism: 1 });
    const hasher = createPasswordHasher();
    const [a, b] = await Promise.all([hasher.hash('same password'), hasher.hash('same password')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('same password', a)).toBe(true);
    expect(await hasher.verify('same passwore', a)).toBe(false);
    expect(hasher.rehashReason(a)).toBeNull();
  });

  it('verifies a PHC string made by the Argon2 reference implementation (its own test vector)', async () => {
    const reference = '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';
    const hasher = createPasswordHasher(testHashing);
    expect(await hasher.verify('password', reference)).toBe(true);
    expect(await hasher.verify('passwore', reference)).toBe(false);
  });

  it('still verifies the scrypt hashes of older events, and asks for them to be replaced', async () => {
    const hasher = createPasswordHasher(testHashing);
    const old = scryptHashOfOldEvents('an old password');
    expect(await hasher.verify('an old password', old)).toBe(true);
    expect(await hasher.verify('an old passworf', old)).toBe(false);
    expect(hasher.rehashReason(old)).toBe('algorithmUpgrade');
  });

  it('asks for Argon2id hashes made with weaker parameters to be replaced', async () => {
    const cheap = await createPasswordHasher(testHashing).hash('x');
    expect(createPasswordHasher().rehashReason(cheap)).toBe('strongerParameters');
    expect(createPasswordHasher(testHashing).rehashReason(cheap)).toBeNull();
  });

  it('refuses what it cannot read, without throwing', async () => {
    const hasher = createPasswordHasher(testHashing);
    for (const encoded of [
      '',
      'garbage',
      '$argon2id$v=19$m=99999999,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJ',
    ]) {
      expect(await hasher.verify('password', encoded)).toBe(false);
    }
    expect(
      await hasher.verify('password', '$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8A'),
    ).toBe(false);
  });
});

describe('a user whose password was hashed with scrypt', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const userWithHash = async (passwordHash: string) => {
    const suffix = randomBytes(4).toString('hex');
    const userId = `usr-legacy-${suffix}`;
    const username = `legacy.${suffix}`;
    await registerUser(
      api.eventStore,
      {
        userId,
        username,
        role: 'PortalUser',
        passwordHash,
        profile: {
          firstName: 'Old',
          lastName: 'Hash',
          companyName: null,
          email: `${username}@partner.example`,
          phone: '(613) 555-0199',
          language: 'en',
        },
        customerNumbers: ['CPC-9'],
      },
      { userId: 'system', role: 'system' },
      new Date().toISOString(),
    );
    return { userId, username };
  };

  const streamOf = async (userId: string) => {
    const events: { type: string; data: Record<string, unknown> }[] = [];
    for await (const event of api.eventStore.readStream(userStream(userId))) {
      events.push({ type: event.type, data: event.data });
    }
    return events;
  };

  it('signs in with the old password, which is then hashed again with Argon2id; it keeps working', async () => {
    const password = 'An-old-scrypt-passphrase';
    const oldHash = scryptHashOfOldEvents(password);
    const { userId, username } = await userWithHash(oldHash);

    expect((await signIn(api.base, username, 'not-the-password')).status).toBe(401);
    expect((await streamOf(userId)).map((event) => event.type)).toEqual(['UserRegistered']);

    expect((await signIn(api.base, username, password)).status).toBe(200);
    const events = await streamOf(userId);
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'UserSignedIn', 'PasswordRehashed']);
    const rehashed = events[2]?.data ?? {};
    expect(rehashed).toMatchObject({ userId, reason: 'algorithmUpgrade', rehashedBy: userId });
    expect(String(rehashed.passwordHash)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(JSON.stringify(events)).not.toContain(password);

    // The new hash works, and is not replaced again.
    expect((await signIn(api.base, username, password)).status).toBe(200);
    expect((await signIn(api.base, username, 'not-the-password')).status).toBe(401);
    expect((await streamOf(userId)).map((event) => event.type)).toEqual([
      'UserRegistered',
      'UserSignedIn',
      'PasswordRehashed',
      'UserSignedIn',
    ]);
  });

  it('is hashed again when the Argon2id parameters are raised', async () => {
    const password = 'A-cheaply-hashed-passphrase';
    const { userId, username } = await userWithHash(await createPasswordHasher(testHashing).hash(password));
    const stronger = await api.start({ authOverrides: { passwordHashing: { ...testHashing, passes: 2 } } });
    expect((await signIn(stronger.url, username, password)).status).toBe(200);
    const events = await streamOf(userId);
    expect(events.at(-1)?.data).toMatchObject({ reason: 'strongerParameters', rehashedBy: userId });
    expect(String(events.at(-1)?.data.passwordHash)).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect((await signIn(stronger.url, username, password)).status).toBe(200);
  });
});
