/**
 * The mailer port: one message in, delivered (to an SMTP relay) or kept (as an .eml file), or an error.
 * An error means "maybe not sent": the caller retries the same message. A message's id is deterministic
 * (`messageIdFor`), so a retried send that reaches the relay twice carries the same Message-ID, which
 * mail stores and people can recognise as one message, and the file adapter simply overwrites it.
 */
export type MailAddress = Readonly<{ name: string | null; address: string }>;

export type OutgoingMail = Readonly<{
  /** The Message-ID without angle brackets, e.g. `mail-order-ord-1@store.parks.example`. */
  messageId: string;
  from: MailAddress;
  to: readonly MailAddress[];
  /** Hidden copies (staff addresses): in the SMTP envelope only; the .eml record shows them as a Bcc header. */
  bcc?: readonly MailAddress[];
  /** Where replies go, when not to `from` (the SMTP settings' reply-to). */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Content-Language of the message, e.g. `fr-CA`. */
  language: string;
  date: Date;
}>;

export type MailDelivery = Readonly<{
  messageId: string;
  via: 'smtp' | 'file';
  /** SMTP: the relay's reply; file: the path of the .eml file. */
  detail: string;
}>;

export type Mailer = Readonly<{
  kind: 'smtp' | 'file';
  send: (mail: OutgoingMail) => Promise<MailDelivery>;
  close: () => Promise<void>;
}>;

const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** A deterministic Message-ID (RFC 5322 msg-id, without brackets) from the parts of a local id and a domain. */
export const messageIdFor = (domain: string, ...parts: readonly string[]): string => {
  const local = parts.join('-');
  if (!ATOM.test(local) || !ATOM.test(domain)) throw new Error(`not a valid Message-ID: ${local}@${domain}`);
  return `${local}@${domain}`;
};

/** The domain part of an address (for Message-IDs that belong to the sender's domain). */
export const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);
