import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modesUnder, notPrivate } from '../../testing/fileModes.ts';
import { tempDirs } from '../../testing/tempDirs.ts';
import { isBlobId } from '../port.ts';
import { openFilesystemBlobStore } from './filesystemBlobStore.ts';

const stalledPut = join(import.meta.dirname, 'testing', 'stalledPut.ts');
const pdf = { contentType: 'application/pdf', originalName: 'guide.pdf' } as const;

const freshDataDir = tempDirs('blobs-fs-');
const freshBlobsDir = (): string => join(freshDataDir(), 'blobs');

/** Starts the stalled put in a child process and resolves once its first bytes are on disk. */
const startStalledPut = (dir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [stalledPut, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('written\n')) resolve(child);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`the stalled put exited (${code}) before writing: ${stderr}`)));
  });

const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.on('close', () => resolve());
    child.kill('SIGKILL');
  });

describe('the embedded blob store', () => {
  it('keeps blobs readable by our user only: directories 0700, files 0600', async () => {
    const dir = freshBlobsDir();
    const store = await openFilesystemBlobStore({ dir });
    await store.put(randomBytes(100), pdf);
    await store.put(randomBytes(100), pdf);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(modesUnder(dir).filter((entry) => entry.kind === 'file')).toHaveLength(4);
    expect(notPrivate(dir)).toEqual([]);
  });

  it('tightens a blobs directory left open to others', async () => {
    const dir = freshBlobsDir();
    await openFilesystemBlobStore({ dir });
    chmodSync(dir, 0o755);
    await openFilesystemBlobStore({ dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('leaves no blob under its id when its writer is killed in the middle of a put', async () => {
    const dir = freshBlobsDir();
    const child = await startStalledPut(dir);
    await killed(child);
    const left = readdirSync(dir);
    expect(left.filter(isBlobId)).toEqual([]);
    expect(left).toHaveLength(1);
    const [incoming = ''] = left;
    expect(statSync(join(dir, incoming, 'content')).size).toBe(256 * 1024);

    const store = await openFilesystemBlobStore({ dir });
    expect(readdirSync(dir)).toEqual([]); // the dead writer's incoming directory is cleared at open
    const { created, metadata } = await store.put(Buffer.alloc(256 * 1024, 7), pdf);
    expect(created).toBe(true);
    expect(readdirSync(dir)).toEqual([metadata.id]);
  });

  it('leaves the incoming directory of a put still running in another process alone', async () => {
    const dir = freshBlobsDir();
    const child = await startStalledPut(dir);
    try {
      await openFilesystemBlobStore({ dir });
      expect(readdirSync(dir).filter((name) => name.startsWith('.incoming-'))).toHaveLength(1);
    } finally {
      await killed(child);
    }
    await openFilesystemBlobStore({ dir });
    expect(readdirSync(dir)).toEqual([]);
  });
});
