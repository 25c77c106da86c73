/**
 * How far a zip archive unpacks, checked before a library opens it. A zip of a few megabytes can unpack to
 * gigabytes (deflate compresses a run of zeros about a thousand times), and exceljs opens an XLSX by unpacking
 * every entry into memory (JSZip's `loadAsync`, then each entry as a whole), so the archive is checked first:
 *
 * 1. the central directory, read from its end-of-central-directory record: the number of entries and the sum of
 *    the sizes they declare, against the limits;
 * 2. each entry's data actually inflated (node:zlib), never past the size it declares: a directory that lies
 *    (declaring a small size over a large deflate stream) stops at the declared size and is refused.
 *
 * The library then unpacks the same bytes again: the bound holds because it reads the same directory we checked.
 * Whatever could make JSZip read other entries than these is refused as not a zip we read (`invalid`): bytes
 * before the archive (JSZip shifts every offset then), ZIP64 records or markers, several disks, directory records
 * past the declared count, another compression than stored or deflate, encryption. What this does not bound: the
 * memory the library's own model takes for the unpacked bytes (an XML sheet parsed into cells takes several times
 * its size), which the unpacked limit keeps in proportion, and the time to inflate the data twice (at most the
 * unpacked limit each time).
 */
import { inflateRawSync } from 'node:zlib';

export type ZipLimits = Readonly<{ unpackedBytes: number; entries: number }>;

export type ZipBounds =
  | Readonly<{ ok: true; entries: number; unpackedBytes: number }>
  | Readonly<{ ok: false; problem: 'invalid' | 'tooLarge' }>;

const signatures = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;
const endRecordBytes = 22;
const centralHeaderBytes = 46;
const localHeaderBytes = 30;
const maxCommentBytes = 0xffff;
const methods = { stored: 0, deflated: 8 } as const;
const encryptedFlag = 0x1;

/** Thrown inside the walk only, to leave it at the first problem. */
class Refused extends Error {
  readonly problem: 'invalid' | 'tooLarge';
  constructor(problem: 'invalid' | 'tooLarge') {
    super(problem);
    this.problem = problem;
  }
}

/** The last end-of-central-directory record, as JSZip finds it (searching from the end, past any comment). */
const endRecordAt = (bytes: Buffer): number => {
  const lowest = Math.max(0, bytes.length - endRecordBytes - maxCommentBytes);
  for (let at = bytes.length - endRecordBytes; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === signatures.end) return at;
  }
  throw new Refused('invalid');
};

type Entry = Readonly<{ flags: number; method: number; compressed: number; unpacked: number; localAt: number }>;

const entryAt = (bytes: Buffer, at: number): Entry & { next: number } => {
  if (at + centralHeaderBytes > bytes.length) throw new Refused('invalid');
  const entry = {
    flags: bytes.readUInt16LE(at + 8),
    method: bytes.readUInt16LE(at + 10),
    compressed: bytes.readUInt32LE(at + 20),
    unpacked: bytes.readUInt32LE(at + 24),
    localAt: bytes.readUInt32LE(at + 42),
  };
  // 0xFFFFFFFF sends a reader to a ZIP64 extra field: no workbook of a few megabytes needs one.
  if ([entry.compressed, entry.unpacked, entry.localAt].includes(0xffffffff)) throw new Refused('invalid');
  const next =
    at +
    centralHeaderBytes +
    bytes.readUInt16LE(at + 28) + // name
    bytes.readUInt16LE(at + 30) + // extra field
    bytes.readUInt16LE(at + 32); // comment
  return { ...entry, next };
};

/** The entry's data as the archive holds it: after its local header, as many bytes as the directory says. */
const dataOf = (bytes: Buffer, entry: Entry): Buffer => {
  const at = entry.localAt;
  if (at + localHeaderBytes > bytes.length || bytes.readUInt32LE(at) !== signatures.local) {
    throw new Refused('invalid');
  }
  const start = at + localHeaderBytes + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressed > bytes.length) throw new Refused('invalid');
  return bytes.subarray(start, start + entry.compressed);
};

/** Inflates the entry, stopping at its declared size: more data than it declares is a lying directory. */
const checkData = (bytes: Buffer, entry: Entry): void => {
  if (entry.flags & encryptedFlag) throw new Refused('invalid');
  const data = dataOf(bytes, entry);
  if (entry.method === methods.stored) {
    if (data.length !== entry.unpacked) throw new Refused('invalid');
    return;
  }
  if (entry.method !== methods.deflated) throw new Refused('invalid');
  let inflated: Buffer;
  try {
    // zlib's smallest output bound is one byte: an empty entry is then checked by its length below.
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.unpacked) });
  } catch (error) {
    // Past the bound zlib throws ERR_BUFFER_TOO_LARGE, a RangeError; corrupt data is a plain Error.
    throw new Refused(error instanceof RangeError ? 'tooLarge' : 'invalid');
  }
  if (inflated.length > entry.unpacked) throw new Refused('tooLarge');
  if (inflated.length !== entry.unpacked) throw new Refused('invalid');
};

const boundsOf = (bytes: Buffer, limits: ZipLimits): ZipBounds & { ok: true } => {
  const end = endRecordAt(bytes);
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesHere = bytes.readUInt16LE(end + 8);
  const count = bytes.readUInt16LE(end + 10);
  const directoryBytes = bytes.readUInt32LE(end + 12);
  const directoryAt = bytes.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) throw new Refused('invalid');
  if (count === 0xffff || directoryBytes === 0xffffffff || directoryAt === 0xffffffff) throw new Refused('invalid');
  // The directory must end where the end record starts: otherwise JSZip takes the gap for bytes prepended to the
  // archive and reads every entry at another offset than the one checked here.
  if (directoryAt + directoryBytes !== end) throw new Refused('invalid');
  if (count > limits.entries) throw new Refused('tooLarge');

  // JSZip reads directory records for as long as their signature follows: so does this, and they must be the
  // declared ones, filling the directory exactly.
  const entries: Entry[] = [];
  let at = directoryAt;
  while (at + 4 <= bytes.length && bytes.readUInt32LE(at) === signatures.central) {
    if (entries.length === count) throw new Refused('invalid');
    const { next, ...entry } = entryAt(bytes, at);
    entries.push(entry);
    at = next;
  }
  if (entries.length !== count || at !== end) throw new Refused('invalid');

  const unpackedBytes = entries.reduce((sum, entry) => sum + entry.unpacked, 0);
  if (unpackedBytes > limits.unpackedBytes) throw new Refused('tooLarge');
  for (const entry of entries) checkData(bytes, entry);
  return { ok: true, entries: count, unpackedBytes };
};

/** Whether `bytes`, a zip archive, unpacks within `limits` (see the module comment for what this bounds). */
export const zipBounds = (bytes: Buffer, limits: ZipLimits): ZipBounds => {
  if (bytes.length < endRecordBytes) return { ok: false, problem: 'invalid' };
  try {
    return boundsOf(bytes, limits);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    throw error;
  }
};
