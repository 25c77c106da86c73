import type { EventParser } from './shape.ts';

/** A fact that happened, named in the past tense. `data` is plain JSON. */
export type Event<Type extends string = string, Data extends object = object> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

/**
 * Everything a decision needs from outside: the time, the acting user and ids minted by the caller.
 * The rules never read the clock or a random source themselves, so a retried decision is the same decision.
 */
export type CommandMetadata = Readonly<{
  /** When the command runs (real time): the events' timestamps. */
  now: string;
  /**
   * The store's notion of now for prices, sale windows and availability: the seeded clock while the settings
   * enable it (back office, Change Settings), else absent and `now` applies. Never an event's timestamp.
   */
  storeNow?: string;
  userId?: string;
  correlationId?: string;
}>;

/** The "now" of prices, sale windows and promo validity: the seeded clock when given, else the real time. */
export const pricingNow = (metadata: CommandMetadata): string => metadata.storeNow ?? metadata.now;

export type Command<Type extends string = string, Data extends object = object> = Readonly<{
  type: Type;
  data: Readonly<Data>;
  metadata: CommandMetadata;
}>;

/** Three plain functions: the whole business logic of one stream type. */
export type Decider<State, Cmd extends Command, Evt extends Event> = Readonly<{
  decide: (command: Cmd, state: State) => readonly Evt[];
  evolve: (state: State, event: Evt) => State;
  initialState: () => State;
}>;

/**
 * A decider with the parser of its stream's events. The command path reads the stream back from the store, where
 * events are plain JSON, so it needs the one parser of that stream to get typed events for `evolve`.
 */
export type StreamDecider<State, Cmd extends Command, Evt extends Event> = Decider<State, Cmd, Evt> &
  Readonly<{ parse: EventParser<Evt> }>;

/** The rule of each command type of a stream, keyed by type: the compiler checks that none is missing. */
export type CommandRules<State, Cmd extends Command, Evt extends Event> = {
  readonly [T in Cmd['type']]: (command: Extract<Cmd, { type: T }>, state: State) => Evt[];
};

/** A stream's `decide`: each command goes to the rule of its type. */
export const decideByType =
  <State, Cmd extends Command, Evt extends Event>(rules: CommandRules<State, Cmd, Evt>) =>
  (command: Cmd, state: State): Evt[] => {
    // The rule under a command's own type takes that command: the mapped type cannot say so to the compiler.
    const rule = rules[command.type as Cmd['type']] as (command: Cmd, state: State) => Evt[];
    return rule(command, state);
  };
