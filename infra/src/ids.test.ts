import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

const shape = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisecondsOf = (id: string): number => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

describe('uuidv7', () => {
  it('is an RFC 9562 version 7 id whose first 48 bits are the milliseconds', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0, 0, 123);
    const id = uuidv7(at + 10_000_000);
    expect(id).toMatch(shape);
    expect(millisecondsOf(id)).toBe(at + 10_000_000);
  });

  it('keeps the ids of one millisecond strictly increasing, and never repeats one across pool refills', () => {
    const at = Date.UTC(2027, 0, 1);
    const ids = Array.from({ length: 3_000 }, () => uuidv7(at));
    expect(ids.every((id) => shape.test(id))).toBe(true);
    for (let i = 1; i < ids.length; i += 1) expect((ids[i] ?? '') > (ids[i - 1] ?? '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders ids by time across milliseconds, including a clock that goes back', () => {
    const at = Date.UTC(2027, 0, 2);
    const first = uuidv7(at);
    const later = uuidv7(at + 1);
    const back = uuidv7(at - 5);
    expect(later > first).toBe(true);
    expect(back > later).toBe(true);
  });
});
