/**
 * The web app's JavaScript, from the production build in web/dist (built first when missing):
 *
 *   first load: the entry script and the modulepreload assets web/dist/index.html references, against the
 *     200 kB budget. The GCDS web components are not in it: each is a chunk of its own, imported when a screen
 *     first uses it (web/src/gcds/define.ts).
 *   first visit with the page frame: the first load plus the GCDS chunks every page asks for right after it
 *     (header, footer, search, with the Stencil runtime and the components they use), i.e. what a first visit
 *     downloads before the frame is drawn. Shown beside the same budget, for information.
 *
 * `npm run bench -- web` runs this part alone (no server needed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './report.ts';

export const title = 'Web app JavaScript';

const JS_BUDGET_KB = 200;
/** The GCDS components of the page frame, drawn on every page. */
const FRAME_COMPONENTS = ['gcds-header', 'gcds-footer', 'gcds-search'] as const;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'web', 'dist');

const gzipKb = (files: Iterable<string>): number => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;
  return bytes / 1000;
};

/** A built chunk's static imports (`import … from "./x.js"`, `import "./x.js"`), as paths under dist. */
const staticImports = (file: string): string[] =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (match) => `assets/${match[1]}`,
  );

/** The files and everything they import statically. */
const closure = (roots: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return seen;
};

export const run = async (): Promise<BenchRow[]> => {
  if (!existsSync(join(dist, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) if (match[1]) entry.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g))
    if (match[1]) entry.add(match[1]);
  const firstLoad = gzipKb(entry);

  const frameRoots = readdirSync(join(dist, 'assets'))
    .filter((file) => FRAME_COMPONENTS.some((tag) => file.startsWith(`${tag}-`) && file.endsWith('.js')))
    .map((file) => `assets/${file}`);
  const frame = [...closure(frameRoots)].filter((file) => !closure([...entry]).has(file));

  return [
    {
      name: 'Web first-load JavaScript, gzipped',
      unit: 'kB',
      value: firstLoad,
      limitName: 'budget',
      limit: JS_BUDGET_KB,
      higherIsBetter: false,
      targetRatio: 1,
      note: `${entry.size} files: the script and modulepreload assets of web/dist/index.html, gzip level 6; CSS not counted`,
    },
    {
      name: 'Web first visit JavaScript with the lazy GCDS page frame, gzipped',
      unit: 'kB',
      value: firstLoad + gzipKb(frame),
      limitName: 'first-load budget, for information',
      limit: JS_BUDGET_KB,
      higherIsBetter: false,
      note: `first load + ${frame.length} chunks: ${FRAME_COMPONENTS.join(', ')}, the Stencil runtime and the components they use`,
    },
  ];
};
