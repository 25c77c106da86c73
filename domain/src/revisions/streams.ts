import { isRevisionEntityType, type RevisionEntityType } from '@parks/schemas/revisions';

/** All revisions of one entity live in one stream, so publishing can supersede the previous one atomically. */
export const revisionStreamCategory = 'revision';

/** `revision-Product-prod-42`: category `revision`, then the entity type (no dash) and the entity id. */
export const revisionStream = (entityType: RevisionEntityType, entityId: string): string =>
  `${revisionStreamCategory}-${entityType}-${entityId}`;

export const parseRevisionStream = (
  streamName: string,
): { entityType: RevisionEntityType; entityId: string } | null => {
  const match = /^revision-([A-Za-z]+)-(.+)$/.exec(streamName);
  if (!match?.[2] || !isRevisionEntityType(match[1])) return null;
  return { entityType: match[1], entityId: match[2] };
};
