import { describe, expect, it } from 'vitest';
import { fold, now, recorded, revisionEvents } from '../store/testEvents.ts';
import { type AdminEntityDocument, adminRevisions } from './revisions.ts';

const category = revisionEvents('Category', 'cat-1');
const payload = (en: string, order = 0) => ({
  categoryId: 'cat-1',
  storeCode: 'b2c',
  name: { en, fr: `${en} (fr)` },
  displayOrder: order,
});
const docOf = (events: Parameters<typeof fold>[2]) =>
  fold<AdminEntityDocument>(adminRevisions, 'Category:cat-1', events);

describe('the admin revisions read model', () => {
  it('keeps a draft with who drafted it, its payload, and every field changed against nothing published', () => {
    const doc = docOf([category.drafted('rev-1', 1, payload('Passes'))]);
    expect(doc).toMatchObject({
      _id: 'Category:cat-1',
      entityType: 'Category',
      entityId: 'cat-1',
      storeCode: 'b2c',
      status: 'draft',
      publishedRevisionId: null,
      latest: { revisionId: 'rev-1', number: 1, draftedBy: 'usr-lmg', draftedAt: now, comparedWith: null },
    });
    expect(doc?.latest.changedFields).toEqual(['categoryId', 'displayOrder', 'name', 'storeCode']);
    expect(doc?.searchText).toContain('passes (fr)');
  });

  it('compares a new draft with the revision published when it was drafted, and follows its moves', () => {
    const doc = docOf([
      category.drafted('rev-1', 1, payload('Passes')),
      category.published('rev-1'),
      category.drafted('rev-2', 2, payload('Passes', 3)),
      category.movedToUat('rev-2'),
    ]);
    expect(doc?.revisions.map((revision) => [revision.revisionId, revision.status])).toEqual([
      ['rev-1', 'published'],
      ['rev-2', 'uat'],
    ]);
    expect(doc?.latest).toMatchObject({ revisionId: 'rev-2', comparedWith: 'rev-1', changedFields: ['displayOrder'] });
    expect(doc?.publishedRevisionId).toBe('rev-1');
  });

  it('recomputes the changed fields on an edit, and remembers who moved it last', () => {
    const doc = docOf([
      category.drafted('rev-1', 1, payload('Passes')),
      category.published('rev-1'),
      category.drafted('rev-2', 2, payload('Passes', 3)),
      recorded('revision-Category-cat-1', {
        type: 'RevisionEdited',
        data: {
          entityType: 'Category',
          entityId: 'cat-1',
          revisionId: 'rev-2',
          payload: payload('Park passes'),
          editedBy: 'usr-super',
          editedAt: '2026-11-22T10:00:00.000Z',
        },
      }),
    ]);
    expect(doc?.latest).toMatchObject({
      changedFields: ['name'],
      movedBy: 'usr-super',
      movedAt: '2026-11-22T10:00:00.000Z',
      draftedBy: 'usr-lmg',
    });
  });

  it('forgets nothing: inactive revisions stay, and the entity shows as inactive', () => {
    const doc = docOf([
      category.drafted('rev-1', 1, payload('Passes')),
      category.published('rev-1'),
      category.deactivated('rev-1', 'withdrawn'),
    ]);
    expect(doc).toMatchObject({ status: 'inactive', publishedRevisionId: null });
    expect(doc?.revisions).toHaveLength(1);
  });

  it('ignores a repeated draft and events it cannot read, and gives the same document when replayed', () => {
    const events = [
      category.drafted('rev-1', 1, payload('Passes')),
      category.drafted('rev-1', 1, payload('Passes')),
      recorded('revision-Category-cat-1', { type: 'RevisionPublished', data: { entityType: 'Category' } }),
      category.published('rev-1'),
    ];
    const once = docOf(events);
    expect(once?.revisions).toHaveLength(1);
    expect(docOf(events)).toEqual(once);
  });
});
