/**
 * The Orders report exported as the product runs it: the API, the projections and the exports worker over the same
 * stores, the worker given the real report sources by the server's own wiring (exportsWiring.ts). Orders of both
 * stores are placed on their streams; then for each filter the admin order list's Show all (`PUT
 * /api/Orders/SearchOrders`) and the three export formats must hold the same orders, in the same order. An identical
 * request is the same export; a request after more orders is another export, while the first one's file keeps the
 * rows it was made with. A job that runs late, or whose read overlaps a change, gives the rows of one later log
 * position, which it names (`rowsAsOf`). And who may: the reports area (LMG, SuperUser) on the reports and on every
 * export call.
 */
import { adminTestApi } from '@parks/api/admin/testing/adminTestApi';
import { placeTestOrders, type TestOrder } from '@parks/api/orders/testing/adminOrders';
import { cardCheckoutForm } from '@parks/api/orders/testing/cardOrders';
import { caller, eventually, newGuest } from '@parks/api/testing/testApi';
import { address } from '@parks/domain/testing/cartCheckout';
import { silentLogger } from '@parks/infra/logging';
import { createQueues, type Queues } from '@parks/infra/queues/queues';
import type { ReportSource } from '@parks/projections/reports/source';
import type { AdminProblem, ListAnswer } from '@parks/schemas/admin/calls';
import { EXPORT_SHEET_NAME, type ExportFormat, type ExportProgress } from '@parks/schemas/admin/exports';
import { startsFormula } from '@parks/schemas/fileCells';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { pdfRowsPerPage } from '@parks/workers/exports/formats';
import { readExport } from '@parks/workers/exports/handler';
import { EXPORTS_QUEUE, exportJobId, exportJobsOf } from '@parks/workers/exports/worker';
import { startWorkers, type WorkersHost } from '@parks/workers/startWorkers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportExportsWiring } from './exportsWiring.ts';
import {
  type Case,
  cases,
  type Filter,
  pdfPages,
  pipeOrderIds,
  portalOrders,
  publicOrder,
  publicOrders,
  sheetOrderIds,
} from './testing/orderExports.ts';

const admin = adminTestApi();
let queues: Queues | undefined;
let workers: WorkersHost | undefined;
/** The server that has the exports queue (the harness's default one has none). */
let send: ReturnType<typeof caller> = () => Promise.reject(new Error('the export server starts in beforeAll'));

/** A change to make once, during the next read of the Orders report's rows for this keyword (after its first row). */
let duringRead: Readonly<{ search: string; change: () => Promise<void> }> | null = null;
/** How many times the worker read the Orders report's rows, by keyword. */
const reads = new Map<string, number>();

/** The worker's report source as the product has it, but reads of the Orders report are counted and may be hooked. */
const watched = (source: ReportSource): ReportSource =>
  source.id !== 'orders'
    ? source
    : {
        ...source,
        rows: async function* (documents, filter, language) {
          const search = String(filter.search ?? '');
          reads.set(search, (reads.get(search) ?? 0) + 1);
          let first = true;
          for await (const row of source.rows(documents, filter, language)) {
            yield row;
            const hook = duringRead;
            if (first && hook?.search === search) {
              duringRead = null;
              await hook.change();
            }
            first = false;
          }
        },
      };

beforeAll(async () => {
  const logger = silentLogger();
  const started = createQueues({ url: admin.app.redisUrl, logger });
  queues = started;
  send = caller((await admin.app.start({ exportJobs: exportJobsOf(started) })).url);
  workers = await startWorkers({
    queues: started,
    eventStore: admin.app.eventStore,
    logger,
    releaseEveryMs: null,
    exports: (() => {
      const wiring = reportExportsWiring({
        projections: admin.app.projections,
        checkpoints: admin.app.documents,
        blobs: admin.app.exportBlobs,
      });
      return {
        ...wiring,
        sourceOf: (id) => {
          const source = wiring.sourceOf(id);
          return source === undefined ? undefined : watched(source);
        },
      };
    })(),
  });
}, 60_000);

afterAll(async () => {
  await workers?.stop(2_000);
  await queues?.close(2_000);
});

// ---- the calls -----------------------------------------------------------------------------------------------

const lmg = (): string => admin.tokens.LMG ?? '';

