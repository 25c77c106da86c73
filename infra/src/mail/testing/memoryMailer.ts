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
