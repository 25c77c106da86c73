/**
 * The content allow-list as a property: whatever mix of allowed blocks, hostile tags, event handlers and link
 * schemes an editor (or a forged request) sends, no tag outside the allow-list, handler, style or active link
 * survives (text left of a malformed script is escaped text, inert; content.test.ts checks a script's body goes).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitizeHtml.ts';

const words = fc.constantFrom('Trail', 'lac', 'écluse', '1 & 2', '"quoted"', "it's", '< not a tag', 'x > y');
const hostileAttribute = fc.constantFrom(
  ' onclick="steal()"',
  ' onerror=alert(1)',
  ' ONLOAD="x()"',
  ' style="position:fixed"',
  ' class="gcds-button"',
  ' id="Not Safe"',
  ' srcdoc="<script>x()</script>"',
);
const href = fc.constantFrom(
  'https://parks.example/map',
  '/en/trails',
  'mailto:info@parks.example',
  'tel:18002037982',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/x',
);
const allowed = fc.constantFrom('p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'li', 'strong');
/** Tags whose body is code, dropped with them; and tags dropped whose text stays as text. */
const codeBodies = fc.constantFrom('script', 'style', 'iframe', 'object', 'noscript', 'textarea');
const hostile = fc.constantFrom('embed', 'img', 'svg', 'form', 'input', 'math', 'div', 'span', 'table');

const keptTags = new Set('p nav h1 h2 h3 h4 h5 h6 blockquote pre code a ul ol li br strong b em i u s'.split(' '));

const fragment: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    words,
    fc
      .tuple(allowed, fc.option(hostileAttribute, { nil: '' }), tie('nodes'))
      .map(([tag, attribute, inner]) => `<${tag}${attribute}>${inner}</${tag}>`),
    fc
      .tuple(codeBodies, fc.option(hostileAttribute, { nil: '' }), tie('nodes'))
      .map(([tag, attribute, inner]) => `<${tag}${attribute}>alert(1)${inner}</${tag}>`),
    fc
      .tuple(hostile, fc.option(hostileAttribute, { nil: '' }), tie('nodes'))
      .map(([tag, attribute, inner]) => `<${tag}${attribute}>${inner}</${tag}>`),
    fc
      .tuple(href, fc.option(hostileAttribute, { nil: '' }), words)
      .map(([link, attribute, text]) => `<a href="${link}"${attribute}>${text}</a>`),
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((nodes) => nodes.join('')),
})).nodes;

describe('sanitizeContentHtml', () => {
  it('never keeps a script, an event handler, a style or an active link', () => {
    fc.assert(
      fc.property(fragment, (html) => {
        const clean = sanitizeContentHtml(html);
        // A `<` of text comes out as `&lt;`: every `<` left opens a real tag, and only tags can act.
        const tags = clean.match(/<[^>]*>/g) ?? [];
        const names = tags.map((tag) => /^<\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(tag)?.[1]?.toLowerCase() ?? tag);
        expect(names.filter((name) => !keptTags.has(name))).toEqual([]);
        for (const tag of tags) {
          expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
          expect(tag).not.toMatch(/\s(style|class|srcdoc)\s*=/i);
          expect(tag).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
          expect(tag).not.toMatch(/href="\/\//);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the block types of the editor, links and lists as they are', () => {
    const html =
      '<h1>A</h1><h2 id="faq">B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6><p>Normal <strong>bold</strong> ' +
      '<em>it</em></p><blockquote>Q</blockquote><pre><code>c()</code></pre><ul><li>u</li></ul><ol><li>o</li></ol>' +
      '<p><a href="/en/trails">in</a> <a href="https://parks.example">out</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});
