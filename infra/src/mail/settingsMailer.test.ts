/**
 * The mailer that follows the SMTP settings, without a relay (the server's own mailer sends): the settings' Reply-To
 * is added to a mail that names none, and their From replaces the mail's only where the caller asks for it.
 */
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from './port.ts';
import { createSettingsMailer, type MailSettings } from './settingsMailer.ts';
import { memoryMailer, testMail } from './testing/memoryMailer.ts';

const mail: OutgoingMail = testMail({
  to: [{ name: null, address: 'ada@example.ca' }],
  subject: 'Reset your password',
});

const withSettings = (settings: MailSettings, fromSettings?: boolean) => {
  const fallback = memoryMailer();
  const mailer = createSettingsMailer({
    fallback,
    settings: async () => settings,
    ...(fromSettings === undefined ? {} : { fromSettings }),
  });
  return { mailer, sent: fallback.sent };
};

describe('the settings mailer', () => {
  const named: MailSettings = { relay: null, fromAddress: 'store@parks.example', replyTo: 'help@parks.example' };

  it("adds the settings' Reply-To, and keeps the mail's From unless asked", async () => {
    const { mailer, sent } = withSettings(named);
    await mailer.send(mail);
    expect(sent[0]?.from).toEqual(mail.from);
    expect(sent[0]?.replyTo).toEqual({ name: null, address: 'help@parks.example' });
    await mailer.send({ ...mail, replyTo: { name: null, address: 'orders@parks.example' } });
    expect(sent[1]?.replyTo).toEqual({ name: null, address: 'orders@parks.example' });
  });

  it("sends From the settings' address when asked, keeping the display name; without one, the mail's", async () => {
    const asked = withSettings(named, true);
    await asked.mailer.send(mail);
    expect(asked.sent[0]?.from).toEqual({ name: 'Parks Store', address: 'store@parks.example' });
    const none = withSettings({ relay: null, fromAddress: null, replyTo: null }, true);
    await none.mailer.send(mail);
    expect(none.sent[0]?.from).toEqual(mail.from);
    expect(none.sent[0]?.replyTo).toBeUndefined();
  });
});
