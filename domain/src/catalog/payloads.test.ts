import { describe, expect, it } from 'vitest';
import { seedCategories } from '../seed/categories.ts';
import { seedContent } from '../seed/content.ts';
import { portalSeedCategories } from '../seed/portalCatalog.ts';
import { seedProducts } from '../seed/products.ts';
import { categoryEntryOf, categoryRecordOf, isHiddenCategory } from './category.ts';
import { contentEntryOf } from './content.ts';
import { priceEntryOf } from './price.ts';
import { productEntryOf } from './product.ts';

const name = { en: 'Discovery Pass', fr: 'Carte découverte' };
const empty = { en: '', fr: '' };
const noWindow = { orderable: true, unavailableStart: null, unavailableEnd: null };

describe('the catalogue payload parsers', () => {
  // The seed writes every field, so a seeded payload must read back with the same values.
  it('read every seeded payload back unchanged', () => {
    for (const category of [...seedCategories, ...portalSeedCategories]) {
      expect(categoryRecordOf(category)).toEqual(category);
    }
    for (const { product, price } of seedProducts) {
      // The seed predates the list of categories and the availability window: their defaults are filled in.
      expect(productEntryOf(product)).toEqual({ ...product, ...noWindow, categoryIds: [product.categoryId] });
      expect(priceEntryOf(price)).toEqual(price);
    }
    for (const content of seedContent) expect(contentEntryOf(content)).toEqual(content);
  });

  it('fill in the presentation fields a payload drafted before them lacks', () => {
    const product = productEntryOf({ productId: 'p1', categoryId: 'c1', storeCode: 'b2c', name, sku: '' });
    expect(product).toEqual({
      productId: 'p1',
      categoryId: 'c1',
      storeCode: 'b2c',
      name,
      validityPeriod: null,
      isBoatingPermit: false,
      vesselTypes: [],
      sku: null,
      displayOrder: 0,
      shortDescription: empty,
      salePriceDescription: null,
      unavailableTagline: null,
      imageUrl: null,
      categoryIds: ['c1'],
      ...noWindow,
    });
    const category = categoryRecordOf({ categoryId: 'c1', storeCode: 'b2b', urlAlias: name, name, parentId: 7 });
    expect(category).toMatchObject({ parentId: null, displayOrder: 0, homePanel: null, notices: [], footerLinks: [] });
    expect(contentEntryOf({ contentId: 'x', name: 'About', storeCode: 'b2c', location: 'Footer' })).toMatchObject({
      location: null,
      title: empty,
      html: empty,
      imageUrl: null,
      displayOrder: 0,
    });
    expect(priceEntryOf({ priceId: 'r1', productId: 'p1', regularPriceCents: 100, salePriceCents: 0 })).toEqual({
      priceId: 'r1',
      productId: 'p1',
      rank: 0,
      regularPriceCents: 100,
      salePriceCents: 0,
      saleStartsAt: null,
      saleEndsAt: null,
    });
  });

  it('skip a payload without its ids, names or whole cents', () => {
    expect(productEntryOf({ productId: 'p1', categoryId: 'c1', storeCode: 'b2c' })).toBeNull();
    expect(productEntryOf({ productId: 'p1', storeCode: 'b2c', name })).toBeNull();
    expect(categoryRecordOf({ categoryId: 'c1', storeCode: 'b2c', name })).toBeNull();
    expect(contentEntryOf({ contentId: 'x', storeCode: 'b2c' })).toBeNull();
    expect(priceEntryOf({ priceId: 'r1', productId: 'p1', regularPriceCents: 1.5, salePriceCents: 0 })).toBeNull();
    expect(productEntryOf(null)).toBeNull();
    expect(productEntryOf('Product')).toBeNull();
  });

  it('keep a localized text as written, and drop fields no reader declares', () => {
    const withExtra = { ...name, de: 'Entdeckerpass' };
    const product = productEntryOf({ productId: 'p1', categoryId: 'c1', storeCode: 'b2c', name: withExtra, x: 1 });
    expect(product?.name).toBe(withExtra);
    expect(product).not.toHaveProperty('x');
  });

  it('read a product of several categories, and an older one of one category as a list of one', () => {
    const base = { productId: 'p1', storeCode: 'b2c', name };
    expect(productEntryOf({ ...base, categoryId: 'c1' })).toMatchObject({ categoryId: 'c1', categoryIds: ['c1'] });
    // The list wins, its first is the home category, a category named twice is shown once.
    expect(productEntryOf({ ...base, categoryId: 'c9', categoryIds: ['c2', 'c3', 'c2'] })).toMatchObject({
      categoryId: 'c2',
      categoryIds: ['c2', 'c3'],
    });
    expect(productEntryOf({ ...base, categoryIds: [] })).toBeNull();
  });

  it('read the availability window, a malformed date as none', () => {
    const base = { productId: 'p1', storeCode: 'b2c', name, categoryId: 'c1' };
    const start = '2026-06-01T00:00:00.000Z';
    expect(
      productEntryOf({ ...base, unavailableStart: start, unavailableEnd: 'later', orderable: false }),
    ).toMatchObject({ unavailableStart: start, unavailableEnd: null, orderable: false });
  });

  it('hide a category only when the back office unticked it', () => {
    const category = { categoryId: 'c1', storeCode: 'b2c', urlAlias: name, name };
    expect(isHiddenCategory({ ...category, active: false })).toBe(true);
    expect(categoryEntryOf({ ...category, active: false })).toBeNull();
    expect(categoryEntryOf({ ...category, active: true })).not.toBeNull();
    expect(categoryEntryOf(category)).not.toBeNull();
  });
});
