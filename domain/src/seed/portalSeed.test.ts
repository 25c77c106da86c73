import { describe, expect, it } from 'vitest';
import { availabilityOf } from '../portal/catalog.ts';
import { seedEntities } from './catalog.ts';
import { portalSeedCategories, portalSeedProducts } from './portalCatalog.ts';
import { portalCustomerAccounts } from './portalCheckout.ts';
import { portalSeedCommands, portalSeedEntities } from './portalCommands.ts';

describe('the portal seed', () => {
  it('is b2b only, with ids of its own', () => {
    expect(portalSeedCategories.every((c) => c.storeCode === 'b2b')).toBe(true);
    expect(portalSeedProducts.every(({ product }) => product.storeCode === 'b2b')).toBe(true);
    const storeIds = new Set(seedEntities.map((e) => `${e.entityType}:${e.entityId}`));
    const ids = portalSeedEntities.map((e) => `${e.entityType}:${e.entityId}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => storeIds.has(id))).toEqual([]);
  });
  it('drafts and publishes every entity', () =>
    expect(portalSeedCommands({ now: '2026-01-01T00:00:00.000Z' })).toHaveLength(portalSeedEntities.length * 2));
  it('puts every product in a seeded category, with bilingual texts and sane limits', () => {
    const categoryIds = new Set(portalSeedCategories.map((c) => c.categoryId));
    for (const { product, price } of portalSeedProducts) {
      expect(categoryIds.has(product.categoryId)).toBe(true);
      expect(product.title.en && product.title.fr).toBeTruthy();
      expect(product.minimumOrderQty).toBeLessThanOrEqual(product.maximumOrderQty);
      expect(price.productId).toBe(product.productId);
    }
  });
  it('covers every availability', () => {
    const seen = new Set(
      portalSeedProducts.map(({ product }) => availabilityOf({ ...product, available: product.inventory })),
    );
    expect([...seen].sort()).toEqual(['backOrdered', 'inStock', 'outOfStock', 'unavailable']);
  });
  it('has an account for every customer number of the seed users', () =>
    expect(portalCustomerAccounts.map((a) => a.customerNumber)).toEqual(['CPC-100001', 'CPC-100002', 'CPC-200001']));
});
