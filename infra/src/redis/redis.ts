/**
 * Where the process finds Redis: REDIS_URL, or a private redis-server child in DATA_DIR/redis that is
 * restarted on the same port if it dies (clients reconnect by themselves), and stopped on stop().
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { type PrivateRedis, startPrivateRedis } from './privateRedis.ts';

export type RedisHandle = Readonly<{
  url: string;
  /** The private child's pid, or undefined with REDIS_URL. */
  pid: () => number | undefined;
  /** Stops the private child (no-op with REDIS_URL). */
  stop: () => Promise<void>;
}>;

export type StartRedisOptions = Readonly<{
  /** For tests: redis-server lookup (defaults as in startPrivateRedis). */
  searchPath?: string;
}>;

const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

export const startRedis = async (
  config: Pick<Config, 'redisUrl' | 'dataDir'>,
  logger: Logger,
  options: StartRedisOptions = {},
): Promise<RedisHandle> => {
  if (config.redisUrl !== undefined) {
    return { url: config.redisUrl, pid: () => undefined, stop: async () => {} };
  }
  const dir = join(config.dataDir, 'redis');
  let stopped = false;
  let restarts = 0;
  let current: PrivateRedis;

  const start = (port?: number): Promise<PrivateRedis> =>
    startPrivateRedis({
      dir,
      ...(port === undefined ? {} : { port }),
      ...(options.searchPath === undefined ? {} : { searchPath: options.searchPath }),
      onUnexpectedExit: (code, signal) => {
        if (stopped) return;
        const delay = RESTART_DELAYS_MS[Math.min(restarts, RESTART_DELAYS_MS.length - 1)] ?? 10_000;
        restarts += 1;
        logger.error(
          { code, signal, port: current.port, restartInMs: delay },
          'private redis-server exited; restarting',
        );
        setTimeout(() => void restart(current.port), delay).unref();
      },
    });

  const restart = async (port: number): Promise<void> => {
    if (stopped) return;
    try {
      current = await start(port);
      logger.info({ redisPid: current.pid, port }, 'private redis-server restarted');
      if (stopped) await current.stop();
    } catch (error) {
      logger.error({ err: error, port }, 'private redis-server could not be restarted');
      const delay = RESTART_DELAYS_MS[RESTART_DELAYS_MS.length - 1] ?? 10_000;
      setTimeout(() => void restart(port), delay).unref();
    }
  };

  current = await start();
  logger.info(
    { redisPid: current.pid, watchdogPid: current.watchdogPid, port: current.port, dir },
    'private redis-server started',
  );
  return {
    url: current.url,
    pid: () => current.pid,
    stop: async () => {
      stopped = true;
      await current.stop();
      logger.info({ redisPid: current.pid }, 'private redis-server stopped');
    },
  };
};
