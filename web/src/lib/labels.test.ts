import { en } from '@parks/schemas/texts/common/en';
import { fr } from '@parks/schemas/texts/common/fr';
import { flattenTexts } from '@parks/schemas/texts/tree';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dimensionLabel, vesselTypeLabel, withColon } from './labels.ts';

beforeAll(async () => {
  await i18next.init({
    resources: { en: { common: en }, fr: { common: fr } },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

describe('shared labels', () => {
  it('names the vessel types of the seed (domain/src/seed/products.ts) in both languages', () => {
    const en = i18next.getFixedT('en');
    const fr = i18next.getFixedT('fr');
    expect(['power', 'sail', 'houseboat', 'pwc'].map((code) => vesselTypeLabel(en, code))).toEqual([
      'Power boat',
      'Sailboat',
      'Houseboat',
      'Personal watercraft',
    ]);
    expect(['power', 'sail', 'houseboat', 'pwc'].map((code) => vesselTypeLabel(fr, code))).toEqual([
      'Bateau à moteur',
      'Voilier',
      'Bateau-maison',
      'Motomarine',
    ]);
    expect(vesselTypeLabel(en, 'canoe')).toBe('canoe');
  });

  it('puts a no-break space before the colon in French only', () => {
    expect(withColon(i18next.getFixedT('en'), 'Total')).toBe('Total:');
    expect(withColon(i18next.getFixedT('fr'), 'Total')).toBe('Total\u00a0:');
  });
});

describe('defect 13: product dimensions in the page language', () => {
  it('writes inches as in in English and po in French, with the decimal mark of the language', () => {
    expect(dimensionLabel(i18next.getFixedT('en'), '8.5 in', 'en')).toBe('8.5 in');
    expect(dimensionLabel(i18next.getFixedT('fr'), '8.5 in', 'fr')).toBe('8,5 po');
    expect(dimensionLabel(i18next.getFixedT('fr'), '11 in', 'fr')).toBe('11 po');
    expect(dimensionLabel(i18next.getFixedT('fr'), 'A4', 'fr')).toBe('A4');
  });
});

describe('French typography of the common namespace', () => {
  it('has typographic apostrophes and a no-break space before every colon', () => {
    const texts = flattenTexts(fr);
    expect(texts.filter(([, text]) => text.includes("'"))).toEqual([]);
    expect(texts.filter(([, text]) => /[^\u00a0]:/.test(text))).toEqual([]);
  });
});
