/**
 * Crash durability of the embedded store: a child process appends bursts and prints every acknowledged
 * append; the parent SIGKILLs it mid-burst, reopens the file and checks that every acknowledged event is
 * there, in order, that no batch is half visible (atomicity), and that SQLite finds the file intact.
 * Runs on one file, so each later one starts from a file that was itself left by a kill; the third commits on the
 * store's writer thread (the app's choice), whose acknowledgement comes back from that thread after its COMMIT.
 * (A process kill, not an OS crash: synchronous=FULL is what covers the latter, the test cannot.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../port.ts';
import { openSqliteEventStore } from './sqliteEventStore.ts';

const writer = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'burstWriter.ts');
const dir = mkdtempSync(join(tmpdir(), 'event-store-durability-'));
const path = join(dir, 'events.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Ack = { stream: string; revision: string; ids: string[]; batch: number };

/** Runs the writer until it has acknowledged `acks` appends, then kills it with SIGKILL. */
const runAndKill = (run: string, acks: number, mode: 'inThread' | 'thread' = 'inThread'): Promise<Ack[]> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [writer, path, run, mode], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: Ack[] = [];
    let buffered = '';
    let stderr = '';
    let killed = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? ''; // a line cut by the kill is not an acknowledgement
      for (const line of lines) acknowledged.push(JSON.parse(line) as Ack);
      if (!killed && acknowledged.length >= acks) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    // 'close' comes after the pipes drained: lines printed just before the kill are still read.
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`the writer exited by itself (code ${code}): ${stderr}`));
    });
  });

const check = async (acknowledged: readonly Ack[]): Promise<void> => {
  const raw = new DatabaseSync(path);
  try {
    expect(raw.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
  } finally {
    raw.close();
  }
  const store = openSqliteEventStore({ path });
  try {
    for (const ack of acknowledged) {
      const last = BigInt(ack.revision);
      const first = last - BigInt(ack.ids.length - 1);
      const events: RecordedEvent[] = [];
      for await (const event of store.readStream(ack.stream, { fromRevision: first, maxCount: ack.ids.length })) {
        events.push(event);
      }
      expect(events.map((event) => event.id)).toEqual(ack.ids);
      expect(events.map((event) => event.revision)).toEqual(ack.ids.map((_, i) => first + BigInt(i)));
    }
    // Atomicity: every batch in the file is whole, contiguous in $all, with consecutive revisions.
    const all: RecordedEvent[] = [];
    for await (const event of store.readAll()) all.push(event);
    const byBatch = new Map<string, number[]>();
    all.forEach((event, index) => {
      const key = `${String(event.data.run)}/${String(event.data.batch)}`;
      byBatch.set(key, [...(byBatch.get(key) ?? []), index]);
    });
    for (const [key, indexes] of byBatch) {
      const events = indexes.map((index) => all[index] as RecordedEvent);
      const size = Number(events[0]?.data.size);
      expect(events, key).toHaveLength(size);
      expect((indexes[indexes.length - 1] ?? 0) - (indexes[0] ?? 0), key).toBe(size - 1);
      expect(events.map((event) => event.data.index)).toEqual(events.map((_, i) => i));
      events.forEach((event, i) => {
        expect(event.revision).toBe((events[0] as RecordedEvent).revision + BigInt(i));
      });
    }
    // Every acknowledged batch is there; at most the one in flight when killed is there unacknowledged.
    const runs = new Set(acknowledged.map((ack) => ack.stream.split('-')[0]));
    const present = [...byBatch.keys()].filter((key) => runs.has(`durable${key.split('/')[0]}`));
    expect(present.length - acknowledged.length).toBeGreaterThanOrEqual(0);
    expect(present.length - acknowledged.length).toBeLessThanOrEqual(1);
  } finally {
    await store.close();
  }
};

describe('sqlite event store durability', () => {
  it('every acknowledged append survives SIGKILL mid-burst, and no batch is half written', async () => {
    const first = await runAndKill('a', 150);
    expect(first.length).toBeGreaterThanOrEqual(150);
    await check(first);
    // The second run starts on the file the kill left, with its WAL.
    const second = await runAndKill('b', 150);
    await check(second);
    await check(first);
    const third = await runAndKill('c', 150, 'thread');
    expect(third.length).toBeGreaterThanOrEqual(150);
    await check(third);
    await check(second);
    await check(first);
  });
});
