import type { CategoryEntry } from '@parks/domain/catalog/category';
import type { ProductEntry } from '@parks/domain/catalog/product';
import { seedEntities } from '@parks/domain/seed/catalog';
import { categoryIds } from '@parks/domain/seed/categories';
import { describe, expect, it } from 'vitest';
import { type CatalogDocument, storeCatalog } from './catalog.ts';
import {
  type CatalogSnapshot,
  categoryList,
  categoryPage,
  findCategory,
  homePanelViews,
  productDetail,
} from './catalogView.ts';
import { fold, now, publishedEntity, revisionEvents } from './testEvents.ts';

const catalogTypes = new Set(['Category', 'Product', 'Price']);
const seeded = seedEntities.filter((entity) => catalogTypes.has(entity.entityType));
const events = seeded.flatMap((entity) => publishedEntity(entity.entityType, entity.entityId, entity.payload));
const documents = seeded.map((entity) => {
  const doc = fold<CatalogDocument>(storeCatalog, `${entity.entityType}:${entity.entityId}`, events);
  if (!doc) throw new Error(`no document for ${entity.entityId}`);
  return doc;
});

/** What loadCatalog gives for the published view, made here without a database. */
const snapshot: CatalogSnapshot = {
  categories: documents.flatMap((d) => (d.published?.kind === 'category' ? [d.published as CategoryEntry] : [])),
  products: documents.flatMap((d) => (d.published?.kind === 'product' ? [d.published as ProductEntry] : [])),
  prices: documents.flatMap((d) => (d.published?.kind === 'price' ? [d.published] : [])),
};

describe('catalogue documents', () => {
  it('hold one published entry per category, product and price, tagged by kind', () => {
    const product = documents.find((d) => d._id === 'Product:prod-discovery-adult');
    expect(product?.published).toMatchObject({
      kind: 'product',
      productId: 'prod-discovery-adult',
      sku: 'DP-ADULT',
      name: { en: 'Discovery Pass – Adult (18–64)' },
    });
    expect(documents.find((d) => d._id === 'Price:price-discovery-adult')?.published).toMatchObject({
      kind: 'price',
      regularPriceCents: 7_525,
    });
  });

  it('fill in the presentation fields a staff payload may lack', () => {
    const product = revisionEvents('Product', 'prod-bare');
    const bare = {
      productId: 'prod-bare',
      categoryId: 'cat-x',
      storeCode: 'b2c',
      name: { en: 'Bare', fr: 'Nu' },
      validityPeriod: null,
      isBoatingPermit: false,
      vesselTypes: [],
    };
    const doc = fold<CatalogDocument>(storeCatalog, 'Product:prod-bare', [
      product.drafted('rev-1', 1, bare),
      product.published('rev-1'),
    ]);
    expect(doc?.published).toMatchObject({ sku: null, displayOrder: 0, shortDescription: { en: '', fr: '' } });
  });
});

describe('the category list', () => {
  it('has the three top-level categories in display order, with their children', () => {
    const list = categoryList(snapshot, now);
    expect(list.map((c) => c.categoryId)).toEqual([
      categoryIds.discovery,
      categoryIds.singleLocation,
      categoryIds.boating,
    ]);
    expect(list[1]?.childCategories).toHaveLength(17);
    expect(list[2]?.childCategories.map((c) => c.path.fr)).toEqual([
      'eclusage-amarrage-lockage-mooring/permis-eclusage',
      'eclusage-amarrage-lockage-mooring/permis-amarrage',
    ]);
  });
});

