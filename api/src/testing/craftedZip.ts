/**
 * Zip archives written byte by byte for the tests of what a zip may unpack to (files/zipBounds.ts): each entry
 * with the size its directory declares, which may be a lie, and bytes before the archive if asked. The layout is
 * the zip format's plainest (APPNOTE 4.3): local headers and data, the central directory, its end record.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export type CraftedEntry = Readonly<{
  name: string;
  /** The entry's content; deflated unless `stored`. */
  content: Buffer;
  stored?: boolean;
  /** The unpacked size the headers declare (the content's length unless given). */
  declaredSize?: number;
}>;

const u16 = (value: number): Buffer => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

export const craftedZip = (entries: readonly CraftedEntry[], options: { prefix?: Buffer } = {}): Buffer => {
  const prefix = options.prefix ?? Buffer.alloc(0);
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.stored ? entry.content : deflateRawSync(entry.content);
    // Method, time, date, CRC-32, compressed and unpacked sizes, name length, extra field length.
    const common = Buffer.concat([
      u16(entry.stored ? 0 : 8),
      u16(0),
      u16(0x21),
      u32(crc32(entry.content)),
      u32(data.length),
      u32(entry.declaredSize ?? entry.content.length),
      u16(name.length),
      u16(0),
    ]);
    locals.push(Buffer.concat([u32(0x04034b50), u16(20), u16(0), common, name, data]));
    // Version made by and needed, flags, the common part, comment length, disk, attributes, local header offset.
    directory.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        u16(20),
        u16(0),
        common,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    offset += locals.at(-1)?.length ?? 0;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([prefix, ...locals, central, end]);
};
