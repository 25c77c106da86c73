import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBlobStore } from './open.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'blobs-open-'));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the blob store by configuration', () => {
  it('is the filesystem under DATA_DIR/blobs when no MongoDB is configured', async () => {
    const store = await openBlobStore({ dataDir, mongodbUrl: undefined, mongodbDb: 'parks' });
    const { metadata } = await store.put(randomBytes(10), { contentType: 'image/gif', originalName: 'a.gif' });
    expect(store.kind).toBe('filesystem');
    expect(existsSync(join(dataDir, 'blobs', metadata.id, 'content'))).toBe(true);
    await store.close();
  });
});
