import type { Command, Event, StreamDecider } from './decider.ts';

/** Several commands of one stream decided as one, so their events are appended together or not at all. */
export type Sequence<C extends Command> = Command<'Sequence', { commands: readonly C[] }>;

/**
 * The decider of a sequence: each command is decided on the state the events before it left (a save that also
 * publishes, a delete that withdraws every revision). A refusal of any command refuses the whole sequence, so a
 * half-done change is never appended.
 */
export const inSequence = <S, C extends Command, E extends Event>(
  decider: StreamDecider<S, C, E>,
): StreamDecider<S, Sequence<C>, E> => ({
  initialState: decider.initialState,
  evolve: decider.evolve,
  parse: decider.parse,
  decide: (sequence, state) => {
    let current = state;
    const events: E[] = [];
    for (const command of sequence.data.commands) {
      for (const event of decider.decide(command, current)) {
        current = decider.evolve(current, event);
        events.push(event);
      }
    }
    return events;
  },
});

export const sequenceOf = <C extends Command>(commands: readonly C[], metadata: Command['metadata']): Sequence<C> => ({
  type: 'Sequence',
  data: { commands },
  metadata,
});
