/**
 * The process entry point. `node server/src/main.ts` runs every role in one process (the embedded
 * default); `node server/src/main.ts api|projections|workers` runs one role (docker compose).
 * SIGTERM/SIGINT stop it gracefully in reverse order of start; a second, distinct signal forces the exit
 * (stopSignals.ts: the copies of one Ctrl-C are one signal).
 */
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '@parks/infra/config';
import { createLogger } from '@parks/infra/logging';
import { PRIVATE_UMASK } from '@parks/infra/privateFiles';
import { isRole, roles, type System, startRoles } from './roles.ts';
import { createStopSignals } from './stopSignals.ts';

// Before anything is written: every file and directory this process (and the private Redis it spawns) creates
// under DATA_DIR is readable by our user only. The stores also set explicit modes, for callers without this.
process.umask(PRIVATE_UMASK);

const usage = `usage: node server/src/main.ts [${roles.join('|')}]   (no argument: all roles in one process)`;

const arg = process.argv[2];
const role = arg ?? 'all';
if (!isRole(role)) {
  console.error(usage);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel, role });

const running: Promise<System | undefined> = startRoles(role, config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'could not start');
  process.exit(1);
});

const stopSignals = createStopSignals();
const shutdown = async (reason: string, exitCode: number): Promise<void> => {
  logger.info({ reason }, 'stopping');
  const system = await running;
  const clean = system === undefined ? true : await system.stop();
  logger.info({ clean }, 'stopped');
  process.exit(clean ? exitCode : 1);
};

const onSignal = (signal: NodeJS.Signals): void => {
  switch (stopSignals.onSignal(performance.now())) {
    case 'stop':
      void shutdown(signal, 0);
      return;
    case 'duplicate':
      logger.debug({ signal }, 'signal repeated by the process group: already stopping');
      return;
    case 'exitNow':
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
  }
};
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  if (stopSignals.begin(performance.now())) void shutdown('uncaughtException', 1);
});
process.on('unhandledRejection', (error) => {
  logger.fatal({ err: error }, 'unhandled rejection');
  if (stopSignals.begin(performance.now())) void shutdown('unhandledRejection', 1);
});
