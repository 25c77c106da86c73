import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromHeader } from './language.ts';

describe('languageFromHeader', () => {
  it('takes the most preferred supported language', () => {
    expect(languageFromHeader('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromHeader('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
  });
  it('falls back to English for missing, unsupported or zero-weighted languages', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('de, es')).toBe('en');
    expect(languageFromHeader('fr;q=0')).toBe('en');
  });
  it('recognises exactly the two store languages', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('FR')).toBe(false);
    expect(isLanguage('es')).toBe(false);
  });
});
