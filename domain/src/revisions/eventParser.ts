import { revisionEntityTypes } from '@parks/schemas/revisions';
import type { Shape } from '../shared/shape.ts';
import { anything, integer, nullable, object, oneOf, streamParser, text, withField } from '../shared/shape.ts';
import type { RevisionEvent } from './events.ts';

/**
 * The revision streams' parser, for one payload type. The payload's shape is the entity type's business: readers
 * of every entity type use `parseRevisionEvent` (payload left `unknown`, each read model reads its own records);
 * a stream of one entity type can check its payload too (`revisionEventParser(userProfile)`).
 */
export const revisionEventParser = <P>(payload: Shape<P>) => {
  const ref = { entityType: oneOf(revisionEntityTypes), entityId: text, revisionId: text };
  return streamParser<RevisionEvent<P>>({
    RevisionDrafted: withField(
      object({ ...ref, number: integer, draftedBy: text, draftedAt: text }),
      'payload',
      payload,
    ),
    RevisionEdited: withField(object({ ...ref, editedBy: text, editedAt: text }), 'payload', payload),
    RevisionMovedToUat: object({ ...ref, movedBy: text, movedAt: text }),
    RevisionPublished: object({ ...ref, publishedBy: text, publishedAt: text, supersededRevisionId: nullable(text) }),
    RevisionDeactivated: object({
      ...ref,
      deactivatedBy: text,
      deactivatedAt: text,
      reason: oneOf(['withdrawn', 'superseded']),
    }),
  });
};

export const parseRevisionEvent = revisionEventParser(anything);