/** The order numbers of the admin order list's Show all, newest first. */
const listed = async (filter: Case): Promise<string[]> => {
  const query = new URLSearchParams({ storeCode: filter.store, page: '100000', search: filter.search ?? '' });
  const list = await send<ListAnswer>(`/api/Orders/SearchOrders?${query}`, {
    method: 'PUT',
    token: lmg(),
    body: filter.advanced ?? {},
  });
  expect(list.status).toBe(200);
  expect(list.body.showMore).toBe(false);
  return list.body.rows.map((row) => String(row.orderId));
};

const exportFilterOf = (filter: Case): Filter => ({
  ...filter.advanced,
  ...(filter.search === undefined ? {} : { search: filter.search }),
});

type ExportAnswer = ExportProgress & AdminProblem;
const requestExport = (filter: Case, format: ExportFormat, body: Filter = exportFilterOf(filter)) =>
  send<ExportAnswer>(`/api/Reports/Export?storeCode=${filter.store}`, {
    method: 'POST',
    token: lmg(),
    body: { reportId: 'orders', filter: body, format },
  });

const completed = (exportId: string): Promise<ExportProgress> =>
  eventually(async () => {
    const progress = await send<ExportAnswer>(`/api/Reports/Export/${exportId}`, { token: lmg() });
    expect(progress.body.state).not.toBe('failed');
    return progress.body.state === 'completed' ? progress.body : null;
  }, 30_000);

