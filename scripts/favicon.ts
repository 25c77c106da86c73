/**
 * Draws the store's icon, a white P on the GC red in a rounded square, as the two files the web serves:
 * `web/public/favicon.svg` (linked from index.html) and `web/public/favicon.ico` (32 × 32, for the clients that ask
 * for /favicon.ico whatever the page links). Run `node scripts/favicon.ts` after changing the drawing; both files
 * are committed, nothing is downloaded.
 */
import { writeFileSync } from 'node:fs';

const red = { r: 0xaf, g: 0x3c, b: 0x43 };
const size = 32;
const corner = 6;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">\
<rect width="${size}" height="${size}" rx="${corner}" fill="#af3c43"/>\
<path fill="#fff" fill-rule="evenodd" d="M10 25V7h7.5a5.5 5.5 0 0 1 0 11H14v7zM14 10.5h3.3a2 2 0 0 1 0 4H14z"/></svg>
`;

/** The same drawing, tested point by point (coordinates in the 32-unit box). */
const inSquare = (x: number, y: number): boolean => {
  const cx = Math.min(Math.max(x, corner), size - corner);
  const cy = Math.min(Math.max(y, corner), size - corner);
  return x >= 0 && y >= 0 && x <= size && y <= size && (x - cx) ** 2 + (y - cy) ** 2 <= corner ** 2;
};
const inP = (x: number, y: number): boolean => {
  const stem = x >= 10 && x <= 14 && y >= 7 && y <= 25;
  const bowl = (x >= 10 && x <= 17.5 && y >= 7 && y <= 18) || (x > 17.5 && (x - 17.5) ** 2 + (y - 12.5) ** 2 <= 30.25);
  const hole = (x >= 14 && x <= 17.3 && y >= 10.5 && y <= 14.5) || (x > 17.3 && (x - 17.3) ** 2 + (y - 12.5) ** 2 <= 4);
  return stem || (bowl && !hole);
};

/** A 32 × 32 ICO holding one 32-bit bitmap (4 × 4 samples a pixel), bottom row first, with an empty AND mask. */
const ico = (): Buffer => {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      let square = 0;
      let letter = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = column + (sx + 0.5) / samples;
          const y = row + (sy + 0.5) / samples;
          if (inSquare(x, y)) {
            square += 1;
            if (inP(x, y)) letter += 1;
          }
        }
      }
      const white = square === 0 ? 0 : letter / square;
      const channel = (base: number) => Math.round(base + (255 - base) * white);
      const at = ((size - 1 - row) * size + column) * 4;
      pixels.writeUInt8(channel(red.b), at);
      pixels.writeUInt8(channel(red.g), at + 1);
      pixels.writeUInt8(channel(red.r), at + 2);
      pixels.writeUInt8(Math.round((255 * square) / samples ** 2), at + 3);
    }
  }
  const mask = Buffer.alloc(size * 4);
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // the XOR bitmap and the AND mask, one above the other
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const directory = Buffer.alloc(6 + 16);
  directory.writeUInt16LE(1, 2); // an icon
  directory.writeUInt16LE(1, 4); // one image
  directory.writeUInt8(size, 6);
  directory.writeUInt8(size, 7);
  directory.writeUInt16LE(1, 10);
  directory.writeUInt16LE(32, 12);
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(directory.length, 18);
  return Buffer.concat([directory, image]);
};

const publicDir = new URL('../web/public/', import.meta.url);
writeFileSync(new URL('favicon.svg', publicDir), svg);
writeFileSync(new URL('favicon.ico', publicDir), ico());
