/**
 * One MIME rendering for both adapters: the SMTP adapter hands these options to nodemailer's transport,
 * the file adapter builds the same message into bytes with nodemailer's composer, loaded by the first message
 * rather than when the process starts (issue #21).
 */

import type { SendMailOptions } from 'nodemailer';
import type { MailAddress, OutgoingMail } from './port.ts';

const address = ({ name, address }: MailAddress): { name: string; address: string } => ({ name: name ?? '', address });

export const mailOptions = (mail: OutgoingMail): SendMailOptions => ({
  messageId: `<${mail.messageId}>`,
  date: mail.date,
  from: address(mail.from),
  to: mail.to.map(address),
  ...(mail.bcc === undefined || mail.bcc.length === 0 ? {} : { bcc: mail.bcc.map(address) }),
  ...(mail.replyTo === undefined ? {} : { replyTo: address(mail.replyTo) }),
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { 'Content-Language': mail.language },
});

/**
 * The message as it would travel (CRLF line ends), for an .eml file. The file is the record of what was sent,
 * so it keeps the Bcc header (SMTP sends it in the envelope only, never in the message).
 */
export const composeMessage = async (mail: OutgoingMail): Promise<Buffer> => {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const message = new MailComposer(mailOptions(mail)).compile();
  message.keepBcc = true;
  return message.build();
};
