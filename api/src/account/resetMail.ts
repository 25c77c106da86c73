/**
 * The password-reset e-mail, in the user's language: a link to the portal's password page carrying the token,
 * which works once within 30 minutes. The link's host is the configured public URL, never the request's Host
 * header (which a caller could set to send the victim's token elsewhere).
 */
import { domainOf, messageIdFor, type OutgoingMail } from '@parks/infra/mail/port';
import { passwordResetTtlSeconds } from '@parks/schemas/auth';
import type { Language } from '@parks/schemas/language';
import { htmlLang } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const resetLink = (publicUrl: string, language: Language, token: string): string =>
  `${publicUrl}/${language}/portal/password?token=${encodeURIComponent(token)}`;

export const passwordResetMail = (
  options: Readonly<{
    to: string;
    username: string;
    language: Language;
    token: string;
    publicUrl: string;
    from: string;
    now: Date;
    /** Unique per request: the token's hash prefix. */
    mailId: string;
  }>,
): OutgoingMail => {
  const link = resetLink(options.publicUrl, options.language, options.token);
  const minutes = Math.round(passwordResetTtlSeconds / 60);
  const text = translate(options.language, 'passwordReset.mail.text', { username: options.username, minutes, link });
  const html = `<!doctype html><html lang="${htmlLang[options.language]}"><body>${escapeHtml(text)
    .split('\n')
    .map((line) => (line === escapeHtml(link) ? `<a href="${escapeHtml(link)}">${line}</a>` : line))
    .join('<br>')}</body></html>`;
  return {
    messageId: messageIdFor(domainOf(options.from), 'password-reset', options.mailId),
    from: { name: 'Parks Store', address: options.from },
    to: [{ name: null, address: options.to }],
    subject: translate(options.language, 'passwordReset.mail.subject'),
    text,
    html,
    language: htmlLang[options.language],
    date: options.now,
  };
};
