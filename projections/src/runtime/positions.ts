import type { Position } from '@parks/infra/eventStore/port';

/**
 * Positions are bigints; documents are JSON. We store them as `<commit>/<prepare>`, each part
 * zero-padded to 20 digits (2^64 has 20), so plain string order equals log order and Mongo/mingo
 * range queries on the field work.
 */
const WIDTH = 20;

const pad = (value: bigint): string => {
  if (value < 0n) throw new RangeError(`negative position ${value}`);
  const text = value.toString();
  if (text.length > WIDTH) throw new RangeError(`position ${text} exceeds ${WIDTH} digits`);
  return text.padStart(WIDTH, '0');
};

export const encodePosition = (position: Position): string => `${pad(position.commit)}/${pad(position.prepare)}`;

export const decodePosition = (text: string): Position => {
  const [commit, prepare] = text.split('/');
  if (commit === undefined || prepare === undefined || !/^\d+$/.test(commit) || !/^\d+$/.test(prepare)) {
    throw new RangeError(`not an encoded position: ${text}`);
  }
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
};

export const decodeOptional = (text: string | null | undefined): Position | null =>
  text === null || text === undefined ? null : decodePosition(text);

/** For reports and APIs: the commit as a plain decimal string (commit === prepare for our adapters). */
export const displayPosition = (position: Position | null | undefined): string | null =>
  position ? position.commit.toString() : null;

/** Strict order on positions; `null` (nothing applied yet) is before everything. */
export const isAfter = (a: Position, b: Position | null): boolean =>
  b === null || a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

export const maxPosition = (a: Position | null, b: Position | null): Position | null =>
  a === null ? b : b === null ? a : isAfter(b, a) ? b : a;
