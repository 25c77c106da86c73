import { describe, expect, it } from 'vitest';
import { price } from '../testing/catalog.ts';
import { checkParser, emitted } from '../testing/parserProperties.ts';
import type { RevisionCommand } from './commands.ts';
import { revisionDecider } from './decider.ts';
import { parseRevisionEvent } from './eventParser.ts';
import { revisionEventTypes } from './events.ts';

const metadata = { now: '2026-11-21T15:00:00.000Z', userId: 'usr-lmg' };
const adultPrice = (regularPriceCents: number) => price('price-adult', 'prod-adult', regularPriceCents);
const draft = (revisionId: string, cents: number): RevisionCommand => ({
  type: 'DraftRevision',
  data: { entityType: 'Price', entityId: 'price-adult', revisionId, payload: adultPrice(cents) },
  metadata,
});
const status = (type: 'MoveRevisionToUat' | 'PublishRevision' | 'DeactivateRevision', revisionId: string) =>
  ({ type, data: { revisionId }, metadata }) as const;

/** An entity through every revision event: drafted, edited, tried in UAT, published, superseded, withdrawn. */
const events = emitted(revisionDecider(), [
  draft('rev-1', 7_250),
  { type: 'EditRevision', data: { revisionId: 'rev-1', payload: adultPrice(7_500) }, metadata },
  status('MoveRevisionToUat', 'rev-1'),
  status('PublishRevision', 'rev-1'),
  draft('rev-2', 8_000),
  status('PublishRevision', 'rev-2'),
  draft('rev-3', 9_000),
  status('DeactivateRevision', 'rev-3'),
]);

describe('the revision stream parser', () => {
  it('reads back every event the decider emits, and nothing of another shape', () =>
    checkParser({ parse: parseRevisionEvent, types: revisionEventTypes, events, opaque: ['payload'] }));
  it('leaves the payload to the entity type, but requires one', () => {
    const drafted = events.find((event) => event.type === 'RevisionDrafted');
    if (drafted?.type !== 'RevisionDrafted') throw new Error('no draft');
    expect(parseRevisionEvent({ type: 'RevisionDrafted', data: { ...drafted.data, payload: 'any' } })).not.toBeNull();
    const { payload: _payload, ...withoutPayload } = drafted.data;
    expect(parseRevisionEvent({ type: 'RevisionDrafted', data: withoutPayload })).toBeNull();
  });
  it('never reads an entity type that has no revisions', () => {
    const drafted = events[0];
    expect(parseRevisionEvent({ type: 'RevisionDrafted', data: { ...drafted?.data, entityType: 'Order' } })).toBeNull();
  });
});
