/**
 * Where an export's rows wait between the read and the file: one NDJSON line of cells per row, in a directory of
 * its own under the worker's temp dir. The read is checked for consistency before any byte of the file is made
 * (handler.ts), and a report may be larger than memory, so the rows go to disk rather than to an array.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';

export type Cells = readonly (string | number)[];

export type Spool = Readonly<{
  /** Rows written so far. */
  readonly count: number;
  write: (cells: Cells) => Promise<void>;
  /** Every row is on disk once it resolves. */
  end: () => Promise<void>;
  /** The rows in the order written (after `end`). */
  read: () => AsyncIterable<Cells>;
  /** Deletes the spool; again is harmless. */
  remove: () => Promise<void>;
}>;

const cellsOf = (line: string): Cells => {
  const value: unknown = JSON.parse(line);
  if (!Array.isArray(value)) throw new Error('a spooled row is not a list of cells');
  const cells: (string | number)[] = [];
  for (const cell of value) {
    if (typeof cell !== 'string' && typeof cell !== 'number') throw new Error('a spooled cell is not text or a number');
    cells.push(cell);
  }
  return cells;
};

/** Rows are written and read in chunks about this size: one stream call per row would cost more than the row. */
const CHUNK = 256 * 1024;

export const openSpool = async (parent: string): Promise<Spool> => {
  const dir = await mkdtemp(join(parent, 'export-spool-'));
  const path = join(dir, 'rows.ndjson');
  const out = createWriteStream(path);
  let pending = '';
  let count = 0;
  const flush = async (): Promise<void> => {
    const chunk = pending;
    pending = '';
    if (!out.write(chunk)) await once(out, 'drain');
  };
  return {
    get count() {
      return count;
    },
    write: async (cells) => {
      // JSON escapes line breaks inside text, so one row is one line.
      pending += `${JSON.stringify(cells)}\n`;
      count += 1;
      if (pending.length >= CHUNK) await flush();
    },
    end: async () => {
      if (pending !== '') await flush();
      out.end();
      await finished(out);
    },
    read: async function* () {
      let rest = '';
      for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: CHUNK })) {
        const lines = (rest + String(chunk)).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line !== '') yield cellsOf(line);
      }
      if (rest !== '') yield cellsOf(rest);
    },
    remove: async () => {
      out.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
