import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging.ts';
import { pingRedis, RedisServerNotFoundError, startPrivateRedis } from './privateRedis.ts';
import { createRedisProbe } from './probe.ts';
import { startRedis } from './redis.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'private-redis-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const isAlive = (pid: number | undefined): boolean => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const eventually = async (check: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a private redis-server', () => {
  it('starts on a loopback port, answers PING, keeps its data in its dir, and leaves no process on stop', async () => {
    const redis = await startPrivateRedis({ dir: join(dir, 'redis') });
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(await pingRedis(redis.host, redis.port)).toBe(true);
    expect(isAlive(redis.pid)).toBe(true);
    expect(isAlive(redis.watchdogPid)).toBe(true);

    const client = new Redis(redis.url);
    expect(await client.config('GET', 'dir')).toEqual(['dir', join(dir, 'redis')]);
    expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    await client.set('greeting', 'bonjour');
    client.disconnect();

    await redis.stop();
    expect(isAlive(redis.pid)).toBe(false);
    expect(isAlive(redis.watchdogPid)).toBe(false);
    expect(existsSync(join(dir, 'redis', 'appendonlydir'))).toBe(true);
    expect(await pingRedis(redis.host, redis.port)).toBe(false);
  });

  it('keeps its data across a restart on the same port and dir', async () => {
    const first = await startPrivateRedis({ dir });
    const client = new Redis(first.url);
    await client.set('pass', 'discovery');
    client.disconnect();
    await first.stop();

    const second = await startPrivateRedis({ dir, port: first.port });
    const again = new Redis(second.url);
    expect(await again.get('pass')).toBe('discovery');
    again.disconnect();
    await second.stop();
  });

  it('refuses a dir another redis-server is using', async () => {
    const first = await startPrivateRedis({ dir });
    await expect(startPrivateRedis({ dir })).rejects.toThrow(/is in use by redis-server pid/);
    await first.stop();
  });

  it('says how to install it when redis-server is not on the PATH', async () => {
    const attempt = startPrivateRedis({ dir, searchPath: join(dir, 'empty-bin') });
    await expect(attempt).rejects.toBeInstanceOf(RedisServerNotFoundError);
    await expect(attempt).rejects.toThrow(/apt-get install redis-server.*brew install redis.*REDIS_URL/s);
  });

  it('is stopped by the watchdog when its parent process is killed', async () => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./testing/orphanParent.ts', import.meta.url)), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /redis-pid=(\d+)/.exec(out);
        if (match?.[1] !== undefined) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`parent exited early with ${code}`)));
    });
    expect(isAlive(pid)).toBe(true);
    child.kill('SIGKILL');
    await eventually(() => !isAlive(pid));
  });
});

describe('startRedis', () => {
  it('uses REDIS_URL as given and starts nothing', async () => {
    const handle = await startRedis({ redisUrl: 'redis://redis.example:6379', dataDir: dir }, silentLogger());
    expect(handle.url).toBe('redis://redis.example:6379');
    expect(handle.pid()).toBeUndefined();
    await handle.stop();
  });

  it('starts a private child in DATA_DIR/redis and restarts it on the same port when it dies', async () => {
    const handle = await startRedis({ redisUrl: undefined, dataDir: dir }, silentLogger());
    const probe = createRedisProbe(handle.url);
    await probe.ping(5_000);
    const firstPid = handle.pid() ?? 0;
    process.kill(firstPid, 'SIGKILL');
    await eventually(() => handle.pid() !== firstPid && isAlive(handle.pid()));
    await probe.ping(5_000);
    await probe.close();
    const lastPid = handle.pid();
    await handle.stop();
    expect(isAlive(lastPid)).toBe(false);
    expect(existsSync(join(dir, 'redis', 'redis.log'))).toBe(true);
  });
});

describe('the readiness probe', () => {
  it('fails fast while Redis is down and recovers when it is back', async () => {
    const redis = await startPrivateRedis({ dir });
    const probe = createRedisProbe(redis.url);
    await probe.ping(5_000);
    await redis.stop();
    await expect(probe.ping(300)).rejects.toThrow();
    const again = await startPrivateRedis({ dir, port: redis.port });
    await probe.ping(5_000);
    await probe.close();
    await again.stop();
  });
});
