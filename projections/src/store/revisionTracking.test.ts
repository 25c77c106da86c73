import { describe, expect, it } from 'vitest';
import { type RevisionTracked, revisionTrackedModel } from './revisionTracking.ts';
import { fold, recorded, revisionEvents } from './testEvents.ts';

type Price = { cents: number };
const model = revisionTrackedModel<Price>({
  name: 'testPrices',
  version: 1,
  entityTypes: ['Price'],
  toView: (_type, payload) => {
    const cents = (payload as { cents?: unknown }).cents;
    return typeof cents === 'number' ? { cents } : null;
  },
});
const price = revisionEvents('Price', 'price-1');
const docOf = (events: Parameters<typeof fold>[2]) => fold<RevisionTracked<Price>>(model, 'price-1', events);

describe('an entity with only a draft', () => {
  it('is visible to nobody, but remembers the draft', () => {
    const doc = docOf([price.drafted('rev-1', 1, { cents: 100 })]);
    expect(doc).toMatchObject({ _id: 'price-1', entityType: 'Price', published: null, uat: null });
    expect(doc?.revisions).toHaveLength(1);
  });
  it('keeps the edited payload for when it is published', () =>
    expect(
      docOf([
        price.drafted('rev-1', 1, { cents: 100 }),
        price.edited('rev-1', { cents: 150 }),
        price.published('rev-1'),
      ])?.published,
    ).toEqual({ cents: 150 }));
});

describe('an entity in UAT', () => {
  it('is seen in UAT mode only', () =>
    expect(docOf([price.drafted('rev-1', 1, { cents: 100 }), price.movedToUat('rev-1')])).toMatchObject({
      published: null,
      uat: { cents: 100 },
      uatRevisionId: 'rev-1',
    }));
});

describe('a published entity', () => {
  const history = [price.drafted('rev-1', 1, { cents: 100 }), price.published('rev-1')];
  it('is what shoppers and UAT mode see', () =>
    expect(docOf(history)).toEqual({
      _id: 'price-1',
      entityType: 'Price',
      entityId: 'price-1',
      revisions: [
        { revisionId: 'rev-1', number: 1, status: 'published', payload: { cents: 100 }, updatedAt: expect.any(String) },
      ],
      published: { cents: 100 },
      uat: { cents: 100 },
      publishedRevisionId: 'rev-1',
      uatRevisionId: 'rev-1',
      updatedAt: '2026-11-21T15:00:00.000Z',
    }));
  it('shows a change in UAT to UAT mode while shoppers keep the published one', () =>
    expect(docOf([...history, price.drafted('rev-2', 2, { cents: 200 }), price.movedToUat('rev-2')])).toMatchObject({
      published: { cents: 100 },
      uat: { cents: 200 },
    }));
  it('forgets a superseded revision once the new one is published', () => {
    const doc = docOf([
      ...history,
      price.drafted('rev-2', 2, { cents: 200 }),
      price.deactivated('rev-1', 'superseded'),
      price.published('rev-2', 'rev-1'),
    ]);
    expect(doc).toMatchObject({ published: { cents: 200 }, uat: { cents: 200 }, publishedRevisionId: 'rev-2' });
    expect(doc?.revisions.map((r) => r.revisionId)).toEqual(['rev-2']);
  });
  it('is deleted when withdrawn with nothing else pending', () =>
    expect(docOf([...history, price.deactivated('rev-1', 'withdrawn')])).toBeNull());
  it('shows nothing for a payload the view cannot read, without throwing', () =>
    expect(docOf([price.drafted('rev-1', 1, { nope: true }), price.published('rev-1')])?.published).toBeNull());
});

describe('routing', () => {
  it('ignores other entity types and malformed events', () => {
    expect(model.documentId(revisionEvents('Product', 'p').drafted('r', 1, {}))).toBeNull();
    expect(
      model.documentId(recorded('revision-Price-x', { type: 'RevisionDrafted', data: { entityType: 'Price' } })),
    ).toBeNull();
    expect(model.documentId(price.movedToUat('rev-1'))).toBe('price-1');
  });
  it('prefixes ids with the entity type when a model mixes types', () => {
    const mixed = revisionTrackedModel({
      name: 'mixed',
      version: 1,
      entityTypes: ['Price', 'Product'],
      toView: () => null,
    });
    expect(mixed.documentId(price.movedToUat('rev-1'))).toBe('Price:price-1');
  });
});

describe('a changeset', () => {
  const other = revisionEvents('Price', 'price-2');
  const changeset = (...members: Array<[entityId: string, revisionId: string]>) =>
    recorded('changeset-cs-1', {
      type: 'ChangesetPublished',
      data: {
        changesetId: 'cs-1',
        members: members.map(([entityId, revisionId]) => ({
          entityType: 'Price',
          entityId,
          revisionId,
          supersededRevisionId: null,
        })),
        publishedBy: 'usr-lmg',
        publishedAt: '2026-11-21T16:00:00.000Z',
      },
    });
  const published = [price.drafted('rev-1', 1, { cents: 100 }), price.published('rev-1')];
  const event = changeset(['price-1', 'rev-2'], ['price-2', 'rev-b']);

  it('routes to every member of the model and to nothing else', () => {
    expect(model.documentIds?.(event)).toEqual(['price-1', 'price-2']);
    const foreign = recorded('changeset-cs-2', { ...event, data: { ...event.data } });
    const product = JSON.parse(JSON.stringify(foreign.data).replaceAll('"Price"', '"Product"'));
    expect(model.documentIds?.({ ...foreign, data: product })).toEqual([]);
  });

  it('publishes each member in its document, superseding the published revision', () => {
    const doc = docOf([...published, price.drafted('rev-2', 2, { cents: 200 }), event]);
    expect(doc).toMatchObject({ published: { cents: 200 }, publishedRevisionId: 'rev-2', uatRevisionId: 'rev-2' });
    expect(doc?.revisions.map((revision) => revision.revisionId)).toEqual(['rev-2']);
    const second = fold<RevisionTracked<Price>>(model, 'price-2', [
      other.drafted('rev-b', 1, { cents: 5 }),
      other.movedToUat('rev-b'),
      event,
    ]);
    expect(second).toMatchObject({ published: { cents: 5 }, publishedRevisionId: 'rev-b' });
  });

  it("is already applied when the members' own publish arrives (only the time moves)", () => {
    const history = [...published, price.drafted('rev-2', 2, { cents: 200 }), event];
    const before = docOf(history);
    const after = docOf([...history, price.deactivated('rev-1', 'superseded'), price.published('rev-2', 'rev-1')]);
    const seen = (doc: RevisionTracked<Price> | null) => ({
      published: doc?.published,
      uat: doc?.uat,
      ids: [doc?.publishedRevisionId, doc?.uatRevisionId],
      revisions: doc?.revisions.map(({ revisionId, status }) => ({ revisionId, status })),
    });
    expect(seen(after)).toEqual(seen(before));
  });

  it('leaves a member alone that is no longer draft or uat there (withdrawn meanwhile)', () => {
    const history = [...published, price.drafted('rev-2', 2, { cents: 200 }), price.deactivated('rev-2', 'withdrawn')];
    expect(docOf([...history, event])).toEqual(docOf(history));
  });

  it('skips a changeset of the wrong shape, as any unreadable event', () => {
    const broken = recorded('changeset-cs-3', { type: 'ChangesetPublished', data: { changesetId: 'cs-3' } });
    expect(model.documentIds?.(broken)).toEqual([]);
    expect(model.evolve(docOf(published), broken)).toEqual(docOf(published));
  });
});
