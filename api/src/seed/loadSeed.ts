/**
 * Loads the seed catalogues at start, the public store's then the portal's printed products: the domain's
 * `seedCommands` and `portalSeedCommands` (a draft then a publication per
 * entity) through the ordinary command path with `seedDecider`. Idempotent: a second start appends nothing,
 * an entity staff have revised is left alone, and several API processes starting together converge (a
 * concurrent append is retried on fresh state by handleCommand).
 *
 * Each entity is a stream of its own, so the entities of a chunk are loaded together: first every draft, then
 * every publication, each wave asked in load order. One after the other, the 400-odd commands cost a durable
 * commit each (about 2 s of every cold start, and of every API test's set-up); together, a wave shares one.
 */
import { seedCommands, seedDecider } from '@parks/domain/seed/commands';
import { portalSeedCommands } from '@parks/domain/seed/portalCommands';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import type { Logger } from '@parks/infra/logging';

/** Entities loaded together: a wave's appends share one commit, and no transaction grows large. */
const ENTITIES_TOGETHER = 64;

export type SeedReport = Readonly<{ commands: number; appendedEvents: number; ms: number }>;

export const loadSeed = async (
  deps: Readonly<{ eventStore: EventStore; logger?: Logger; now?: Date }>,
): Promise<SeedReport> => {
  const started = performance.now();
  const now = (deps.now ?? new Date()).toISOString();
  const commands = [...seedCommands({ now }), ...portalSeedCommands({ now })];
  // The commands of each stream, in load order (an entity's draft, then its publication).
  const chains = new Map<string, (typeof commands)[number]['command'][]>();
  for (const { streamName, command } of commands) {
    const chain = chains.get(streamName);
    if (chain === undefined) chains.set(streamName, [command]);
    else chain.push(command);
  }
  const streams = [...chains];
  let appendedEvents = 0;
  for (let start = 0; start < streams.length; start += ENTITIES_TOGETHER) {
    const chunk = streams.slice(start, start + ENTITIES_TOGETHER);
    const depth = Math.max(...chunk.map(([, chain]) => chain.length));
    for (let step = 0; step < depth; step += 1) {
      const outcomes = await Promise.all(
        chunk.flatMap(([streamName, chain]) => {
          const command = chain[step];
          return command === undefined ? [] : [handleCommand(deps.eventStore, streamName, seedDecider, command)];
        }),
      );
      for (const { newEvents } of outcomes) appendedEvents += newEvents.length;
    }
  }
  const report = { commands: commands.length, appendedEvents, ms: Math.round(performance.now() - started) };
  deps.logger?.info(report, appendedEvents === 0 ? 'seed already loaded' : 'seed loaded');
  return report;
};
