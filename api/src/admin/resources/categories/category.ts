/** A category as its latest revision holds it: the store's record, whether it is ticked active, and its place. */

import { type CategoryEntry, categoryRecordOf } from '@parks/domain/catalog/category';
import type { CategoryNode } from '@parks/domain/catalog/categoryRules';
import type { AdminListDocument } from '@parks/projections/admin/revisions';
import { latestRecord } from '../../payloads.ts';

export type Category = Readonly<{ record: CategoryEntry; active: boolean }>;

export const categoryOf = (doc: AdminListDocument): Category | null => {
  const record = categoryRecordOf(doc.latest.payload);
  return record === null ? null : { record, active: latestRecord(doc)?.active !== false };
};

export const nodesOf = (docs: readonly AdminListDocument[]): (CategoryNode & Category)[] =>
  docs.flatMap((doc) => {
    const category = categoryOf(doc);
    return category === null
      ? []
      : [{ id: doc.entityId, parentId: category.record.parentId, urlAlias: category.record.urlAlias, ...category }];
  });

/** Shown in the store: ticked active and a published revision (an inactive entity has none). */
export const isShown = (doc: AdminListDocument, category: Category): boolean =>
  category.active && doc.publishedRevisionId !== null;
