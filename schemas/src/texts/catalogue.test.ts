import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CatalogueNamespace, catalogue, type NamespaceName } from './catalogue.ts';
import { flattenTexts } from './tree.ts';

const repository = join(import.meta.dirname, '..', '..', '..');
const productFolders = [
  'api/src',
  'web/src',
  'projections/src',
  'schemas/src',
  'domain/src',
  'workers/src',
  'server/src',
];

/** Test files and the test support folders and modules (fixtures' payloads, expected answers) are not product. */
const isTestSource = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || path.includes('/testing/') || path.endsWith('/testing.ts');

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(repository, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestSource(path) ? [path] : [];
  });

const productSources = productFolders.flatMap(sourceFiles);
const readSource = (path: string): string => readFileSync(join(repository, path), 'utf8');
/**
 * The catalogue's own files: `schemas/src/texts/`, and in each admin family's folder its screen texts (`texts.ts`)
 * and its descriptor, which names its area in both languages (`family.ts`).
 */
const isCatalogueSource = (path: string): boolean =>
  path.startsWith('schemas/src/texts/') || /^schemas\/src\/admin\/families\/\w+\/(texts|family)\.ts$/.test(path);
/** The product's code that reads texts: everything but the catalogue itself. */
const readers = productSources.filter((path) => !isCatalogueSource(path)).map(readSource);

/**
 * Every text between two quotes of the same kind on a line, without an i18next namespace prefix (`admin:title`
 * is `title`). Overlapping on purpose: an apostrophe in a comment must not hide the key quoted after it.
 */
const between = (source: string, quote: string): string[] =>
  [...source.matchAll(new RegExp(`${quote}(?=([^${quote}\\n]+)${quote})`, 'g'))].map((m) => m[1] ?? '');
const quoted = new Set(
  readers.flatMap((source) =>
    ["'", '"', '`'].flatMap((quote) => between(source, quote)).flatMap((text) => [text, text.replace(/^\w+:/, '')]),
  ),
);

/**
 * The keys the readers build at run time, as patterns: each template literal with a dotted head or tail
 * (`areas.${area}`, `dashboard.cards.${card}.title`, `${texts}.title`), its values standing for one key segment.
 */
const builtKeys: readonly RegExp[] = readers.flatMap((source) =>
  between(source, '`').flatMap((template) => {
    if (!template.includes('${')) return [];
    const parts = template.split(/\$\{[^}]*\}/);
    if (!parts.some((part) => /^\w+(\.\w+)*\.?$|^\.\w+/.test(part) && /[a-z]{2}/i.test(part))) return [];
    const pattern = parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^.]+');
    return [new RegExp(`^${pattern}$`)];
  }),
);

/** Every property the readers name (`texts.rebuildOf`, `{ subject }`): how the typed accessors' keys are read. */
const properties = new Set(readers.flatMap((source) => [...source.matchAll(/[.{,]\s*(\w+)\b/g)].map((m) => m[1])));

/** The namespaces read by property through a typed accessor (web/src/admin/*, the mail) rather than by key. */
const readByProperty: ReadonlySet<NamespaceName> = new Set([
  'adminDefinitions',
  'adminOps',
  'adminOrderModal',
  'adminOrders',
  'adminRevisions',
  'confirmationMail',
  'orderColumns',
  'ordersReportTexts',
]);

const keysOf = (namespace: CatalogueNamespace): string[] => flattenTexts(namespace.en).map(([key]) => key);

const isUsed = (name: NamespaceName, key: string): boolean => {
  const segments = key.split('.');
  if (readByProperty.has(name)) {
    // A plural form (`remaining.one`) is read through its group's accessor function (`remaining`).
    const last = segments.at(-1) === 'one' || segments.at(-1) === 'other' ? segments.at(-2) : segments.at(-1);
    // A group indexed by a code (`statuses[status]`) is read through the code, quoted where it is listed.
    return last !== undefined && (properties.has(last) || quoted.has(last));
  }
  // i18next's plural forms (`itemCount_one`) are asked for by their base key (`itemCount`).
  const base = key.replace(/_(one|other)$/, '');
  return quoted.has(key) || quoted.has(base) || builtKeys.some((pattern) => pattern.test(base));
};

/**
 * The product files that may still write `{ en: '…', fr: '…' }` because the values are not text people read.
 * The catalogue itself and the seed (domain/src/seed/: the store's sample data) are outside the scan.
 */
const bilingualLiteralsAllowed: Readonly<Record<string, string>> = {
  'web/src/features/portal/portalPages.ts': 'URL path segments of the portal pages, not displayed text',
  'web/src/features/content/useContentHref.ts': 'URL aliases of the store pages content links point to',
  'web/src/lib/paths.ts': 'a URL of the store in each language',
  'schemas/src/language.ts': 'locale codes (en-CA, fr-CA)',
  'projections/src/reports/format.ts': 'locale codes (en-CA, fr-CA)',
};

/**
 * English text written in place: a non-empty string given as `en:` (an empty one, `{ en: '', fr: '' }`, is a blank
 * value), a list of them (`en: ['Yes', 'No']`), or an `en:` object of texts (`en: { title: 'Orders', … }`).
 */
const englishLiteral = /\ben:\s*(?:\[\s*)?(?:'[^']|"[^"]|`[^`$]|\{\s*['"]?[\w .-]+['"]?:\s*['"`])/;

const namespaces = Object.entries(catalogue) as [NamespaceName, CatalogueNamespace][];

describe('the text catalogue', () => {
  it('has an English and a French text for every key, none empty', () => {
    for (const [name, namespace] of namespaces) {
      const english = flattenTexts(namespace.en);
      const french = new Map(flattenTexts(namespace.fr));
      expect([...french.keys()].sort(), name).toEqual(english.map(([key]) => key).sort());
      for (const [key, text] of english) {
        expect(text.trim(), `${name} ${key} (en)`).not.toBe('');
        expect(french.get(key)?.trim(), `${name} ${key} (fr)`).not.toBe('');
      }
    }
  });

  it('has no key the product never reads', () => {
    const unused = namespaces.flatMap(([name, namespace]) =>
      keysOf(namespace)
        .filter((key) => !isUsed(name, key))
        .map((key) => `${name}: ${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('leaves no bilingual text literal in product source outside the catalogue and the seed', () => {
    const scanned = productSources.filter((path) => !isCatalogueSource(path) && !path.startsWith('domain/src/seed/'));
    expect(scanned.length).toBeGreaterThan(500);
    const offenders = scanned.filter(
      (path) => !(path in bilingualLiteralsAllowed) && englishLiteral.test(readSource(path)),
    );
    expect(offenders).toEqual([]);
    // Each allowance still has a literal to excuse: one that no longer does is removed from the list.
    for (const path of Object.keys(bilingualLiteralsAllowed))
      expect(englishLiteral.test(readSource(path)), path).toBe(true);
  });
});
