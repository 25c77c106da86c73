import { expect } from 'vitest';
import type { Command, Decider, Event } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * given(events).when(command).then(events): the decider's rules read as facts in, facts out.
 * Only the public decide/evolve/initialState are used, so tests survive any refactoring of state.
 */
export const specFor =
  <S, C extends Command, E extends Event>(decider: Decider<S, C, E>) =>
  (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then is the point of this helper
        then: (expected: readonly E[]) => {
          expect(run()).toEqual(expected);
        },
        thenNothingHappened: () => {
          expect(run()).toEqual([]);
        },
        thenThrows: (code: string) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
        },
      };
    },
  });
