import { describe, expect, it } from 'vitest';
import { languages } from './language.ts';
import {
  liveStatusLabel,
  revisionEntityTypeLabel,
  revisionEntityTypes,
  revisionStatuses,
  revisionStatusLabel,
} from './revisions.ts';

describe('the labels of revision statuses and entity types', () => {
  it('name each one apart, in English and in French, never by its catalogue key', () => {
    for (const language of languages) {
      const statuses = revisionStatuses.map((status) => revisionStatusLabel(language, status));
      const types = revisionEntityTypes.map((type) => revisionEntityTypeLabel(language, type));
      for (const label of [...statuses, ...types])
        expect(label, language).not.toMatch(/^revision(Status|EntityType)\./);
      expect(new Set(statuses).size).toBe(revisionStatuses.length);
      expect(new Set(types).size).toBe(revisionEntityTypes.length);
    }
    expect(revisionStatusLabel('fr', 'draft')).toBe('Ébauche');
    expect(revisionEntityTypeLabel('fr', 'ProductAttribute')).toBe('Attribut de produit');
  });
});

describe('the live status of an entity in a list', () => {
  it('says a published entity has a newer draft or UAT revision waiting, and otherwise its latest status', () => {
    expect(liveStatusLabel('en', 'draft', true)).toBe('Published — draft pending');
    expect(liveStatusLabel('fr', 'draft', true)).toBe('Publiée — ébauche en attente');
    expect(liveStatusLabel('en', 'uat', true)).toBe('Published — UAT pending');
    expect(liveStatusLabel('en', 'draft', false)).toBe('Draft');
    expect(liveStatusLabel('en', 'published', true)).toBe('Published');
    expect(liveStatusLabel('en', 'inactive', true)).toBe('Inactive');
  });
});
