/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line) and prints each
 * figure beside its limit measured in the same run, with the ratio. Figures never gate a test.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchRow, formatRows } from './report.ts';

type BenchModule = { title: string; run: () => Promise<BenchRow[]> };

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  const mod = (await import(join(here, file))) as BenchModule;
  console.log(`\n## ${mod.title}`);
  const rows = await mod.run();
  console.log(formatRows(rows));
}
