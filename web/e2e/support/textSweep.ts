/**
 * The text sweep of the back office (issue 23): what a staff screen must never show. It reads the page as a person
 * does (`innerText`: what is drawn, not attributes or hidden markup) and names each internal found: a hash, a UUID,
 * an internal id, an ISO timestamp, AM/PM on a French page, cents or thousandths in a label, a catalogue key left
 * untranslated, raw JSON outside the §2 json view.
 */
import { catalogue } from '@parks/schemas/texts/catalogue';
import { flattenTexts } from '@parks/schemas/texts/tree';
import type { Page } from 'playwright-core';

type Rule = Readonly<{ name: string; pattern: RegExp; frenchOnly?: boolean }>;

const rules: readonly Rule[] = [
  { name: 'a hash', pattern: /\b[0-9a-f]{40,}\b/i },
  { name: 'a UUID', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i },
  { name: 'an internal id', pattern: /\b(?:usr|prod|cat|disc|guest)-[0-9a-z][0-9a-z-]*/i },
  { name: 'an ISO timestamp', pattern: /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  { name: 'AM/PM on a French page', pattern: /\b(?:AM|PM)\b|\b[ap]\.m\./, frenchOnly: true },
  { name: 'cents in a label', pattern: /\(cents\)|\(¢\)/i },
  { name: 'thousandths', pattern: /thousandths?|millièmes?/i },
  { name: 'raw JSON', pattern: /[{[]\s*"[^"\n]+"\s*:/ },
];

/**
 * The catalogue's dotted keys long enough not to be words (`admin.product.category.unknown`, `areas.tracers`): one
 * drawn as is was never translated.
 */
const catalogueKeys: readonly string[] = [
  ...new Set(
    Object.values(catalogue).flatMap((namespace) =>
      flattenTexts(namespace.en)
        .map(([key]) => key)
        .filter((key) => key.includes('.') && key.length >= 8 && /[a-z]\.[a-z]/i.test(key)),
    ),
  ),
];

/** The internals in a screen's text, each as `what: the text around it`; `jsonView` allows the §2 raw JSON. */
export const internalsIn = (text: string, lng: 'en' | 'fr', jsonView = false): string[] => {
  const found: string[] = [];
  for (const rule of rules) {
    if (rule.frenchOnly === true && lng !== 'fr') continue;
    if (jsonView && rule.name === 'raw JSON') continue;
    const match = rule.pattern.exec(text);
    if (match) found.push(`${rule.name}: …${text.slice(Math.max(0, match.index - 30), match.index + 50)}…`);
  }
  for (const key of catalogueKeys) {
    const at = text.indexOf(key);
    // A key is one token: not part of a longer word, an e-mail address or a host name.
    if (at >= 0 && !/[\w@.-]/.test(text.charAt(at - 1)) && !/[\w-]/.test(text.charAt(at + key.length)))
      found.push(`an untranslated key: ${key}`);
  }
  return found;
};

/** The internals the page shows now, as a person reads it (its drawn text, not its markup). */
export const pageInternals = async (page: Page, lng: 'en' | 'fr'): Promise<string[]> => {
  const text = await page.evaluate(() => document.body.innerText);
  return internalsIn(text, lng, /\/revisions\/json\//.test(new URL(page.url()).pathname));
};
