/**
 * The command side of accounts as routes need it: find a user by username (their username stream, then their
 * own stream; no read model, so a new user or a new password counts at once), register a user (reserve the
 * name, then write the user), run a user command with read-your-writes, and set a user's own new password.
 */
import { randomUUID } from 'node:crypto';
import type { ActorRole, ChangePassword, Registration, UserCommand } from '@parks/domain/users/commands';
import { userDecider } from '@parks/domain/users/decider';
import type { UserEvent } from '@parks/domain/users/events';
import type { RegisteredUser } from '@parks/domain/users/state';
import { usernameStream, userStream } from '@parks/domain/users/streams';
import { usernameDecider } from '@parks/domain/users/usernames';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Auth } from '../auth/auth.ts';
import type { AwaitProjections } from '../http/readYourWrites.ts';
import { foldStream } from '../store/streams.ts';

export const newUserId = (): string => `usr-${randomUUID()}`;

/** The registered user with exactly this username (case sensitive), or null. */
export const userByUsername = async (eventStore: EventStore, username: string): Promise<RegisteredUser | null> => {
  const reservation = await foldStream(eventStore, usernameStream(username), usernameDecider);
  if (reservation.userId === null || reservation.username !== username) return null;
  return userById(eventStore, reservation.userId);
};

export const userById = async (eventStore: EventStore, userId: string): Promise<RegisteredUser | null> => {
  const state = await foldStream(eventStore, userStream(userId), userDecider);
  return state.status === 'absent' ? null : state;
};

/** Reserves the username (409 `user.usernameTaken` when someone has it), then registers the user. Retry-safe. */
export const registerUser = async (
  eventStore: EventStore,
  registration: Registration,
  actor: Readonly<{ userId: string; role: ActorRole }>,
  now: string,
) => {
  const metadata = { now, userId: actor.userId };
  const { userId, username } = registration;
  await handleCommand(eventStore, usernameStream(username), usernameDecider, {
    type: 'ReserveUsername',
    data: { username, userId },
    metadata,
  });
  return handleCommand(eventStore, userStream(userId), userDecider, {
    type: 'RegisterUser',
    data: { ...registration, actorRole: actor.role },
    metadata,
  });
};

/** Runs a command on a user's stream and waits (bounded) until the read models have its events. */
export const runUserCommand = async (
  eventStore: EventStore,
  awaitProjections: AwaitProjections,
  command: UserCommand,
): Promise<readonly UserEvent[]> => {
  const outcome = await handleCommand(eventStore, userStream(command.data.userId), userDecider, command);
  await awaitProjections(outcome);
  return outcome.newEvents;
};

/**
 * The user's new password, set by the user (a change or a reset), then every session of the user ended: the old
 * password, or whoever knew it, may have opened them.
 */
export const setOwnPassword = async (
  eventStore: EventStore,
  auth: Auth,
  user: RegisteredUser,
  password: string,
  reason: ChangePassword['data']['reason'],
  now: Date,
): Promise<void> => {
  const passwordHash = await auth.passwords.hash(password);
  await handleCommand(eventStore, userStream(user.userId), userDecider, {
    type: 'ChangePassword',
    data: { userId: user.userId, passwordHash, reason },
    metadata: { now: now.toISOString(), userId: user.userId },
  });
  await auth.sessions.revokeUser(user.userId);
};
