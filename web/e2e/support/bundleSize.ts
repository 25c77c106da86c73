import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type FirstLoad = Readonly<{
  files: readonly Readonly<{ file: string; gzipBytes: number }>[];
  totalGzipBytes: number;
}>;

/** The JavaScript a first visit loads: the entry script and the module preloads of dist/index.html, gzipped. */
export const firstLoadJs = async (dist: string): Promise<FirstLoad> => {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const files = await Promise.all(
    [...new Set(paths)].map(async (path) => ({
      file: path,
      gzipBytes: gzipSync(await readFile(join(dist, path.replace(/^\//, '')))).length,
    })),
  );
  return { files, totalGzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0) };
};
