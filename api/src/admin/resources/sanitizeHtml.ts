/**
 * The rich text of a content page (back-office.md §5: the block types Normal, H1–H6, Blockquote, Code, with links
 * and lists) as the store may render it: an allow-list, so a script, an event handler, a style or a `javascript:`
 * link never reaches a shopper's page, whatever the admin form sent. Applied on the server before the payload is
 * written: what is stored is what the store serves.
 *
 * The store's own pages keep working when edited: headings keep a plain `id` (the FAQ and policy pages link to
 * their sections by hash), `tel:` and `mailto:` links stay, and a `nav` keeps its `aria-label`.
 */
import sanitize from 'sanitize-html';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** A section anchor: lower-case words joined by hyphens. Anything else could clobber the page's own names. */
const anchorPattern = /^[a-z][a-z0-9-]{0,63}$/;
const withPlainId: sanitize.Transformer = (tagName, attribs) => {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id !== undefined && anchorPattern.test(id) ? { ...rest, id } : rest };
};

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'nav',
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
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    nav: ['aria-label'],
    ...Object.fromEntries(headings.map((tag) => [tag, ['id']])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A link opening another tab cannot reach back to the store's window.
  transformTags: {
    ...Object.fromEntries(headings.map((tag) => [tag, withPlainId])),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object'],
};

export const sanitizeContentHtml = (html: string): string => sanitize(html, options).trim();
