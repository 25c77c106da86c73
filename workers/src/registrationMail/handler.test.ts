/**
 * The registration mails of the mail worker, given a user's stream: the link's token is made here and only its hash
 * recorded, a retry mails a new link that replaces the one before, nothing is mailed once the address is confirmed;
 * the decision mail says the customer numbers or the reason; the address and language are the profile in force.
 */
import { revisionStream } from '@parks/domain/revisions/streams';
import { adaProfile } from '@parks/domain/testing/users';
import { userDecider } from '@parks/domain/users/decider';
import { profileDecider } from '@parks/domain/users/profile';
import { userStream } from '@parks/domain/users/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import { silentLogger } from '@parks/infra/logging';
import type { OutgoingMail } from '@parks/infra/mail/port';
import { memoryMailer } from '@parks/infra/mail/testing/memoryMailer';
import { tokenHash } from '@parks/infra/tokens';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEventStore } from '../testing/testEventStore.ts';
import { type RegistrationMailDeps, sendRegistrationDecision, sendVerificationLink } from './handler.ts';

const store = useTestEventStore('registration-mail');
const now = '2026-11-21T15:00:00.000Z';
let sent: OutgoingMail[];
let tokens: string[];
let deps: RegistrationMailDeps;

beforeEach(() => {
  tokens = [`psv_${'a'.repeat(43)}`, `psv_${'b'.repeat(43)}`];
  const mailer = memoryMailer();
  sent = mailer.sent;
  deps = {
    eventStore: store.eventStore,
    mailer,
    logger: silentLogger(),
    publicUrl: 'https://store.parks.example',
    now: () => new Date(now),
    newToken: () => tokens.shift() ?? 'no-more-tokens',
  };
});

let users = 0;
const register = async (language: 'en' | 'fr' = 'en'): Promise<string> => {
  users += 1;
  const userId = `usr-reg-${users}`;
  await handleCommand(store.eventStore, userStream(userId), userDecider, {
    type: 'SelfRegister',
    data: {
      userId,
      username: `ada${users}`,
      role: 'PortalUser',
      passwordHash: 'argon2id$hash',
      profile: adaProfile({ language }),
      customerNumbers: [],
    },
    metadata: { now, userId },
  });
  return userId;
};

const userCommand = (userId: string, command: Parameters<typeof userDecider.decide>[0]) =>
  handleCommand(store.eventStore, userStream(userId), userDecider, command);

const verify = (userId: string, token: string) =>
  userCommand(userId, { type: 'VerifyEmail', data: { userId, tokenHash: tokenHash(token) }, metadata: { now } });

const linkIn = (mail: OutgoingMail | undefined): string => mail?.text.match(/token=(psv_[A-Za-z0-9_-]{43})/)?.[1] ?? '';

describe('the verification link', () => {
  it('is mailed with a token only its hash of which is recorded, and confirms the address', async () => {
    const userId = await register();
    expect(await sendVerificationLink(userId, deps)).toBe('sent');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toEqual([{ name: null, address: 'ada@example.ca' }]);
    expect(mail?.text).toContain(`https://store.parks.example/en/portal/verify?user=${userId}&token=psv_aaaa`);
    const token = linkIn(mail);
    const events: string[] = [];
    for await (const event of store.eventStore.readStream(userStream(userId))) {
      events.push(JSON.stringify(event.data));
    }
    expect(events.join()).toContain(tokenHash(token));
    expect(events.join()).not.toContain(token);
    expect((await verify(userId, token)).newEvents.map((event) => event.type)).toEqual(['RegistrationEmailVerified']);
  });

  it('mailed again (a retried job) replaces the link before, and is not mailed once the address is confirmed', async () => {
    const userId = await register('fr');
    await sendVerificationLink(userId, deps);
    await sendVerificationLink(userId, deps);
    const [first, second] = sent.map(linkIn);
    expect(sent[1]?.text).toContain('/fr/portal/verify?');
    await expect(verify(userId, first ?? '')).rejects.toMatchObject({ code: 'registration.link.invalid' });
    await verify(userId, second ?? '');
    expect(await sendVerificationLink(userId, deps)).toBe('notWaiting');
    expect(sent).toHaveLength(2);
  });

  it('goes to the address of the profile in force, and skips a user that is not there', async () => {
    const userId = await register();
    await handleCommand(store.eventStore, revisionStream('User', userId), profileDecider, {
      type: 'SetProfileByStaff',
      data: { userId, revisionId: 'rev-1', profile: adaProfile({ email: 'ada.new@example.ca' }) },
      metadata: { now, userId: 'usr-lmg' },
    });
    await sendVerificationLink(userId, deps);
    expect(sent[0]?.to).toEqual([{ name: null, address: 'ada.new@example.ca' }]);
    expect(await sendVerificationLink('usr-nobody', deps)).toBe('userNotFound');
    expect(await sendRegistrationDecision('usr-nobody', deps)).toBe('userNotFound');
  });
});

describe("staff's decision", () => {
  const decide = async (userId: string, decision: 'approve' | 'decline') => {
    await sendVerificationLink(userId, deps);
    await verify(userId, linkIn(sent.at(-1)));
    await userCommand(userId, {
      type: 'DecideRegistration',
      data: { userId, decision, customerNumbers: ['CPC-2001'], reason: 'Not a business account.', actorRole: 'LMG' },
      metadata: { now, userId: 'usr-lmg' },
    });
  };

  it('is mailed with the customer numbers of an approval, or the reason of a decline, in the user’s language', async () => {
    const approved = await register();
    await decide(approved, 'approve');
    expect(await sendRegistrationDecision(approved, deps)).toBe('sent');
    expect(sent.at(-1)?.subject).toBe('Your Parks Store portal account is approved');
    expect(sent.at(-1)?.text).toContain('CPC-2001');

    const declined = await register('fr');
    await decide(declined, 'decline');
    await sendRegistrationDecision(declined, deps);
    expect(sent.at(-1)?.subject).toMatch(/^Votre inscription au portail/);
    expect(sent.at(-1)?.text).toContain('Not a business account.');
  });

  it('is not mailed before there is one', async () => {
    const userId = await register();
    expect(await sendRegistrationDecision(userId, deps)).toBe('notWaiting');
    expect(sent).toHaveLength(0);
  });
});
