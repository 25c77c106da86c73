/**
 * Read your writes for command routes: after `handleCommand`, wait (bounded) until every projection that
 * handles the appended event types has passed the append's position, so the refetch the web makes next
 * reads a fresh model. Resolves false on timeout (the route still answers: the write succeeded); nothing
 * to wait for when the command appended nothing.
 *
 *   const result = await handleCommand(eventStore, orderStream(id), orderDecider, command);
 *   await awaitProjections(result);
 */
import type { Position } from '@parks/infra/eventStore/port';
import type { ProjectionRuntime } from '@parks/projections/runtime/types';

export type CommandOutcome = Readonly<{
  position: Position | undefined;
  newEvents: readonly Readonly<{ type: string }>[];
}>;

export type AwaitProjections = (outcome: CommandOutcome, timeoutMs?: number) => Promise<boolean>;

export type ReadYourWritesOptions = Readonly<{ defaultTimeoutMs?: number; maxTimeoutMs?: number }>;

export const createAwaitProjections = (
  projections: Pick<ProjectionRuntime, 'waitFor'>,
  options: ReadYourWritesOptions = {},
): AwaitProjections => {
  const defaultTimeoutMs = options.defaultTimeoutMs ?? 2_000;
  const maxTimeoutMs = options.maxTimeoutMs ?? 10_000;
  return async (outcome, timeoutMs = defaultTimeoutMs) => {
    if (outcome.position === undefined || outcome.newEvents.length === 0) return true;
    const eventTypes = [...new Set(outcome.newEvents.map((event) => event.type))];
    const bounded = Math.min(Math.max(0, timeoutMs), maxTimeoutMs);
    return projections.waitFor(outcome.position, eventTypes, bounded);
  };
};
