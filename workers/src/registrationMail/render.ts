/**
 * The mails of a portal self-registration, in the user's language: the link that confirms the e-mail address,
 * then staff's decision. Links use the configured public URL, never the request's Host header.
 */
import { domainOf, messageIdFor, type OutgoingMail } from '@parks/infra/mail/port';
import { htmlLang, type Language } from '@parks/schemas/language';
import { type MessageParams, translate } from '@parks/schemas/messages/index';
import { verificationLinkTtlHours } from '@parks/schemas/registration';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const verificationLink = (publicUrl: string, language: Language, userId: string, token: string): string =>
  `${publicUrl}/${language}/portal/verify?user=${encodeURIComponent(userId)}&token=${encodeURIComponent(token)}`;

export const portalLink = (publicUrl: string, language: Language): string => `${publicUrl}/${language}/portal`;

type Addressed = Readonly<{
  to: string;
  language: Language;
  from: string;
  now: Date;
  /** Unique per mail: its kind and an id. */
  mailId: string;
}>;

const mailOf = (
  options: Addressed,
  kind: 'verify' | 'approved' | 'declined',
  params: MessageParams,
  link: string | null,
): OutgoingMail => {
  const text = translate(options.language, `registration.mail.${kind}.text` as const, params);
  const html = `<!doctype html><html lang="${htmlLang[options.language]}"><body>${escapeHtml(text)
    .split('\n')
    .map((line) => (link !== null && line === escapeHtml(link) ? `<a href="${escapeHtml(link)}">${line}</a>` : line))
    .join('<br>')}</body></html>`;
  return {
    messageId: messageIdFor(domainOf(options.from), `registration-${kind}`, options.mailId),
    from: { name: 'Parks Store', address: options.from },
    to: [{ name: null, address: options.to }],
    subject: translate(options.language, `registration.mail.${kind}.subject` as const),
    text,
    html,
    language: htmlLang[options.language],
    date: options.now,
  };
};

export const verificationMail = (
  options: Addressed & Readonly<{ name: string; username: string; link: string }>,
): OutgoingMail =>
  mailOf(
    options,
    'verify',
    { name: options.name, username: options.username, hours: verificationLinkTtlHours, link: options.link },
    options.link,
  );

export const decisionMail = (
  options: Addressed &
    Readonly<{
      name: string;
      username: string;
      decision: 'approve' | 'decline';
      customerNumbers: readonly string[];
      reason: string;
      publicUrl: string;
    }>,
): OutgoingMail => {
  if (options.decision === 'approve') {
    const link = portalLink(options.publicUrl, options.language);
    const customerNumbers = options.customerNumbers.join(', ');
    return mailOf(options, 'approved', { name: options.name, username: options.username, customerNumbers, link }, link);
  }
  const reason = options.reason === '' ? '' : `\n\n${options.reason}`;
  return mailOf(options, 'declined', { name: options.name, username: options.username, reason }, null);
};
