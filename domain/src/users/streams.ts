import { usernameKey } from '@parks/schemas/auth';

/** One stream per user (`user-<userId>`): credentials, role, status, sign-ins and the address book. */
export const userStreamCategory = 'user';
export const userStream = (userId: string): string => `${userStreamCategory}-${userId}`;

/**
 * One stream per username, whatever its case (`username-<lower-case username>`): its single event says which
 * user holds the name. Sign-in reads it to find the user, and reserving it first makes usernames unique.
 */
export const usernameStreamCategory = 'username';
export const usernameStream = (username: string): string => `${usernameStreamCategory}-${usernameKey(username)}`;

/** User ids are minted by the API (`usr-<uuid>`); seed users have fixed ones (`usr-seed-<name>`). */
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && /^usr-[A-Za-z0-9-]{1,64}$/.test(value);
