/**
 * Report exports end to end over HTTP, as one process runs them: the API records the request and adds the job, the
 * exports worker writes the file into the blob store, the exporter follows the progress, cancels or downloads.
 * The report is a made-up source of the workers' tests (the report sources are their own branch's).
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { userOfEachRole } from '@parks/api/testing/fileTestApi';
import { call, eventually } from '@parks/api/testing/testApi';
import type { ReportSource } from '@parks/projections/reports/source';
import { EXPORT_SHEET_NAME, type ExportProgress } from '@parks/schemas/admin/exports';
import { readExport } from '@parks/workers/exports/handler';
import { fixtureSource } from '@parks/workers/exports/testing/fixtureSource';
import { EXPORTS_QUEUE, exportJobsOf } from '@parks/workers/exports/worker';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { apiWithWorkers } from './testing/apiWithWorkers.ts';

// Progress is reported every 1,000 rows: half of it is a report.
const ROWS = 2_000;
let source: ReportSource = fixtureSource({ rows: ROWS });
const api = apiWithWorkers('report-exports', {
  api: (queues) => ({ app: { exportJobs: exportJobsOf(queues) }, signIn: userOfEachRole }),
  workers: (server) => ({
    exports: { documents: server.documents, blobs: server.exportBlobs, sourceOf: () => source },
  }),
});

/** The blobs stored (a put in progress sits in a dot directory until it is whole). */
const storedBlobs = (): string[] =>
  readdirSync(api.server.exportBlobsDir)
    .filter((name) => !name.startsWith('.'))
    .sort();

const requestExport = (format: string, username = 'lmg', filter: Record<string, unknown> = { status: 'shipped' }) =>
  api.as<ExportProgress & { code?: string }>(username, '/api/Reports/Export?storeCode=b2c', {
    body: { reportId: 'orders', filter, format },
  });

const progressOf = (exportId: string, username = 'lmg') =>
  api.as<ExportProgress & { code?: string }>(username, `/api/Reports/Export/${exportId}`);

