import type { Command, Decider, Event } from '@parks/domain/shared/decider';
import { StreamNotFoundError, WrongExpectedVersionError } from '../eventStore/errors.ts';
import type { AppendResult, EventStore, ExpectedRevision, JsonObject } from '../eventStore/port.ts';
import { newEventId } from '../ids.ts';

export type HandleResult<E extends Event> = Readonly<{
  /** The events this command appended; empty when the decision was "already done". */
  newEvents: readonly E[];
  /** Revision of the stream's last event after the command, or undefined for a stream that still does not exist. */
  nextExpectedRevision: bigint | undefined;
  /** Log position of the append, for read-your-writes; undefined when nothing was appended. */
  position: AppendResult['position'] | undefined;
}>;

export type HandleOptions = Readonly<{
  /** Optimistic concurrency from the client (If-Match): the revision the caller last saw. */
  expectedRevision?: bigint;
  /** How many times a conflicting concurrent append is retried with a fresh read. */
  maxRetries?: number;
}>;

type Folded<S> = { state: S; revision: bigint | undefined };

const fold = async <S, E extends Event>(
  eventStore: EventStore,
  streamName: string,
  decider: Pick<Decider<S, Command, E>, 'evolve' | 'initialState'>,
): Promise<Folded<S>> => {
  let state = decider.initialState();
  let revision: bigint | undefined;
  try {
    for await (const recorded of eventStore.readStream(streamName)) {
      state = decider.evolve(state, { type: recorded.type, data: recorded.data } as unknown as E);
      revision = recorded.revision;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return { state, revision };
};

/**
 * The one command path: read the stream, fold it with `evolve`, `decide`, append with the expected
 * revision. A concurrent writer makes the append fail with WrongExpectedVersion; the whole decision is
 * then re-run on fresh state (which is why decide must be pure), up to `maxRetries` times. With an
 * explicit `expectedRevision` from the client a conflict is the client's to resolve, so no retry.
 */
export const handleCommand = async <S, C extends Command, E extends Event>(
  eventStore: EventStore,
  streamName: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleOptions = {},
): Promise<HandleResult<E>> => {
  const maxRetries = options.expectedRevision === undefined ? (options.maxRetries ?? 3) : 0;
  for (let attempt = 0; ; attempt += 1) {
    const { state, revision } = await fold(eventStore, streamName, decider);
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
      throw new WrongExpectedVersionError(streamName, options.expectedRevision, revision ?? 'no_stream');
    }
    const newEvents = decider.decide(command, state);
    if (newEvents.length === 0) return { newEvents, nextExpectedRevision: revision, position: undefined };

    const { now, userId, correlationId } = command.metadata;
    const causationId = newEventId();
    const expectedRevision: ExpectedRevision = revision ?? 'no_stream';
    try {
      const result = await eventStore.appendToStream(
        streamName,
        newEvents.map((event) => ({
          id: newEventId(),
          type: event.type,
          data: event.data as JsonObject,
          metadata: { correlationId: correlationId ?? causationId, causationId, userId, timestamp: now },
        })),
        { expectedRevision },
      );
      return { newEvents, nextExpectedRevision: result.nextExpectedRevision, position: result.position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < maxRetries) continue;
      throw error;
    }
  }
};
