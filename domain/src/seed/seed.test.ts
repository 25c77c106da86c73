import { describe, expect, it } from 'vitest';
import { boatingPriceCents } from '../pricing/boating.ts';
import { isDiscountActive } from '../pricing/promo.ts';
import { quoteTaxes } from '../pricing/taxes.ts';
import type { RevisionCommand } from '../revisions/commands.ts';
import { revisionDecider } from '../revisions/decider.ts';
import type { RevisionEvent } from '../revisions/events.ts';
import { publishedRevision } from '../revisions/views.ts';
import { seedEntities } from './catalog.ts';
import { categoryIds } from './categories.ts';
import { seedDiscounts, seedTaxRecords } from './checkout.ts';
import { type SeedCommand, seedCommands, seedDecider } from './commands.ts';
import { contentNames, seedContent } from './content.ts';
import { places } from './places.ts';
import { seedProducts } from './products.ts';

const now = '2026-11-21T15:00:00.000Z';

/** The ordinary command path, in memory: fold the stream, decide, append. */
const inMemoryStore = () => {
  const streams = new Map<string, RevisionEvent<unknown>[]>();
  const stateOf = (streamName: string) =>
    (streams.get(streamName) ?? []).reduce(seedDecider.evolve, seedDecider.initialState());
  const handle = (streamName: string, command: RevisionCommand<unknown>, decider = seedDecider): number => {
    const events = decider.decide(command, stateOf(streamName));
    streams.set(streamName, [...(streams.get(streamName) ?? []), ...events]);
    return events.length;
  };
  const run = (commands: readonly SeedCommand[]): number =>
    commands.reduce((appended, { streamName, command }) => appended + handle(streamName, command), 0);
  return { streams, stateOf, handle, run };
};

describe('loading the seed', () => {
  it('publishes every entity exactly once, in its own revision stream', () => {
    const store = inMemoryStore();
    store.run(seedCommands({ now }));
    expect(store.streams.size).toBe(seedEntities.length);
    for (const entity of seedEntities) {
      const events = store.streams.get(`revision-${entity.entityType}-${entity.entityId}`) ?? [];
      expect(events.map((event) => event.type)).toEqual(['RevisionDrafted', 'RevisionPublished']);
      const state = store.stateOf(`revision-${entity.entityType}-${entity.entityId}`);
      expect(publishedRevision(state)?.payload).toEqual(entity.payload);
    }
  });

  it('adds nothing when run again', () => {
    const store = inMemoryStore();
    const first = store.run(seedCommands({ now }));
    expect(first).toBe(seedEntities.length * 2);
    expect(store.run(seedCommands({ now: '2027-01-01T00:00:00.000Z' }))).toBe(0);
  });

  it('records the seed user and time on every command', () => {
    const commands = seedCommands({ now });
    expect(commands.every((c) => c.command.metadata.userId === 'system-seed' && c.command.metadata.now === now)).toBe(
      true,
    );
  });

  it('leaves alone an entity staff have changed', () => {
    const store = inMemoryStore();
    store.run(seedCommands({ now }));
    const [draft] = seedCommands({ now });
    if (draft?.command.type !== 'DraftRevision') throw new Error('expected a draft first');
    const staffCommand: RevisionCommand<unknown> = {
      ...draft.command,
      data: { ...draft.command.data, revisionId: 'rev-staff-1', payload: { changed: true } },
      metadata: { now, userId: 'usr-lmg' },
    };
    const staff = revisionDecider<unknown>();
    expect(store.handle(draft.streamName, staffCommand, staff)).toBe(1);
    const publish: RevisionCommand<unknown> = {
      type: 'PublishRevision',
      data: { revisionId: 'rev-staff-1' },
      metadata: staffCommand.metadata,
    };
    expect(store.handle(draft.streamName, publish, staff)).toBe(2);
    expect(store.run(seedCommands({ now }))).toBe(0);
  });

  it('publishes a changed seed record as a new revision that supersedes the old one', () => {
    const store = inMemoryStore();
    store.run(seedCommands({ now }));
    const [draft, publish] = seedCommands({ now });
    if (draft?.command.type !== 'DraftRevision' || !publish) throw new Error('expected a draft first');
    const payload = { ...(draft.command.data.payload as object), displayOrder: 99 };
    const revisionId = `${draft.command.data.revisionId}-v2`;
    const changed: SeedCommand[] = [
      { ...draft, command: { ...draft.command, data: { ...draft.command.data, revisionId, payload } } },
      { ...publish, command: { type: 'PublishRevision', data: { revisionId }, metadata: publish.command.metadata } },
    ];
    expect(store.run(changed)).toBe(3); // drafted, previous deactivated, published
    expect(store.run(seedCommands({ now }))).toBe(0); // the older seed does not come back
    const published = publishedRevision(store.stateOf(draft.streamName))?.payload as { displayOrder?: number };
    expect(published?.displayOrder).toBe(99);
  });
});