const download = async (exportId: string) => {
  await eventually(async () => ((await progressOf(exportId)).body.state === 'completed' ? true : null), 30_000);
  const response = await fetch(`${api.server.base}/api/Reports/Export/${exportId}/File`, {
    headers: { Authorization: `Bearer ${api.user('lmg').token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The name of an export of the Orders report: `orders-`, the day it was asked (the API's live clock), the format's. */
const ordersFile = async (exportId: string, extension: string): Promise<string> => {
  const asked = (await readExport(api.server.eventStore, exportId)).request?.requestedAt ?? '';
  return `orders-${asked.slice(0, 10)}.${extension}`;
};

describe('report exports over HTTP', () => {
  it('exports pipe-separated text with as many lines as the report counts rows, named after the report and day', async () => {
    const answer = await requestExport('pipe');
    expect(answer.status).toBe(202);
    expect(answer.body.exportId).toMatch(/^[0-9a-f]{32}$/);
    const fileName = await ordersFile(answer.body.exportId, 'txt');
    expect(fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(answer.body.fileName).toBe(fileName);
    const { response, bytes } = await download(answer.body.exportId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = bytes.toString('utf8').trimEnd().split('\n');
    expect(lines.slice(1)).toHaveLength(await source.count(api.server.documents, {}));
    expect(lines[0]?.split('|')).toEqual(['Order number', 'Place', 'Total', 'Date', 'Paid']);
    expect((await progressOf(answer.body.exportId)).body).toEqual({
      exportId: answer.body.exportId,
      state: 'completed',
      pass: 1,
      done: ROWS,
      total: ROWS,
      // The log position the rows are those of (encoded).
      rowsAsOf: expect.stringMatching(/^\d{20}\/\d{20}$/),
      fileName,
    });
    // The file holds customers' orders: the public files route (uploads, by content hash) never serves it, even to
    // one who knows its hash; only the requester's download above does.
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(readdirSync(api.server.exportBlobsDir)).toContain(hash);
    const publicRead = await fetch(`${api.server.base}/files/${hash}`);
    expect(publicRead.status).toBe(404);
  });

  it('exports Excel with the one sheet Organization, named after the report and day', async () => {
    const answer = await requestExport('xlsx');
    const { response, bytes } = await download(answer.body.exportId);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${await ordersFile(answer.body.exportId, 'xlsx')}"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([EXPORT_SHEET_NAME]);
    expect(workbook.getWorksheet(EXPORT_SHEET_NAME)?.rowCount).toBe(ROWS + 1);
  });

  it('exports a PDF named after the report and day, its pages counted in its page tree', async () => {
    const answer = await requestExport('pdf');
    const { response, bytes } = await download(answer.body.exportId);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${await ordersFile(answer.body.exportId, 'pdf')}"`,
    );
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(ROWS / 60);
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBe(pages);
  });

  it('answers an identical request with the same export, whoever asks, whatever the filter key order', async () => {
    const first = await requestExport('pipe', 'lmg', { status: 'shipped', city: 'Banff' });
    const again = await requestExport('pipe', 'superuser', { city: 'Banff', status: 'shipped' });
    expect(again.status).toBe(202);
    expect(again.body.exportId).toBe(first.body.exportId);
    const jobs = await api.queues.queue(EXPORTS_QUEUE).getJobs(['waiting', 'active', 'completed']);
    expect(jobs.filter((job) => job.id === `export-${first.body.exportId}`)).toHaveLength(1);
    expect((await progressOf(first.body.exportId, 'superuser')).status).toBe(200);
  });

  it('cancelled half way, leaves no file', async () => {
    let release = (): void => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    source = fixtureSource({ rows: ROWS, holdAt: ROWS / 2, hold });
    // The exports of the tests before may still be running: the blobs are counted once they are done.
    await eventually(
      async () => ((await api.queues.queue(EXPORTS_QUEUE).getActiveCount()) === 0 ? true : null),
      30_000,
    );
    const before = storedBlobs();
    try {
      const answer = await requestExport('xlsx', 'lmg', { city: 'cancelled-half-way' });
      const exportId = answer.body.exportId;
      await eventually(async () => ((await progressOf(exportId)).body.done === ROWS / 2 ? true : null), 30_000);
      const cancelled = await api.as<ExportProgress>('lmg', `/api/Reports/Export/${exportId}`, { method: 'DELETE' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.state).toBe('cancelled');
      release();
      await eventually(async () => {
        const job = await api.queues.queue(EXPORTS_QUEUE).getJob(`export-${exportId}`);
        return job?.returnvalue === 'cancelled' ? true : null;
      }, 30_000);
      expect(storedBlobs()).toEqual(before);
      const file = await api.as('lmg', `/api/Reports/Export/${exportId}/File`);
      expect(file.status).toBe(409);
    } finally {
      release();
      source = fixtureSource({ rows: ROWS });
    }
  });

  it('makes a cancelled export again when it is asked again: its file is there, the cancelled job made none', async () => {
    let release = (): void => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    source = fixtureSource({ rows: ROWS, holdAt: ROWS / 2, hold });
    try {
      const filter = { city: 'asked-again' };
      const exportId = (await requestExport('pipe', 'lmg', filter)).body.exportId;
      await eventually(async () => {
        const { body } = await progressOf(exportId);
        return body.pass === 1 && body.done === ROWS / 2 ? true : null;
      }, 30_000);
      const cancel = await api.as<ExportProgress>('lmg', `/api/Reports/Export/${exportId}`, { method: 'DELETE' });
      expect(cancel.body.state).toBe('cancelled');
      const again = await requestExport('pipe', 'lmg', filter);
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ exportId, pass: 1 });
      expect(['waiting', 'running']).toContain(again.body.state);
      release();
      const { response, bytes } = await download(exportId);
      expect(response.status).toBe(200);
      expect(bytes.toString('utf8').trimEnd().split('\n')).toHaveLength(ROWS + 1);
      const first = await api.queues.queue(EXPORTS_QUEUE).getJob(`export-${exportId}`);
      expect(first?.returnvalue).toBe('cancelled');
    } finally {
      release();
      source = fixtureSource({ rows: ROWS });
    }
  });

  it('lets only LMG and SuperUser export, and each read only the exports they asked for', async () => {
    for (const username of ['administrator', 'operator', 'portal']) {
      expect((await requestExport('pipe', username)).status).toBe(403);
    }
    const anonymous = await call(api.server.base, '/api/Reports/Export', {
      body: { reportId: 'orders', format: 'pipe' },
    });
    expect(anonymous.status).toBe(401);
    const mine = await requestExport('pipe', 'lmg', { city: 'only-mine' });
    expect((await progressOf(mine.body.exportId, 'superuser')).status).toBe(404);
    expect((await progressOf(mine.body.exportId, 'administrator')).status).toBe(403);
    const refused = await requestExport('docx');
    expect(refused.status).toBe(422);
  });
});
