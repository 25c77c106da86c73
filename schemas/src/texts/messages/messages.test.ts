import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { isMessageKey, messageKeys, numbered, placeholdersOf, translate } from './index.ts';

const schemasSrc = join(import.meta.dirname, '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'texts' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Every `msg('…')` of the schemas: the keys their messages can produce. */
const keysUsedBySchemas = sourceFiles(schemasSrc).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/msg\('([^']+)'\)/g)].map((m) => m[1] ?? ''),
);

describe('the message catalogue', () => {
  it('has every key used by a schema, in both languages', () => {
    expect(keysUsedBySchemas.length).toBeGreaterThan(40);
    for (const key of keysUsedBySchemas) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
  });
  it('has the same keys in English and French, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of messageKeys) expect(fr[key].trim(), key).not.toBe('');
  });
  it('has the same placeholders in both languages', () => {
    for (const key of messageKeys) expect(placeholdersOf(fr[key]).sort(), key).toEqual(placeholdersOf(en[key]).sort());
  });
  it('keeps the spec texts word for word', () => {
    expect(en['checkout.postalCode.invalid']).toBe(
      'postal/ZIP format not recognized (examples A1A 1A1, 12345 or 12345-6789)',
    );
    expect(en['promo.required']).toBe('No promotional code entered.');
    expect(en['checkout.formHeader']).toBe('The form could not be submitted because of the following errors.');
    expect(fr['signIn.password.required']).toBe('Le champ * ne peut pas être vide.');
  });
});

describe('translate', () => {
  it('fills placeholders from the params, then from the language defaults', () => {
    expect(translate('en', 'boating.formHeader.other', { n: 3 })).toBe(
      'The form could not be submitted because 3 errors were found',
    );
    expect(translate('fr', 'checkout.email.invalid')).toBe(
      'Veuillez entrer une adresse courriel valide (p. ex. nom@exemple.ca)',
    );
  });
  it('returns an unknown key as is and leaves unknown placeholders', () => {
    expect(isMessageKey('no.such.key')).toBe(false);
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'boating.formHeader.other')).toContain('{n}');
  });
  it('numbers a message for the numbered forms', () => {
    expect(numbered('en', 2, 'boating.permitType.required')).toBe('Error 2: Please select a permit type');
  });
});
