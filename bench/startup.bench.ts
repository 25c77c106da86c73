/**
 * Cold start of the product on embedded defaults (issue #21: the server up in three seconds): `node
 * server/src/main.ts`, what `npm start` runs, with no configuration but a fresh DATA_DIR of its own and a free
 * PORT, timed from the spawn to the first 200 from `/health`; then stopped with SIGTERM (private Redis included)
 * before the next. Beside it, in the same run, the spawn of `node -e ''` to its exit: what no code at all costs on
 * this machine. Median of STARTS cold starts each, taken in turns so a busy moment weighs on both.
 * Absolute target: ≤ 3 s to /health.
 *
 * `npm run bench -- startup` runs this part alone.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './report.ts';

export const title = 'Cold start (embedded defaults, no configuration)';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const TARGET_MS = 3_000;
/** A start that takes this long is broken, not slow. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 10;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Only what a shell gives any process: no variable of the product's configuration passes through. */
const bareEnv = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...(process.env.TMPDIR === undefined ? {} : { TMPDIR: process.env.TMPDIR }),
});

const emptyNode = async (): Promise<number> => {
  const start = performance.now();
  const child = spawn(process.execPath, ['-e', ''], { env: bareEnv(), stdio: 'ignore' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`node -e '' exited with ${code}`);
  return performance.now() - start;
};

const healthy = async (port: number): Promise<boolean> => {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/health`);
    await answer.body?.cancel();
    return answer.status === 200;
  } catch {
    return false;
  }
};

const coldStart = async (): Promise<number> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parks-cold-start-'));
  try {
    const port = await freePort();
    const start = performance.now();
    const child = spawn(process.execPath, ['server/src/main.ts'], {
      cwd: root,
      env: { ...bareEnv(), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = once(child, 'exit');
    let gone = false;
    void exited.then(() => {
      gone = true;
    });
    try {
      for (;;) {
        if (await healthy(port)) return performance.now() - start;
        if (gone) throw new Error('the server exited before /health answered 200');
        if (performance.now() - start > GIVE_UP_MS) throw new Error(`no 200 from /health within ${GIVE_UP_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } finally {
      if (!gone) child.kill('SIGTERM');
      await exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const run = async (): Promise<BenchRow[]> => {
  const server: number[] = [];
  const empty: number[] = [];
  await emptyNode(); // warm the disk cache for the node binary, not counted
  for (let index = 0; index < STARTS; index += 1) {
    empty.push(await emptyNode());
    server.push(await coldStart());
  }
  const value = median(server);
  const ms = (values: readonly number[]): string => values.map((v) => v.toFixed(0)).join(', ');
  return [
    {
      name: 'embedded server up to /health',
      unit: 'ms',
      value,
      limitName: "node -e ''",
      limit: median(empty),
      higherIsBetter: false,
      note: `absolute target ≤ ${TARGET_MS / 1000} s: ${value <= TARGET_MS ? 'MET' : 'MISSED'}; median of ${STARTS} cold starts (${ms(server)} ms), each in a fresh DATA_DIR; node -e '' ${ms(empty)} ms`,
    },
  ];
};
