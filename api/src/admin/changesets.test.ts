/**
 * Publishing a changeset over real HTTP (issue #12): 100 products published together while a shopper's reader
 * loops over their category page, and never sees a mix of old and new; the checks and refusals of the call.
 */
import { revisionDecider } from '@parks/domain/revisions/decider';
import type { RevisionEvent } from '@parks/domain/revisions/events';
import { revisionStream } from '@parks/domain/revisions/streams';
import { seedProducts } from '@parks/domain/seed/products';
import type { JsonObject } from '@parks/infra/eventStore/port';
import { storeCatalog } from '@parks/projections/store/catalog';
import type { AdminProblem, WriteAnswer } from '@parks/schemas/admin/calls';
import type { PriceRecord } from '@parks/schemas/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApi } from './testing/adminTestApi.ts';

const admin = adminTestApi();
const { call, lmg, tokens } = admin;

const size = 100;
const template = (seedProducts[0] as (typeof seedProducts)[number]).product;
const productId = (n: number) => `prod-bulk-${String(n).padStart(3, '0')}`;
const oldName = (n: number) => `Bulk pass ${n}`;
const newName = (n: number) => `Bulk pass ${n} (2027)`;
const staff = 'usr-seed-lmg';
const at = '2026-11-21T15:00:00.000Z';

/** The revision events of one entity, as its stream records them. */
const revisionEvents = (entityType: 'Category' | 'Product' | 'Price', entityId: string) => ({
  drafted: (revisionId: string, number: number, payload: unknown): RevisionEvent => ({
    type: 'RevisionDrafted',
    data: { entityType, entityId, revisionId, number, payload, draftedBy: staff, draftedAt: at },
  }),
  published: (revisionId: string, supersededRevisionId: string | null = null): RevisionEvent => ({
    type: 'RevisionPublished',
    data: { entityType, entityId, revisionId, publishedBy: staff, publishedAt: at, supersededRevisionId },
  }),
});

const append = async (entityType: 'Category' | 'Product' | 'Price', entityId: string, events: RevisionEvent[]) => {
  const result = await admin.app.eventStore.appendToStream(
    revisionStream(entityType, entityId),
    events.map((event) => ({ type: event.type, data: JSON.parse(JSON.stringify(event.data)) as JsonObject })),
  );
  return result.position;
};

beforeAll(async () => {
  // A category of 100 published products with their prices, each product with a new draft waiting.
  const category = {
    categoryId: 'cat-bulk',
    storeCode: 'b2c',
    parentId: null,
    name: { en: 'Bulk passes', fr: 'Laissez-passer en lot' },
    urlAlias: { en: 'bulk-passes', fr: 'laissez-passer-lot' },
    displayOrder: 9,
  };
  const categoryEvents = revisionEvents('Category', 'cat-bulk');
  await append('Category', 'cat-bulk', [
    categoryEvents.drafted('rev-cat-bulk', 1, category),
    categoryEvents.published('rev-cat-bulk'),
  ]);
  let last = null;
  for (let n = 0; n < size; n += 1) {
    const id = productId(n);
    const product = { ...template, productId: id, categoryId: 'cat-bulk', sku: `BULK-${n}`, displayOrder: n };
    const price: PriceRecord = {
      priceId: `price-bulk-${n}`,
      productId: id,
      rank: 0,
      regularPriceCents: 1000 + n,
      salePriceCents: 0,
      saleStartsAt: null,
      saleEndsAt: null,
    };
    const events = revisionEvents('Product', id);
    const prices = revisionEvents('Price', price.priceId);
    await append('Price', price.priceId, [
      prices.drafted(`rev-${price.priceId}`, 1, price),
      prices.published(`rev-${price.priceId}`),
    ]);
    last = await append('Product', id, [
      events.drafted(`rev-${id}-1`, 1, { ...product, name: { en: oldName(n), fr: oldName(n) } }),
      events.published(`rev-${id}-1`),
      events.drafted(`rev-${id}-2`, 2, { ...product, name: { en: newName(n), fr: newName(n) } }),
    ]);
  }
  if (last === null || !(await admin.app.projections.waitFor(last, ['RevisionDrafted'], 30_000))) {
    throw new Error('the projections did not catch up');
  }
}, 120_000);

type PageBody = { products: Array<{ productId: string; name: { en: string } }> };

