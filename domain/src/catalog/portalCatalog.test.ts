import { describe, expect, it } from 'vitest';
import { portalSeedCategories, portalSeedProducts } from '../seed/portalCatalog.ts';
import { seedProducts } from '../seed/products.ts';
import { portalCategoryEntryOf, portalPriceEntryOf, portalProductEntryOf } from './portalCatalog.ts';

const name = { en: 'Guide', fr: 'Guide' };
const product = { productId: 'p1', categoryId: 'c1', storeCode: 'b2b', name };
const empty = { en: '', fr: '' };

describe('the portal’s reading of catalogue payloads', () => {
  it('reads every seeded trade category, product and price with the fields it shows', () => {
    for (const category of portalSeedCategories) {
      const { categoryId, parentId, urlAlias, name, imageUrl, shortDescription, description, displayOrder } = category;
      const shown = { categoryId, parentId, urlAlias, name, imageUrl, shortDescription, description, displayOrder };
      expect(portalCategoryEntryOf(category)).toEqual(shown);
    }
    for (const { product, price } of portalSeedProducts) {
      const entry = portalProductEntryOf(product);
      expect(entry).toMatchObject({ productId: product.productId, sku: product.sku, title: product.title });
      expect(entry?.attributes).toEqual(product.attributes);
      expect(entry?.options).toEqual(product.options);
      expect(portalPriceEntryOf(price)).toEqual(price);
    }
  });

  it('is none of the public store’s', () => {
    expect(portalProductEntryOf({ ...product, storeCode: 'b2c' })).toBeNull();
    expect(portalCategoryEntryOf({ categoryId: 'c1', storeCode: 'b2c' })).toBeNull();
    for (const { product } of seedProducts) expect(portalProductEntryOf(product)).toBeNull();
  });

  it('shows a product missing portal fields with safe defaults, titled by its name', () => {
    expect(portalProductEntryOf(product)).toEqual({
      productId: 'p1',
      categoryId: 'c1',
      sku: '',
      name,
      title: name,
      shortDescription: empty,
      description: empty,
      imageUrl: null,
      samplePdfUrl: null,
      status: 'Active',
      inventory: 0,
      allowBackorder: false,
      minimumOrderQty: 1,
      maximumOrderQty: 1,
      attributes: {
        fulfillmentMethod: empty,
        productType: empty,
        units: empty,
        packSize: 1,
        productWidth: '',
        productHeight: '',
        pageCount: 1,
        printedSides: 1,
        orientation: empty,
      },
      options: { year: [], month: [], language: [], packSize: [] },
      displayOrder: 0,
      // No availability window: only its status makes it unavailable.
      unavailableStart: null,
      unavailableEnd: null,
    });
  });

  it('reads odd values the way the portal always has', () => {
    const entry = portalProductEntryOf({
      ...product,
      name: { ...name, de: 'Führer' },
      imageUrl: 'not a text',
      status: 'Unavailable',
      allowBackorder: 'yes',
      minimumOrderQty: -4,
      maximumOrderQty: 2.5,
      options: { year: [{ id: 'y1', name }, { name }, 'y2'], month: 'none' },
    });
    expect(entry).toMatchObject({
      name,
      imageUrl: empty,
      status: 'Unavailable',
      allowBackorder: false,
      minimumOrderQty: 1,
      maximumOrderQty: 1,
      options: { year: [{ id: 'y1', name }], month: [], language: [], packSize: [] },
    });
    expect(entry?.name).not.toHaveProperty('de');
    expect(portalProductEntryOf({ ...product, categoryId: 3 })).toBeNull();
  });

  it('keeps any price whose cents are numbers', () => {
    const price = { priceId: 'r1', productId: 'p1', regularPriceCents: 10.5, salePriceCents: 0, rank: 1.5 };
    expect(portalPriceEntryOf(price)).toEqual({ ...price, rank: 0, saleStartsAt: null, saleEndsAt: null });
    expect(portalPriceEntryOf({ priceId: 'r1', productId: 'p1', regularPriceCents: '10' })).toBeNull();
  });
});
