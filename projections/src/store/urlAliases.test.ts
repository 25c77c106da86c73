import { seedCategories } from '@parks/domain/seed/categories';
import { describe, expect, it } from 'vitest';
import { seededDocuments } from './testEvents.ts';
import { storeUrlAliases, type UrlAliasDocument } from './urlAliases.ts';

const pei = seedCategories.find((c) => c.categoryId === 'cat-place-prince-edward-island');
const docOf = seededDocuments<UrlAliasDocument>(storeUrlAliases, [
  'cat-place-prince-edward-island',
  'content-cart',
  'content-confirmation-top',
]);

describe('url alias documents', () => {
  it('resolve a category to its id, with both languages as keys', () =>
    expect(docOf('Category:cat-place-prince-edward-island')?.published).toEqual({
      storeCode: 'b2c',
      type: 'Category',
      name: 'cat-place-prince-edward-island',
      parentId: 'cat-single-location',
      alias: { en: 'prince-edward-island', fr: 'ile-du-prince-edouard' },
      title: pei?.name,
      keys: ['prince-edward-island', 'ile-du-prince-edouard'],
    }));
  it('resolve a content page to its name', () =>
    expect(docOf('Content:content-cart')?.published).toMatchObject({
      type: 'Content',
      name: 'CartPage',
      keys: ['cart', 'panier'],
    }));
  it('have no view for content without an alias', () =>
    expect(docOf('Content:content-confirmation-top')?.published).toBeNull());
});
