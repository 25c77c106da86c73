/**
 * The rich text of a content page (back-office.md §5: the block types Normal, H1–H6, Blockquote, Code, with links
 * and lists) as the store may render it: an allow-list, so a script, an event handler, a style or a `javascript:`
 * link never reaches a shopper's page, whatever the admin form sent. Applied on the server before the payload is
 * written: what is stored is what the store serves.
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'a',
    'ul',
    'ol',
    'li',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A link opening another tab cannot reach back to the store's window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object'],
};

export const sanitizeContentHtml = (html: string): string => sanitize(html, options).trim();
