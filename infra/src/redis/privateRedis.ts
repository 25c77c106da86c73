/**
 * A private `redis-server` child for the embedded setup: loopback only, on a free port (or a given one),
 * data and log in its own directory (AOF on), ready once it answers PING. It never outlives us:
 * - stop() sends SIGTERM (Redis flushes the AOF and exits) and waits for the exit, SIGKILL after a grace;
 * - a normal exit of our process SIGTERMs it from an 'exit' hook;
 * - a crash or SIGKILL of our process is covered by a watchdog: a tiny `sh` holding the read end of a pipe
 *   whose write end only we hold; the OS closes it when we die, `read` returns, and the shell SIGTERMs Redis.
 * The child runs in its own process group so a terminal Ctrl-C reaches only us, and we stop it last.
 *
 * Any local process can reach a loopback port, so Redis asks for a password (`requirepass`): a random one per
 * process start, handed over on the child's stdin (`redis-server -` reads its configuration there), so it is
 * never in a command line that `ps` shows nor in a file. Our clients get it inside `url`. Redis creates its files
 * under our umask of 0o077 and its directory is 0700, so its data and log are readable by our user only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { delimiter, isAbsolute, join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { ownPrivateTree, PRIVATE_UMASK } from '../privateFiles.ts';

export class RedisServerNotFoundError extends Error {
  constructor(binary: string) {
    super(
      `${binary} was not found on the PATH. Install Redis (Debian/Ubuntu: sudo apt-get install redis-server; ` +
        'macOS: brew install redis), or set REDIS_URL to use a Redis server you run yourself.',
    );
    this.name = 'RedisServerNotFoundError';
  }
}

export class RedisStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisStartError';
  }
}

export type PrivateRedisOptions = Readonly<{
  /** The directory Redis owns (AOF, RDB, log, pid file), e.g. DATA_DIR/redis; created if missing. */
  dir: string;
  /** A fixed port (to restart on the same one); a free loopback port when omitted. */
  port?: number;
  /** Default `redis-server`, looked up on `searchPath`. */
  binary?: string;
  /** Default process.env.PATH. */
  searchPath?: string;
  /** Default 30 s (a large AOF takes a while to load). */
  startTimeoutMs?: number;
  /** Called when Redis exits without stop() being asked for (crash, OOM killer). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /**
   * The password Redis requires; default: one random password per process start (see `processRedisPassword`),
   * so a Redis restarted by this process on the same port takes the password its clients already hold.
   */
  password?: string;
}>;

export type PrivateRedis = Readonly<{
  /** `redis://:<password>@127.0.0.1:<port>`: what our clients connect with. Never log it. */
  url: string;
  password: string;
  host: string;
  port: number;
  pid: number;
  dir: string;
  /** Pid of the parent-death watchdog. */
  watchdogPid: number | undefined;
  /** SIGTERM, wait for the exit (SIGKILL after 10 s); idempotent. */
  stop: () => Promise<void>;
}>;

const HOST = '127.0.0.1';
const STOP_GRACE_MS = 10_000;

let processPassword: string | undefined;
/** 256 random bits, drawn once per process: Redis restarts of this process keep it, the next start changes it. */
const processRedisPassword = (): string => {
  processPassword ??= randomBytes(32).toString('hex');
  return processPassword;
};

/** The URL our clients connect with: ioredis sends AUTH with the password of the URL. */
const redisUrlWithPassword = (host: string, port: number, password: string): string =>
  `redis://:${password}@${host}:${port}`;

