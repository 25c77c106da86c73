/**
 * Browser-test support: builds the web app (what `npm run build` runs), starts the real server on a temporary
 * DATA_DIR and a free port, launches the system Chromium with playwright-core (nothing is downloaded), and writes
 * screenshots under test-output/e2e/. Every start has its stop: close the browser, SIGTERM the server.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const webRoot = join(repoRoot, 'web');
export const screenshotDir = join(repoRoot, 'test-output', 'e2e');

/**
 * `npm run build` of the web workspace (vite build), run with this Node. NODE_ENV is production as in a shell:
 * under vitest it is `test`, and vite would then bundle React's development build.
 */
export const buildWeb = (): void => {
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webRoot,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
};

export type RunningServer = Readonly<{ url: string; stop: () => Promise<void> }>;

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

/** `node server/src/main.ts` with PORT=0 and a fresh DATA_DIR; resolves with the URL of its JSON log line. */
export const startServer = async (): Promise<RunningServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'parks-e2e-'));
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
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
    await rm(dataDir, { recursive: true, force: true });
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
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const screenshot = async (page: Page, name: string): Promise<void> => {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
};
