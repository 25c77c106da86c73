/**
 * The process as `npm start` runs it: embedded stores in a temp DATA_DIR, a private redis-server, the
 * API on a free port. SIGTERM must stop it with exit code 0 and leave no redis-server behind.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
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

/** `npm start` itself, with this Node first on the PATH; the script execs node, so npm's SIGTERM reaches it. */
const npmStart = (): Started => {
  const env = cleanEnv({});
  env.PATH = `${dirname(process.execPath)}:${env.PATH ?? ''}`;
  return watch(spawn('npm', ['start', '--silent'], { cwd: repoRoot, env }));
};

const run = (args: readonly string[], extraEnv: Record<string, string> = {}): Started =>
  watch(spawn(process.execPath, [main, ...args], { cwd: repoRoot, env: cleanEnv(extraEnv) }));

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
    await new Promise((resolve) => setTimeout(resolve, 100));
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
