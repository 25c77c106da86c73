import { isValidUsername } from '@parks/schemas/auth';
import type { Command, Event, StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import { parseUsernameEvent } from './eventParser.ts';

/**
 * A username's stream (`usernameStream(username)`) says which user holds it. It is reserved before the user's
 * stream is written, so two users can never share a name (an append to a new stream is atomic), and sign-in
 * finds the user by reading this stream: no read model, so no lag after a registration.
 * Names are never released: a deactivated user keeps theirs.
 */
export type UsernameReserved = Event<'UsernameReserved', { username: string; userId: string; reservedAt: string }>;
export type ReserveUsername = Command<'ReserveUsername', { username: string; userId: string }>;

export type UsernameState = Readonly<{ userId: string | null; username: string | null }>;

export const usernameDecider: StreamDecider<UsernameState, ReserveUsername, UsernameReserved> = {
  parse: parseUsernameEvent,
  initialState: () => ({ userId: null, username: null }),
  evolve: (_state, event) => ({ userId: event.data.userId, username: event.data.username }),
  decide: (command, state) => {
    actorOf(command.metadata);
    const { username, userId } = command.data;
    if (state.userId === userId) return []; // a retried registration
    // The schema's rule, again here: every way of registering a user goes through this reservation.
    if (!isValidUsername(username)) throw domainError('user.username.invalid', 422);
    if (state.userId !== null) throw domainError('user.usernameTaken', 409);
    return [{ type: 'UsernameReserved', data: { username, userId, reservedAt: command.metadata.now } }];
  },
};
