import { seedContent } from '@parks/domain/seed/content';
import { foldText } from '@parks/schemas/foldText';
import { describe, expect, it } from 'vitest';
import { type SearchDocument, searchFilter, storeSearch, stripHtml } from './search.ts';
import { seededDocuments } from './testEvents.ts';

const terms = seedContent.find((c) => c.name === 'TermsAndConditions');
const docOf = seededDocuments<SearchDocument>(storeSearch, [
  'prod-discovery-adult',
  'content-terms',
  'content-home-alert',
]);

describe('folding', () => {
  it('lower-cases, removes accents and collapses spaces', () =>
    expect(foldText('  Carte d’entrée   DÉCOUVERTE ')).toBe("carte d'entree decouverte"));
  it('strips tags', () => expect(stripHtml('<p>Hello <b>parks</b></p>')).toBe('Hello parks'));
});

describe('search documents', () => {
  it('index a product by name, description, type and SKU in each language', () => {
    const view = docOf('Product:prod-discovery-adult')?.published;
    expect(view).toMatchObject({ type: 'Product', typeRank: 2, categoryId: 'cat-discovery', alias: null });
    expect(view?.text.fr).toContain("carte d'entree decouverte");
    expect(view?.text.fr).toContain('produit');
    expect(view?.text.en).toContain('dp-adult');
    expect(view?.sortName.en).toBe('discovery pass – adult (18–64)');
  });
  it('index a content page by its text, with a short description', () => {
    const view = docOf('Content:content-terms')?.published;
    expect(view).toMatchObject({ type: 'Content', alias: { en: 'terms', fr: 'modalites' }, name: terms?.title });
    expect(view?.text.en).toContain('refunded within 30 days');
    expect(view?.description.en.length).toBeLessThanOrEqual(200);
    expect(view?.description.en).not.toContain('<');
  });
  it('leave out blocks, which have no page to go to', () =>
    expect(docOf('Content:content-home-alert')?.published).toBeNull());
});

describe('the search filter', () => {
  it('requires every folded word in the language, escaped', () =>
    expect(searchFilter({ text: 'Découverte a+', language: 'fr', view: { uat: true } })).toEqual({
      'uat.storeCode': 'b2c',
      $and: [{ 'uat.text.fr': { $regex: 'decouverte' } }, { 'uat.text.fr': { $regex: 'a\\+' } }],
    }));
  it('is null for blank text', () =>
    expect(searchFilter({ text: '   ', language: 'en', view: { uat: false } })).toBeNull());
});