describe('the seed catalogue', () => {
  const categories = seedEntities.flatMap((e) => (e.entityType === 'Category' ? [e.payload] : []));
  const products = seedProducts.map(({ product }) => product);

  it('has unique ids, revision ids and SKUs', () => {
    const ids = seedEntities.map((e) => `${e.entityType}:${e.entityId}`);
    expect(new Set(ids).size).toBe(ids.length);
    const revisionIds = seedCommands({ now }).map((c) =>
      'revisionId' in c.command.data ? c.command.data.revisionId : '',
    );
    expect(new Set(revisionIds).size).toBe(seedEntities.length);
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('links every product to a category and every child category to its parent', () => {
    const categoryIdSet = new Set(categories.map((c) => c.categoryId));
    expect(products.every((p) => categoryIdSet.has(p.categoryId))).toBe(true);
    expect(categories.every((c) => c.parentId === null || categoryIdSet.has(c.parentId))).toBe(true);
    expect(seedProducts.every(({ product, price }) => price.productId === product.productId)).toBe(true);
  });

  it('sells the discovery pass to adults, seniors, youth and families, in whole cents', () => {
    const discovery = seedProducts.filter(({ product }) => product.categoryId === categoryIds.discovery);
    expect(discovery.map(({ product }) => product.sku)).toEqual(['DP-ADULT', 'DP-SENIOR', 'DP-YOUTH', 'DP-FAMILY']);
    expect(seedProducts.every(({ price }) => Number.isSafeInteger(price.regularPriceCents))).toBe(true);
    expect(seedProducts.every(({ price }) => price.regularPriceCents >= 0)).toBe(true);
  });

  it('offers single-location passes for 17 places, Prince Edward Island among them', () => {
    expect(places).toHaveLength(17);
    const children = categories.filter((c) => c.parentId === categoryIds.singleLocation);
    expect(children).toHaveLength(17);
    expect(children.map((c) => c.urlAlias.en)).toContain('prince-edward-island');
  });

  it('prices boating permits per foot', () => {
    const seasonal = seedProducts.find(({ product }) => product.sku === 'LK-SEASONAL');
    expect(seasonal?.product.isBoatingPermit).toBe(true);
    expect(seasonal?.product.vesselTypes.length).toBeGreaterThan(0);
    expect(boatingPriceCents(seasonal ? [seasonal.price] : [], 20, now)).toBe(19_800);
    expect(boatingPriceCents(seasonal ? [seasonal.price] : [], 8, now)).toBe(11_880);
  });

  it('has one promo code valid now and one expired', () => {
    expect(seedDiscounts.filter((d) => isDiscountActive(d, now)).map((d) => d.code)).toEqual(['DISCOVER10']);
    expect(seedDiscounts.filter((d) => !isDiscountActive(d, now)).map((d) => d.code)).toEqual(['SUMMER2024']);
  });

  it('taxes all 13 provinces and territories at their current rates', () => {
    expect(seedTaxRecords).toHaveLength(13);
    const tax = (code: string) => quoteTaxes({ country: 'CA', provinceState: code }, 10_000, seedTaxRecords).taxCents;
    expect([tax('ON'), tax('QC'), tax('NS'), tax('NB'), tax('BC'), tax('SK'), tax('AB')]).toEqual([
      1_300, 1_498, 1_400, 1_500, 1_200, 1_100, 500,
    ]);
  });

  it('has content for every block the store fetches by name', () => {
    const names = new Set(seedContent.map((c) => c.name));
    for (const name of Object.values(contentNames)) expect(names).toContain(name);
    expect([...names].some((name) => name.includes('SPLASHPAGE'))).toBe(true);
    expect(seedContent.every((c) => c.html.en.startsWith('<') && c.html.fr.startsWith('<'))).toBe(true);
  });

  it('gives every page and category a URL alias no other one uses', () => {
    const withParent = (alias: string, parentId: string | null) => `${parentId ?? ''}/${alias}`;
    const aliases = [
      ...categories.flatMap((c) => [...new Set([c.urlAlias.en, c.urlAlias.fr])].map((a) => withParent(a, c.parentId))),
      ...seedContent
        .flatMap((c) => (c.urlAlias ? [...new Set([c.urlAlias.en, c.urlAlias.fr])] : []))
        .map((a) => `/${a}`),
    ];
    expect(new Set(aliases).size).toBe(aliases.length);
    const pages = seedContent.filter((c) => c.urlAlias).map((c) => c.name);
    expect(pages).toEqual(
      expect.arrayContaining(['CartPage', 'CheckoutPage', 'ConfirmationPage', 'TermsAndConditions', 'PassesAndOrders']),
    );
  });
});

describe('defect 15: the shipping note of a boating category', () => {
  it('speaks of permits, not passes', () => {
    const categories = seedEntities.flatMap((e) => (e.entityType === 'Category' ? [e.payload] : []));
    const boating = categories.filter(
      (c) => c.productsAreBoatingPermits || c.categoryId === categoryIds.boating || c.parentId === categoryIds.boating,
    );
    expect(boating.length).toBeGreaterThanOrEqual(3);
    for (const category of boating) {
      expect(category.shippingNote?.en).toContain('Permits are mailed');
      expect(category.shippingNote?.fr).toContain('Les permis sont postés');
    }
  });
});

describe('defect 1: the portal content pages', () => {
  it('are seeded for the portal (b2b), in both languages', () => {
    for (const name of ['PortalContactUsPage', 'PortalHelpPage', 'PortalShippingAndDelivery']) {
      const page = seedContent.find((c) => c.name === name);
      expect(page?.storeCode).toBe('b2b');
      expect(page?.title.en).not.toBe('');
      expect(page?.title.fr).not.toBe('');
    }
  });
});
