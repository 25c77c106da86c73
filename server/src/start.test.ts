/**
 * The process as `npm start` runs it: embedded stores in a temp DATA_DIR, a private redis-server, the
 * API on a free port. SIGTERM, or Ctrl-C (SIGINT to the whole process group), must stop it with exit code 0
 * and leave no redis-server behind, and what it wrote under DATA_DIR must be readable by our user only.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notPrivate } from '@parks/infra/testing/fileModes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type LogLine = Record<string, unknown> & { msg?: string };

type Started = Readonly<{
  child: ChildProcessWithoutNullStreams;
  lines: LogLine[];
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}>;

let dataDir: string;
const children: ChildProcessWithoutNullStreams[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'server-'));
});

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // A child started in its own process group takes its group with it (npm and the node it runs).
    if (groupLeaders.has(child)) killGroup(child, 'SIGKILL');
    else child.kill('SIGKILL');
  }
  groupLeaders.clear();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The environment of the test run minus anything that points at real servers. */
const cleanEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'EVENTSTORE_URL',
    'MONGODB_URL',
    'MONGODB_DB',
    'REDIS_URL',
    'OPS_TOKEN',
    'HOST',
    'PORT',
    'LOG_LEVEL',
  ]) {
    delete env[name];
  }
  return { ...env, DATA_DIR: dataDir, PORT: '0', ...extra };
};

/** Children started as the leader of their own process group, as a terminal starts a command. */
const groupLeaders = new Set<ChildProcessWithoutNullStreams>();

const killGroup = (child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals): void => {
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    // the group is gone already
  }
};

/**
 * `npm start` itself, with this Node first on the PATH; the script execs node, so npm's SIGTERM reaches it.
 * In its own process group (`detached`) when a test sends a signal to the whole group, as Ctrl-C does.
 */
const npmStart = (options: Readonly<{ ownGroup?: boolean }> = {}): Started => {
  const env = cleanEnv({});
  env.PATH = `${dirname(process.execPath)}:${env.PATH ?? ''}`;
  const child = spawn('npm', ['start', '--silent'], { cwd: repoRoot, env, detached: options.ownGroup === true });
  if (options.ownGroup === true) groupLeaders.add(child);
  return watch(child);
};

const run = (
  args: readonly string[],
  extraEnv: Record<string, string> = {},
  options: Readonly<{ ownGroup?: boolean }> = {},
): Started => {
  const child = spawn(process.execPath, [main, ...args], {
    cwd: repoRoot,
    env: cleanEnv(extraEnv),
    detached: options.ownGroup === true,
  });
  if (options.ownGroup === true) groupLeaders.add(child);
  return watch(child);
};

const watch = (child: ChildProcessWithoutNullStreams): Started => {
  children.push(child);
  const lines: LogLine[] = [];
  let pending = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        lines.push({ msg: part });
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, lines, stderr: () => stderr, exited };
};

