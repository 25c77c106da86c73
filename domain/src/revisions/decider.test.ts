import type { PriceRecord } from '@parks/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { price } from '../testing/catalog.ts';
import { specFor } from '../testing/specFor.ts';
import { type DraftRevision, type RevisionCommand, revisionStatusCommand } from './commands.ts';
import { revisionDecider } from './decider.ts';
import type { RevisionEvent } from './events.ts';
import { evolve, initialState } from './state.ts';
import { parseRevisionStream, revisionStream } from './streams.ts';
import { publishedRevision, uatRevision, visiblePayload } from './views.ts';

const given = specFor(revisionDecider());
const now = '2026-11-21T15:00:00.000Z';
const staff = { now, userId: 'usr-lmg' };
const entity = { entityType: 'Price', entityId: 'price-adult' } as const;
const payload = (regularPriceCents: number): PriceRecord => price('price-adult', 'prod-adult', regularPriceCents);

const drafted = (revisionId: string, number: number, cents: number): RevisionEvent<PriceRecord> => ({
  type: 'RevisionDrafted',
  data: { ...entity, revisionId, number, payload: payload(cents), draftedBy: 'usr-lmg', draftedAt: now },
});
const movedToUat = (revisionId: string): RevisionEvent<PriceRecord> => ({
  type: 'RevisionMovedToUat',
  data: { ...entity, revisionId, movedBy: 'usr-lmg', movedAt: now },
});
const published = (revisionId: string, supersededRevisionId: string | null = null): RevisionEvent<PriceRecord> => ({
  type: 'RevisionPublished',
  data: { ...entity, revisionId, publishedBy: 'usr-lmg', publishedAt: now, supersededRevisionId },
});
const deactivated = (revisionId: string, reason: 'withdrawn' | 'superseded'): RevisionEvent<PriceRecord> => ({
  type: 'RevisionDeactivated',
  data: { ...entity, revisionId, deactivatedBy: 'usr-lmg', deactivatedAt: now, reason },
});
const draft = (revisionId: string, cents: number): DraftRevision<PriceRecord> => ({
  type: 'DraftRevision',
  data: { ...entity, revisionId, payload: payload(cents) },
  metadata: staff,
});
const edit = (revisionId: string, cents: number): RevisionCommand<PriceRecord> => ({
  type: 'EditRevision',
  data: { revisionId, payload: payload(cents) },
  metadata: staff,
});
const uat = (id: string) => revisionStatusCommand('uat', id, staff);
const publish = (id: string) => revisionStatusCommand('publish', id, staff);
const inactive = (id: string) => revisionStatusCommand('inactive', id, staff);
const fold = (events: RevisionEvent<PriceRecord>[]) => events.reduce(evolve<PriceRecord>, initialState<PriceRecord>());

describe('a new entity', () => {
  it('is drafted as revision 1', () =>
    given([])
      .when(draft('rev-1', 7_250))
      .then([drafted('rev-1', 1, 7_250)]));
  it('refuses a change without a staff member', () =>
    given([])
      .when({ ...draft('rev-1', 7_250), metadata: { now } })
      .thenThrows('auth.required'));
  it('has no revision to publish', () => given([]).when(publish('rev-1')).thenThrows('revision.notFound'));
  it('is visible to nobody', () => expect(visiblePayload(fold([]), { uat: true })).toBeNull());
});

describe('a draft revision', () => {
  const history = [drafted('rev-1', 1, 7_250)];
  it('is edited with a new payload', () =>
    given(history)
      .when(edit('rev-1', 7_500))
      .then([
        {
          type: 'RevisionEdited',
          data: { ...entity, revisionId: 'rev-1', payload: payload(7_500), editedBy: 'usr-lmg', editedAt: now },
        },
      ]));
  it('ignores an edit that changes nothing', () => given(history).when(edit('rev-1', 7_250)).thenNothingHappened());
  it('ignores a retried draft with the same payload', () =>
    given(history).when(draft('rev-1', 7_250)).thenNothingHappened());
  it('refuses another payload under the same revision id', () =>
    given(history).when(draft('rev-1', 9_999)).thenThrows('revision.alreadyExists'));
  it('refuses a draft of another entity in its stream', () =>
    given(history)
      .when({ ...draft('rev-2', 1), data: { ...entity, entityId: 'other', revisionId: 'rev-2', payload: payload(1) } })
      .thenThrows('revision.entityMismatch'));
  it('numbers the next draft', () =>
    given(history)
      .when(draft('rev-2', 8_000))
      .then([drafted('rev-2', 2, 8_000)]));
  it('moves to UAT', () =>
    given(history)
      .when(uat('rev-1'))
      .then([movedToUat('rev-1')]));
  it('can be published directly', () =>
    given(history)
      .when(publish('rev-1'))
      .then([published('rev-1')]));
  it('can be withdrawn', () =>
    given(history)
      .when(inactive('rev-1'))
      .then([deactivated('rev-1', 'withdrawn')]));
  it('is visible to nobody yet', () => expect(visiblePayload(fold(history), { uat: true })).toBeNull());
});

