import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openStores } from './stores.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stores-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openStores with no server configured', () => {
  it('opens the embedded stores in DATA_DIR, which keep their data across a reopen', async () => {
    const config = loadConfig({ DATA_DIR: join(dir, 'data') });
    const stores = await openStores(config);
    expect(stores.kinds).toEqual({ eventStore: 'sqlite', documents: 'embedded' });
    const { position } = await stores.eventStore.appendToStream('order-1', [{ type: 'OrderPlaced', data: { n: 1 } }]);
    await stores.documents.collection('orders').insertOne({ _id: 'order-1', status: 'placed' });
    await stores.close();
    await stores.close();
    expect(existsSync(join(dir, 'data', 'events.sqlite'))).toBe(true);
    expect(existsSync(join(dir, 'data', 'readmodels.sqlite'))).toBe(true);

    const again = await openStores(config);
    expect(await again.eventStore.headPosition()).toEqual(position);
    expect(await again.documents.collection('orders').findById('order-1')).toEqual({
      _id: 'order-1',
      status: 'placed',
    });
    await again.close();
  });
});
