import { readModel } from './runtime/readModel.ts';
import { eventTime } from './store/revisionTracking.ts';

/**
 * Ops read model: one document per stream category (the text before the first `-` of the stream name,
 * ESDB's by-category convention), counting events per type and keeping the last one's time and position.
 * It sees every user stream, so it filters by stream prefix ('' = all) rather than by event type.
 */
export type StreamActivity = {
  _id: string;
  events: number;
  /** Per event type; an array because event types may hold `.`, which a document key may not. */
  types: Array<{ type: string; count: number }>;
  lastEventAt: string;
  lastEventType: string;
  lastPosition: string;
};

export const categoryOf = (streamId: string): string => {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
};

export const streamActivity = readModel<StreamActivity>({
  name: 'streamActivity',
  version: 1,
  handles: [],
  streamPrefixes: [''],
  documentId: (event) => categoryOf(event.streamId),
  // Any event of any stream, so no domain stream's parser reads it: it stays on recorded events (type, stream, time).
  evolve: (doc, event) => {
    const types = doc?.types ?? [];
    const known = types.some((entry) => entry.type === event.type);
    return {
      _id: categoryOf(event.streamId),
      events: (doc?.events ?? 0) + 1,
      types: known
        ? types.map((entry) => (entry.type === event.type ? { type: entry.type, count: entry.count + 1 } : entry))
        : [...types, { type: event.type, count: 1 }],
      lastEventAt: eventTime(event),
      lastEventType: event.type,
      lastPosition: event.position.commit.toString(),
    };
  },
  indexes: [{ key: { lastEventAt: -1 }, name: 'lastEventAt' }],
});
