import type { Language } from './language.ts';
import { type MessageKey, translate } from './texts/messages/index.ts';

/**
 * Staff changes to the catalogue are revisions: drafted, optionally tried in UAT, published (what shoppers
 * see), and finally inactive. Publishing a revision makes the entity's previously published one inactive.
 */
export const revisionStatuses = ['draft', 'uat', 'published', 'inactive'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

/** Status actions of the revision details screen (`PUT /api/revisions/UpdateStatus/{id}?status=`). */
export const revisionActions = ['uat', 'publish', 'inactive'] as const;
export type RevisionAction = (typeof revisionActions)[number];

export const isRevisionAction = (value: unknown): value is RevisionAction =>
  revisionActions.includes(value as RevisionAction);

/** Entity types whose changes go through revisions (back-office.md section 3). */
export const revisionEntityTypes = [
  'Content',
  'Note',
  'Category',
  'Product',
  'Price',
  'Discount',
  'Shipping',
  'ProvinceState',
  'User',
  'Settings',
  'Banner',
  'Notice',
  'ProductAttribute',
  'Tracer',
] as const;
export type RevisionEntityType = (typeof revisionEntityTypes)[number];

export const isRevisionEntityType = (value: unknown): value is RevisionEntityType =>
  revisionEntityTypes.includes(value as RevisionEntityType);

export const isRevisionStatus = (value: unknown): value is RevisionStatus =>
  revisionStatuses.includes(value as RevisionStatus);

/** A status's label in the message catalogue (one key each, en and fr): staff never read the raw `draft`. */
export const revisionStatusLabel = (language: Language, status: RevisionStatus): string =>
  translate(language, `revisionStatus.${status}` satisfies MessageKey);

/**
 * What the store shows of an entity, as a list says it: its latest revision's status, or, where a published
 * revision is live while a newer one waits in draft or UAT, "Published — draft pending" (or UAT pending).
 */
export const liveStatusLabel = (language: Language, latest: RevisionStatus, hasPublished: boolean): string => {
  if (!hasPublished || latest === 'published' || latest === 'inactive') return revisionStatusLabel(language, latest);
  return translate(
    language,
    latest === 'draft' ? 'revisionStatus.publishedDraftPending' : 'revisionStatus.publishedUatPending',
  );
};

/** An entity type's label in the message catalogue (one key each, en and fr), where the wire keeps `Category`. */
export const revisionEntityTypeLabel = (language: Language, entityType: RevisionEntityType): string =>
  translate(language, `revisionEntityType.${entityType}` satisfies MessageKey);

/** A revision as the admin list and details show it. `payload` is the entity's record (see catalog.ts). */
export type RevisionDto = Readonly<{
  revisionId: string;
  entityType: RevisionEntityType;
  entityId: string;
  number: number;
  status: RevisionStatus;
  payload: unknown;
  draftedBy: string;
  draftedAt: string;
  updatedAt: string;
}>;