const fileOf = async (exportId: string): Promise<Buffer> => {
  await completed(exportId);
  const response = await fetch(`${admin.app.base}/api/Reports/Export/${exportId}/File`, {
    headers: { Authorization: `Bearer ${lmg()}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

const jobsOf = async (exportId: string) =>
  (await (queues?.queue(EXPORTS_QUEUE).getJobs(['waiting', 'active', 'completed', 'failed']) ?? [])).filter(
    (job) => job.id === exportJobId(exportId),
  );

// ---- the tests -----------------------------------------------------------------------------------------------

describe('the Orders report exported, against the admin order list', () => {
  beforeAll(async () => {
    await placeTestOrders(admin.app, [...publicOrders, ...portalOrders]);
  }, 60_000);

  it.each(cases)('$name: each format holds the list’s orders, as many and in its order', async (filter) => {
    const orderIds = await listed(filter);
    const [pipe, xlsx, pdf] = await Promise.all(
      (['pipe', 'xlsx', 'pdf'] as const).map(async (format) => {
        const answer = await requestExport(filter, format);
        expect(answer.status, format).toBe(202);
        return answer.body.exportId;
      }),
    );
    expect(await completed(pipe ?? '')).toMatchObject({ done: orderIds.length, total: orderIds.length });
    expect(pipeOrderIds(await fileOf(pipe ?? ''))).toEqual(orderIds);
    expect(await sheetOrderIds(await fileOf(xlsx ?? ''))).toEqual(orderIds);
    expect(pdfPages(await fileOf(pdf ?? ''))).toBe(Math.max(1, Math.ceil(orderIds.length / (await pdfRowsPerPage()))));
  });

  it('finds what each filter is meant to find, so the cases above compare something', async () => {
    const counts = await Promise.all(cases.map(async (filter) => (await listed(filter)).length));
    // 60 public orders (one in four shipped, one in three in Canmore, 24 placed on May 2), 8 portal orders
    // (orders 0 and 6 wait for approval on CPC-200001, but only 0 ships to Gatineau).
    expect(counts).toEqual([60, 8, 15, 20, 24, 1, 0]);
    expect(await pdfRowsPerPage()).toBeLessThan(60);
  });

  it('answers an identical request, its filter keys in another order, with the same export and one job', async () => {
    const filter = cases[5] ?? { name: '', store: 'b2b' };
    const first = await requestExport(filter, 'pipe');
    const reversed = Object.fromEntries(Object.entries(exportFilterOf(filter)).reverse());
    const again = await requestExport(filter, 'pipe', reversed);
    expect(again.status).toBe(202);
    expect(again.body.exportId).toBe(first.body.exportId);
    expect(await jobsOf(first.body.exportId)).toHaveLength(1);
  });

  it('makes another export once more orders are placed, while the first keeps the rows it was made with', async () => {
    const shipped = cases[2] ?? { name: '', store: 'b2c' };
    const before = await listed(shipped);
    const first = await requestExport(shipped, 'pipe');
    const firstFile = await fileOf(first.body.exportId);
    expect(pipeOrderIds(firstFile)).toEqual(before);

    const later = Array.from({ length: 3 }, (_, n) => ({
      ...publicOrder(100 + n),
      state: { shippedAt: '2026-06-01T10:00:00.000Z' },
    }));
    await placeTestOrders(admin.app, later);
    const after = await listed(shipped);
    expect(after).toHaveLength(before.length + 3);

    const second = await requestExport(shipped, 'pipe');
    expect(second.body.exportId).not.toBe(first.body.exportId);
    expect(pipeOrderIds(await fileOf(second.body.exportId))).toEqual(after);
    // The first export is still the first log position's: asked again, it is the same file, byte for byte.
    expect((await fileOf(first.body.exportId)).equals(firstFile)).toBe(true);
  });
});

describe('an export’s rows are those of the log position it names', () => {
  const waterton: Case = { name: 'Waterton', store: 'b2c', search: 'waterton' };
  const watertonOrder = (n: number): TestOrder => ({ ...publicOrder(200 + n), shipping: { city: 'Waterton' } });
  const askedAt = async (exportId: string): Promise<string> =>
    (await readExport(admin.app.eventStore, exportId)).request?.position ?? '';

  beforeAll(async () => {
    await placeTestOrders(admin.app, [0, 1, 2].map(watertonOrder));
  }, 60_000);

  it('a job that runs after an order is placed holds it, names the later position, and each format agrees', async () => {
    const queue = queues?.queue(EXPORTS_QUEUE);
    await queue?.pause();
    let pipe = '';
    let xlsx = '';
    let asked = '';
    try {
      const ids = await Promise.all(
        (['pipe', 'xlsx'] as const).map(async (format) => (await requestExport(waterton, format)).body.exportId),
      );
      pipe = ids[0] ?? '';
      xlsx = ids[1] ?? '';
      asked = await askedAt(pipe);
      expect(await askedAt(xlsx)).toBe(asked);
      await placeTestOrders(admin.app, [watertonOrder(3)]);
    } finally {
      await queue?.resume();
    }
    const now = await listed(waterton);
    expect(now).toHaveLength(4);
    const [pipeDone, xlsxDone] = await Promise.all([completed(pipe), completed(xlsx)]);
    expect(pipeDone).toMatchObject({ done: now.length, total: now.length });
    expect(pipeDone.rowsAsOf ?? '').toMatch(/^\d{20}\/\d{20}$/);
    expect((pipeDone.rowsAsOf ?? '') > asked).toBe(true);
    // Nothing changed between the two jobs: the same position, so the same orders in both files.
    expect(xlsxDone.rowsAsOf).toBe(pipeDone.rowsAsOf);
    expect(pipeOrderIds(await fileOf(pipe))).toEqual(now);
    expect(await sheetOrderIds(await fileOf(xlsx))).toEqual(now);
  });

  it('reads the rows again when an order lands while they are read, and the file holds the later rows', async () => {
    const before = await listed(waterton);
    reads.set(waterton.search ?? '', 0);
    duringRead = {
      search: waterton.search ?? '',
      change: () => placeTestOrders(admin.app, [watertonOrder(4)]),
    };
    const exportId = (await requestExport(waterton, 'pipe')).body.exportId;
    const asked = await askedAt(exportId);
    const done = await completed(exportId);
    expect(duringRead).toBeNull();
    expect(reads.get(waterton.search ?? '')).toBe(2);
    const after = await listed(waterton);
    expect(after).toHaveLength(before.length + 1);
    expect(done).toMatchObject({ done: after.length, total: after.length });
    expect((done.rowsAsOf ?? '') > asked).toBe(true);
    expect(pipeOrderIds(await fileOf(exportId))).toEqual(after);
  });
});

describe('an order whose address a spreadsheet would run (issue #20)', () => {
  const firstName = '=HYPERLINK("http://x.example","y")';
  const city = '@SUM(1,2)';
  const poisoned: Case = { name: 'poisoned', store: 'b2c', search: 'poisoned.guest' };

  it('is exported with those cells quoted, in pipe text and in Excel, under the report’s and the day’s name', async () => {
    // An anonymous shopper checks out with them, as the store's pages do.
    const token = await newGuest(admin.app.base);
    expect(
      (
        await send('/api/cart/addToCart', {
          method: 'POST',
          token,
          body: { productId: 'prod-discovery-adult', quantity: 1 },
        })
      ).status,
    ).toBe(200);
    const email = 'poisoned.guest@example.ca';
    const bought = await send<{ orderId: string }>('/api/checkout/checkoutOrder', {
      method: 'PUT',
      token,
      headers: { 'Idempotency-Key': 'poisoned-guest' },
      body: cardCheckoutForm({ shipping: { ...address, firstName, city, email, confirmEmail: email } }),
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const orderId = bought.body.orderId;
    await eventually(async () => ((await listed(poisoned)).includes(orderId) ? true : null), 30_000);

    const [pipe, xlsx] = await Promise.all(
      (['pipe', 'xlsx'] as const).map(async (format) => (await requestExport(poisoned, format)).body.exportId),
    );
    const pipeFile = await fileOf(pipe ?? '');
    const table = parse(pipeFile, { delimiter: '|' }) as string[][];
    const [header = [], ...rows] = table;
    expect(rows.map((row) => row[0])).toEqual([orderId]);
    const row = rows[0] ?? [];
    expect(row[header.indexOf('Customer')]).toBe(`'${firstName} ${address.lastName}`);
    expect(row[header.indexOf('City')]).toBe(`'${city}`);
    expect(table.flat().filter(startsFormula)).toEqual([]);
    // Money in pipe text has exactly two decimals.
    expect(row[header.indexOf('Total')]).toMatch(/^\d+\.\d{2}$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await fileOf(xlsx ?? '')).buffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME);
    const cells: unknown[] = [];
    sheet?.eachRow((sheetRow) => {
      sheetRow.eachCell((cell) => {
        cells.push(cell.value);
      });
    });
    expect(cells).toContain(`'${city}`);
    expect(cells.filter((cell) => typeof cell === 'string' && startsFormula(cell))).toEqual([]);

    // The file is named after the report and the day it was asked.
    const response = await fetch(`${admin.app.base}/api/Reports/Export/${pipe}/File`, {
      headers: { Authorization: `Bearer ${lmg()}` },
    });
    const asked = (await readExport(admin.app.eventStore, pipe ?? '')).request?.requestedAt ?? '';
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="orders-${asked.slice(0, 10)}.txt"`);
  });
});

describe('who may use the reports and their exports', () => {
  /** Every call of the reports area, the exports' own on an export LMG made. */
  const calls = async (): Promise<ReadonlyArray<readonly [string, string]>> => {
    const made = await requestExport({ name: 'roles', store: 'b2c', search: 'roles' }, 'pipe');
    expect(made.status).toBe(202);
    // Done, so that the worker appends nothing while the refusals are checked.
    await completed(made.body.exportId);
    const exportPath = `/api/Reports/Export/${made.body.exportId}`;
    return [
      ['GET', '/api/Reports/GetAll?storeCode=b2c'],
      ['GET', '/api/Reports/GetById/orders?storeCode=b2c&action=create'],
      ['GET', '/api/Reports/View/orders?storeCode=b2b'],
      ['POST', '/api/Reports/Export?storeCode=b2c'],
      ['GET', exportPath],
      ['GET', `${exportPath}/File`],
      ['DELETE', exportPath],
    ];
  };
  const refusal = (code: MessageKey) => ({ code, message: translate('en', code) });

  it('refuses Administrator, Operator and a portal user with 403, and nobody with 401, each with a message', async () => {
    const paths = await calls();
    const before = await admin.head();
    for (const [method, path] of paths) {
      const body = method === 'POST' ? { reportId: 'orders', filter: {}, format: 'pipe' } : undefined;
      for (const role of ['Administrator', 'Operator', 'PortalUser']) {
        const answer = await send<AdminProblem>(path, { method, token: admin.tokens[role] ?? '', body });
        expect([role, method, path, answer.status]).toEqual([role, method, path, 403]);
        expect(answer.body).toMatchObject(refusal('auth.permissionDenied'));
      }
      const anonymous = await send<AdminProblem>(path, { method, body });
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
      expect(anonymous.body).toMatchObject(refusal('auth.required'));
    }
    // No refusal appended anything (a cancel would have).
    expect(await admin.head()).toBe(before);
  });

  it('lets LMG and SuperUser in', async () => {
    for (const role of ['LMG', 'SuperUser']) {
      const token = admin.tokens[role] ?? '';
      expect((await send('/api/Reports/GetAll?storeCode=b2b', { token })).status, role).toBe(200);
      expect((await send('/api/Reports/View/orders?storeCode=b2c', { token })).status, role).toBe(200);
      const made = await send<ExportAnswer>('/api/Reports/Export?storeCode=b2b', {
        method: 'POST',
        token,
        body: { reportId: 'orders', filter: { search: role }, format: 'pipe' },
      });
      expect(made.status, role).toBe(202);
      expect((await send(`/api/Reports/Export/${made.body.exportId}`, { token })).status, role).toBe(200);
    }
  });
});
