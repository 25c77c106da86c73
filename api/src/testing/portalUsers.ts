/**
 * Users of a test's own, made over real HTTP as the LMG makes them in the users area: a portal user on customer
 * number CPC-9 whose name no other test or run has taken, for the tests that lock, reset or delete a user.
 */
import { expect } from 'vitest';
import { call } from './testApi.ts';

let created = 0;

/** A new portal user named after `prefix`, made with the LMG's token: its id, username and password. */
export const newPortalUser = async (base: string, lmgToken: string, prefix: string) => {
  created += 1;
  const username = `${prefix}${created}.${Date.now().toString(36)}`;
  const password = `Pass-phrase-${created}-long`;
  const reply = await call<{ id: string }>(base, '/api/Users/Create?storeCode=b2b', {
    token: lmgToken,
    body: {
      username,
      password,
      role: 'PortalUser',
      firstName: 'Test',
      lastName: `User ${created}`,
      email: `${username}@partner.example`,
      phone: '(613) 555-0199',
      language: 'en',
      customerNumbers: 'CPC-9',
    },
  });
  expect(reply.status).toBe(201);
  return { id: reply.body.id, username, password };
};
