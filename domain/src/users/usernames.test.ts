import { describe, it } from 'vitest';
import { specFor } from '../testing/specFor.ts';
import { type ReserveUsername, usernameDecider } from './usernames.ts';

const given = specFor(usernameDecider);
const now = '2026-11-21T15:00:00.000Z';
const reserve = (userId: string): ReserveUsername => ({
  type: 'ReserveUsername',
  data: { username: 'ada', userId },
  metadata: { now, userId: 'usr-lmg' },
});
const reserved = { type: 'UsernameReserved', data: { username: 'ada', userId: 'usr-1', reservedAt: now } } as const;

describe('a free username', () => {
  it('is reserved for a user', () => given([]).when(reserve('usr-1')).then([reserved]));
});

describe('a username outside the safe set', () => {
  const named = (username: string): ReserveUsername => ({ ...reserve('usr-1'), data: { username, userId: 'usr-1' } });
  it('is refused when it is a prototype key', () =>
    given([]).when(named('__proto__')).thenThrows('user.username.invalid'));
  it('is refused with characters outside letters, digits and . _ @ -', () =>
    given([]).when(named('ada lovelace')).thenThrows('user.username.invalid'));
});

describe('a reserved username', () => {
  it('ignores the same reservation again', () => given([reserved]).when(reserve('usr-1')).thenNothingHappened());
  it('is refused to another user', () => given([reserved]).when(reserve('usr-2')).thenThrows('user.usernameTaken'));
});
