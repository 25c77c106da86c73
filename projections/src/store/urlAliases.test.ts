import { seedCategories } from '@parks/domain/seed/categories';
import { seedContent } from '@parks/domain/seed/content';
import { describe, expect, it } from 'vitest';
import { fold, publishedEntity } from './testEvents.ts';
import { storeUrlAliases, type UrlAliasDocument } from './urlAliases.ts';

const pei = seedCategories.find((c) => c.categoryId === 'cat-place-prince-edward-island');
const cart = seedContent.find((c) => c.contentId === 'content-cart');
const block = seedContent.find((c) => c.contentId === 'content-confirmation-top');
const events = [
  ...publishedEntity('Category', 'cat-place-prince-edward-island', pei),
  ...publishedEntity('Content', 'content-cart', cart),
  ...publishedEntity('Content', 'content-confirmation-top', block),
];
const docOf = (id: string) => fold<UrlAliasDocument>(storeUrlAliases, id, events);

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
