import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging.ts';
import { eventually } from '../testing/eventually.ts';
import { modesUnder, notPrivate } from '../testing/fileModes.ts';
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

describe('a private redis-server', () => {
  it('starts on a loopback port, answers PING, keeps its data in its dir, and leaves no process on stop', async () => {
    const redis = await startPrivateRedis({ dir: join(dir, 'redis') });
    expect(redis.url).toBe(`redis://:${redis.password}@127.0.0.1:${redis.port}`);
    expect(await pingRedis(redis.host, redis.port, 1_000, redis.password)).toBe(true);
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
    expect(await pingRedis(redis.host, redis.port, 1_000, redis.password)).toBe(false);
  });

  it('refuses a client without its password (NOAUTH) or with a wrong one, and serves one with it', async () => {
    const redis = await startPrivateRedis({ dir });
    // No ready check (its INFO would be the first refusal) and no reconnection: the GET gets Redis's answer.
    const anonymous = new Redis({
      host: redis.host,
      port: redis.port,
      enableReadyCheck: false,
      retryStrategy: () => null,
    });
    anonymous.on('error', () => {});
    await expect(anonymous.get('anything')).rejects.toThrow(/NOAUTH/);
    anonymous.disconnect();
    const wrong = new Redis({
      host: redis.host,
      port: redis.port,
      password: 'not-the-password',
      retryStrategy: () => null,
    });
    const refusal = await new Promise<Error>((resolve) => wrong.once('error', resolve));
    expect(refusal.message).toMatch(/WRONGPASS/);
    wrong.disconnect();
    expect(await pingRedis(redis.host, redis.port)).toBe(false);
    expect(await pingRedis(redis.host, redis.port, 1_000, 'not-the-password')).toBe(false);

    const client = new Redis(redis.url);
    await client.set('session', 'lmg');
    expect(await client.get('session')).toBe('lmg');
    client.disconnect();
    await redis.stop();
  });

  it('draws a random password that is not on its command line, and keeps it for a restart by the same process', async () => {
    const first = await startPrivateRedis({ dir });
    expect(first.password).toMatch(/^[0-9a-f]{64}$/);
    if (existsSync(`/proc/${first.pid}/cmdline`)) {
      expect(readFileSync(`/proc/${first.pid}/cmdline`, 'utf8')).not.toContain(first.password);
    }
    await first.stop();
    const again = await startPrivateRedis({ dir, port: first.port });
    expect(again.password).toBe(first.password);
    await again.stop();
    const chosen = await startPrivateRedis({ dir, password: 'another-password-of-ours' });
    expect(chosen.url).toBe(`redis://:another-password-of-ours@127.0.0.1:${chosen.port}`);
    await chosen.stop();
  });

  it('keeps its files readable by our user only (0600 files, 0700 directories), old ones included', async () => {
    const redisDir = join(dir, 'redis');
    const first = await startPrivateRedis({ dir: redisDir });
    await first.stop();
    chmodSync(redisDir, 0o755);
    chmodSync(join(redisDir, 'redis.log'), 0o644);

    const redis = await startPrivateRedis({ dir: redisDir });
    const client = new Redis(redis.url);
    await client.set('pass', 'discovery');
    await client.save(); // dump.rdb
    client.disconnect();
    await redis.stop();
    const modes = modesUnder(dir);
    expect(modes.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['redis', 'redis/dump.rdb', 'redis/redis.log', 'redis/appendonlydir']),
    );
    expect(notPrivate(dir)).toEqual([]);
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
    await eventually(() => !isAlive(pid), 10_000);
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
    await eventually(() => handle.pid() !== firstPid && isAlive(handle.pid()), 10_000);
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
