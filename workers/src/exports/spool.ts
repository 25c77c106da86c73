/**
 * Where an export's rows wait between the read and the file: one NDJSON line of cells per row, in a directory of
 * its own (named after the worker's pid) under the exports' own spool root in the worker's temp dir. The read is
 * checked for consistency before any byte of the file is made (handler.ts), and a report may be larger than
 * memory, so the rows go to disk rather than to an array.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';

export type Cells = readonly (string | number)[];

export type Spool = Readonly<{
  /** Rows written so far. */
  readonly count: number;
  /** A promise only when the file must drain first (most rows are buffered: no promise per row). */
  write: (cells: Cells) => Promise<void> | undefined;
  /** Every row is on disk once it resolves. */
  end: () => Promise<void>;
  /** The rows in the order written (after `end`), a chunk of rows at a time. */
  read: () => AsyncIterable<readonly Cells[]>;
  /** Deletes the spool; again is harmless. */
  remove: () => Promise<void>;
}>;

const isCells = (value: unknown): value is Cells =>
  Array.isArray(value) && value.every((cell) => typeof cell === 'string' || typeof cell === 'number');

/** Whole lines of rows, parsed as one JSON array (one parse per chunk rather than per row). */
const rowsOf = (lines: readonly string[]): Cells[] => {
  const value: unknown = JSON.parse(`[${lines.join(',')}]`);
  if (!Array.isArray(value) || !value.every(isCells))
    throw new Error('a spooled row is not a list of text and numbers');
  return value;
};

/** Rows are written and read in chunks about this size: one stream call per row would cost more than the row. */
const CHUNK = 256 * 1024;
/** JavaScript's own string encoding: the spool is read back by this process only, and UTF-16 costs no transcoding. */
const ENCODING = 'utf16le';

/** The exports' spool root under a temp or data dir: nothing but spools is kept there. */
export const spoolRootOf = (parent: string): string => join(parent, 'parks-export-spools');

const SPOOL_PREFIX = 'export-spool-';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that pid, so it runs.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
};

/**
 * Removes the spools no running worker owns: a worker SIGKILLed mid-export leaves its spool behind. A spool named
 * after a pid no process has is an orphan; so is one named after this process's pid but made before this process
 * started (a container's worker often gets the same pid again). A spool of another running worker is kept, and so
 * are this process's own (a process may host more than one exports worker). Returns the names removed.
 */
export const removeOrphanSpools = async (root: string): Promise<readonly string[]> => {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const orphans: string[] = [];
  for (const name of names) {
    const pid = Number(/^export-spool-(\d+)-/.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid)) continue;
    const orphan =
      pid === process.pid ? (await stat(join(root, name))).mtimeMs < performance.timeOrigin : !isRunning(pid);
    if (orphan) orphans.push(name);
  }
  for (const name of orphans) await rm(join(root, name), { recursive: true, force: true });
  return orphans;
};

/** Opens a spool under `root` (a spool root, see spoolRootOf), made if missing. */
export const openSpool = async (root: string): Promise<Spool> => {
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(join(root, `${SPOOL_PREFIX}${process.pid}-`));
  const path = join(dir, 'rows.ndjson');
  const out = createWriteStream(path, { encoding: ENCODING });
  let pending = '';
  let count = 0;
  const flush = async (): Promise<void> => {
    const chunk = pending;
    pending = '';
    if (!out.write(chunk, ENCODING)) await once(out, 'drain');
  };
  return {
    get count() {
      return count;
    },
    write: (cells) => {
      // JSON escapes line breaks inside text, so one row is one line.
      pending += `${JSON.stringify(cells)}\n`;
      count += 1;
      return pending.length >= CHUNK ? flush() : undefined;
    },
    end: async () => {
      if (pending !== '') await flush();
      out.end();
      await finished(out);
    },
    read: async function* () {
      let rest = '';
      for await (const chunk of createReadStream(path, { encoding: ENCODING, highWaterMark: 2 * CHUNK })) {
        const lines = (rest + String(chunk)).split('\n');
        rest = lines.pop() ?? '';
        if (lines.length > 0) yield rowsOf(lines);
      }
      if (rest !== '') yield rowsOf([rest]);
    },
    remove: async () => {
      out.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