/** Which state a read of the category page shows: 'old', 'new', or what is wrong with it. */
const stateOf = (body: PageBody): string => {
  const bulk = body.products.filter((product) => product.productId.startsWith('prod-bulk-'));
  const olds = bulk.filter((product) => !product.name.en.endsWith('(2027)')).length;
  const news = bulk.length - olds;
  if (bulk.length === size && news === 0) return 'old';
  if (bulk.length === size && olds === 0) return 'new';
  return `mixed: ${bulk.length} products, ${olds} old, ${news} new`;
};

const publish = (revisionIds: readonly string[], token = lmg()) =>
  call<WriteAnswer & AdminProblem>('/api/Revisions/PublishChangeset?storeCode=b2c', {
    method: 'PUT',
    token,
    body: { revisionIds },
  });

const newRevisions = Array.from({ length: size }, (_, n) => `rev-${productId(n)}-2`);

describe('a changeset of 100 products', () => {
  it('is refused to roles other than LMG and SuperUser, and for bad input, appending nothing', async () => {
    const before = await admin.app.eventStore.headPosition();
    expect((await publish(newRevisions, tokens.Operator ?? '')).status).toBe(403);
    expect((await publish([])).status).toBe(422);
    expect((await publish(['no such revision!'])).status).toBe(422);
    const tooMany = await publish(Array.from({ length: 1001 }, (_, n) => `rev-${n}`));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ revisionIds: [expect.stringMatching(/1000/)] });
    expect((await publish(['rev-missing'])).status).toBe(404);
    const published = await publish([`rev-${productId(1)}-2`, `rev-${productId(0)}-1`]);
    expect(published.status).toBe(409); // the second is published already: none of them is
    const sameEntity = await publish([`rev-${productId(0)}-1`, `rev-${productId(0)}-2`]);
    expect(sameEntity.status).toBe(422);
    expect(sameEntity.body.message).toBe('A changeset publishes one revision per entity.');
    for (const body of [
      [],
      { revisionIds: 'rev-1' },
      { revisionIds: [1, 2] },
      { revisionIds: [{ id: 'rev-1' }] },
      { revisionIds: ['rev-1'], toString: 1 },
      { revisionIds: [null] },
    ]) {
      const refused = await call('/api/Revisions/PublishChangeset?storeCode=b2c', {
        method: 'PUT',
        token: lmg(),
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(refused.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await admin.app.eventStore.headPosition()).toEqual(before);
  });

  it('is seen by a reader of the category page as all old or all new, never a mix', async () => {
    const page = async () => {
      const response = await call<PageBody>('/api/store/GetCategory/bulk-passes');
      expect(response.status).toBe(200);
      return stateOf(response.body);
    };
    expect(await page()).toBe('old');
    const seen: string[] = [];
    let published = false;
    // The reader loops until it has seen the new state after the publish answered (a condition, not a time).
    const reader = (async () => {
      for (;;) {
        const state = await page();
        seen.push(state);
        if (published && state === 'new') return;
      }
    })();
    const answer = await publish(newRevisions);
    published = true;
    await reader;
    expect(answer.status).toBe(200);
    expect(answer.body.id).toMatch(/^cs-/);
    expect(seen.filter((state) => state !== 'old' && state !== 'new')).toEqual([]);
    expect(seen).toContain('old');
    expect(seen.at(-1)).toBe('new');
    expect(seen.indexOf('new')).toBeGreaterThan(seen.lastIndexOf('old'));
    console.info(
      `changeset: ${seen.filter((s) => s === 'old').length} reads old, ${seen.filter((s) => s === 'new').length} new`,
    );
  });

  it("records the publish on every member's own stream, so the revisions decider and list agree", async () => {
    const decider = revisionDecider();
    for (let n = 0; n < size; n += 10) {
      let state = decider.initialState();
      for await (const recorded of admin.app.eventStore.readStream(revisionStream('Product', productId(n)))) {
        const event = decider.parse(recorded);
        if (event !== null) state = decider.evolve(state, event);
      }
      expect(state.revisions.map((revision) => revision.status)).toEqual(['inactive', 'published']);
    }
    const doc = await admin.app.projections.collection(storeCatalog.name).findById(`Product:${productId(5)}`);
    expect(doc).toMatchObject({ publishedRevisionId: `rev-${productId(5)}-2` });
  });

  it('is done already when sent again: nothing more is appended', async () => {
    const before = await admin.app.eventStore.headPosition();
    const again = await publish([...newRevisions].reverse());
    expect(again.status).toBe(200);
    expect(await admin.app.eventStore.headPosition()).toEqual(before);
  });
});
