/**
 * Preview of a catalogue revision (back-office.md §2 buttons): staff open the store page as a draft or uat revision
 * would make it, for that revision only, through a short-lived link that works for staff only; shoppers keep seeing
 * the published version.
 *   POST /api/Revisions/Preview/{revisionId}?storeCode=   → PreviewLinkDto (LMG and SuperUser, as the Revisions area)
 *   GET  /api/store/Preview/{token}                        → PreviewDto (a signed-in staff member)
 */
import type { PortalProductDetailDto } from './portal/catalog.ts';
import type { RevisionEntityType, RevisionStatus } from './revisions.ts';
import type { CategoryDto } from './store/dtos.ts';
import type { StoreCode } from './store.ts';

/** How long a preview link works. */
export const previewTtlSeconds = 15 * 60;

/**
 * What a preview shows: in the public store, the category page (a product's revision shows on its category's page);
 * in the portal, a product's own page (a portal category's revision cannot be previewed yet).
 */
export const previewableTypes = ['Product', 'Category'] as const satisfies readonly RevisionEntityType[];
export type PreviewableType = (typeof previewableTypes)[number];
export const isPreviewable = (entityType: string, storeCode: StoreCode = 'b2c'): entityType is PreviewableType =>
  storeCode === 'b2c' ? (previewableTypes as readonly string[]).includes(entityType) : entityType === 'Product';

export type PreviewLinkDto = Readonly<{ url: string; expiresAt: string }>;

export type PreviewDto = Readonly<{
  revision: Readonly<{
    revisionId: string;
    number: number;
    status: RevisionStatus;
    entityType: PreviewableType;
    entityId: string;
  }>;
  expiresAt: string;
}> &
  (
    | Readonly<{
        storeCode: 'b2c';
        /** The page as GET /api/store/GetCategory would answer it were the revision published. */
        category: CategoryDto;
      }>
    | Readonly<{
        storeCode: 'b2b';
        /** The portal's product page as GET /api/portal/product/{id} would answer it were the revision published. */
        portalProduct: PortalProductDetailDto;
      }>
  );