const findExecutable = (binary: string, searchPath: string): string | undefined => {
  const executable = (file: string): boolean => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (binary.includes('/')) return executable(binary) ? binary : undefined;
  for (const dir of searchPath.split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    const candidate = join(dir, binary);
    if (executable(candidate)) return candidate;
  }
  return undefined;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** One command as a RESP array of bulk strings. */
const respCommand = (...args: readonly string[]): string =>
  `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;

/**
 * AUTH (with a password) then PING over a raw socket: true on +PONG (false on a refused password, -NOAUTH,
 * -LOADING, refusal or silence). Both replies are one line each (+OK / +PONG / -ERR …).
 */
export const pingRedis = (host: string, port: number, timeoutMs = 1_000, password?: string): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    const expected = password === undefined ? 1 : 2;
    let reply = '';
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      const lines = reply.split('\r\n');
      if (lines.length <= expected) return;
      finish(lines[expected - 1]?.startsWith('+PONG') === true);
    });
    socket.connect(port, host, () =>
      socket.write(password === undefined ? respCommand('PING') : respCommand('AUTH', password) + respCommand('PING')),
    );
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A redis-server left running on this directory (another process of ours, or an orphan) would corrupt the
 * AOF. On Linux, Redis has chdir()ed into its dir, so its cwd tells whether the pid in the file is really
 * that server and not a reused pid; elsewhere a live pid is taken at its word.
 */
const assertDirFree = (dir: string): void => {
  const pidFile = join(dir, 'redis.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (existsSync('/proc/self/cwd')) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== realpathSync(dir)) return;
    } catch {
      return; // not ours to inspect: another user's process
    }
  }
  throw new RedisStartError(
    `${dir} is in use by redis-server pid ${pid} (another process of the store, or one left behind: stop it ` +
      `with kill ${pid}), or set another DATA_DIR`,
  );
};

const logTail = (dir: string): string => {
  try {
    const lines = readFileSync(join(dir, 'redis.log'), 'utf8').trim().split('\n');
    return lines.slice(-5).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Pids of private Redis servers still running, SIGTERMed by one 'exit' hook if we exit without stop(). */
const running = new Set<number>();
let exitHookInstalled = false;
const installExitHook = (): void => {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of running) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
};

const startWatchdog = (redisPid: number): ChildProcess | undefined => {
  if (!existsSync('/bin/sh')) return undefined;
  const watchdog = spawn(
    '/bin/sh',
    ['-c', 'read -r _ignored; kill -TERM "$1" 2>/dev/null', 'parks-redis-watchdog', String(redisPid)],
    { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
  );
  watchdog.on('error', () => {});
  watchdog.unref();
  // Only we hold the write end: it must not keep our event loop alive, and we never write to it.
  if (watchdog.stdin instanceof Socket) watchdog.stdin.unref();
  watchdog.stdin?.on('error', () => {});
  return watchdog;
};

const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns with the umask at 0o077 so that every file Redis creates (AOF, RDB, log, pid file) is 0600; the child
 * takes the umask at fork time, and ours is put back at once. Worker threads cannot change the umask: there the
 * 0700 directory still keeps others out.
 */
const spawnPrivately = (binary: string, args: readonly string[]): ChildProcess => {
  const previous = isMainThread ? process.umask(PRIVATE_UMASK) : undefined;
  try {
    return spawn(binary, args, { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  } finally {
    if (previous !== undefined) process.umask(previous);
  }
};

type Attempt = { ok: true; redis: PrivateRedis } | { ok: false; error: RedisStartError; exited: boolean };

const launch = async (
  binary: string,
  port: number,
  password: string,
  options: PrivateRedisOptions,
): Promise<Attempt> => {
  const { dir } = options;
  // `-` first: the configuration comes from stdin (the password), then the options of the command line.
  const child = spawnPrivately(binary, [
    '-',
    ...['--port', String(port), '--bind', HOST, '--protected-mode', 'yes', '--daemonize', 'no'],
    ...['--dir', dir, '--appendonly', 'yes'],
    ...['--pidfile', join(dir, 'redis.pid'), '--logfile', join(dir, 'redis.log')],
  ]);
  const pid = await new Promise<number>((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid ?? 0));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new RedisServerNotFoundError(options.binary ?? 'redis-server') : error),
    );
  });
  // Redis reads stdin to its end before it starts; a child that died first closes the pipe (EPIPE is ignored,
  // the start loop below reports the exit).
  child.stdin?.on('error', () => {});
  child.stdin?.end(`requirepass "${password}"\n`);
  running.add(pid);
  installExitHook();
  const watchdog = startWatchdog(pid);

  let started = false;
  let stopping: Promise<void> | undefined;
  child.once('exit', (code, signal) => {
    running.delete(pid);
    if (stopping !== undefined) return;
    watchdog?.kill('SIGKILL');
    if (started) options.onUnexpectedExit?.(code, signal);
  });

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      // The watchdog goes first, so it can never signal a pid that the OS has since given to someone else.
      watchdog?.kill('SIGKILL');
      watchdog?.stdin?.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_GRACE_MS))) {
          child.kill('SIGKILL');
          await waitForExit(child, STOP_GRACE_MS);
        }
      }
      running.delete(pid);
    })();
    return stopping;
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const error = new RedisStartError(`redis-server exited while starting on port ${port}:\n${logTail(dir)}`);
      return { ok: false, error, exited: true };
    }
    if (await pingRedis(HOST, port, 500, password)) break;
    if (Date.now() > deadline) {
      await stop();
      const error = new RedisStartError(`redis-server did not answer PING on port ${port} in time:\n${logTail(dir)}`);
      return { ok: false, error, exited: false };
    }
    await sleep(25);
  }
  started = true;
  return {
    ok: true,
    redis: {
      url: redisUrlWithPassword(HOST, port, password),
      password,
      host: HOST,
      port,
      pid,
      dir,
      watchdogPid: watchdog?.pid,
      stop,
    },
  };
};

export const startPrivateRedis = async (options: PrivateRedisOptions): Promise<PrivateRedis> => {
  const binaryName = options.binary ?? 'redis-server';
  const binary = findExecutable(binaryName, options.searchPath ?? process.env.PATH ?? '');
  if (binary === undefined) throw new RedisServerNotFoundError(binaryName);
  ownPrivateTree(options.dir);
  assertDirFree(options.dir);
  const password = options.password ?? processRedisPassword();
  // Checked because it goes into a configuration line and a URL as it is.
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(password)) {
    throw new RedisStartError('the Redis password must be 16 to 128 letters, digits, - or _');
  }
  // A free port can be taken between the probe and Redis binding it: then try another one.
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const result = await launch(binary, port, password, options);
    if (result.ok) return result.redis;
    if (options.port !== undefined || !result.exited || attempt >= 3) throw result.error;
  }
};