describe('a revision in UAT', () => {
  const history = [drafted('rev-1', 1, 7_250), movedToUat('rev-1')];
  it('can no longer be edited', () => given(history).when(edit('rev-1', 1)).thenThrows('revision.notEditable'));
  it('ignores a repeated move to UAT', () => given(history).when(uat('rev-1')).thenNothingHappened());
  it('is published', () =>
    given(history)
      .when(publish('rev-1'))
      .then([published('rev-1')]));
  it('is visible in UAT mode only', () => {
    expect(uatRevision(fold(history))?.revisionId).toBe('rev-1');
    expect(visiblePayload(fold(history), { uat: false })).toBeNull();
  });
});

describe('a published revision', () => {
  const history = [drafted('rev-1', 1, 7_250), published('rev-1')];
  it('ignores a repeated publish', () => given(history).when(publish('rev-1')).thenNothingHappened());
  it('cannot go back to UAT', () => given(history).when(uat('rev-1')).thenThrows('revision.invalidTransition'));
  it('is superseded when another revision is published', () =>
    given([...history, drafted('rev-2', 2, 8_000)])
      .when(publish('rev-2'))
      .then([deactivated('rev-1', 'superseded'), published('rev-2', 'rev-1')]));
  it('is withdrawn, leaving shoppers nothing', () => {
    given(history)
      .when(inactive('rev-1'))
      .then([deactivated('rev-1', 'withdrawn')]);
    expect(publishedRevision(fold([...history, deactivated('rev-1', 'withdrawn')]))).toBeNull();
  });
  it('is what shoppers see, and what UAT mode sees until a newer revision is in UAT', () => {
    const state = fold(history);
    expect(visiblePayload(state, { uat: false })?.regularPriceCents).toBe(7_250);
    expect(visiblePayload(state, { uat: true })?.regularPriceCents).toBe(7_250);
    const withChange = fold([...history, drafted('rev-2', 2, 8_000), movedToUat('rev-2')]);
    expect(visiblePayload(withChange, { uat: false })?.regularPriceCents).toBe(7_250);
    expect(visiblePayload(withChange, { uat: true })?.regularPriceCents).toBe(8_000);
  });
});

describe('an older revision still in UAT', () => {
  const history = [drafted('rev-1', 1, 7_250), movedToUat('rev-1'), drafted('rev-2', 2, 8_000)];
  it('is superseded when a newer revision is published', () =>
    given(history)
      .when(publish('rev-2'))
      .then([deactivated('rev-1', 'superseded'), published('rev-2')]));
  it('is not what UAT mode sees once the newer revision is withdrawn', () => {
    const after = fold([
      ...history,
      deactivated('rev-1', 'superseded'),
      published('rev-2'),
      deactivated('rev-2', 'withdrawn'),
    ]);
    expect(uatRevision(after)).toBeNull();
  });
  it('is never shown over a newer published revision, even in a stream written before that rule', () => {
    const old = fold([...history, published('rev-2')]);
    expect(uatRevision(old)?.revisionId).toBe('rev-2');
  });
  it('a newer revision in UAT stays in UAT when an older draft is published', () =>
    given([drafted('rev-1', 1, 7_250), drafted('rev-2', 2, 8_000), movedToUat('rev-2')])
      .when(publish('rev-1'))
      .then([published('rev-1')]));
});

describe('an inactive revision', () => {
  const history = [drafted('rev-1', 1, 7_250), deactivated('rev-1', 'withdrawn')];
  it('ignores a repeated deactivation', () => given(history).when(inactive('rev-1')).thenNothingHappened());
  it('cannot be published again', () => given(history).when(publish('rev-1')).thenThrows('revision.invalidTransition'));
  it('cannot move to UAT', () => given(history).when(uat('rev-1')).thenThrows('revision.invalidTransition'));
});

describe('revision streams', () => {
  it('keep all revisions of an entity in one stream of category revision', () => {
    expect(revisionStream('Product', 'prod-1')).toBe('revision-Product-prod-1');
    expect(parseRevisionStream('revision-Product-prod-1')).toEqual({ entityType: 'Product', entityId: 'prod-1' });
    expect(parseRevisionStream('revision-Nope-1')).toBeNull();
  });
});
