import { describe, expect, it } from 'vitest';
import type { Command, Decider, Event } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { specFor } from './specFor.ts';

// A two-state door, only to show the helper reports what the decider does.
type Opened = Event<'DoorOpened', { by: string }>;
type Open = Command<'OpenDoor', { by: string }>;
const door: Decider<{ open: boolean }, Open, Opened> = {
  initialState: () => ({ open: false }),
  evolve: () => ({ open: true }),
  decide: (command, state) => {
    if (command.data.by === 'intruder') throw new DomainError('door.forbidden', 403);
    return state.open ? [] : [{ type: 'DoorOpened', data: { by: command.data.by } }];
  },
};
const given = specFor(door);
const open = (by: string): Open => ({ type: 'OpenDoor', data: { by }, metadata: { now: '2026-11-22T00:00:00Z' } });

describe('specFor', () => {
  it('passes when the decision matches', () =>
    given([])
      .when(open('ann'))
      .then([{ type: 'DoorOpened', data: { by: 'ann' } }]));
  it('folds the given events first', () =>
    given([{ type: 'DoorOpened', data: { by: 'ann' } }])
      .when(open('bob'))
      .thenNothingHappened());
  it('checks the domain error code', () => given([]).when(open('intruder')).thenThrows('door.forbidden'));
  it('fails when the decision differs', () => {
    expect(() => given([]).when(open('ann')).then([])).toThrow();
    expect(() => given([]).when(open('ann')).thenThrows('door.forbidden')).toThrow();
  });
});
