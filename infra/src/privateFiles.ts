/**
 * Everything we keep under DATA_DIR (events, read models, payment answers, mail, Redis data) is readable by
 * our own user only: directories 0700, files 0600. The server entry sets the umask to 0o077 as well, but
 * stores are also opened by tests and tools that do not, and a data dir written by an earlier version holds
 * 0644 files: so each store creates its directory and files with explicit modes and tightens what exists.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The process-wide umask for the server: new files 0600, new directories 0700, whoever creates them. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates `dir` (and missing parents) as 0700. An existing directory is left as it is: it may be shared
 * (a temp dir, the directory a caller chose for one file); use `ownPrivateDir` for one that is ours alone.
 */
export const createPrivateDir = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
};

/** Creates `dir` as 0700, or tightens it to 0700: for directories that only we use (DATA_DIR, DATA_DIR/redis). */
export const ownPrivateDir = (dir: string): void => {
  createPrivateDir(dir);
  chmodSync(dir, PRIVATE_DIR_MODE);
};

/**
 * `ownPrivateDir`, and everything under it set to 0700 (directories) / 0600 (files): for a directory of ours
 * that an older version, or a process without our umask, filled with files readable by others. Symbolic links
 * are not followed.
 */
export const ownPrivateTree = (dir: string): void => {
  ownPrivateDir(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) ownPrivateTree(path);
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
};

/** What SQLite writes beside a database file; it gives them the database file's own mode when it creates them. */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'] as const;

/**
 * Prepares a SQLite database path before it is opened: its directory created 0700, the file created 0600 when
 * missing (SQLite then creates its -wal/-shm with the same mode), and an existing file and companions set to 0600.
 */
export const preparePrivateDatabase = (path: string): void => {
  createPrivateDir(dirname(path));
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
  for (const suffix of SQLITE_COMPANIONS) {
    if (existsSync(`${path}${suffix}`)) chmodSync(`${path}${suffix}`, PRIVATE_FILE_MODE);
  }
};
