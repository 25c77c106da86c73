import { randomFillSync } from 'node:crypto';

/**
 * Time-ordered UUIDv7 (RFC 9562): 48-bit milliseconds, then random bits. Node 24 has no built-in v7.
 * Event ids minted this way keep the embedded store's id index append-local (v4 ids halve throughput).
 * Within one millisecond a 12-bit counter keeps ids of one process strictly increasing.
 */
let lastMs = 0;
let counter = 0;

// Random bytes come from a pool filled 512 ids at a time: one call into the CSPRNG per id was a visible share of
// a purchase's CPU (an id per event), as Node's own randomUUID pools its entropy for the same reason.
const POOL_IDS = 512;
const pool = Buffer.alloc(16 * POOL_IDS);
let poolOffset = pool.length;
const hex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export const uuidv7 = (now: number = Date.now()): string => {
  if (now <= lastMs) {
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
  } else {
    lastMs = now;
    counter = 0;
  }
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  // 48-bit milliseconds, big-endian: the high 16 bits, then the low 32 (bitwise operators work on 32 bits).
  const high = Math.floor(lastMs / 0x1_0000_0000);
  const low = lastMs % 0x1_0000_0000;
  bytes[0] = (high >>> 8) & 0xff;
  bytes[1] = high & 0xff;
  bytes[2] = (low >>> 24) & 0xff;
  bytes[3] = (low >>> 16) & 0xff;
  bytes[4] = (low >>> 8) & 0xff;
  bytes[5] = low & 0xff;
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  let text = '';
  for (let i = 0; i < 16; i += 1) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
    text += hex[bytes[i] ?? 0];
  }
  return text;
};

export const newEventId = (): string => uuidv7();
