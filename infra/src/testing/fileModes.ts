/** Test helper: the permission bits of everything under a directory, to check what our stores leave on disk. */
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export type FileMode = Readonly<{ path: string; kind: 'directory' | 'file' | 'other'; mode: number }>;

/** Every entry under `root` (not `root` itself), paths relative to it, with its mode & 0o777. */
export const modesUnder = (root: string): FileMode[] => {
  const found: FileMode[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const kind = entry.isDirectory() ? 'directory' : entry.isFile() ? 'file' : 'other';
      found.push({ path: relative(root, path), kind, mode: lstatSync(path).mode & 0o777 });
      if (kind === 'directory') walk(path);
    }
  };
  walk(root);
  return found;
};

/** The entries that are not private: a directory other than 0700, a file other than 0600 (sockets and links aside). */
export const notPrivate = (root: string): FileMode[] =>
  modesUnder(root).filter(
    (entry) => (entry.kind === 'directory' && entry.mode !== 0o700) || (entry.kind === 'file' && entry.mode !== 0o600),
  );
