import type { Mailer, OutgoingMail } from '../port.ts';

/** A mailer that keeps what it is given, in order, for a test to read. */
export const memoryMailer = (): Mailer & Readonly<{ sent: OutgoingMail[] }> => {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'file',
    sent,
    send: async (mail) => {
      sent.push(mail);
      return { messageId: mail.messageId, via: 'file', detail: 'kept in memory' };
    },
    close: async () => {},
  };
};

/** A plain mail to send in a test, with what it changes. */
export const testMail = (changes: Partial<OutgoingMail> = {}): OutgoingMail => ({
  messageId: 'mail-test-1@store.parks.example',
  from: { name: 'Parks Store', address: 'no-reply@store.parks.example' },
  to: [{ name: null, address: 'visitor@example.com' }],
  subject: 'Your order',
  text: 'Thank you',
  html: '<p>Thank you</p>',
  language: 'en-CA',
  date: new Date('2026-11-21T15:00:00.000Z'),
  ...changes,
});
