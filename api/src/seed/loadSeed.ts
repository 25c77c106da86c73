/**
 * Loads the seed catalogues at start, the public store's then the portal's printed products: the domain's
 * `seedCommands` and `portalSeedCommands` (a draft then a publication per
 * entity) through the ordinary command path with `seedDecider`. Idempotent: a second start appends nothing,
 * an entity staff have revised is left alone, and several API processes starting together converge (a
 * concurrent append is retried on fresh state by handleCommand).
 */
import { seedCommands, seedDecider } from '@parks/domain/seed/commands';
import { portalSeedCommands } from '@parks/domain/seed/portalCommands';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';

export type SeedReport = Readonly<{ commands: number; appendedEvents: number; ms: number }>;

export const loadSeed = async (
  deps: Readonly<{ eventStore: EventStore; logger?: Logger; now?: Date }>,
): Promise<SeedReport> => {
  const started = performance.now();
  const now = (deps.now ?? new Date()).toISOString();
  const commands = [...seedCommands({ now }), ...portalSeedCommands({ now })];
  let appendedEvents = 0;
  for (const { streamName, command } of commands) {
    const { newEvents } = await handleCommand(deps.eventStore, streamName, seedDecider, command);
    appendedEvents += newEvents.length;
  }
  const report = { commands: commands.length, appendedEvents, ms: Math.round(performance.now() - started) };
  deps.logger?.info(report, appendedEvents === 0 ? 'seed already loaded' : 'seed loaded');
  return report;
};
