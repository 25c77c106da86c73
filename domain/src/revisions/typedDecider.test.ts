import type { PriceRecord } from '@parks/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { priceShape } from '../catalog/price.ts';
import { price } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import type { RevisionCommand } from './commands.ts';
import { revisionDecider } from './decider.ts';
import type { RevisionEvent } from './events.ts';

const now = '2026-11-21T15:00:00.000Z';
const metadata = { now, userId: 'usr-lmg' };
const entity = { entityType: 'Price', entityId: 'price-adult' } as const;
const adultPrice = (regularPriceCents: number): PriceRecord => price('price-adult', 'prod-adult', regularPriceCents);
const draft = (revisionId: string, payload: PriceRecord): RevisionCommand<PriceRecord> => ({
  type: 'DraftRevision',
  data: { ...entity, revisionId, payload },
  metadata,
});
const drafted = (revisionId: string, payload: PriceRecord): RevisionEvent<PriceRecord> => ({
  type: 'RevisionDrafted',
  data: { ...entity, revisionId, number: 1, payload, draftedBy: 'usr-lmg', draftedAt: now },
});

const given = specFor(revisionDecider(priceShape));

describe('a revision decider typed by its payload’s shape', () => {
  it('drafts a payload of the shape as the command wrote it', () => {
    // A field the shape does not declare is no reason to refuse, and the event keeps it: the shape only judges.
    const written = { ...adultPrice(7_250), note: 'kept' };
    given([])
      .when(draft('rev-1', written))
      .then([drafted('rev-1', written)]);
  });

  it('refuses a draft or an edit whose payload is not of the shape', () => {
    given([])
      .when(draft('rev-1', adultPrice(72.5)))
      .thenThrows('validation.invalid');
    given([drafted('rev-1', adultPrice(7_250))])
      .when({ type: 'EditRevision', data: { revisionId: 'rev-1', payload: adultPrice(72.5) }, metadata })
      .thenThrows('validation.invalid');
  });

  it('decides status changes as the untyped decider does', () => {
    const history = [drafted('rev-1', adultPrice(7_250))];
    const publish: RevisionCommand<PriceRecord> = { type: 'PublishRevision', data: { revisionId: 'rev-1' }, metadata };
    const state = history.reduce(revisionDecider(priceShape).evolve, revisionDecider(priceShape).initialState());
    expect(revisionDecider(priceShape).decide(publish, state)).toEqual(
      revisionDecider().decide(publish, history.reduce(revisionDecider().evolve, revisionDecider().initialState())),
    );
  });

  it('reads back the events whose payload is of the shape only', () => {
    const { parse } = revisionDecider(priceShape);
    const event = drafted('rev-1', adultPrice(7_250));
    expect(parse(event)).toEqual(event);
    expect(parse({ type: 'RevisionDrafted', data: { ...event.data, payload: { priceId: 'p' } } })).toBeNull();
    expect(
      revisionDecider().parse({ type: 'RevisionDrafted', data: { ...event.data, payload: 'any' } }),
    ).not.toBeNull();
  });
});
