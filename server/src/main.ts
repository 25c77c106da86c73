/**
 * The process entry point. `node server/src/main.ts` runs every role in one process (the embedded
 * default); `node server/src/main.ts api|projections|workers` runs one role (docker compose).
 * SIGTERM/SIGINT stop it gracefully in reverse order of start; a second signal forces the exit.
 */
import { ConfigError, loadConfig } from '@parks/infra/config';
import { createLogger } from '@parks/infra/logging';
import { isRole, roles, type System, startRoles } from './roles.ts';

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

let stopping = false;
const shutdown = async (reason: string, exitCode: number): Promise<void> => {
  stopping = true;
  logger.info({ reason }, 'stopping');
  const system = await running;
  const clean = system === undefined ? true : await system.stop();
  logger.info({ clean }, 'stopped');
  process.exit(clean ? exitCode : 1);
};

const onSignal = (signal: NodeJS.Signals): void => {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  void shutdown(signal, 0);
};
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  if (!stopping) void shutdown('uncaughtException', 1);
});
process.on('unhandledRejection', (error) => {
  logger.fatal({ err: error }, 'unhandled rejection');
  if (!stopping) void shutdown('unhandledRejection', 1);
});
