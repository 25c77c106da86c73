/** The shared fixture of the event-store contract suite: the store under test and shorthands over it. */
import type { EventStore, NewEvent, RecordedEvent } from '../port.ts';
import { type ContractLimits, readOf } from './support.ts';

type NewExpected = NonNullable<Parameters<EventStore['appendToStream']>[2]>['expectedRevision'];

/** What each section of the suite registers its tests with. */
export type ContractContext = Readonly<{
  /** The store under test: set by the suite's beforeAll, so use it inside tests only. */
  store: EventStore;
  limits: ContractLimits;
  append: (
    stream: string,
    events: readonly NewEvent[],
    expectedRevision?: NewExpected,
  ) => ReturnType<EventStore['appendToStream']>;
  readStream: (stream: string, options?: Parameters<EventStore['readStream']>[1]) => Promise<RecordedEvent[]>;
  idsOf: (stream: string) => Promise<string[]>;
}>;

/** The context over `store()`, the store the suite opened (or not yet). */
export const contractContext = (store: () => EventStore, limits: ContractLimits): ContractContext => {
  const readStream: ContractContext['readStream'] = (stream, options) =>
    readOf(() => store().readStream(stream, options));
  return {
    get store() {
      return store();
    },
    limits,
    append: (stream, events, expectedRevision) =>
      store().appendToStream(stream, events, expectedRevision === undefined ? undefined : { expectedRevision }),
    readStream,
    idsOf: async (stream) => (await readStream(stream)).map((event) => event.id),
  };
};
