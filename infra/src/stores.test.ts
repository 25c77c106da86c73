import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { testMail } from './mail/testing/memoryMailer.ts';
import { openSandboxGateway, sandboxGatewayPath } from './payments/sandboxGateway.ts';
import { openStores } from './stores.ts';
import { modesUnder, notPrivate } from './testing/fileModes.ts';

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

describe('what the embedded stores write under DATA_DIR', () => {
  /** Events, read models, a payment answer and a mail (every kind of file we keep); `whileOpen` sees the -wal/-shm. */
  const writeSomething = async (dataDir: string, whileOpen: () => void): Promise<void> => {
    const stores = await openStores(loadConfig({ DATA_DIR: dataDir }));
    await stores.eventStore.appendToStream('order-1', [{ type: 'OrderPlaced', data: { n: 1 } }]);
    await stores.documents
      .collection('orders')
      .replaceOne({ _id: 'order-1' }, { _id: 'order-1', status: 'placed' }, { upsert: true });
    const gateway = openSandboxGateway({ path: sandboxGatewayPath(dataDir) });
    await gateway.authorize({
      idempotencyKey: 'payment-1',
      orderId: 'order-1',
      amountCents: 9_888,
      currency: 'CAD',
      card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2099, cvv: '123' },
      billingPostalCode: 'K1A 0B1',
    });
    await createMailer({ smtpUrl: undefined, dataDir }).send(
      testMail({ messageId: 'mail-order-1@store.parks.example' }),
    );
    try {
      whileOpen();
    } finally {
      gateway.close();
      await stores.close();
    }
  };

  const expectedFiles = [
    'events.sqlite',
    'events.sqlite-wal',
    'events.sqlite-shm',
    'readmodels.sqlite',
    'readmodels.sqlite-wal',
    'payments',
    'payments/sandbox-gateway.sqlite',
    'payments/sandbox-gateway.sqlite-wal',
    'mail',
    'mail/mail-order-1@store.parks.example.eml',
  ];

  it('is readable by our user only: every file 0600 (SQLite -wal/-shm included), every directory 0700', async () => {
    const dataDir = join(dir, 'data');
    await writeSomething(dataDir, () => {
      expect(modesUnder(dataDir).map((entry) => entry.path)).toEqual(expect.arrayContaining(expectedFiles));
      expect(notPrivate(dir)).toEqual([]);
    });
    expect(modesUnder(dir).find((entry) => entry.path === 'data')?.mode).toBe(0o700);
    expect(notPrivate(dir)).toEqual([]);
  });

  it('tightens a data dir an older version left readable by everyone', async () => {
    const dataDir = join(dir, 'data');
    await writeSomething(dataDir, () => {
      // What an older version left, the -wal/-shm of open databases included.
      for (const entry of modesUnder(dataDir)) {
        chmodSync(join(dataDir, entry.path), entry.kind === 'directory' ? 0o755 : 0o644);
      }
      chmodSync(dataDir, 0o755);
    });
    expect(notPrivate(dir).length).toBeGreaterThan(0);

    await writeSomething(dataDir, () => {
      expect(modesUnder(dataDir).map((entry) => entry.path)).toEqual(expect.arrayContaining(expectedFiles));
      expect(notPrivate(dir)).toEqual([]);
    });
  });
});
