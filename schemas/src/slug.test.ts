import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { urlAliasPattern } from './admin/categories.ts';
import { slugOf } from './slug.ts';

describe('the slug of a name', () => {
  it('lower-cases, strips what is not a letter or digit, and joins the words with hyphens', () => {
    expect(slugOf('Discovery Pass')).toBe('discovery-pass');
    expect(slugOf('  Trails & Lakes  2026 ')).toBe('trails-lakes-2026');
    expect(slugOf('Lockage -- and   Mooring')).toBe('lockage-and-mooring');
    expect(slugOf('!!!')).toBe('');
  });
  it('keeps the letters of accented words: “Île” is “ile”, French names read', () => {
    expect(slugOf('Île Bonaventure')).toBe('ile-bonaventure');
    expect(slugOf('Carte découverte')).toBe('carte-decouverte');
    expect(slugOf('Écluses du Canal Rideau')).toBe('ecluses-du-canal-rideau');
    expect(slugOf('Œuvre d’art')).toBe('oeuvre-dart');
  });

  const names = fc.oneof(
    fc.string(),
    fc
      .array(fc.constantFrom('Île', 'é', 'À', 'œ', ' ', '-', '--', '’', '!', 'a', 'Z', '9', '\t', 'ß'), {
        maxLength: 20,
      })
      .map((parts) => parts.join('')),
  );
  it('gives only a-z, 0-9 and single inner hyphens, never one at either end: a valid URL alias or nothing', () => {
    fc.assert(
      fc.property(names, (name) => {
        const slug = slugOf(name);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug).not.toMatch(/^-|-$|--/);
        expect(slug === '' || urlAliasPattern.test(slug)).toBe(true);
      }),
    );
  });
  it('is idempotent: a slug is its own slug', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(slugOf(slugOf(name))).toBe(slugOf(name));
      }),
    );
  });
});
