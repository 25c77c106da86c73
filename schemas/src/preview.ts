/**
 * Preview of a catalogue revision (back-office.md §2 buttons): staff open the store page as a draft or uat revision
 * would make it, for that revision only, through a short-lived link that works for staff only; shoppers keep seeing
 * the published version.
 *   POST /api/Revisions/Preview/{revisionId}?storeCode=   → PreviewLinkDto (LMG and SuperUser, as the Revisions area)
 *   GET  /api/store/Preview/{token}                        → PreviewDto (a signed-in staff member)
 */
import type { RevisionEntityType, RevisionStatus } from './revisions.ts';
import type { CategoryDto } from './store/dtos.ts';

/** How long a preview link works. */
export const previewTtlSeconds = 15 * 60;

/** What a preview shows: the store's category page, so a product's revision shows on its category's page. */
export const previewableTypes = ['Product', 'Category'] as const satisfies readonly RevisionEntityType[];
export type PreviewableType = (typeof previewableTypes)[number];
export const isPreviewable = (entityType: string): entityType is PreviewableType =>
  (previewableTypes as readonly string[]).includes(entityType);

export type PreviewLinkDto = Readonly<{ url: string; expiresAt: string }>;

export type PreviewDto = Readonly<{
  revision: Readonly<{
    revisionId: string;
    number: number;
    status: RevisionStatus;
    entityType: PreviewableType;
    entityId: string;
  }>;
  /** The page as GET /api/store/GetCategory would answer it were the revision published. */
  category: CategoryDto;
  expiresAt: string;
}>;
