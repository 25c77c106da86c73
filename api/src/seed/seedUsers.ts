/**
 * Users for every role, created at start when missing (idempotent: an existing user, and a password changed
 * since, are left alone). FOR LOCAL USE ONLY: the passwords are public (README, "Seed users"); change them, or
 * deactivate these users, on any shared or production system.
 */
import { userDecider } from '@parks/domain/users/decider';
import { userStream } from '@parks/domain/users/streams';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';
import type { UserProfile } from '@parks/schemas/account';
import type { Role } from '@parks/schemas/roles';
import { registerUser } from '../account/users.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { foldStream } from '../store/streams.ts';

export type SeedUser = Readonly<{
  userId: string;
  username: string;
  role: Role;
  password: string;
  profile: UserProfile;
  customerNumbers: readonly string[];
}>;

const profile = (firstName: string, lastName: string, email: string, language: 'en' | 'fr' = 'en'): UserProfile => ({
  firstName,
  lastName,
  companyName: null,
  email,
  phone: '(613) 555-0100',
  language,
});

export const seedUsers: readonly SeedUser[] = [
  {
    userId: 'usr-seed-lmg',
    username: 'lmg',
    role: 'LMG',
    password: 'Lmg-Parks-Local-2026',
    profile: profile('Lena', 'Gagnon', 'lmg@store.parks.example'),
    customerNumbers: [],
  },
  {
    userId: 'usr-seed-superuser',
    username: 'superuser',
    role: 'SuperUser',
    password: 'Super-Parks-Local-2026',
    profile: profile('Samuel', 'Tremblay', 'superuser@store.parks.example'),
    customerNumbers: [],
  },
  {
    userId: 'usr-seed-administrator',
    username: 'administrator',
    role: 'Administrator',
    password: 'Admin-Parks-Local-2026',
    profile: profile('Amélie', 'Roy', 'administrator@store.parks.example', 'fr'),
    customerNumbers: [],
  },
  {
    userId: 'usr-seed-operator',
    username: 'operator',
    role: 'Operator',
    password: 'Operator-Parks-Local-2026',
    profile: profile('Omar', 'Singh', 'operator@store.parks.example'),
    customerNumbers: [],
  },
  {
    userId: 'usr-seed-portal',
    username: 'portal',
    role: 'PortalUser',
    password: 'Portal-Parks-Local-2026',
    profile: { ...profile('Paula', 'Martin', 'portal@partner.example'), companyName: 'Parks Partner Inc.' },
    customerNumbers: ['CPC-100001', 'CPC-100002'],
  },
  {
    userId: 'usr-seed-portal2',
    username: 'portal2',
    role: 'PortalUser',
    password: 'Portal2-Parks-Local-2026',
    profile: { ...profile('Pierre', 'Côté', 'portal2@partner.example', 'fr'), companyName: 'Partenaire Parcs Ltée' },
    customerNumbers: ['CPC-200001'],
  },
];

export type SeedUsersDeps = Readonly<{
  eventStore: EventStore;
  passwords: Pick<PasswordHasher, 'hash'>;
  logger: Logger;
  now?: () => Date;
}>;

/** Registers each seed user that does not exist yet; answers the ids it created. */
export const ensureSeedUsers = async (
  deps: SeedUsersDeps,
  users: readonly SeedUser[] = seedUsers,
): Promise<string[]> => {
  // Each user is streams of its own (the user, the username's reservation): they are created together, so the
  // Argon2id hashes run side by side on libuv's threads instead of one after the other at every cold start.
  const outcomes = await Promise.all(
    users.map(async (seed) => {
      const state = await foldStream(deps.eventStore, userStream(seed.userId), userDecider);
      if (state.status !== 'absent') return null; // hash nothing for users that exist
      const { password, ...registration } = seed;
      const passwordHash = await deps.passwords.hash(password);
      const now = (deps.now ?? (() => new Date()))().toISOString();
      await registerUser(deps.eventStore, { ...registration, passwordHash }, { userId: 'system', role: 'system' }, now);
      return seed.userId;
    }),
  );
  const created = outcomes.filter((userId) => userId !== null);
  if (created.length > 0) {
    deps.logger.warn(
      { users: created },
      'seed users created with the documented local passwords (README): change them on any shared system',
    );
  }
  return created;
};
