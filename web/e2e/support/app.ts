/**
 * Browser-test support: builds the web app (what `npm run build` runs), starts the real server on a temporary
 * DATA_DIR and a free port, launches the system Chromium with playwright-core (nothing is downloaded), and writes
 * screenshots under test-output/e2e/. Every start has its stop: close the browser, SIGTERM the server.
 * Importing it also makes every test of the file fail on a Content-Security-Policy violation (cspViolations.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { watchedBrowser } from './cspViolations.ts';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const webRoot = join(repoRoot, 'web');
export const screenshotDir = join(repoRoot, 'test-output', 'e2e');

/** Blocks this process for `ms` (the build is synchronous, and so is waiting for another file's build). */
const sleepSync = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** One lock per checkout: test files run in parallel forks and all build into the same web/dist. */
const buildLock = join(
  tmpdir(),
  `parks-e2e-build-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}.lock`,
);
const buildStamp = join(webRoot, 'dist', '.e2e-build-run');

/**
 * Puts a finished build into web/dist without a moment where it is empty or half written (a server of another
 * test run may be serving it): the new files are copied over the old ones, index.html last and by rename, and the
 * old hashed chunks stay, so a page loaded before keeps finding its lazy chunks.
 */
const publishBuild = (built: string, dist: string): void => {
  mkdirSync(dist, { recursive: true });
  for (const entry of readdirSync(built)) {
    if (entry !== 'index.html') cpSync(join(built, entry), join(dist, entry), { recursive: true, force: true });
  }
  const next = join(dist, `.index.html.${process.pid}.tmp`);
  copyFileSync(join(built, 'index.html'), next);
  renameSync(next, join(dist, 'index.html'));
};

/**
 * `npm run build` of the web workspace (vite build), run with this Node, once per test run: the forks of one
 * vitest run share their parent process, so a file that finds the stamp of its run in web/dist does not build
 * again. Vite builds into a temporary directory that is then published into web/dist (vite's own build would
 * empty web/dist under the server of a test file already running). NODE_ENV is production as in a shell: under
 * vitest it is `test`, and vite would then bundle React's development build.
 */
export const buildWeb = (): void => {
  const run = `${process.ppid}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(buildLock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000)
        rmSync(buildLock, { recursive: true, force: true }); // left by a killed run
      else if (Date.now() > deadline) throw new Error(`another web build holds ${buildLock}`);
      else sleepSync(250);
    }
  }
  const built = mkdtempSync(join(tmpdir(), 'parks-web-build-'));
  try {
    const stamp = statSync(buildStamp, { throwIfNoEntry: false });
    const fresh = stamp !== undefined && Date.now() - stamp.mtimeMs < 1_800_000;
    if (fresh && readFileSync(buildStamp, 'utf8') === run) return;
    const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', built, '--emptyOutDir'], {
      cwd: webRoot,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    publishBuild(built, join(webRoot, 'dist'));
    writeFileSync(buildStamp, run);
  } finally {
    rmSync(built, { recursive: true, force: true });
    rmSync(buildLock, { recursive: true, force: true });
  }
};

export type RunningServer = Readonly<{ url: string; dataDir: string; stop: () => Promise<void> }>;

const waitForExit = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(true);
      return;
    }
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

export type ServerOptions = Readonly<{
  /**
   * More environment for the server, e.g. `RELEASE_EVERY_MINUTES: 'off'`. DATA_DIR, PORT, HOST and LOG_LEVEL stay
   * the test's (the URL is read from an info line).
   */
  env?: Readonly<Record<string, string>>;
}>;

/** `node server/src/main.ts` with PORT=0 and a fresh DATA_DIR; resolves with the URL of its JSON log line. */
export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'parks-e2e-'));
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...options.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    // The server's private redis-server may still be writing its last file into DATA_DIR/redis as the server
    // exits (seen after a long test file): a removal that finds the folder refilled tries again.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10 });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 45 s:\n${output.join('')}`)), 45_000);
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        output.push(`${line}\n`);
        try {
          const entry = JSON.parse(line) as { url?: unknown };
          if (typeof entry.url === 'string') {
            clearTimeout(timer);
            resolve(entry.url);
          }
        } catch {
          // not a JSON log line
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${output.join('')}`));
      });
    });
    // A server that dies under a test leaves every later page refused: say why, once, with its last words.
    let stopping = false;
    child.once('exit', (code, signal) => {
      if (!stopping)
        process.stderr.write(`e2e server exited (${signal ?? code}) under the tests:\n${output.slice(-40).join('')}\n`);
    });
    return {
      url,
      dataDir,
      stop: () => {
        stopping = true;
        return stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** The system Chromium; every page of it is watched for Content-Security-Policy violations (cspViolations.ts). */
export const launchBrowser = async (): Promise<Browser> =>
  watchedBrowser(
    await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }),
  );

export const screenshot = async (page: Page, name: string): Promise<void> => {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
};
