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

export const openSpool = async (parent: string): Promise<Spool> => {
  const dir = await mkdtemp(join(parent, 'export-spool-'));
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
