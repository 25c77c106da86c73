import { revisionEntityTypes } from '@parks/schemas/revisions';
import { array, nullable, object, oneOf, streamParser, text } from '../shared/shape.ts';
import type { ChangesetEvent } from './events.ts';

const member = object({
  entityType: oneOf(revisionEntityTypes),
  entityId: text,
  revisionId: text,
  supersededRevisionId: nullable(text),
});

/** The changeset streams' parser (also read by every read model that applies a changeset). */
export const parseChangesetEvent = streamParser<ChangesetEvent>({
  ChangesetPublished: object({ changesetId: text, members: array(member), publishedBy: text, publishedAt: text }),
});
