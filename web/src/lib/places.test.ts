import { describe, expect, it } from 'vitest';
import { countryName } from './places.ts';

describe('country names', () => {
  it('names a country code in the page language', () => {
    expect(countryName('CA', 'en')).toBe('Canada');
    expect(countryName('CA', 'fr')).toBe('Canada');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('US', 'fr')).toBe('États-Unis');
  });

  it('prefers the given list, and shows an unknown code as itself', () => {
    expect(countryName('US', 'fr', [{ value: 'US', name: { en: 'USA', fr: 'É.-U.' } }])).toBe('É.-U.');
    expect(countryName('ZZ', 'en')).toBe('ZZ');
  });
});