const waitForLine = async (
  started: Started,
  predicate: (line: LogLine) => boolean,
  timeoutMs = 30_000,
): Promise<LogLine> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = started.lines.find(predicate);
    if (line !== undefined) return line;
    if (started.child.exitCode !== null) throw new Error(`process exited early:\n${started.stderr()}`);
    if (Date.now() > deadline) throw new Error(`no such log line; got:\n${JSON.stringify(started.lines, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const pollUntil200 = async (url: string, timeoutMs = 30_000): Promise<Response> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe('npm start (all roles in one process)', () => {
  it('serves /health and /ready, then stops on SIGTERM with exit 0 and no redis-server left', async () => {
    const started = npmStart();
    const redisLine = await waitForLine(started, (line) => line.msg === 'private redis-server started');
    const listening = await waitForLine(started, (line) => typeof line.url === 'string');
    const url = String(listening.url);
    expect(listening.msg).toBe(`Parks Store listening on ${url}`);

    expect(await (await pollUntil200(`${url}/health`)).json()).toEqual({ status: 'ok' });
    const ready = (await (await pollUntil200(`${url}/ready`)).json()) as { status: string };
    expect(ready.status).toBe('ready');
    expect((await fetch(`${url}/en`)).headers.get('content-type')).toMatch(/^text\/html/);

    const redisPid = Number(redisLine.redisPid);
    const watchdogPid = Number(redisLine.watchdogPid);
    expect(isAlive(redisPid)).toBe(true);
    expect(redisLine.dir).toBe(join(dataDir, 'redis'));

    started.child.kill('SIGTERM');
    const { code } = await within(started.exited, 15_000);
    expect(code).toBe(0);
    expect(isAlive(redisPid)).toBe(false);
    expect(isAlive(watchdogPid)).toBe(false);
    expect(started.lines.some((line) => line.msg === 'stopped' && line.clean === true)).toBe(true);
  });
});

/** Started and serving: signs a user in (a session in Redis), then gives the pids that must not outlive the stop. */
const startedAndServing = async (started: Started): Promise<{ redisPid: number; watchdogPid: number }> => {
  const redisLine = await waitForLine(started, (line) => line.msg === 'private redis-server started');
  const listening = await waitForLine(started, (line) => typeof line.url === 'string');
  const url = String(listening.url);
  const ready = (await (await pollUntil200(`${url}/ready`)).json()) as { status: string };
  expect(ready.status).toBe('ready');
  const signIn = await fetch(`${url}/api/account/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'lmg', password: 'Lmg-Parks-Local-2026', rememberme: false }),
  });
  expect(signIn.status).toBe(200);
  return { redisPid: Number(redisLine.redisPid), watchdogPid: Number(redisLine.watchdogPid) };
};

describe('Ctrl-C in a terminal (SIGINT to the whole process group)', () => {
  it.each([
    ['node server/src/main.ts', () => run([], {}, { ownGroup: true })],
    // npm forwards its own SIGINT to node: one key press, two signals a few milliseconds apart.
    ['npm start', () => npmStart({ ownGroup: true })],
  ])('stops %s cleanly: exit 0, stopped logged, no redis-server left', async (_name, start) => {
    const started = start();
    const { redisPid, watchdogPid } = await startedAndServing(started);
    expect(isAlive(redisPid)).toBe(true);

    killGroup(started.child, 'SIGINT');
    const { code } = await within(started.exited, 20_000);
    expect(code).toBe(0);
    expect(started.lines.some((line) => line.msg === 'stopped' && line.clean === true)).toBe(true);
    expect(started.lines.filter((line) => line.msg === 'second signal: exiting now')).toEqual([]);
    expect(isAlive(redisPid)).toBe(false);
    expect(isAlive(watchdogPid)).toBe(false);
  });
});

describe('what a run leaves under DATA_DIR', () => {
  it('is readable by our user only: files 0600, directories 0700, with every client of Redis let in', async () => {
    const started = run([]);
    await startedAndServing(started);
    expect(notPrivate(dataDir)).toEqual([]); // while running: the SQLite -wal/-shm, Redis's AOF and log
    started.child.kill('SIGTERM');
    expect((await within(started.exited, 20_000)).code).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
    // The sessions, the queues and the probe all authenticated to the private Redis.
    expect(started.lines.filter((line) => /NOAUTH|WRONGPASS/.test(JSON.stringify(line)))).toEqual([]);
  });
});

describe('a start that cannot succeed', () => {
  it('prints one message per bad variable and exits 1', async () => {
    const started = run([], { PORT: 'eighty', LOG_LEVEL: 'chatty' });
    const { code } = await within(started.exited, 15_000);
    expect(code).toBe(1);
    expect(started.stderr()).toMatch(/Invalid configuration:\n {2}- PORT: .*\n {2}- LOG_LEVEL: /);
  });

  it('says how to install redis-server when it is missing, and exits 1', async () => {
    const started = run([], { PATH: join(dataDir, 'no-bin') });
    const { code } = await within(started.exited, 15_000);
    expect(code).toBe(1);
    const fatal = started.lines.find((line) => line.level === 60);
    expect(String(fatal?.msg)).toMatch(/apt-get install redis-server.*brew install redis.*REDIS_URL/);
  });

  it('rejects an unknown role with the usage', async () => {
    const started = run(['everything']);
    const { code } = await within(started.exited, 15_000);
    expect(code).toBe(2);
    expect(started.stderr()).toContain('usage: node server/src/main.ts [all|api|projections|workers]');
  });
});
