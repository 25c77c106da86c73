import type { RecordedEvent } from '@parks/infra/eventStore/port';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, now, recorded, revisionEvents } from '../store/testEvents.ts';
import { type AdminRevisionRow, adminRevisionRows, revisionRowId } from './revisionRows.ts';
import { type AdminEntityDocument, adminRevisions } from './revisions.ts';

const category = revisionEvents('Category', 'cat-1');
const payload = (storeCode: string) => ({
  categoryId: 'cat-1',
  storeCode,
  name: { en: 'Passes', fr: 'Laissez-passer' },
});
const rowOf = (revisionId: string, events: readonly RecordedEvent[]) =>
  fold<AdminRevisionRow>(adminRevisionRows, revisionRowId('Category', 'cat-1', revisionId), events);

describe('the revisions list rows, one per revision', () => {
  it('lists a draft with who drafted it and when, and the store its payload names', () => {
    expect(rowOf('rev-1', [category.drafted('rev-1', 1, payload('b2b'))])).toEqual({
      _id: 'Category:cat-1/rev-1',
      entityType: 'Category',
      entityId: 'cat-1',
      revisionId: 'rev-1',
      number: 1,
      status: 'draft',
      storeCode: 'b2b',
      draftedBy: 'usr-lmg',
      movedBy: 'usr-lmg',
      movedAt: now,
      searchText: 'passes laissez-passer',
      updatedAt: now,
    });
  });

  it('follows its own revision only: a move of another revision of the entity leaves it alone', () => {
    const events = [
      category.drafted('rev-1', 1, payload('b2c')),
      category.published('rev-1'),
      category.drafted('rev-2', 2, payload('b2c')),
      category.movedToUat('rev-2'),
    ];
    expect(rowOf('rev-1', events)?.status).toBe('published');
    expect(rowOf('rev-2', events)).toMatchObject({ number: 2, status: 'uat' });
  });

  it('takes the store and the names of an edited payload, and lists nothing for a move that comes before its draft', () => {
    const edited = recorded('revision-Category-cat-1', {
      type: 'RevisionEdited',
      data: {
        entityType: 'Category',
        entityId: 'cat-1',
        revisionId: 'rev-1',
        payload: { ...payload('nowhere'), name: { en: 'Heritage', fr: 'Patrimoine' }, sku: 'HER-1' },
        editedBy: 'usr-super',
        editedAt: '2026-11-22T10:00:00.000Z',
      },
    });
    expect(rowOf('rev-1', [category.drafted('rev-1', 1, payload('b2c')), edited])).toMatchObject({
      storeCode: null,
      status: 'draft',
      movedBy: 'usr-super',
      movedAt: '2026-11-22T10:00:00.000Z',
      searchText: 'heritage patrimoine her-1',
    });
    expect(rowOf('rev-1', [category.published('rev-1')])).toBeNull();
  });

  it('ignores a repeated draft and events it cannot read, and gives the same row when replayed', () => {
    const events = [
      category.drafted('rev-1', 1, payload('b2c')),
      category.drafted('rev-1', 7, payload('b2b')),
      recorded('revision-Category-cat-1', { type: 'RevisionPublished', data: { entityType: 'Category' } }),
      category.published('rev-1'),
      category.deactivated('rev-1', 'withdrawn'),
    ];
    const once = rowOf('rev-1', events);
    expect(once).toMatchObject({ number: 1, storeCode: 'b2c', status: 'inactive' });
    expect(rowOf('rev-1', events)).toEqual(once);
    // The same events applied twice (a replay after a crash before the checkpoint) end on the same row.
    expect(rowOf('rev-1', [...events, ...events])).toEqual(once);
  });

  it('agrees with the entity documents on every revision, whatever the events (property)', () => {
    const revisionIds = ['rev-1', 'rev-2', 'rev-3'];
    const who = fc.constantFrom('usr-lmg', 'usr-super', 'usr-admin');
    const when = fc.integer({ min: 0, max: 10_000 }).map((s) => new Date(Date.parse(now) + s * 1000).toISOString());
    const ref = (revisionId: string) => ({ entityType: 'Category', entityId: 'cat-1', revisionId });
    const event = fc.oneof(
      fc
        .record({ id: fc.constantFrom(...revisionIds), number: fc.integer({ min: 1, max: 3 }), by: who, at: when })
        .map(({ id, number, by, at }) => ({
          type: 'RevisionDrafted',
          data: { ...ref(id), number, payload: payload('b2c'), draftedBy: by, draftedAt: at },
        })),
      fc.record({ id: fc.constantFrom(...revisionIds), by: who, at: when }).map(({ id, by, at }) => ({
        type: 'RevisionEdited',
        data: { ...ref(id), payload: payload('b2b'), editedBy: by, editedAt: at },
      })),
      fc.record({ id: fc.constantFrom(...revisionIds), by: who, at: when }).map(({ id, by, at }) => ({
        type: 'RevisionMovedToUat',
        data: { ...ref(id), movedBy: by, movedAt: at },
      })),
      fc.record({ id: fc.constantFrom(...revisionIds), by: who, at: when }).map(({ id, by, at }) => ({
        type: 'RevisionPublished',
        data: { ...ref(id), publishedBy: by, publishedAt: at, supersededRevisionId: null },
      })),
      fc.record({ id: fc.constantFrom(...revisionIds), by: who, at: when }).map(({ id, by, at }) => ({
        type: 'RevisionDeactivated',
        data: { ...ref(id), deactivatedBy: by, deactivatedAt: at, reason: 'withdrawn' },
      })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (shapes) => {
        const events = shapes.map((shape) => recorded('revision-Category-cat-1', shape));
        const entity = fold<AdminEntityDocument>(adminRevisions, 'Category:cat-1', events);
        const fromEntity = (entity?.revisions ?? []).map((revision) => ({
          revisionId: revision.revisionId,
          number: revision.number,
          status: revision.status,
          draftedBy: revision.draftedBy,
          movedBy: revision.movedBy,
          movedAt: revision.movedAt,
        }));
        const fromRows = revisionIds.flatMap((id) => {
          const row = rowOf(id, events);
          if (row === null) return [];
          const { revisionId, number, status, draftedBy, movedBy, movedAt } = row;
          return [{ revisionId, number, status, draftedBy, movedBy, movedAt }];
        });
        const byId = (a: { revisionId: string }, b: { revisionId: string }) => a.revisionId.localeCompare(b.revisionId);
        expect(fromRows.sort(byId)).toEqual(fromEntity.sort(byId));
      }),
    );
  });
});
