import type { CategoryEntry } from '@parks/domain/catalog/category';
import type { ProductEntry } from '@parks/domain/catalog/product';
import { seedEntities } from '@parks/domain/seed/catalog';
import { type CatalogDocument, storeCatalog } from '@parks/projections/store/catalog';
import { type CatalogSnapshot, categoryPage, findCategory } from '@parks/projections/store/catalogView';
import { deepFreeze } from '@parks/projections/store/derivedViews';
import { fold, publishedEntity } from '@parks/projections/store/testEvents';
import type { PriceRecord } from '@parks/schemas/catalog';
import type { SearchPageDto, SearchQueryEchoDto } from '@parks/schemas/store/dtos';
import { describe, expect, it } from 'vitest';
import { categoryPageBodies, searchBodies } from './bodies.ts';

const catalogTypes = new Set(['Category', 'Product', 'Price']);
const seeded = seedEntities.filter((entity) => catalogTypes.has(entity.entityType));
const events = seeded.flatMap((entity) => publishedEntity(entity.entityType, entity.entityId, entity.payload));
const entries = seeded.flatMap((entity) => {
  const entry = fold<CatalogDocument>(storeCatalog, `${entity.entityType}:${entity.entityId}`, events)?.published;
  return entry ? [entry] : [];
});

/** The seeded catalogue, the adult Discovery Pass on sale on 1 July 2026 only (a half-open window). */
const saleStarts = '2026-07-01T00:00:00.000Z';
const saleEnds = '2026-07-02T00:00:00.000Z';
const snapshotWith = (salePriceCents: number): CatalogSnapshot =>
  deepFreeze({
    categories: entries.flatMap((e) => (e.kind === 'category' ? [e as CategoryEntry] : [])),
    products: entries.flatMap((e) => (e.kind === 'product' ? [e as ProductEntry] : [])),
    prices: entries.flatMap((e): PriceRecord[] => {
      if (e.kind !== 'price') return [];
      return e.priceId === 'price-discovery-adult'
        ? [{ ...e, salePriceCents, saleStartsAt: saleStarts, saleEndsAt: saleEnds }]
        : [e];
    }),
  });

const categoryOf = (snapshot: CatalogSnapshot): CategoryEntry => {
  const category = findCategory(snapshot, 'decouverte-discovery');
  if (category === null) throw new Error('no discovery category');
  return category;
};

describe('category page bodies', () => {
  it('are the page as JSON at every instant, across a sale window', () => {
    const snapshot = snapshotWith(5_000);
    const category = categoryOf(snapshot);
    const bodies = categoryPageBodies();
    const instants = [
      '2026-06-15T15:00:00.000Z',
      '2026-06-30T23:59:59.999Z',
      saleStarts,
      '2026-07-01T12:00:00.000Z',
      '2026-07-01T23:59:59.999Z',
      saleEnds,
      '2026-08-01T00:00:00.000Z',
      '2026-07-01T06:00:00.000Z',
      '2026-06-01T00:00:00.000Z',
    ];
    for (const now of instants) {
      expect(bodies(snapshot, category, now).toString('utf8')).toBe(
        JSON.stringify(categoryPage(snapshot, category, now)),
      );
    }
    const onSale = JSON.parse(bodies(snapshot, category, '2026-07-01T12:00:00.000Z').toString('utf8'));
    expect(onSale.products[0]).toMatchObject({ currentPriceCents: 5_000, prices: [{ onSale: true }] });
  });

  it('are serialised once per price state, and again for a new snapshot', () => {
    const snapshot = snapshotWith(5_000);
    const category = categoryOf(snapshot);
    const bodies = categoryPageBodies();
    const before = bodies(snapshot, category, '2026-06-15T15:00:00.000Z');
    expect(bodies(snapshot, category, '2026-06-30T00:00:00.000Z')).toBe(before);
    expect(bodies(snapshot, category, '2026-08-30T00:00:00.000Z')).toBe(before);
    const during = bodies(snapshot, category, '2026-07-01T00:00:00.000Z');
    expect(during).not.toBe(before);
    expect(bodies(snapshot, category, '2026-07-01T18:00:00.000Z')).toBe(during);
    const changed = snapshotWith(4_000);
    const later = bodies(changed, categoryOf(changed), '2026-07-01T00:00:00.000Z');
    expect(later.toString('utf8')).toBe(JSON.stringify(categoryPage(changed, categoryOf(changed), saleStarts)));
    expect(later.toString('utf8')).not.toBe(during.toString('utf8'));
  });
});

describe('search bodies', () => {
  it('echo the query, then the answer; once per answer and query', () => {
    const bodies = searchBodies<Pick<SearchPageDto, 'total' | 'results'>>();
    const answer = {
      total: 1,
      results: [{ type: 'Category', name: 'Découverte', description: '', path: '/fr/d' }],
    } as const;
    const echo: SearchQueryEchoDto = { search: 'decouverte', page: 1, pageSize: 5, language: 'fr' };
    const body = bodies(answer, echo);
    expect(body.toString('utf8')).toBe(JSON.stringify({ ...echo, total: 1, results: answer.results }));
    expect(bodies(answer, { ...echo })).toBe(body);
    expect(bodies(answer, { ...echo, language: 'en' })).not.toBe(body);
    expect(bodies({ ...answer }, echo)).not.toBe(body);
  });
});
