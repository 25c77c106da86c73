import type { ContentEntry } from '@parks/domain/catalog/content';
import { seedContent } from '@parks/domain/seed/content';
import { describe, expect, it } from 'vitest';
import { type ContentDocument, contentPageOf, storeContent } from './content.ts';
import { fold, publishedEntity, revisionEvents } from './testEvents.ts';

const confirmation = seedContent.filter((c) => c.name === 'ConfirmationPage');
const events = confirmation.flatMap((c) => publishedEntity('Content', c.contentId, c));
const docs = confirmation.map((c) => fold<ContentDocument>(storeContent, c.contentId, events));

describe('content documents', () => {
  it('keep the record with its lower-case name key', () => {
    expect(docs[0]).toMatchObject({
      _id: 'content-confirmation',
      published: {
        name: 'ConfirmationPage',
        nameKey: 'confirmationpage',
        location: null,
        urlAlias: { fr: 'confirmation' },
      },
    });
  });
  it('show nothing for a payload that is not content', () => {
    const content = revisionEvents('Content', 'content-bad');
    const doc = fold<ContentDocument>(storeContent, 'content-bad', [
      content.drafted('rev-1', 1, { title: 'no name' }),
      content.published('rev-1'),
    ]);
    expect(doc?.published).toBeNull();
  });
});

describe('a content page', () => {
  const entries = docs.flatMap((doc) => (doc?.published ? [doc.published as ContentEntry] : []));
  it('is the body with its blocks in display order', () => {
    const page = contentPageOf(entries);
    expect(page).toMatchObject({ name: 'ConfirmationPage', title: { en: 'Thank you for your order' } });
    expect(page?.blocks.map((b) => [b.location, b.contentId])).toEqual([
      ['PanelRight', 'content-confirmation-plan'],
      ['PanelRight', 'content-confirmation-more'],
    ]);
  });
  it('has an empty body when only blocks exist, and is null when nothing does', () => {
    const blocksOnly = contentPageOf(entries.filter((e) => e.location !== null));
    expect(blocksOnly).toMatchObject({ name: 'ConfirmationPage', title: { en: '', fr: '' }, urlAlias: null });
    expect(contentPageOf([])).toBeNull();
  });
});
