/**
 * Reading a stream's current state on the command side (the same fold handleCommand does, with the stream's
 * parser), for what a route must know before it builds a command: which cart is current, where a purchase stands,
 * who a session is.
 */
import type { Command, Event, StreamDecider } from '@parks/domain/shared/decider';
import { foldStreamRevision } from '@parks/infra/commandHandling/handleCommand';
import { StreamNotFoundError } from '@parks/infra/eventStore/errors';
import type { EventStore } from '@parks/infra/eventStore/port';

export const foldStream = async <S, E extends Event>(
  eventStore: EventStore,
  streamName: string,
  decider: Pick<StreamDecider<S, Command, E>, 'evolve' | 'initialState' | 'parse'>,
): Promise<S> => (await foldStreamRevision(eventStore, streamName, decider)).state;

/** The type of a stream's last event, or null when the stream does not exist. */
export const lastEventType = async (eventStore: EventStore, streamName: string): Promise<string | null> => {
  try {
    for await (const recorded of eventStore.readStream(streamName, { direction: 'backwards', maxCount: 1 })) {
      return recorded.type;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return null;
};
