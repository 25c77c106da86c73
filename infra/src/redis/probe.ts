/**
 * The readiness probe's own Redis client: no offline queue and one try per command, so a PING during an
 * outage fails at once instead of waiting for the reconnection (as BullMQ's connections must).
 */
import { Redis } from 'ioredis';

export type RedisProbe = Readonly<{
  /** Resolves when Redis answers PING within `timeoutMs`; rejects with the reason otherwise. */
  ping: (timeoutMs: number) => Promise<void>;
  close: () => Promise<void>;
}>;

const timeout = (ms: number, what: string): { promise: Promise<never>; cancel: () => void } => {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
};

export const createRedisProbe = (url: string): RedisProbe => {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    connectionName: 'parks-probe',
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  client.on('ready', () => {
    lastError = undefined;
  });

  // One shared wait, so probes polled during a long outage do not pile up 'ready' listeners.
  let readyWait: Promise<void> | undefined;
  const whenReady = (): Promise<void> => {
    readyWait ??= new Promise((resolve) => {
      client.once('ready', () => {
        readyWait = undefined;
        resolve();
      });
    });
    return readyWait;
  };

  return {
    async ping(timeoutMs) {
      const limit = timeout(timeoutMs, 'redis');
      try {
        // A client still (re)connecting gets the rest of the time to become ready.
        if (client.status !== 'ready') {
          await Promise.race([whenReady(), limit.promise]).catch((error: unknown) => {
            throw lastError ?? error;
          });
        }
        const reply = await Promise.race([client.ping(), limit.promise]);
        if (reply !== 'PONG') throw new Error(`redis answered ${reply} to PING`);
      } finally {
        limit.cancel();
      }
    },
    async close() {
      client.disconnect();
    },
  };
};
