/**
 * The back office's events as the admin benches seed them: one revision stream per category, revision 1
 * published, revisions 2..N drafts (each a change of the name). Shared so the projections bench replays the very
 * events the admin bench's "projections caught up" note is about.
 */
import type { JsonObject, NewEvent } from '@parks/infra/eventStore/port';

const at = '2026-11-21T15:00:00.000Z';
const staff = 'usr-seed-lmg';

export const categoryId = (n: number): string => `cat-bench-${String(n).padStart(5, '0')}`;
export const categoryStream = (n: number): string => `revision-Category-${categoryId(n)}`;

const categoryPayload = (n: number, version: number): JsonObject => ({
  categoryId: categoryId(n),
  storeCode: 'b2c',
  parentId: null,
  name: { en: `Bench category ${n} v${version}`, fr: `Catégorie ${n} v${version}` },
  urlAlias: { en: `bench-${n}`, fr: `banc-${n}` },
  displayOrder: 100 + (n % 500),
});

export const categoryEvents = (n: number, revisions: number): NewEvent[] => {
  const entity = { entityType: 'Category', entityId: categoryId(n) };
  const events: NewEvent[] = [];
  for (let number = 1; number <= revisions; number += 1) {
    const revisionId = `rev-${categoryId(n)}-${number}`;
    const draftedAt = new Date(Date.parse(at) + n * 1000 + number).toISOString();
    events.push({
      type: 'RevisionDrafted',
      data: { ...entity, revisionId, number, payload: categoryPayload(n, number), draftedBy: staff, draftedAt },
    });
    if (number === 1) {
      events.push({
        type: 'RevisionPublished',
        data: { ...entity, revisionId, publishedBy: staff, publishedAt: draftedAt, supersededRevisionId: null },
      });
    }
  }
  return events;
};
