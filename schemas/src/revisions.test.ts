import { describe, expect, it } from 'vitest';
import { languages } from './language.ts';
import { revisionEntityTypeLabel, revisionEntityTypes, revisionStatuses, revisionStatusLabel } from './revisions.ts';

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
