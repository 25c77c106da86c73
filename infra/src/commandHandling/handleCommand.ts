import type { Command, Event, StreamDecider } from '@parks/domain/shared/decider';
import { StreamNotFoundError, WrongExpectedVersionError } from '../eventStore/errors.ts';
import type { AppendResult, EventStore, ExpectedRevision, JsonObject } from '../eventStore/port.ts';
import { newEventId } from '../ids.ts';

export type HandleResult<E extends Event, S = unknown> = Readonly<{
  /** The events this command appended; empty when the decision was "already done". */
  newEvents: readonly E[];
  /**
   * The stream's state right after the command (what it decided on, then its own events): a caller that goes on
   * with the same stream needs no second read (a later command still decides on a fresh read).
   */
  state: S;
  /** Revision of the stream's last event after the command, or undefined for a stream that still does not exist. */
  nextExpectedRevision: bigint | undefined;
  /** Log position of the append, for read-your-writes; undefined when nothing was appended. */
  position: AppendResult['position'] | undefined;
}>;

export type HandleOptions<S = unknown> = Readonly<{
  /** Optimistic concurrency from the client (If-Match): the revision the caller last saw. */
  expectedRevision?: bigint;
  /** How many times a conflicting concurrent append is retried with a fresh read. */
  maxRetries?: number;
  /**
   * The stream as the caller already holds it (a previous command's `state` and `nextExpectedRevision`, or its
   * own fold): the first decision is made on it without reading the stream. Nothing is lost: an append on it
   * expects that revision, so a stream that moved since conflicts and the decision is re-run on a fresh read, and
   * a decision to append nothing is only taken on a fresh read. Ignored with `expectedRevision`.
   */
  known?: Readonly<{ state: S; revision: bigint | undefined }>;
}>;

/**
 * An event of the stream that its parser does not recognise (an unknown type, or data of the wrong shape). The
 * command path never decides on a history it cannot read whole: a decision on part of it could contradict what
 * happened (place an order twice, release a cancelled one), so the command fails instead.
 */
export class UnreadableEventError extends Error {
  readonly streamName: string;
  readonly revision: bigint;
  readonly eventType: string;

  constructor(streamName: string, revision: bigint, eventType: string) {
    super(`event ${revision} (${eventType}) of stream ${streamName} cannot be read`);
    this.name = 'UnreadableEventError';
    this.streamName = streamName;
    this.revision = revision;
    this.eventType = eventType;
  }
}

type Folded<S> = { state: S; revision: bigint | undefined };

/** The state of a stream and the revision of its last event (undefined when the stream does not exist). */
export const foldStreamRevision = async <S, E extends Event>(
  eventStore: EventStore,
  streamName: string,
  decider: Pick<StreamDecider<S, Command, E>, 'evolve' | 'initialState' | 'parse'>,
): Promise<Folded<S>> => {
  let state = decider.initialState();
  let revision: bigint | undefined;
  try {
    for await (const recorded of eventStore.readStream(streamName)) {
      const event = decider.parse(recorded);
      if (event === null) throw new UnreadableEventError(streamName, recorded.revision, recorded.type);
      state = decider.evolve(state, event);
      revision = recorded.revision;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return { state, revision };
};

/**
 * The one command path: read the stream, parse each event with the stream's parser, fold it with `evolve`,
 * `decide`, append with the expected revision. A concurrent writer makes the append fail with
 * WrongExpectedVersion; the whole decision is then re-run on fresh state (which is why decide must be pure), up to `maxRetries` times. With an
 * explicit `expectedRevision` from the client a conflict is the client's to resolve, so no retry.
 */
export const handleCommand = <S, C extends Command, E extends Event>(
  eventStore: EventStore,
  streamName: string,
  decider: StreamDecider<S, C, E>,
  command: C,
  options: HandleOptions<S> = {},
): Promise<HandleResult<E, S>> => {
  const decision = () => decideAndAppend(eventStore, streamName, decider, command, options);
  // A command that must not be decided again (a client's revision, or no retry) meets a concurrent one as the
  // conflict its caller asked to see; only commands that would retry wait for the others.
  const retries = options.expectedRevision === undefined && (options.maxRetries ?? 3) > 0;
  return retries ? oneAtATime(eventStore, streamName, decision) : decision();
};

/**
 * Commands on one stream in this process that would retry run one after another. Run together, they would all decide on the
 * same revision and all but one lose the race; with appends of one turn committed together, the losers would
 * retry together and lose together again. Other processes are still met by the revision check and the retry.
 */
const queues = new WeakMap<EventStore, Map<string, Promise<unknown>>>();
const oneAtATime = <T>(eventStore: EventStore, streamName: string, work: () => Promise<T>): Promise<T> => {
  let byStream = queues.get(eventStore);
  if (byStream === undefined) {
    byStream = new Map();
    queues.set(eventStore, byStream);
  }
  const streams = byStream;
  const previous = streams.get(streamName);
  const result = previous === undefined ? work() : previous.then(work, work);
  const settled = result.then(
    () => {},
    () => {},
  );
  streams.set(streamName, settled);
  void settled.then(() => {
    if (streams.get(streamName) === settled) streams.delete(streamName);
  });
  return result;
};

const decideAndAppend = async <S, C extends Command, E extends Event>(
  eventStore: EventStore,
  streamName: string,
  decider: StreamDecider<S, C, E>,
  command: C,
  options: HandleOptions<S>,
): Promise<HandleResult<E, S>> => {
  const maxRetries = options.expectedRevision === undefined ? (options.maxRetries ?? 3) : 0;
  let known = options.expectedRevision === undefined ? options.known : undefined;
  let retries = 0;
  for (;;) {
    // A state the caller held is used once; whatever it cannot settle is decided again on a fresh read.
    const fromKnown = known !== undefined;
    const { state, revision } = known ?? (await foldStreamRevision(eventStore, streamName, decider));
    known = undefined;
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
      throw new WrongExpectedVersionError(streamName, options.expectedRevision, revision ?? 'no_stream');
    }
    let newEvents: readonly E[];
    try {
      newEvents = decider.decide(command, state);
    } catch (error) {
      // A refusal on a state that may be out of date is not the stream's answer.
      if (fromKnown) continue;
      throw error;
    }
    if (newEvents.length === 0) {
      if (fromKnown) continue;
      return { newEvents, state, nextExpectedRevision: revision, position: undefined };
    }

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
      return {
        newEvents,
        state: newEvents.reduce(decider.evolve, state),
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // On a held state the conflict only says it was out of date: not a lost race, so no retry is spent.
      if (fromKnown) continue;
      if (retries >= maxRetries) throw error;
      retries += 1;
    }
  }
};