describe('a category page', () => {
  it('lists the discovery pass products with their current prices', () => {
    const discovery = findCategory(snapshot, 'decouverte-discovery');
    if (!discovery) throw new Error('no discovery category');
    const page = categoryPage(snapshot, discovery, now);
    expect(page.products.map((p) => [p.sku, p.currentPriceCents])).toEqual([
      ['DP-ADULT', 7_525],
      ['DP-SENIOR', 6_450],
      ['DP-YOUTH', 0],
      ['DP-FAMILY', 15_125],
    ]);
    expect(page.breadcrumbs).toEqual([
      { name: discovery.name, path: { en: 'decouverte-discovery', fr: 'decouverte-discovery' } },
    ]);
    expect(page.termsOfUse?.fr).toContain('12 mois');
  });

  it('resolves a child by its alias in either language, and keeps the parent for an anchor', () => {
    expect(findCategory(snapshot, 'lieu-unique-single-location', 'ile-du-prince-edouard')?.categoryId).toBe(
      'cat-place-prince-edward-island',
    );
    expect(findCategory(snapshot, 'lieu-unique-single-location', 'prince-edward-island')?.categoryId).toBe(
      'cat-place-prince-edward-island',
    );
    expect(findCategory(snapshot, 'decouverte-discovery', 'modalites-terms')?.categoryId).toBe(categoryIds.discovery);
    expect(findCategory(snapshot, 'nowhere')).toBeNull();
  });

  it('shows a place with breadcrumbs through its parent', () => {
    const pei = findCategory(snapshot, 'lieu-unique-single-location', 'prince-edward-island');
    if (!pei) throw new Error('no PEI');
    const page = categoryPage(snapshot, pei, now);
    expect(page.path.en).toBe('lieu-unique-single-location/prince-edward-island');
    expect(page.breadcrumbs.map((b) => b.path.fr)).toEqual([
      'lieu-unique-single-location',
      'lieu-unique-single-location/ile-du-prince-edouard',
    ]);
    expect(page.products.map((p) => p.sku)).toEqual(['SL-PEI-ADULT', 'SL-PEI-SENIOR', 'SL-PEI-FAMILY']);
  });

  it('offers boating permits with a price per foot and the vessel lengths', () => {
    const lockage = findCategory(snapshot, 'eclusage-amarrage-lockage-mooring', 'lockage-permits');
    if (!lockage) throw new Error('no lockage');
    const page = categoryPage(snapshot, lockage, now);
    expect(page.productsAreBoatingPermits).toBe(true);
    const seasonal = page.products[0];
    expect(seasonal).toMatchObject({ sku: 'LK-SEASONAL', isBoatingPermit: true, currentPriceCents: 990 });
    expect(seasonal?.vesselLengthsFeet.at(0)).toBe(12);
    expect(seasonal?.vesselLengthsFeet.at(-1)).toBe(84);
  });
});

describe('sale prices', () => {
  it('apply while the sale runs', () => {
    const onSale: CatalogSnapshot = {
      ...snapshot,
      prices: snapshot.prices.map((p) =>
        p.priceId === 'price-discovery-adult'
          ? {
              ...p,
              salePriceCents: 6_000,
              saleStartsAt: '2026-11-01T00:00:00.000Z',
              saleEndsAt: '2026-12-01T00:00:00.000Z',
            }
          : p,
      ),
    };
    expect(productDetail(onSale, 'prod-discovery-adult', now)).toMatchObject({
      currentPriceCents: 6_000,
      prices: [{ onSale: true }],
    });
    expect(productDetail(onSale, 'prod-discovery-adult', '2026-12-02T00:00:00.000Z')?.currentPriceCents).toBe(7_525);
  });
});

describe('the home panels', () => {
  it('come from the categories marked for them', () => {
    const panels = homePanelViews(snapshot, now);
    expect(panels.discoveryPass).toMatchObject({
      categoryId: categoryIds.discovery,
      path: { en: 'decouverte-discovery' },
    });
    expect(panels.discoveryPass?.products).toHaveLength(4);
    expect(panels.singleLocationPass?.buttonText?.fr).toBe('Choisir un parc');
    expect(panels.lockageAndMooring?.categoryId).toBe(categoryIds.boating);
  });
});
